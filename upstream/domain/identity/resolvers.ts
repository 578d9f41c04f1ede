// Identity: the current user, password login, refreshing and ending a session, and the user types.

import { GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../generated/graphql.ts';
import { companyByUserId } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { mayActFor } from '../access/policy.ts';
import { loginWithPassword } from './login.ts';
import { endSession, refreshSession } from './sessions.ts';
import { findCompanyProfile, findUserById, hasActiveAccess, type UserRow } from './users.ts';

const TYPENAME_BY_USER_TYPE = {
  CONSUMER: 'Consumer',
  SERVICE_PRO: 'ServicePro',
  ADMIN: 'StaffUser',
  SYSTEM: 'StaffUser',
  SALESFORCE: 'StaffUser',
} as const;

const personFields = {
  firstName: (user: UserRow) => user.first_name,
  lastName: (user: UserRow) => user.last_name,
};

const accountFields = {
  ...personFields,
  createdAt: (user: UserRow) => user.created_at,
  // The person may act for other accounts — or is doing so now.
  hasAssumableAccess: async (user: UserRow, _args: unknown, { db, viewer }: UpstreamContext) =>
    (viewer?.userId === user.id && viewer.mode === 'ASSUMED') || hasActiveAccess(db, user.id),
  // Who acts on this account in the caller's session, when someone else does (§6).
  assumedBy: async (user: UserRow, _args: unknown, { db, viewer }: UpstreamContext) => {
    if (!viewer || viewer.userId !== user.id || viewer.actorId === user.id) return null;
    return (await findUserById(db, viewer.actorId)) ?? null;
  },
};

export const identityResolvers: Resolvers = {
  Query: {
    async me(_root, _args, { db, viewer }) {
      if (!viewer) return null;
      return (await findUserById(db, viewer.userId)) ?? null;
    },
    async user(_root, { id }, { db, viewer }) {
      if (!(await mayActFor(db, viewer, id))) {
        throw new GraphQLError('Not allowed for this account', { extensions: { code: 'FORBIDDEN' } });
      }
      return (await findUserById(db, id)) ?? null;
    },
  },
  Mutation: {
    async login(_root, { input }, { db, tokens, config, clientIp }) {
      const outcome = await loginWithPassword({ db, signer: tokens, config, clientIp }, input);
      if (!outcome.ok) return { __typename: 'LoginFailed', code: outcome.code, isAuthenticated: false };
      return {
        __typename: 'LoginSuccess',
        tokens: outcome.session.tokens,
        hasAssumableAccess: outcome.session.hasAssumableAccess,
        isAuthenticated: true,
      };
    },
    async refreshSession(_root, { input }, context) {
      const { db, tokens, config } = context;
      const outcome = await db.transaction((tx) => refreshSession(tx, tokens, config, input.refreshToken));
      if (!outcome.ok && outcome.reused) {
        // What an operator looks for when a stolen refresh token is caught (decision 006).
        (context as unknown as Partial<MercuriusContext>).reply?.request.log.warn(
          'a spent refresh token was shown again: its session is ended',
        );
      }
      if (!outcome.ok) return { __typename: 'TokenFailed', code: outcome.code };
      return { __typename: 'SessionRefreshed', tokens: outcome.session.tokens };
    },
    async logout(_root, _args, { db, viewer }) {
      if (!viewer) return { success: false };
      return { success: await endSession(db, viewer.sessionId) };
    },
  },
  User: {
    __resolveType: (user) => TYPENAME_BY_USER_TYPE[user.type],
  },
  Consumer: { ...accountFields, status: (user) => user.status },
  ServicePro: {
    ...accountFields,
    status: (user) => user.status,
    slug: (user) => user.slug ?? user.id,
    // Batched: a directory page or a job's responses list many professionals at once.
    companyProfile: async (user, _args, context) => (await companyByUserId(context).load(user.id)) ?? null,
  },
  StaffUser: { ...personFields, status: (user) => user.status },
  AssumedBy: {
    ...personFields,
    companyProfile: async (user, _args, { db }) =>
      user.type === 'SERVICE_PRO' ? ((await findCompanyProfile(db, user.id)) ?? null) : null,
  },
  CompanyProfile: {
    companyName: (company) => company.company_name,
    primaryLocation: (company) =>
      company.primary_locality_id && company.locality_name
        ? { localityNode: { id: company.primary_locality_id, name: company.locality_name } }
        : null,
    companyLogo: (company) => (company.logo_small_url ? { sizes: { small: company.logo_small_url } } : null),
  },
};
