// Staff acting as a customer (spec §6 impersonation): a session of its own, marked IMPERSONATED in
// the token, started from the admin's sign-in and left with exitAssumedUser. Starting one is
// written to the audit log; so is every mutation made in it.
import type { UpstreamConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type {
  FieldErrorCode,
  ImpersonateUserInput,
  ResolversTypes,
  ResolversUnionTypes,
} from '../../generated/graphql.ts';
import { ACCOUNT_HOLDERS } from '../access/policy.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import { startSession, type Viewer } from '../identity/sessions.ts';
import type { TokenSigner } from '../identity/tokens.ts';
import { findUserByEmail, findUserById, type UserRow } from '../identity/users.ts';
import { isUuid } from '../validation/ids.ts';

export type ImpersonateAnswer = ResolversUnionTypes<ResolversTypes>['ImpersonateUserResult'];

export interface StaffRequest {
  readonly db: Database;
  readonly signer: TokenSigner;
  readonly config: UpstreamConfig;
  readonly viewer: Viewer;
  readonly requestId: string;
}

function invalid(field: string, code: FieldErrorCode): ImpersonateAnswer {
  return { __typename: 'InvalidFields', fieldErrors: [{ field, code }] };
}

// Only customers' accounts, and only while they can be used: staff do not act as other staff.
function mayBeImpersonated(user: UserRow): boolean {
  return ACCOUNT_HOLDERS.includes(user.type) && user.status !== 'DISABLED' && user.status !== 'ANONYMISED';
}

export async function impersonateUser(request: StaffRequest, input: ImpersonateUserInput): Promise<ImpersonateAnswer> {
  const { db, signer, config, viewer, requestId } = request;
  const email = input.email?.trim() || null;
  const userId = input.userId?.trim() || null;
  // Exactly one way of naming the user.
  if ((email === null) === (userId === null)) return invalid('userId', 'REQUIRED');
  const field = email ? 'email' : 'userId';
  let target: UserRow | undefined;
  if (email) target = await findUserByEmail(db, email);
  else if (userId && isUuid(userId)) target = await findUserById(db, userId);
  if (!target) return invalid(field, 'NOT_FOUND');
  if (!mayBeImpersonated(target)) return invalid(field, 'INVALID');
  const user = target;
  return db.transaction(async (tx) => {
    const session = await startSession(tx, signer, config, {
      userId: user.id,
      actorId: viewer.actorId,
      mode: 'IMPERSONATED',
      parentSessionId: viewer.sessionId,
      secondLayer: false,
    });
    await recordStaffAction(tx, viewer, user.id, 'impersonateUser', requestId);
    return { __typename: 'UserImpersonated', tokens: session.tokens, user };
  });
}
