import '../../helpers/dom.ts';
import { act, render, screen } from '@testing-library/react';
import t from 'tap';
import {
  onViewportResize,
  useMinWidth,
  useViewportSize,
  VIEWPORT_RESIZE_DEBOUNCE_MS,
  type ViewportSize,
} from '../../../web/lib/viewport.ts';
import { manualClock } from '../../helpers/manual-clock.ts';

function resizeTo(width: number, height: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

t.test('the resize debounce is 50 ms', async (t) => {
  t.equal(VIEWPORT_RESIZE_DEBOUNCE_MS, 50);
});

t.test('a burst of resizes calls back once, 50 ms after the last, with the final size', async (t) => {
  const timers = manualClock();
  const sizes: ViewportSize[] = [];
  const stop = onViewportResize((size) => sizes.push(size), timers);
  t.teardown(stop);
  resizeTo(400, 700);
  timers.advance(30);
  resizeTo(500, 700);
  timers.advance(49);
  t.same(sizes, [], 'nothing before 50 ms of quiet');
  resizeTo(600, 800);
  timers.advance(49);
  t.same(sizes, []);
  timers.advance(1);
  t.same(sizes, [{ width: 600, height: 800 }]);
});

t.test('stopping drops a pending call and ignores later resizes', async (t) => {
  const timers = manualClock();
  const sizes: ViewportSize[] = [];
  const stop = onViewportResize((size) => sizes.push(size), timers);
  resizeTo(320, 640);
  stop();
  t.equal(timers.pending(), 0);
  resizeTo(800, 600);
  timers.advance(100);
  t.same(sizes, []);
});

const timers = manualClock();

function ShowSize() {
  const size = useViewportSize(timers);
  return <p>{size ? `${size.width}x${size.height}` : 'unknown'}</p>;
}

t.test('useViewportSize gives the size after mounting and the settled size after a resize', async (t) => {
  resizeTo(1024, 768);
  render(<ShowSize />);
  t.equal(screen.getByRole('paragraph').textContent, '1024x768');
  act(() => resizeTo(375, 812));
  t.equal(screen.getByRole('paragraph').textContent, '1024x768', 'not before the debounce');
  act(() => timers.advance(VIEWPORT_RESIZE_DEBOUNCE_MS));
  t.equal(screen.getByRole('paragraph').textContent, '375x812');
});

t.test('useMinWidth follows the media query of the breakpoint', async (t) => {
  const listeners = new Set<() => void>();
  let matches = false;
  const queries: string[] = [];
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  }) as unknown as typeof window.matchMedia;
  t.teardown(() => {
    window.matchMedia = original;
  });
  function Wide() {
    return <p>{useMinWidth('m') ? 'medium or wider' : 'narrow'}</p>;
  }
  render(<Wide />);
  t.equal(screen.getByRole('paragraph').textContent, 'narrow');
  t.ok(queries.every((query) => query === '(min-width: 48rem)'));
  matches = true;
  act(() => {
    for (const listener of listeners) listener();
  });
  t.equal(screen.getByRole('paragraph').textContent, 'medium or wider');
});
