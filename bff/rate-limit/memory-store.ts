// The default rate-limit store: counters in this process's memory. Bounded: expired windows are
// swept on a timer, and past maxKeys the oldest window is dropped so a flood of made-up keys cannot
// grow the process without end. Each BFF process counts on its own; REDIS_URL shares the counts.
import { outcomeOf, type RateLimitStore } from './store.ts';

interface Window {
  count: number;
  readonly endsAt: number;
}

export interface MemoryStoreOptions {
  // Counters kept at most (default 100,000: a few MB).
  readonly maxKeys?: number;
  readonly sweepEveryMs?: number;
  // Tests pass a clock they move by hand.
  readonly now?: () => number;
}

export interface MemoryStore extends RateLimitStore {
  readonly size: number;
  // Drops every window that has ended; the timer calls it, tests may too.
  sweep(): void;
}

export function createMemoryStore({
  maxKeys = 100_000,
  sweepEveryMs = 30_000,
  now = Date.now,
}: MemoryStoreOptions = {}): MemoryStore {
  // A Map keeps insertion order, and a key is re-inserted whenever its window opens, so the first
  // entry is always the window that opened longest ago: the one to drop when full.
  const windows = new Map<string, Window>();

  let sweptAt = Number.NEGATIVE_INFINITY;
  function sweep() {
    const time = now();
    sweptAt = time;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  }

  // A full sweep costs a walk over every key: while a flood of new keys keeps the store full, it
  // runs at most once a second and the oldest windows make room in between.
  function makeRoom() {
    if (now() - sweptAt >= 1_000) sweep();
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (oldest.done) break;
      windows.delete(oldest.value);
    }
  }

  const timer = setInterval(sweep, sweepEveryMs);
  // The sweep never keeps the process alive on its own.
  timer.unref();

  return {
    get size() {
      return windows.size;
    },
    sweep,
    async hit(key, limit, windowMs, cost = 1) {
      const time = now();
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= time) {
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom();
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += cost;
      return outcomeOf(window.count, limit, window.endsAt - time);
    },
    async close() {
      clearInterval(timer);
      windows.clear();
    },
  };
}
