// The browser viewport's size, followed through resizes (spec §9: debounced 50 ms, so a drag or a
// rotation settles before anything re-lays out), and media queries on the layout breakpoints.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Breakpoint, minWidthQuery } from './layout-tokens.ts';

export const VIEWPORT_RESIZE_DEBOUNCE_MS = 50;

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

// The timer functions the debounce uses; tests pass their own to move time by hand.
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function readViewportSize(): ViewportSize {
  return { width: window.innerWidth, height: window.innerHeight };
}

// Calls back with the new size once resizing has paused for the debounce time. Returns the
// function that stops listening (and drops a pending call).
export function onViewportResize(callback: (size: ViewportSize) => void, timers: Timers = browserTimers): () => void {
  let pending: unknown = null;
  const onResize = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = null;
      callback(readViewportSize());
    }, VIEWPORT_RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
}

// The viewport size; null during the server render and the first client render (the server
// knows no viewport, and hydration must match it).
export function useViewportSize(timers?: Timers): ViewportSize | null {
  const [size, setSize] = useState<ViewportSize | null>(null);
  useEffect(() => {
    setSize(readViewportSize());
    return onViewportResize(setSize, timers);
  }, [timers]);
  return size;
}

// True while the viewport is at least as wide as the breakpoint; false on the server.
export function useMinWidth(breakpoint: Breakpoint): boolean {
  const query = minWidthQuery(breakpoint);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
