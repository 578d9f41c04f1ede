import '../../../helpers/dom.ts';
import t, { type Test } from 'tap';
import { scrollDistance, startKeyboardScroll, usesKeyboardScroll } from '../../../../web/lib/native/keyboard.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';

function fakeViewport(height: number) {
  return Object.assign(new EventTarget(), { height, offsetTop: 0 });
}

function field(t: Test, top: number, height = 40): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  t.teardown(() => input.remove());
  input.getBoundingClientRect = () => ({
    top,
    bottom: top + height,
    left: 0,
    right: 100,
    width: 100,
    height,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  return input;
}

t.test('keyboard scroll handling applies from app version 10.9.1', async (t) => {
  t.equal(usesKeyboardScroll({ type: 'consumer-app', version: '10.9.0' }), false);
  t.equal(usesKeyboardScroll({ type: 'consumer-app', version: '10.9.1' }), true);
  t.equal(usesKeyboardScroll({ type: 'pro-app', version: '11.0.0' }), true);
  t.equal(usesKeyboardScroll({ type: 'pro-app', version: null }), false);
  t.equal(usesKeyboardScroll(null), false);
});

t.test('a focused field hidden by the keyboard is scrolled into view 150 ms after the viewport shrinks', async (t) => {
  const viewport = fakeViewport(800);
  const clock = manualClock();
  const scrolled: number[] = [];
  const stop = startKeyboardScroll({ viewport, schedule: clock.schedule, scrollBy: (top) => scrolled.push(top) });
  t.teardown(stop);
  const input = field(t, 600);
  input.focus();
  viewport.height = 500;
  viewport.dispatchEvent(new Event('resize'));
  clock.advance(100);
  viewport.height = 450;
  viewport.dispatchEvent(new Event('resize'));
  clock.advance(149);
  t.same(scrolled, [], 'debounced: waits for the viewport to settle');
  clock.advance(1);
  // bottom 640 must sit 20 px above the visible bottom 450.
  t.same(scrolled, [640 - 430]);
});

t.test('a field above the visible area is brought down to 20 px from the top', async (t) => {
  t.equal(scrollDistance({ top: 5, bottom: 45 } as DOMRect, 0, 400), -15);
  t.equal(scrollDistance({ top: 100, bottom: 140 } as DOMRect, 0, 400), 0, 'already visible');
  t.equal(scrollDistance({ top: 300, bottom: 900 } as DOMRect, 0, 400), 280, 'a tall field aligns by its top');
});

t.test('nothing scrolls when no field has focus or the viewport grows back', async (t) => {
  const viewport = fakeViewport(800);
  const clock = manualClock();
  const scrolled: number[] = [];
  const stop = startKeyboardScroll({ viewport, schedule: clock.schedule, scrollBy: (top) => scrolled.push(top) });
  t.teardown(stop);
  viewport.height = 500;
  viewport.dispatchEvent(new Event('resize'));
  viewport.height = 800;
  viewport.dispatchEvent(new Event('resize'));
  clock.advance(500);
  t.same(scrolled, []);
});

t.test('focus moving to another field while the keyboard is up scrolls it into view', async (t) => {
  const viewport = fakeViewport(800);
  const clock = manualClock();
  const scrolled: number[] = [];
  const stop = startKeyboardScroll({ viewport, schedule: clock.schedule, scrollBy: (top) => scrolled.push(top) });
  t.teardown(stop);
  viewport.height = 400;
  viewport.dispatchEvent(new Event('resize'));
  field(t, 700).focus();
  clock.advance(150);
  t.same(scrolled, [740 - 380]);
});
