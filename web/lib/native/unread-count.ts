// §7.4 update unread message count: inside the apps, the wrapper is told how many messages the
// signed-in account has not read, for the badge on the app's icon — when someone signs in, when the
// page comes back into view, when a conversation was read, and once a minute while the page is
// open. It is told only when the number changes; signing out sets it to 0.
import { request } from '../graphql.ts';
import { onUnreadChanged } from '../unread-messages.ts';
import type { Bridge } from './bridge.ts';
import { NativeUnreadMessageCountDocument } from './generated/documents.ts';
import type { Schedule } from './schedule.ts';

export const UNREAD_REFRESH_MS = 60_000;

export interface UnreadCount {
  // Whether someone is signed in now: counts (and keeps counting) while they are.
  update(signedIn: boolean): void;
  stop(): void;
}

const readUnreadCount = async (): Promise<number> =>
  (await request(NativeUnreadMessageCountDocument)).myUnreadMessageCount;

export function startUnreadCount({
  bridge,
  schedule,
  read = readUnreadCount,
}: {
  bridge: Bridge;
  schedule: Schedule;
  read?: () => Promise<number>;
}): UnreadCount {
  let signedIn = false;
  let told: number | null = null;
  let cancelNext = () => {};

  const tell = (count: number) => {
    if (count === told) return;
    told = count;
    bridge.send({ type: 'UPDATE_UNREAD_MESSAGE_COUNT', payload: { count } });
  };

  const count = () => {
    cancelNext();
    if (!signedIn) return;
    // A failed read leaves the badge as it was; the next one corrects it.
    read().then(
      (unread) => {
        if (signedIn) tell(unread);
      },
      () => {},
    );
    cancelNext = schedule(count, UNREAD_REFRESH_MS);
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') count();
  };
  document.addEventListener('visibilitychange', onVisible);
  const stopListening = onUnreadChanged(count);

  return {
    update(now) {
      signedIn = now;
      if (now) count();
      else {
        cancelNext();
        tell(0);
      }
    },
    stop() {
      signedIn = false;
      cancelNext();
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
    },
  };
}
