// A message missing from the locale's loaded catalog (spec §8) is reported, once per id; the page
// shows the message's id meanwhile. Kept apart from the check of the whole catalog
// (messages-check.ts), which runs after the page has started: this one is needed from the start.
import type { Messages } from '@lingui/core';
import type { MissingMessage } from '../i18n.ts';
import { reportError } from '../report.ts';

export const REPORT_TAGS = { source: 'Translations' } as const;

export function hasMessages(messages: Messages | null | undefined): boolean {
  return typeof messages === 'object' && messages !== null && Object.keys(messages).length > 0;
}

// The `missing` handler for createI18n: reports each id the loaded catalog lacks, once. With no
// catalog at all it stays quiet — checkMessages has reported that already.
export function createMissingMessageReporter(
  messages: Messages | null | undefined,
  report: typeof reportError = reportError,
): (message: MissingMessage) => void {
  const reported = new Set<string>();
  const loaded = hasMessages(messages);
  return ({ id, locale }) => {
    if (!loaded || reported.has(id)) return;
    reported.add(id);
    report(new Error(`Missing translation: ${id}`), { tags: REPORT_TAGS, extra: { id, locale } });
  };
}
