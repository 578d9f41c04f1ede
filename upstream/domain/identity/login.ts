// Password login (spec §7.2, §8). Every failure answers the same way whether or not the email
// exists, and takes as long.
import type { Queryable } from '../../db/database.ts';
import type { LoginFailureCode } from '../../generated/graphql.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { type IssuedSession, openSession } from './sessions.ts';
import type { TokenSigner } from './tokens.ts';
import { findUserByEmail } from './users.ts';

export type LoginOutcome = { ok: true; session: IssuedSession } | { ok: false; code: LoginFailureCode };

// Inputs larger than this are refused before hashing: scrypt on a megabyte is a denial of service.
const MAX_INPUT_LENGTH = 1024;

export async function loginWithPassword(
  db: Queryable,
  signer: TokenSigner,
  input: { username: string; password: string },
  sessionLifetimeSeconds: number,
): Promise<LoginOutcome> {
  if (input.username.length > MAX_INPUT_LENGTH || input.password.length > MAX_INPUT_LENGTH) {
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  const user = await findUserByEmail(db, input.username);
  const hash = user?.password_hash ?? (await decoyHash());
  const matches = await verifyPassword(input.password, hash);
  if (!user?.password_hash || !matches || user.status === 'DISABLED') {
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  return { ok: true, session: await openSession(db, signer, user, sessionLifetimeSeconds) };
}
