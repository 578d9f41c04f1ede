// Everything the page does for the app wrappers (spec §2.10, §4, §7.4, §9), started once by the
// client entry. On the web it does nothing and returns no permissions controller.
import { type Agent, appBridge, type Bridge, readAgent } from './bridge.ts';
import { startCookieSync } from './cookie-sync.ts';
import { startDeviceTokenRegistration } from './device-token.ts';
import { startForcedUpdate } from './forced-update.ts';
import { startKeyboardScroll, usesKeyboardScroll } from './keyboard.ts';
import { type PermissionsController, startPermissions } from './permissions.ts';
import { realSchedule, type Schedule } from './schedule.ts';
import { startUnreadCount, type UnreadCount } from './unread-count.ts';

export interface AppWrapper {
  readonly agent: Agent | null;
  readonly bridge: Bridge;
  // For PermissionsProvider; null outside the apps.
  readonly permissions: PermissionsController | null;
  // The icon badge's count (§7.4); null outside the apps.
  readonly unread: UnreadCount | null;
  stop(): void;
}

export interface AppWrapperOptions {
  readonly bridge?: Bridge;
  readonly schedule?: Schedule;
  readonly agent?: Agent | null;
}

export function startAppWrapper({
  bridge = appBridge,
  schedule = realSchedule,
  agent = readAgent(),
}: AppWrapperOptions = {}): AppWrapper {
  if (!agent) return { agent: null, bridge, permissions: null, unread: null, stop: () => {} };
  const permissions = startPermissions({ bridge, schedule });
  const unread = startUnreadCount({ bridge, schedule });
  const stops = [
    () => permissions.stop(),
    () => unread.stop(),
    startDeviceTokenRegistration({ bridge, agent }),
    startCookieSync({ bridge, schedule }),
    startForcedUpdate({ agent }),
    usesKeyboardScroll(agent) ? startKeyboardScroll({ schedule }) : () => {},
  ];
  return {
    agent,
    bridge,
    permissions,
    unread,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
