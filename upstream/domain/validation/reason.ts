// A free-text reason (why someone leaves, why staff acted): kept whole, so it is bounded rather
// than cut short.
import { isReasonTooLong, MAX_REASON_LENGTH } from '../../../shared/account-input.ts';
import { refusal } from '../access/refusals.ts';

export function checkReason(reason: string | null | undefined): void {
  if (isReasonTooLong(reason)) {
    throw refusal(`The reason may be at most ${MAX_REASON_LENGTH} characters`, 'BAD_USER_INPUT');
  }
}
