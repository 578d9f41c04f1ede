import type { I18n } from '@lingui/core';
// What the home owner's choices on a job have in common: shortlisting, inviting, hiring, declining
// and closing all change the overview, and a reason given with a decline or a closing is bounded.

// What the overview refreshes after any choice.
export const OVERVIEW_QUERIES = ['consumerJobOverview', 'consumerMyProjects', 'consumerRecommendationsJob'];
// The pro reads the reason whole, so it is bounded (the API refuses longer ones).
export const MAX_DECLINE_REASON = 500;

// The reason as it is sent: trimmed, and null when nothing is left.
export function reasonToSend(reason: string): string | null {
  const trimmed = reason.trim();
  return trimmed === '' ? null : trimmed;
}

// What is wrong with a reason the person typed, in words, or null when it may be sent.
export function reasonProblem(i18n: I18n, reason: string): string | null {
  if (reason.trim().length <= MAX_DECLINE_REASON) return null;
  return i18n._({
    id: 'consumer.decline.reason-too-long',
    message: 'Keep the reason under {max} characters.',
    values: { max: MAX_DECLINE_REASON },
  });
}
