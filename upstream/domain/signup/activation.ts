// Activation: opening the link sent to a person's email address proves the address is theirs. A new
// consumer's account is PENDING until then; a professional's account is ACTIVE from the start and
// the link completes their onboarding step EMAIL_VERIFICATION_REQUESTED (decision 054). Links carry
// a random token; only its hash is stored, and each link works once.
import type { Database, Queryable } from '../../db/database.ts';
import type { TokenErrorCode, UserType } from '../../generated/graphql.ts';
import { accountBucket, hit, LIMITS } from '../abuse/rate-limits.ts';
import { MAX_CREDENTIAL_LENGTH } from '../identity/login.ts';
import { hashToken, randomToken } from '../identity/opaque-tokens.ts';
import { findUserById, type UserRow } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';

// A week: long enough for a person who signs up and reads their mail days later.
export const ACTIVATION_LIFETIME_SECONDS = 7 * 24 * 3600;

// Issues an activation link and queues the email carrying it. Run in the transaction that
// creates the account or replaces its earlier links.
export async function sendActivationLink(tx: Queryable, user: UserRow): Promise<void> {
  const token = randomToken();
  await tx.query(
    `INSERT INTO link_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, 'ACTIVATION', $2, now() + make_interval(secs => $3))`,
    [user.id, hashToken(token), ACTIVATION_LIFETIME_SECONDS],
  );
  await enqueueMessage(tx, {
    userId: user.id,
    recipient: user.email,
    channel: 'EMAIL',
    // A professional's link opens their registration's page, a consumer's the activation page.
    template: user.type === 'SERVICE_PRO' ? 'email-verification' : 'account-activation',
    locale: user.locale,
    payload: { token, brand: user.brand },
  });
}

export type ActivationRequestOutcome =
  | { readonly __typename: 'CodeRequested'; readonly expiresInSeconds: number }
  | { readonly __typename: 'UsageLimitReached'; readonly retryAfterSeconds: number };

// Whether the person's address still waits to be proven: a consumer's account PENDING, a
// professional's email verification step requested and not done.
async function awaitsActivation(db: Queryable, user: UserRow | null): Promise<boolean> {
  if (!user) return false;
  if (user.type !== 'SERVICE_PRO') return user.status === 'PENDING';
  const rows = await db.query(
    `SELECT 1 FROM pro_onboarding_steps
      WHERE pro_id = $1 AND step = 'EMAIL_VERIFICATION_REQUESTED' AND completed_at IS NULL`,
    [user.id],
  );
  return rows.length > 0;
}

// A new link for a pending consumer or a professional whose address is not verified yet; earlier
// links stop working so only the newest email counts.
export async function requestActivation(db: Database, userId: string): Promise<ActivationRequestOutcome> {
  const user = await findUserById(db, userId);
  if (!user || !(await awaitsActivation(db, user))) return { __typename: 'CodeRequested', expiresInSeconds: 0 };
  const limit = await hit(db, accountBucket('activation', user.email), LIMITS.codeRequestsPerAccount);
  if (!limit.allowed) return { __typename: 'UsageLimitReached', retryAfterSeconds: limit.retryAfterSeconds };
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE link_tokens SET consumed_at = now()
        WHERE user_id = $1 AND purpose = 'ACTIVATION' AND consumed_at IS NULL`,
      [user.id],
    );
    await sendActivationLink(tx, user);
  });
  return { __typename: 'CodeRequested', expiresInSeconds: ACTIVATION_LIFETIME_SECONDS };
}

export type ActivationOutcome =
  | { readonly __typename: 'AccountActivated'; readonly user: UserRow }
  | { readonly __typename: 'TokenFailed'; readonly code: TokenErrorCode };

interface LinkRow {
  readonly id: string;
  readonly user_id: string;
  readonly type: UserType;
  readonly consumed: boolean;
  readonly expired: boolean;
  readonly usable: boolean;
}

const invalid: ActivationOutcome = { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' };

// Opens an activation link. The row is locked so two clicks on one link activate once. A
// professional's address is verified: their onboarding step is done in the same transaction.
export async function activateAccount(db: Database, token: string): Promise<ActivationOutcome> {
  if (token.length === 0 || token.length > MAX_CREDENTIAL_LENGTH) return invalid;
  return db.transaction(async (tx) => {
    const [link] = await tx.query<LinkRow>(
      `SELECT l.id, l.user_id, u.type, l.consumed_at IS NOT NULL AS consumed, l.expires_at <= now() AS expired,
              u.status IN ('PENDING', 'ACTIVE') AS usable
         FROM link_tokens l JOIN users u ON u.id = l.user_id
        WHERE l.token_hash = $1 AND l.purpose = 'ACTIVATION'
        FOR UPDATE OF l`,
      [hashToken(token)],
    );
    // A disabled or anonymised account is not brought back by an old link.
    if (!link || link.consumed || !link.usable) return invalid;
    if (link.expired) return { __typename: 'TokenFailed', code: 'ERROR_EXPIRED_TOKEN' };
    await tx.query('UPDATE link_tokens SET consumed_at = now() WHERE id = $1', [link.id]);
    const [activated] = await tx.query<UserRow>(
      `UPDATE users SET status = 'ACTIVE', activated_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING *`,
      [link.user_id],
    );
    if (link.type === 'SERVICE_PRO') await completeOnboardingStep(tx, link.user_id, 'EMAIL_VERIFICATION_REQUESTED');
    const user = activated ?? (await findUserById(tx, link.user_id));
    return user ? { __typename: 'AccountActivated', user } : invalid;
  });
}
