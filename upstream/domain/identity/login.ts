// Password login (spec §7.2, §8). Every failure answers the same way whether or not the email
// exists, and takes as long; the abuse limits count per account (by email, existing or not) and
// per client.
import type { UpstreamConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import type { LoginFailureCode } from '../../generated/graphql.ts';
import { accountBucket, check, clientBucket, hit, LIMITS } from '../abuse/rate-limits.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { type IssuedSession, startSession } from './sessions.ts';
import type { TokenSigner } from './tokens.ts';
import { findUserByEmail, hasActiveAccess, type UserRow } from './users.ts';

export type LoginOutcome = { ok: true; session: IssuedSession } | { ok: false; code: LoginFailureCode };

// Inputs larger than this are refused before hashing: scrypt on a megabyte is a denial of service.
export const MAX_CREDENTIAL_LENGTH = 1024;

export interface LoginRequest {
  readonly db: Queryable;
  readonly signer: TokenSigner;
  readonly config: UpstreamConfig;
  readonly clientIp: string;
}

// Whether a user whose credentials were just proven may start a session, and if not, why (§8).
export async function mayStartSession(db: Queryable, user: UserRow): Promise<LoginFailureCode | null> {
  if (user.status === 'DISABLED') return 'UNAUTHENTICATED';
  if (user.status === 'ANONYMISED') return 'INVALID_CREDENTIALS';
  // A person who only acts for organisations can sign in only while one still grants access.
  if (user.assumable_only && !(await hasActiveAccess(db, user.id))) return 'UNABLE_TO_LOGIN_AS_ASSUMABLE_USER';
  return null;
}

export async function loginWithPassword(
  { db, signer, config, clientIp }: LoginRequest,
  input: { username: string; password: string },
): Promise<LoginOutcome> {
  if (input.username.length > MAX_CREDENTIAL_LENGTH || input.password.length > MAX_CREDENTIAL_LENGTH) {
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  const failures = accountBucket('login-failure', input.username);
  const perClient = await hit(db, clientBucket('login', clientIp), LIMITS.loginAttemptsPerClient);
  if (!perClient.allowed) return { ok: false, code: 'USAGE_LIMIT_REACHED' };
  if (!(await check(db, failures, LIMITS.loginFailuresPerAccount)).allowed) {
    return { ok: false, code: 'USAGE_LIMIT_REACHED' };
  }
  const user = await findUserByEmail(db, input.username);
  const hash = user?.password_hash ?? (await decoyHash());
  const matches = await verifyPassword(input.password, hash);
  if (!user?.password_hash || !matches) {
    await hit(db, failures, LIMITS.loginFailuresPerAccount);
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  const refusal = await mayStartSession(db, user);
  if (refusal) return { ok: false, code: refusal };
  return { ok: true, session: await startSession(db, signer, config, { userId: user.id, secondLayer: true }) };
}
