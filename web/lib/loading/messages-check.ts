// The translation messages the server put into the page (spec §7.3, §8). When they are missing in
// production or staging the page is broken for everyone on it: the fault is reported, and the
// page reloads once after 5 s — at most once an hour (§9: 3,600,000 ms), so a build without
// messages does not reload forever. (A message missing from a loaded catalog is only reported,
// once per id: missing-messages.ts.)
import type { Messages } from '@lingui/core';
import type { AppEnv } from '../../../shared/app-env.ts';
import { realSchedule, type Schedule } from '../native/schedule.ts';
import { reportError } from '../report.ts';
import { hasMessages, REPORT_TAGS } from './missing-messages.ts';

export const MESSAGES_RELOAD_DELAY_MS = 5000;
export const MESSAGES_RELOAD_GUARD_MS = 3_600_000;
export const MESSAGES_RELOAD_KEY = 'translations-reloaded-at';

export interface MessagesCheckOptions {
  readonly messages: Messages | null | undefined;
  readonly env: AppEnv;
  readonly schedule?: Schedule;
  readonly now?: () => number;
  readonly reload?: () => void;
  readonly report?: typeof reportError;
}

function lastReload(): number | null {
  try {
    const value = Number(localStorage.getItem(MESSAGES_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

// True when the messages are there (or the environment does not check them). The returned value
// does not wait for the reload.
export function checkMessages({
  messages,
  env,
  schedule = realSchedule,
  now = Date.now,
  reload = () => window.location.reload(),
  report = reportError,
}: MessagesCheckOptions): boolean {
  if (hasMessages(messages) || (env !== 'production' && env !== 'staging')) return true;
  report(new Error('Translation messages are missing from the page'), { tags: REPORT_TAGS });
  const last = lastReload();
  if (last !== null && now() - last < MESSAGES_RELOAD_GUARD_MS) return false;
  schedule(() => {
    try {
      localStorage.setItem(MESSAGES_RELOAD_KEY, String(now()));
    } catch {
      // Without storage there is no guard: no reload, rather than a reload loop.
      return;
    }
    reload();
  }, MESSAGES_RELOAD_DELAY_MS);
  return false;
}
