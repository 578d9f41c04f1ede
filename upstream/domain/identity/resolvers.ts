import type { Resolvers } from '../../generated/graphql.ts';
import { loginWithPassword } from './login.ts';
import { revokeSession } from './sessions.ts';
import { findCompanyProfile, findUserById, type UserRow } from './users.ts';

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
  // Assumable access and impersonation arrive with the access issue; until then nobody has them.
  hasAssumableAccess: () => false,
  assumedBy: () => null,
};

export const identityResolvers: Resolvers = {
  Query: {
    async me(_root, _args, { db, viewer }) {
      if (!viewer) return null;
      return (await findUserById(db, viewer.userId)) ?? null;
    },
  },
  Mutation: {
    async login(_root, { input }, { db, tokens, config }) {
      const outcome = await loginWithPassword(db, tokens, input, config.sessionLifetimeSeconds);
      if (!outcome.ok) return { __typename: 'LoginFailed', code: outcome.code, isAuthenticated: false };
      return {
        __typename: 'LoginSuccess',
        token: outcome.session.token,
        expiresAt: outcome.session.expiresAt,
        hasAssumableAccess: outcome.session.claims.hasAssumableAccess,
        isAuthenticated: true,
      };
    },
    async logout(_root, _args, { db, viewer }) {
      if (!viewer) return { success: false };
      return { success: await revokeSession(db, viewer.sessionId) };
    },
  },
  User: {
    __resolveType: (user) => TYPENAME_BY_USER_TYPE[user.type],
  },
  Consumer: accountFields,
  ServicePro: {
    ...accountFields,
    slug: (user) => user.slug ?? user.id,
    companyProfile: async (user, _args, { db }) => (await findCompanyProfile(db, user.id)) ?? null,
  },
  StaffUser: personFields,
  CompanyProfile: {
    companyName: (company) => company.company_name,
    primaryLocation: (company) =>
      company.primary_locality_id && company.locality_name
        ? { localityNode: { id: company.primary_locality_id, name: company.locality_name } }
        : null,
    companyLogo: (company) => (company.logo_small_url ? { sizes: { small: company.logo_small_url } } : null),
  },
  LoginResult: {
    __resolveType: (result) => result.__typename ?? 'LoginFailed',
  },
};
