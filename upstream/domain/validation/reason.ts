// A free-text reason (why someone leaves, why staff acted): kept whole, so it is bounded rather
// than cut short.
import { refusal } from '../access/refusals.ts';

export const MAX_REASON_LENGTH = 1000;

export function checkReason(reason: string | null | undefined): void {
  if (reason && reason.length > MAX_REASON_LENGTH) {
    throw refusal(`The reason may be at most ${MAX_REASON_LENGTH} characters`, 'BAD_USER_INPUT');
  }
}
