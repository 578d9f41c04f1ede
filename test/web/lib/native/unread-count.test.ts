// §7.4 update unread message count: the wrapper hears the count when someone signs in, again each
// minute and when a conversation was read, only when it changed, and 0 once they sign out.
import '../../../helpers/dom.ts';
import t from 'tap';
import { startUnreadCount, UNREAD_REFRESH_MS } from '../../../../web/lib/native/unread-count.ts';
import { announceUnreadChanged } from '../../../../web/lib/unread-messages.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';
import { fakeBridge } from './fake-bridge.ts';

const settled = () => new Promise((resolve) => setImmediate(resolve));
const counts = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.sent.map((message) => (message.type === 'UPDATE_UNREAD_MESSAGE_COUNT' ? message.payload.count : null));

t.test('counted at sign-in, each minute and after reading; told only on a change; 0 after sign-out', async (t) => {
  const bridge = fakeBridge();
  const clock = manualClock();
  let unread = 3;
  let reads = 0;
  const badge = startUnreadCount({
    bridge,
    schedule: clock.schedule,
    read: async () => {
      reads += 1;
      return unread;
    },
  });
  t.teardown(() => badge.stop());
  badge.update(false);
  t.same(counts(bridge), [0], 'a visitor’s badge is empty');
  t.equal(reads, 0, 'and nothing is read for them');

  badge.update(true);
  await settled();
  t.same(counts(bridge), [0, 3]);
  clock.advance(UNREAD_REFRESH_MS);
  await settled();
  t.same(counts(bridge), [0, 3], 'the same count is not told again');
  unread = 1;
  announceUnreadChanged();
  await settled();
  t.same(counts(bridge), [0, 3, 1], 'a conversation read: counted at once');
  unread = 4;
  clock.advance(UNREAD_REFRESH_MS);
  await settled();
  t.same(counts(bridge), [0, 3, 1, 4], 'a new message within the minute');

  badge.update(false);
  t.same(counts(bridge), [0, 3, 1, 4, 0]);
  t.equal(clock.pending(), 0, 'nothing counted while signed out');
});

t.test('a failed read leaves the badge as it was', async (t) => {
  const bridge = fakeBridge();
  const clock = manualClock();
  const badge = startUnreadCount({
    bridge,
    schedule: clock.schedule,
    read: () => Promise.reject(new TypeError('offline')),
  });
  t.teardown(() => badge.stop());
  badge.update(true);
  await settled();
  t.same(bridge.sent, []);
  badge.stop();
  t.equal(clock.pending(), 0);
});
