// §7.4 set mobile app user: the app hears who is signed in on the first page and again only when
// that changes; the unread badge is counted for a signed-in person on every page.
import '../../../helpers/dom.ts';
import t from 'tap';
import { startAppAccount } from '../../../../web/lib/native/app-account.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';
import { fakeBridge } from './fake-bridge.ts';

const settled = () => new Promise((resolve) => setImmediate(resolve));

t.test('who is signed in: told at once, again only on a change', async (t) => {
  const bridge = fakeBridge();
  let reads = 0;
  const account = startAppAccount({
    bridge,
    schedule: manualClock().schedule,
    read: async () => {
      reads += 1;
      return 2;
    },
  });
  t.teardown(() => account.stop());
  account.shown(null);
  account.shown('ann@example.com');
  await settled();
  account.shown('ann@example.com');
  await settled();
  account.shown(null);
  const users = bridge.sent.filter((message) => message.type === 'SET_MOBILE_APP_USER');
  t.same(users, [
    { type: 'SET_MOBILE_APP_USER', payload: null },
    { type: 'SET_MOBILE_APP_USER', payload: { email: 'ann@example.com' } },
    { type: 'SET_MOBILE_APP_USER', payload: null },
  ]);
  t.equal(reads, 2, 'the badge counted on each page shown while signed in');
});
