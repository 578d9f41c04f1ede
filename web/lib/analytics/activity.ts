// Spec §4: the session id cookie is refreshed 5 seconds after the last user activity (click, mouse
// move, key, scroll, touch). Debounced, so a burst of mouse moves costs one cookie write.

// §9: session activity refresh.
export const ACTIVITY_REFRESH_DELAY_MS = 5000;
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

// The timers the debounce runs on; tests pass their own to control time.
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: Clock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ActivityRefreshOptions {
  // What to do once activity has settled: refresh the session cookie.
  readonly onRefresh: () => void;
  readonly events?: readonly string[];
  readonly delayMs?: number;
  readonly clock?: Clock;
  readonly target?: EventTarget;
}

// Starts listening; returns the function that stops listening and drops a pending refresh.
export function startActivityRefresh({
  onRefresh,
  events = ACTIVITY_EVENTS,
  delayMs = ACTIVITY_REFRESH_DELAY_MS,
  clock = browserClock,
  target = window,
}: ActivityRefreshOptions): () => void {
  let pending: unknown = null;
  const fire = () => {
    pending = null;
    onRefresh();
  };
  const onActivity = () => {
    if (pending !== null) clock.clearTimeout(pending);
    pending = clock.setTimeout(fire, delayMs);
  };
  // Passive and captured: scroll does not bubble, and the page's own handlers are never delayed.
  const options = { capture: true, passive: true } as const;
  for (const event of events) target.addEventListener(event, onActivity, options);
  return () => {
    for (const event of events) target.removeEventListener(event, onActivity, options);
    if (pending !== null) clock.clearTimeout(pending);
    pending = null;
  };
}
