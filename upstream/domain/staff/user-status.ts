// Staff block and unblock accounts (spec §2.9 admin). A disabled account cannot sign in (login
// answers UNAUTHENTICATED) and every session in which it signs in, or acts for others, or is acted
// on ends at once. Each change is written to the audit log.
import type { Database, Queryable } from '../../db/database.ts';
import type { ResolversTypes, ResolversUnionTypes, StaffUserInput } from '../../generated/graphql.ts';
import { forbidden } from '../access/refusals.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import { endSessionsOfUser, type Viewer } from '../identity/sessions.ts';
import { findUserById, type UserRow } from '../identity/users.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';

type Answers = ResolversUnionTypes<ResolversTypes>;

export interface StatusRequest {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

// An anonymised account is gone for good: it is neither disabled nor brought back.
async function findTarget(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined;
  return user?.status === 'ANONYMISED' ? undefined : user;
}

export async function disableUser(
  request: StatusRequest,
  input: StaffUserInput,
): Promise<Answers['DisableUserResult']> {
  const { db, viewer, requestId } = request;
  checkReason(input.reason);
  const user = await findTarget(db, input.userId);
  if (!user) return { __typename: 'UserNotFound', userId: input.userId };
  // Staff accounts are managed outside the product; nobody locks themself out.
  if (user.type === 'ADMIN' || user.id === viewer.actorId) throw forbidden('This account cannot be disabled here');
  return db.transaction(async (tx) => {
    const [disabled] = await tx.query<UserRow>(
      `UPDATE users SET status = 'DISABLED', disabled_at = coalesce(disabled_at, now()) WHERE id = $1 RETURNING *`,
      [user.id],
    );
    await endSessionsOfUser(tx, user.id);
    await recordStaffAction(tx, viewer, user.id, 'disableUser', requestId, input.reason ?? null);
    return { __typename: 'UserDisabled', user: disabled ?? user };
  });
}

export async function enableUser(request: StatusRequest, input: StaffUserInput): Promise<Answers['EnableUserResult']> {
  const { db, viewer, requestId } = request;
  checkReason(input.reason);
  const user = await findTarget(db, input.userId);
  if (!user) return { __typename: 'UserNotFound', userId: input.userId };
  return db.transaction(async (tx) => {
    // A consumer who never opened the activation link goes back to waiting for it (PENDING).
    const [enabled] = await tx.query<UserRow>(
      `UPDATE users
          SET status = CASE WHEN status <> 'DISABLED' THEN status
                            WHEN type = 'CONSUMER' AND activated_at IS NULL THEN 'PENDING'
                            ELSE 'ACTIVE' END,
              disabled_at = NULL, banned_at = NULL, ban_reason = NULL
        WHERE id = $1 RETURNING *`,
      [user.id],
    );
    await recordStaffAction(tx, viewer, user.id, 'enableUser', requestId, input.reason ?? null);
    return { __typename: 'UserEnabled', user: enabled ?? user };
  });
}
