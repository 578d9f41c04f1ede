// The per-address sign-up limit (spec §8 RATE_LIMIT) counts accounts made, not attempts: a person
// correcting a typo in the form is refused for the typo, and may try again (issue 15 §13). A full
// bucket refuses at once, before any work; the account being made is counted in the transaction
// that makes it, so concurrent sign-ups from one address cannot pass the limit together.
import type { Queryable } from '../../db/database.ts';
import { check, clientBucket, hit, LIMITS } from '../abuse/rate-limits.ts';

const bucketOf = (clientIp: string) => clientBucket('signup', clientIp);

// Whether this address has made as many accounts as it may for now.
export async function signUpLimitReached(db: Queryable, clientIp: string): Promise<boolean> {
  return !(await check(db, bucketOf(clientIp), LIMITS.signUpsPerClient)).allowed;
}

// Thrown in the transaction making an account past the limit, so the account is not made.
export class SignUpLimitReachedError extends Error {
  override name = 'SignUpLimitReachedError';
}

// Counts the account the transaction is making; past the limit it throws SignUpLimitReachedError.
export async function countSignUp(tx: Queryable, clientIp: string): Promise<void> {
  if (!(await hit(tx, bucketOf(clientIp), LIMITS.signUpsPerClient)).allowed) throw new SignUpLimitReachedError();
}
