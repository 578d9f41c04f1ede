// One account as staff see it on its page (issue 22): the account, the sessions open on it, how much
// it did on the marketplace; and what staff do from there — end every session, send a new
// activation link. Both actions are audited with the account as subject.
import type { Database, Queryable } from '../../db/database.ts';
import type { ActingMode, StaffUserInput } from '../../generated/graphql.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import { endSessionsOfUser, type Viewer } from '../identity/sessions.ts';
import { findUserById } from '../identity/users.ts';
import { requestActivation } from '../signup/activation.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';
import type { StaffAccountRow } from './accounts.ts';

export async function staffAccount(db: Queryable, id: string): Promise<StaffAccountRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<StaffAccountRow>(
    `SELECT u.*, c.company_name FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id WHERE u.id = $1`,
    [id],
  );
  return row ?? null;
}

export interface StaffSessionRow {
  readonly id: string;
  readonly user_id: string;
  readonly actor_id: string;
  readonly mode: ActingMode;
  readonly created_at: Date;
  readonly expires_at: Date;
}

// Open now: not ended and not expired; the account's own and those of the people acting on it or
// for it. At most 50, which is more than any person keeps.
export const openSessions = (db: Queryable, userId: string) =>
  db.query<StaffSessionRow>(
    `SELECT id, user_id, coalesce(actor_id, user_id) AS actor_id, mode, created_at, expires_at FROM sessions
      WHERE (user_id = $1 OR actor_id = $1) AND revoked_at IS NULL AND expires_at > now()
        AND (absolute_expires_at IS NULL OR absolute_expires_at > now())
      ORDER BY created_at DESC, id DESC LIMIT 50`,
    [userId],
  );

export async function accountCounts(db: Queryable, userId: string) {
  const [counts] = await db.query<{
    jobs: number;
    proposals: number;
    reviews_written: number;
    reviews_received: number;
    invoices: number;
  }>(
    `SELECT (SELECT count(*) FROM service_requests WHERE consumer_id = $1)::int AS jobs,
            (SELECT count(*) FROM proposals WHERE pro_id = $1)::int AS proposals,
            (SELECT count(*) FROM reviews WHERE consumer_id = $1)::int AS reviews_written,
            (SELECT count(*) FROM reviews WHERE pro_id = $1)::int AS reviews_received,
            (SELECT count(*) FROM invoices WHERE user_id = $1)::int AS invoices`,
    [userId],
  );
  return {
    jobs: counts?.jobs ?? 0,
    proposals: counts?.proposals ?? 0,
    reviewsWritten: counts?.reviews_written ?? 0,
    reviewsReceived: counts?.reviews_received ?? 0,
    invoices: counts?.invoices ?? 0,
  };
}

interface Staff {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

async function target(db: Queryable, userId: string) {
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined;
  return user?.status === 'ANONYMISED' ? undefined : user;
}

export async function endUserSessions({ db, viewer, requestId }: Staff, input: StaffUserInput) {
  checkReason(input.reason);
  const user = await target(db, input.userId);
  if (!user) return { __typename: 'UserNotFound', userId: input.userId } as const;
  return db.transaction(async (tx) => {
    // Staff ending their own sessions keep the one they do it from.
    const sessionsEnded = await endSessionsOfUser(tx, user.id, user.id === viewer.actorId ? viewer : undefined);
    await recordStaffAction(tx, viewer, user.id, 'endUserSessions', requestId, input.reason ?? null);
    return { __typename: 'UserSessionsEnded', user, sessionsEnded } as const;
  });
}

export async function resendActivation({ db, viewer, requestId }: Staff, input: StaffUserInput) {
  checkReason(input.reason);
  const user = await target(db, input.userId);
  if (!user) return { __typename: 'UserNotFound', userId: input.userId } as const;
  // The same path and limit as the person asking themself: earlier links stop working.
  const outcome = await requestActivation(db, user.id);
  if (outcome.__typename === 'UsageLimitReached') return outcome;
  if (outcome.expiresInSeconds === 0) return { __typename: 'ActivationNotNeeded', user } as const;
  await recordStaffAction(db, viewer, user.id, 'resendActivation', requestId, input.reason ?? null);
  return { __typename: 'ActivationResent', user } as const;
}
