// Everything the page does for the app wrappers (spec §2.10, §4, §7.4, §9), started once by the
// client entry. On the web it does nothing and returns no permissions controller.
import { type Agent, readAgent } from './agent.ts';
import { type AppAccount, startAppAccount } from './app-account.ts';
import { appBridge, type Bridge } from './bridge.ts';
import { startCookieSync } from './cookie-sync.ts';
import { startDeviceTokenRegistration } from './device-token.ts';
import { startForcedUpdate } from './forced-update.ts';
import { startKeyboardScroll, usesKeyboardScroll } from './keyboard.ts';
import { type PermissionsController, startPermissions } from './permissions.ts';
import { realSchedule, type Schedule } from './schedule.ts';

export interface AppWrapper {
  readonly agent: Agent | null;
  readonly bridge: Bridge;
  // For PermissionsProvider; null outside the apps.
  readonly permissions: PermissionsController | null;
  // Who is signed in and the icon badge's count (§7.4); null outside the apps.
  readonly account: AppAccount | null;
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
  if (!agent) return { agent: null, bridge, permissions: null, account: null, stop: () => {} };
  const permissions = startPermissions({ bridge, schedule });
  const account = startAppAccount({ bridge, schedule });
  const stops = [
    () => permissions.stop(),
    () => account.stop(),
    startDeviceTokenRegistration({ bridge, agent }),
    startCookieSync({ bridge, schedule }),
    startForcedUpdate({ agent }),
    usesKeyboardScroll(agent) ? startKeyboardScroll({ schedule }) : () => {},
  ];
  return {
    agent,
    bridge,
    permissions,
    account,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
