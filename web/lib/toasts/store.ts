// Toasts (spec §3 Toast entity, §4 Toast states, §9 toast constants): the list of toasts on the
// page, their timers and their queue, kept outside React so any code can raise one. The region
// that shows them is toaster.tsx; docs/decisions/020-toasts.md says why this is our own.
import type { MessageDescriptor } from '@lingui/core';

export type ToastType = 'info' | 'error' | 'success' | 'warning' | 'loading';

// visible: its timer runs; pausing: its timer is held (hover, focus, hidden page);
// dismissing: the exit animation plays; unmounted is the toast gone from the list.
export type ToastState = 'visible' | 'pausing' | 'dismissing';

// Text is a ready string or a message descriptor translated where it is rendered.
export type ToastText = string | MessageDescriptor;

export interface ToastAction {
  readonly label: ToastText;
  readonly onClick: () => void;
}

export interface ToastOptions {
  readonly title: ToastText;
  readonly type?: ToastType;
  // Milliseconds until the toast dismisses itself; Infinity: never.
  readonly duration?: number;
  readonly action?: ToastAction;
  // A caller's own id; raising a toast with the id of one still shown updates that toast.
  readonly id?: string;
}

export type ToastPatch = Partial<Omit<ToastOptions, 'id'>>;

export interface Toast {
  readonly id: string;
  readonly title: ToastText;
  readonly type: ToastType;
  readonly duration: number;
  readonly action?: ToastAction;
  readonly state: ToastState;
}

export interface ToastSnapshot {
  // Shown toasts, oldest first.
  readonly toasts: readonly Toast[];
  // Toasts waiting for space (§4: "a toast arriving at the limit is queued until space frees").
  readonly queued: number;
}

// Time as the store sees it; tests pass a clock they move by hand.
export interface ToastScheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

// §9 toast constants. Warning is not named there; it gets the default 5000 ms (decision 020).
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  info: 5000,
  error: 5000,
  success: 2000,
  warning: 5000,
  loading: Number.POSITIVE_INFINITY,
};
export const DEFAULT_TOAST_DURATION = 5000;
export const SNACKBAR_DURATION = 3000;
export const MAX_VISIBLE_TOASTS = 24;
export const TOAST_GAP_PX = 16;
export const TOAST_REMOVE_DELAY = 200;

export const realScheduler: ToastScheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => performance.now(),
};

interface ToastRecord {
  id: string;
  title: ToastText;
  type: ToastType;
  duration: number;
  action?: ToastAction;
  state: ToastState | 'queued';
  // Time left on the dismiss timer, and when it was last started (while it runs).
  remaining: number;
  startedAt: number;
  handle: unknown;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ToastSnapshot;
  add(options: ToastOptions): string;
  update(id: string, patch: ToastPatch): boolean;
  // Without an id every toast goes, queued ones included.
  dismiss(id?: string): void;
  // Timers hold while any reason is held (pointer over the region, focus in it, page hidden).
  pause(reason: string): void;
  resume(reason: string): void;
}

export function createToastStore({
  scheduler = realScheduler,
  limit = MAX_VISIBLE_TOASTS,
}: {
  scheduler?: ToastScheduler;
  limit?: number;
} = {}): ToastStore {
  const listeners = new Set<() => void>();
  const shown: ToastRecord[] = [];
  const queue: ToastRecord[] = [];
  const pauseReasons = new Set<string>();
  let counter = 0;
  let snapshot: ToastSnapshot = { toasts: [], queued: 0 };

  function emit(): void {
    snapshot = {
      toasts: shown.map(({ id, title, type, duration, action, state }) => ({
        id,
        title,
        type,
        duration,
        state: state as ToastState,
        ...(action ? { action } : {}),
      })),
      queued: queue.length,
    };
    for (const listener of listeners) listener();
  }

  function stopTimer(record: ToastRecord): void {
    if (record.handle === undefined) return;
    scheduler.clearTimeout(record.handle);
    record.handle = undefined;
    record.remaining = Math.max(0, record.remaining - (scheduler.now() - record.startedAt));
  }

  function startTimer(record: ToastRecord): void {
    if (!Number.isFinite(record.remaining)) return;
    record.startedAt = scheduler.now();
    record.handle = scheduler.setTimeout(() => {
      record.handle = undefined;
      dismissRecord(record);
      emit();
    }, record.remaining);
  }

  // Puts a toast on screen, running or held according to the pause reasons.
  function show(record: ToastRecord): void {
    shown.push(record);
    record.remaining = record.duration;
    if (pauseReasons.size > 0) {
      record.state = 'pausing';
    } else {
      record.state = 'visible';
      startTimer(record);
    }
  }

  function dismissRecord(record: ToastRecord): void {
    if (record.state === 'queued') {
      queue.splice(queue.indexOf(record), 1);
      return;
    }
    if (record.state === 'dismissing') return;
    stopTimer(record);
    record.state = 'dismissing';
    // §4: removed after the exit animation; the freed place goes to the oldest queued toast.
    record.handle = scheduler.setTimeout(() => {
      shown.splice(shown.indexOf(record), 1);
      const next = queue.shift();
      if (next) show(next);
      emit();
    }, TOAST_REMOVE_DELAY);
  }

  // A toast raised again under the id of one on its way out replaces it at once.
  function removeNow(record: ToastRecord): void {
    scheduler.clearTimeout(record.handle);
    shown.splice(shown.indexOf(record), 1);
  }

  function find(id: string): ToastRecord | undefined {
    return shown.find((record) => record.id === id) ?? queue.find((record) => record.id === id);
  }

  function update(id: string, patch: ToastPatch): boolean {
    const record = find(id);
    if (!record || record.state === 'dismissing') return false;
    if (patch.title !== undefined) record.title = patch.title;
    if (patch.action !== undefined) record.action = patch.action;
    if (patch.type !== undefined) record.type = patch.type;
    // A new type brings its own default time unless one is given (a loading toast turned success
    // leaves after 2000 ms); any update gives the changed toast its full time again.
    if (patch.duration !== undefined) record.duration = patch.duration;
    else if (patch.type !== undefined) record.duration = TOAST_DURATIONS[patch.type];
    if (record.state !== 'queued') {
      stopTimer(record);
      record.remaining = record.duration;
      if (record.state === 'visible') startTimer(record);
    }
    emit();
    return true;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    add(options) {
      if (options.id !== undefined) {
        if (update(options.id, options)) return options.id;
        const leaving = find(options.id);
        if (leaving) removeNow(leaving);
      }
      const type = options.type ?? 'info';
      counter += 1;
      const record: ToastRecord = {
        id: options.id ?? `toast-${counter}`,
        title: options.title,
        type,
        duration: options.duration ?? (options.type ? TOAST_DURATIONS[type] : DEFAULT_TOAST_DURATION),
        state: 'queued',
        remaining: 0,
        startedAt: 0,
        handle: undefined,
        ...(options.action ? { action: options.action } : {}),
      };
      if (shown.length < limit) show(record);
      else queue.push(record);
      emit();
      return record.id;
    },
    update,
    dismiss(id) {
      const records = id === undefined ? [...queue, ...shown] : [find(id)];
      for (const record of records) if (record) dismissRecord(record);
      emit();
    },
    pause(reason) {
      const wasRunning = pauseReasons.size === 0;
      pauseReasons.add(reason);
      if (!wasRunning) return;
      for (const record of shown) {
        if (record.state !== 'visible') continue;
        stopTimer(record);
        record.state = 'pausing';
      }
      emit();
    },
    resume(reason) {
      if (!pauseReasons.delete(reason) || pauseReasons.size > 0) return;
      // §4: leaving resumes with the time that was left, not a fresh duration.
      for (const record of shown) {
        if (record.state !== 'pausing') continue;
        record.state = 'visible';
        startTimer(record);
      }
      emit();
    },
  };
}
