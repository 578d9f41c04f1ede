// Time a test moves by hand: timers run only when `advance` passes their time, in the order they
// fall due, each seeing `now()` at its own time. It serves every timing seam of the client: the
// setTimeout/clearTimeout pair (with `now` for the toast store) and the `schedule(run, ms) → cancel`
// form of the app-wrapper modules.
export interface ManualClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: unknown): void;
  schedule(run: () => void, ms: number): () => void;
  advance(ms: number): void;
  // Timers still waiting.
  pending(): number;
}

export function manualClock(): ManualClock {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const setTimer = (callback: () => void, ms: number) => {
    next += 1;
    timers.set(next, { at: now + ms, callback });
    return next;
  };
  return {
    now: () => now,
    setTimeout: setTimer,
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    schedule(run, ms) {
      const id = setTimer(run, ms);
      return () => timers.delete(id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
