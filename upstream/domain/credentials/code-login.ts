// Signing in with a one-time code sent by email or SMS (/{login}/otp, §8 login codes). Asking for a
// code answers alike whether or not the email has an account, and the limits apply before anything
// is looked up, so neither the answer nor a refusal tells whether the account exists.
import type { OneTimeCodeChannel } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { MAX_CREDENTIAL_LENGTH, mayStartSession } from '../identity/login.ts';
import { startSession } from '../identity/sessions.ts';
import { findUserByEmail, type UserRow } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { countCodeFailure, countCodeRequest, mayTryCode } from './attempt-limits.ts';
import { CODE_LIFETIME_SECONDS, consumeCode, createCode, matchCode } from './one-time-codes.ts';
import {
  type CodeRequestResult,
  codeRequested,
  type LoginAnswer,
  loginFailed,
  loginSucceeded,
  usageLimitReached,
} from './results.ts';

export type CodeContext = Pick<UpstreamContext, 'db' | 'tokens' | 'config' | 'clientIp' | 'codeKey'>;

// Disabled and anonymised accounts get no codes or links: they could not use them.
export function mayReceiveCodes(user: UserRow): boolean {
  return user.status !== 'DISABLED' && user.status !== 'ANONYMISED';
}

export async function requestLoginCode(
  { db, clientIp, codeKey }: CodeContext,
  input: { email: string; channel?: OneTimeCodeChannel | null },
): Promise<CodeRequestResult> {
  const answer = codeRequested(CODE_LIFETIME_SECONDS);
  if (input.email.length > MAX_CREDENTIAL_LENGTH) return answer;
  const limit = await countCodeRequest(db, clientIp, input.email);
  if (!limit.allowed) return usageLimitReached(limit.retryAfterSeconds);
  const user = await findUserByEmail(db, input.email);
  if (!user || !mayReceiveCodes(user)) return answer;
  // SMS only to a stored phone; an account without one gets the code by email (contract).
  const phone = input.channel === 'SMS' ? user.phone : null;
  await db.transaction(async (tx) => {
    const channel = phone ? 'SMS' : 'EMAIL';
    const code = await createCode(tx, codeKey, { userId: user.id, purpose: 'LOGIN', channel });
    await enqueueMessage(tx, {
      userId: user.id,
      recipient: phone ?? user.email,
      channel,
      template: 'login-code',
      locale: user.locale,
      payload: { code, brand: user.brand, expiresInSeconds: CODE_LIFETIME_SECONDS },
    });
  });
  return answer;
}

export async function loginWithCode(
  { db, tokens, config, clientIp, codeKey }: CodeContext,
  input: { email: string; code: string },
): Promise<LoginAnswer> {
  if (input.email.length > MAX_CREDENTIAL_LENGTH || input.code.length > MAX_CREDENTIAL_LENGTH) {
    return loginFailed('INVALID_CREDENTIALS');
  }
  if (!(await mayTryCode(db, clientIp, input.email)).allowed) return loginFailed('USAGE_LIMIT_REACHED');
  const user = await findUserByEmail(db, input.email);
  const match = user
    ? await matchCode(db, codeKey, { userId: user.id, purpose: 'LOGIN', code: input.code })
    : ({ status: 'invalid' } as const);
  if (!user || match.status !== 'ok') {
    await countCodeFailure(db, input.email);
    return loginFailed('INVALID_CREDENTIALS');
  }
  const { codeId } = match;
  return db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId))) return loginFailed('INVALID_CREDENTIALS');
    const refusal = await mayStartSession(tx, user);
    if (refusal) return loginFailed(refusal);
    return loginSucceeded(await startSession(tx, tokens, config, { userId: user.id, secondLayer: true }));
  });
}
