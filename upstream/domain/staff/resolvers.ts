// Staff operations (spec §2.9 admin, §6 impersonation). The root rules let only an ADMIN acting as
// themself through; anonymiseUser lives with account deletion.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { findUserById, type UserRow } from '../identity/users.ts';
import {
  accountCounts,
  endUserSessions,
  openSessions,
  resendActivation,
  type StaffSessionRow,
  staffAccount,
} from './account-detail.ts';
import { type StaffAccountRow, staffAccounts } from './accounts.ts';
import { banUser } from './ban.ts';
import { staffQueues } from './dashboard.ts';
import { impersonateUser } from './impersonation.ts';
import { resendMessage } from './message-resend.ts';
import { auditLog, messageQueue } from './queues.ts';
import { disableUser, enableUser } from './user-status.ts';

async function existingUser(load: Promise<UserRow | undefined>, id: string): Promise<UserRow> {
  const user = await load;
  // audit_log and sessions reference users with ON DELETE CASCADE, so their people always exist.
  if (!user) throw new Error(`A staff record names a user that does not exist (${id})`);
  return user;
}

export const staffResolvers: Resolvers = {
  Query: {
    messageQueue: (_root, args, { db }) => messageQueue(db, args),
    auditLog: (_root, args, { db }) => auditLog(db, args),
    staffQueues: (_root, _args, { db }) => staffQueues(db),
    staffAccounts: (_root, args, { db }) => staffAccounts(db, args),
    staffAccount: (_root, { id }, { db }) => staffAccount(db, id),
  },
  Mutation: {
    impersonateUser: (_root, { input }, { db, tokens, config, viewer, requestId }) =>
      impersonateUser({ db, signer: tokens, config, viewer: signedIn(viewer), requestId }, input),
    disableUser: (_root, { input }, { db, viewer, requestId }) =>
      disableUser({ db, viewer: signedIn(viewer), requestId }, input),
    enableUser: (_root, { input }, { db, viewer, requestId }) =>
      enableUser({ db, viewer: signedIn(viewer), requestId }, input),
    banUser: (_root, { input }, { db, viewer, requestId }) =>
      banUser({ db, viewer: signedIn(viewer), requestId }, input),
    endUserSessions: (_root, { input }, { db, viewer, requestId }) =>
      endUserSessions({ db, viewer: signedIn(viewer), requestId }, input),
    resendActivation: (_root, { input }, { db, viewer, requestId }) =>
      resendActivation({ db, viewer: signedIn(viewer), requestId }, input),
    resendMessage: (_root, { input }, { db, viewer, requestId }) =>
      resendMessage({ db, viewer: signedIn(viewer), requestId }, input),
  },
  StaffAccount: {
    firstName: (account) => account.first_name,
    lastName: (account) => account.last_name,
    companyName: (account) => account.company_name,
    createdAt: (account) => account.created_at,
    bannedAt: (account) => account.banned_at,
    banReason: (account) => account.ban_reason,
    user: (account): StaffAccountRow => account,
    sessions: (account, _args, { db }) => openSessions(db, account.id),
    counts: (account, _args, { db }) => accountCounts(db, account.id),
  },
  StaffSession: {
    createdAt: (session) => session.created_at,
    expiresAt: (session) => session.expires_at,
    actor: (session: StaffSessionRow, _args, { db }) =>
      existingUser(findUserById(db, session.actor_id), session.actor_id),
  },
  OutboxMessage: {
    createdAt: (message) => message.created_at,
    sentAt: (message) => message.sent_at,
    lastError: (message) => message.last_error,
  },
  AuditEntry: {
    actor: (entry, _args, { db }) => existingUser(findUserById(db, entry.actor_id), entry.actor_id),
    subject: (entry, _args, { db }) => existingUser(findUserById(db, entry.subject_id), entry.subject_id),
    requestId: (entry) => entry.request_id,
  },
};
