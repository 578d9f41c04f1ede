// Spec §4: the session id cookie is refreshed 5 seconds after the last user activity.
import '../../../helpers/dom.ts';
import t from 'tap';
import { ACTIVITY_EVENTS, startActivityRefresh } from '../../../../web/lib/analytics/activity.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';

t.test('the refresh runs 5000 ms after the last activity, once for a burst', async (t) => {
  const clock = manualClock();
  let refreshes = 0;
  const stop = startActivityRefresh({ onRefresh: () => refreshes++, clock });
  t.teardown(stop);
  window.dispatchEvent(new Event('mousemove'));
  clock.advance(3000);
  document.body.dispatchEvent(new Event('click', { bubbles: true }));
  clock.advance(4999);
  t.equal(refreshes, 0, 'activity 4999 ms ago: not yet');
  clock.advance(1);
  t.equal(refreshes, 1, 'refreshed 5000 ms after the click');
  clock.advance(60_000);
  t.equal(refreshes, 1, 'no activity, no further refresh');
});

t.test('each of click, mouse move, key, scroll and touch counts as activity', async (t) => {
  t.same([...ACTIVITY_EVENTS], ['click', 'mousemove', 'keydown', 'scroll', 'touchstart']);
  for (const type of ACTIVITY_EVENTS) {
    const clock = manualClock();
    let refreshes = 0;
    const stop = startActivityRefresh({ onRefresh: () => refreshes++, clock });
    // scroll does not bubble: it must be seen on the way down.
    document.body.dispatchEvent(new Event(type));
    clock.advance(5000);
    stop();
    t.equal(refreshes, 1, type);
  }
});

t.test('other events are not activity', async (t) => {
  const clock = manualClock();
  let refreshes = 0;
  const stop = startActivityRefresh({ onRefresh: () => refreshes++, clock });
  t.teardown(stop);
  window.dispatchEvent(new Event('resize'));
  clock.advance(10_000);
  t.equal(refreshes, 0);
});

t.test('after stop, activity refreshes nothing and a pending refresh is dropped', async (t) => {
  const clock = manualClock();
  let refreshes = 0;
  const stop = startActivityRefresh({ onRefresh: () => refreshes++, clock });
  window.dispatchEvent(new Event('keydown'));
  stop();
  t.equal(clock.pending(), 0);
  window.dispatchEvent(new Event('keydown'));
  clock.advance(10_000);
  t.equal(refreshes, 0);
});
