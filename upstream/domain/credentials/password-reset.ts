// Forgotten password (/{login}/forgot-password, /{reset-password}, /{reset-password-otp}): one
// email carries a link token and a one-time code; either sets a new password. Asking answers alike
// whether or not the account exists. A reset ends every session of the account, so whoever knew
// the old password is signed out.
import type { Queryable } from '../../db/database.ts';
import { accountBucket, clientBucket, hitAll, LIMITS } from '../abuse/rate-limits.ts';
import { MAX_CREDENTIAL_LENGTH } from '../identity/login.ts';
import { storeNewPassword } from '../identity/new-password.ts';
import { hashToken, randomToken } from '../identity/opaque-tokens.ts';
import { hashPassword } from '../identity/passwords.ts';
import { findUserByEmail, findUserById, type UserRow } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { checkNewPassword } from '../validation/password.ts';
import { countCodeFailure, mayTryCode } from './attempt-limits.ts';
import { type CodeContext, mayReceiveCodes } from './code-login.ts';
import { consumeCode, createCode, matchCode } from './one-time-codes.ts';
import {
  type CodeRequestResult,
  codeRequested,
  invalidNewPassword,
  passwordReset,
  type ResetAnswer,
  tokenFailed,
  usageLimitReached,
} from './results.ts';

// The link and the code in the same email stay good equally long, so the email can say one time.
export const RESET_LIFETIME_SECONDS = 60 * 60;

export async function requestPasswordReset(
  { db, clientIp, codeKey }: CodeContext,
  input: { email: string },
): Promise<CodeRequestResult> {
  const answer = codeRequested(RESET_LIFETIME_SECONDS);
  if (input.email.length > MAX_CREDENTIAL_LENGTH) return answer;
  const limit = await hitAll(db, [
    [accountBucket('reset', input.email), LIMITS.passwordResetsPerAccount],
    [clientBucket('reset', clientIp), LIMITS.passwordResetsPerClient],
  ]);
  if (!limit.allowed) return usageLimitReached(limit.retryAfterSeconds);
  const user = await findUserByEmail(db, input.email);
  if (!user || !mayReceiveCodes(user)) return answer;
  await db.transaction(async (tx) => {
    // Only the newest email works: its link replaces earlier ones, as its code does (createCode).
    await tx.query(
      `UPDATE link_tokens SET consumed_at = now()
        WHERE user_id = $1 AND purpose = 'PASSWORD_RESET' AND consumed_at IS NULL`,
      [user.id],
    );
    const token = randomToken();
    await tx.query(
      `INSERT INTO link_tokens (user_id, purpose, token_hash, expires_at)
       VALUES ($1, 'PASSWORD_RESET', $2, now() + make_interval(secs => $3))`,
      [user.id, hashToken(token), RESET_LIFETIME_SECONDS],
    );
    const code = await createCode(tx, codeKey, {
      userId: user.id,
      purpose: 'PASSWORD_RESET',
      channel: 'EMAIL',
      lifetimeSeconds: RESET_LIFETIME_SECONDS,
    });
    await enqueueMessage(tx, {
      userId: user.id,
      recipient: user.email,
      channel: 'EMAIL',
      template: 'password-reset',
      locale: user.locale,
      payload: { token, code, brand: user.brand, expiresInSeconds: RESET_LIFETIME_SECONDS },
    });
  });
  return answer;
}

// Sets the password and closes everything the old one opened: the other reset links and codes,
// and every session (new-password.ts). Run in the transaction that used up the link or code.
async function applyNewPassword(tx: Queryable, user: UserRow, passwordHash: string): Promise<void> {
  await tx.query(
    `UPDATE link_tokens SET consumed_at = now()
      WHERE user_id = $1 AND purpose = 'PASSWORD_RESET' AND consumed_at IS NULL`,
    [user.id],
  );
  await tx.query(
    `UPDATE one_time_codes SET consumed_at = now()
      WHERE user_id = $1 AND purpose = 'PASSWORD_RESET' AND consumed_at IS NULL`,
    [user.id],
  );
  await storeNewPassword(tx, user, passwordHash);
}

export async function resetPassword(
  { db }: Pick<CodeContext, 'db'>,
  input: { token: string; newPassword: string },
): Promise<ResetAnswer> {
  if (input.token.length > MAX_CREDENTIAL_LENGTH) return tokenFailed('ERROR_INVALID_TOKEN');
  const [link] = await db.query<{ id: string; user_id: string; expired: boolean }>(
    `SELECT id, user_id, expires_at <= now() AS expired FROM link_tokens
      WHERE token_hash = $1 AND purpose = 'PASSWORD_RESET' AND consumed_at IS NULL`,
    [hashToken(input.token)],
  );
  if (!link) return tokenFailed('ERROR_INVALID_TOKEN');
  if (link.expired) return tokenFailed('ERROR_EXPIRED_TOKEN');
  const user = await findUserById(db, link.user_id);
  if (!user || !mayReceiveCodes(user)) return tokenFailed('ERROR_INVALID_TOKEN');
  // A refused password leaves the link good, so the person can choose another.
  const refused = checkNewPassword(input.newPassword, user.email);
  if (refused) return invalidNewPassword(refused);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const used = await tx.query(
      'UPDATE link_tokens SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [link.id],
    );
    if (used.length === 0) return tokenFailed('ERROR_INVALID_TOKEN');
    await applyNewPassword(tx, user, passwordHash);
    return passwordReset;
  });
}

export async function resetPasswordWithCode(
  { db, clientIp, codeKey }: CodeContext,
  input: { email: string; code: string; newPassword: string },
): Promise<ResetAnswer> {
  if (input.email.length > MAX_CREDENTIAL_LENGTH || input.code.length > MAX_CREDENTIAL_LENGTH) {
    return tokenFailed('ERROR_INVALID_TOKEN');
  }
  const limit = await mayTryCode(db, clientIp, input.email);
  if (!limit.allowed) return usageLimitReached(limit.retryAfterSeconds);
  const user = await findUserByEmail(db, input.email);
  // An unknown email answers as a wrong code does, so the answer does not tell whether it exists.
  const match =
    user && mayReceiveCodes(user)
      ? await matchCode(db, codeKey, { userId: user.id, purpose: 'PASSWORD_RESET', code: input.code })
      : ({ status: 'invalid' } as const);
  if (!user || match.status !== 'ok') {
    if (match.status === 'expired') return tokenFailed('ERROR_EXPIRED_TOKEN');
    await countCodeFailure(db, input.email);
    return tokenFailed('ERROR_INVALID_TOKEN');
  }
  // Judged only after the code proved who is asking; the code stays good for another password.
  const refused = checkNewPassword(input.newPassword, user.email);
  if (refused) return invalidNewPassword(refused);
  const passwordHash = await hashPassword(input.newPassword);
  const { codeId } = match;
  return db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId))) return tokenFailed('ERROR_INVALID_TOKEN');
    await applyNewPassword(tx, user, passwordHash);
    return passwordReset;
  });
}
