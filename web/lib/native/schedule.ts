// Delayed work for the app-wrapper and loading code (spec §9: 1 s permission requests, 300 ms
// cookie polling, 150 ms keyboard debounce, 5 s translation reload). Passed in rather than read
// from the global timers, so callers and tests decide when time passes.

// Runs `run` once after `ms` milliseconds; the returned function cancels it if it has not run.
export type Schedule = (run: () => void, ms: number) => () => void;

export const realSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};
