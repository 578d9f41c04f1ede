// A professional's identity check (decision 056): started with a document as printed, compared by
// the provider with the person on the account, decided later by the provider's signed webhook
// (routes/identity-check-webhook.ts) or, when the provider could not decide, by staff. A check that
// succeeds completes the onboarding step ID_CHECK_REQUESTED and marks the company verified in the
// transaction that records it.
// The date of birth goes to the provider and is not kept.
import type { IdentityCheckOutcome, IdentityCheckProvider } from '../../adapters/identity-check/identity-check.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type {
  DecideIdentityCheckInput,
  IdentityCheckNextStep,
  IdentityDocumentType,
  StartIdentityCheckInput,
} from '../../generated/graphql.ts';
import { invalidField, invalidFields } from '../account/results.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import { checkReason } from '../documents/documents.ts';
import type { Viewer } from '../identity/sessions.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';
import { isUuid } from '../validation/ids.ts';

// Checks one person may start within 24 hours: enough to correct a typing mistake twice, not enough
// to try documents until one passes.
export const CHECKS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
// When the provider did not answer, the moment to try again.
const UNAVAILABLE_RETRY_SECONDS = 30;
const DOCUMENT_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,39}$/u;
const NAME_MAX = 100;
const MIN_AGE_YEARS = 18;

export interface IdentityCheckRow {
  readonly id: string;
  readonly user_id: string;
  readonly provider_check_id: string;
  readonly document_type: IdentityDocumentType;
  readonly status: 'PENDING' | IdentityCheckOutcome;
  readonly reason: string | null;
  readonly created_at: Date;
  readonly decided_at: Date | null;
  readonly decided_by: string | null;
}

export interface IdentityVerificationAnswer {
  readonly verified: boolean;
  readonly latestCheck: IdentityCheckRow | null;
  readonly nextStep: IdentityCheckNextStep;
  readonly checksLeft: number;
  readonly retryAfter: Date | null;
}

export async function readVerification(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<IdentityVerificationAnswer> {
  const checks = await db.query<IdentityCheckRow>(
    'SELECT * FROM identity_checks WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  const latestCheck = checks[0] ?? null;
  const verified = checks.some((check) => check.status === 'SUCCESS');
  const recent = checks.filter((check) => now.getTime() - check.created_at.getTime() < DAY_MS);
  const checksLeft = Math.max(0, CHECKS_PER_DAY - recent.length);
  const oldestRecent = recent.at(-1);
  const retryAfter = checksLeft === 0 && oldestRecent ? new Date(oldestRecent.created_at.getTime() + DAY_MS) : null;
  return { verified, latestCheck, nextStep: nextStepOf(verified, latestCheck, checksLeft), checksLeft, retryAfter };
}

function nextStepOf(verified: boolean, latest: IdentityCheckRow | null, checksLeft: number): IdentityCheckNextStep {
  if (verified) return 'DONE';
  if (!latest) return 'START';
  if (latest.status === 'PENDING') return 'WAIT';
  if (latest.status === 'UNKNOWN') return 'WAIT_FOR_REVIEW';
  return checksLeft > 0 ? 'RETRY' : 'WAIT_TO_RETRY';
}

// A date of birth "YYYY-MM-DD" that exists, of someone 18 or older and not over 120.
function checkDateOfBirth(text: string, now: Date): 'INVALID' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return 'INVALID';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'INVALID';
  const adult = new Date(Date.UTC(year + MIN_AGE_YEARS, month - 1, day));
  const oldest = new Date(Date.UTC(now.getUTCFullYear() - 120, now.getUTCMonth(), now.getUTCDate()));
  return adult.getTime() > now.getTime() || date.getTime() < oldest.getTime() ? 'INVALID' : null;
}

function checkName(text: string): 'REQUIRED' | 'INVALID' | null {
  const name = text.trim();
  if (name.length === 0) return 'REQUIRED';
  return name.length > NAME_MAX ? 'INVALID' : null;
}

export interface StartContext {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly provider: IdentityCheckProvider;
  // Where the provider sends the outcome.
  readonly callbackUrl: string;
}

export async function startIdentityCheck(
  { db, viewer, provider, callbackUrl }: StartContext,
  input: StartIdentityCheckInput,
  now = new Date(),
) {
  const number = input.documentNumber.trim();
  const invalid = invalidFields({
    documentNumber: number.length === 0 ? 'REQUIRED' : DOCUMENT_NUMBER.test(number) ? null : 'INVALID',
    givenNames: checkName(input.givenNames),
    familyName: checkName(input.familyName),
    dateOfBirth: checkDateOfBirth(input.dateOfBirth, now),
  });
  if (invalid) return invalid;

  const before = await readVerification(db, viewer.userId, now);
  if (before.verified) return { __typename: 'IdentityAlreadyVerified', verification: before } as const;
  if (before.latestCheck?.status === 'PENDING') {
    return { __typename: 'IdentityCheckInProgress', verification: before } as const;
  }
  if (before.retryAfter) {
    const retryAfterSeconds = Math.max(1, Math.ceil((before.retryAfter.getTime() - now.getTime()) / 1000));
    return { __typename: 'UsageLimitReached', retryAfterSeconds } as const;
  }

  const [person] = await db.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE id = $1',
    [viewer.userId],
  );
  if (!person) throw new Error(`The signed-in professional ${viewer.userId} does not exist`);
  const started = await provider.start({
    person: { givenNames: person.first_name, familyName: person.last_name, dateOfBirth: input.dateOfBirth.trim() },
    document: {
      type: input.documentType,
      number,
      givenNames: input.givenNames.trim(),
      familyName: input.familyName.trim(),
    },
    callbackUrl,
  });
  if (started.kind === 'unavailable') {
    return { __typename: 'IdentityCheckUnavailable', retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS } as const;
  }
  try {
    // Its own transaction (a savepoint within the request's), so a refused insert leaves the
    // request able to answer.
    await db.transaction((tx) =>
      tx.query('INSERT INTO identity_checks (user_id, provider_check_id, document_type) VALUES ($1, $2, $3)', [
        viewer.userId,
        started.providerCheckId,
        input.documentType,
      ]),
    );
  } catch (error) {
    // A check started at the same moment holds the one open place; its outcome comes first.
    if (!isUniqueViolation(error)) throw error;
    return { __typename: 'IdentityCheckInProgress', verification: await readVerification(db, viewer.userId) } as const;
  }
  return { __typename: 'IdentityCheckStarted', verification: await readVerification(db, viewer.userId) } as const;
}

// Records an outcome once: the provider's for a PENDING check, staff's for an UNKNOWN one. A
// SUCCESS completes the onboarding step and marks the company verified. Null when the check is no longer in the status `from` (a
// redelivery, or an outcome after another was recorded).
export async function recordOutcome(
  tx: Queryable,
  checkId: string,
  from: 'PENDING' | 'UNKNOWN',
  status: IdentityCheckOutcome,
  reason: string | null,
  decidedBy: string | null = null,
): Promise<IdentityCheckRow | null> {
  const [check] = await tx.query<IdentityCheckRow>(
    `UPDATE identity_checks SET status = $3, reason = $4, decided_at = now(), decided_by = $5
      WHERE id = $1 AND status = $2 RETURNING *`,
    [checkId, from, status, reason, decidedBy],
  );
  if (check?.status === 'SUCCESS') {
    await completeOnboardingStep(tx, check.user_id, 'ID_CHECK_REQUESTED');
    // The company shows as verified wherever the product says so: its profile, the directory
    // (and its order) and the home page's count of vetted professionals.
    await tx.query('UPDATE company_profiles SET is_verified = true WHERE user_id = $1', [check.user_id]);
  }
  return check ?? null;
}

export async function identityChecksToReview(db: Queryable, first: number | null | undefined) {
  const limit = Math.min(Math.max(first ?? 50, 1), 200);
  return db.query<IdentityCheckRow>(
    "SELECT * FROM identity_checks WHERE status = 'UNKNOWN' ORDER BY created_at, id LIMIT $1",
    [limit],
  );
}

export async function decideIdentityCheck(
  db: Database,
  viewer: Viewer,
  requestId: string,
  input: DecideIdentityCheckInput,
) {
  const invalid = invalidFields({
    checkId: isUuid(input.checkId) ? null : 'INVALID',
    decision: input.decision === 'REFER' ? 'INVALID' : null,
    reason: checkReason(input.decision, input.reason),
  });
  if (invalid) return invalid;
  const reason = input.reason?.trim() || null;
  return db.transaction(async (tx) => {
    const [found] = await tx.query<IdentityCheckRow>('SELECT * FROM identity_checks WHERE id = $1 FOR UPDATE', [
      input.checkId,
    ]);
    if (!found) return invalidField('checkId', 'NOT_FOUND');
    // Only what the provider could not decide is staff's to decide.
    if (found.status !== 'UNKNOWN') return invalidField('checkId', 'INVALID');
    const check = await recordOutcome(
      tx,
      found.id,
      'UNKNOWN',
      input.decision === 'APPROVE' ? 'SUCCESS' : 'FAILED',
      reason,
      viewer.actorId,
    );
    if (!check) return invalidField('checkId', 'INVALID');
    await recordStaffAction(tx, viewer, check.user_id, 'decideIdentityCheck', requestId, reason);
    return { __typename: 'IdentityCheckDecided', check, proId: check.user_id } as const;
  });
}
