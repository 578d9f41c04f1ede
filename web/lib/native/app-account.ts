// The signed-in person as the app wrapper hears of them (§7.4): who it is (set mobile app user,
// their email or null once nobody is) and how many messages they have not read (update unread
// message count, unread-count.ts). The app is told on every page shown; it hears the user again
// only when they change.
import { type Bridge, setMobileAppUser } from './bridge.ts';
import type { Schedule } from './schedule.ts';
import { startUnreadCount } from './unread-count.ts';

export interface AppAccount {
  // The page shown now, and who is signed in (null: nobody).
  shown(email: string | null): void;
  stop(): void;
}

export function startAppAccount({
  bridge,
  schedule,
  read,
}: {
  bridge: Bridge;
  schedule: Schedule;
  read?: () => Promise<number>;
}): AppAccount {
  const unread = startUnreadCount({ bridge, schedule, read });
  let told: string | null | undefined;
  return {
    shown(email) {
      if (email !== told) {
        told = email;
        setMobileAppUser(email, bridge);
      }
      unread.update(email !== null);
    },
    stop: () => unread.stop(),
  };
}
