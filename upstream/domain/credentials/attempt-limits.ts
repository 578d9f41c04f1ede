// The abuse limits every code path shares (rate-limits.ts): asking for codes is counted per account
// (by email, whether or not it exists) and per client; typing codes per client, and wrong codes per
// account across all its codes.
import type { Queryable } from '../../db/database.ts';
import { accountBucket, check, clientBucket, hit, hitAll, LIMITS, type LimitState } from '../abuse/rate-limits.ts';

export function countCodeRequest(db: Queryable, clientIp: string, email: string): Promise<LimitState> {
  return hitAll(db, [
    [accountBucket('code', email), LIMITS.codeRequestsPerAccount],
    [clientBucket('code', clientIp), LIMITS.codeRequestsPerClient],
  ]);
}

// Counts the attempt for the client and says whether the account may still try a code.
export async function mayTryCode(db: Queryable, clientIp: string, email: string): Promise<LimitState> {
  const perClient = await hit(db, clientBucket('login', clientIp), LIMITS.loginAttemptsPerClient);
  if (!perClient.allowed) return perClient;
  return check(db, accountBucket('code-failure', email), LIMITS.codeFailuresPerAccount);
}

export async function countCodeFailure(db: Queryable, email: string): Promise<void> {
  await hit(db, accountBucket('code-failure', email), LIMITS.codeFailuresPerAccount);
}
