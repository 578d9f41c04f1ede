// The BFF's own fields (schema/bff.graphql). Login and logout talk to the upstream themselves, so
// the token they receive goes into the HttpOnly cookie and never into a GraphQL result.
import type { LoginFailureCode, Resolvers } from '../generated/graphql.ts';
import { describeSession } from '../session/plugin.ts';
import { readTokens, type SessionTokens } from '../session/refresh.ts';
import { siteDocumentFor } from '../site-documents/site-documents.ts';
import type { UpstreamClient } from '../upstream-client/client.ts';
import type { GatewayContext } from './context.ts';
import { toGatewayError } from './executor.ts';

const UPSTREAM_LOGIN = /* GraphQL */ `
  mutation BffLogin($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        tokens { accessToken accessTokenExpiresAt refreshToken refreshTokenExpiresAt }
        hasAssumableAccess
      }
      ... on LoginFailed { code }
    }
  }
`;

const UPSTREAM_LOGOUT = /* GraphQL */ `
  mutation BffLogout {
    logout { success }
  }
`;

type UpstreamLogin =
  | { __typename: 'LoginSuccess'; tokens: SessionTokens; hasAssumableAccess: boolean }
  | { __typename: 'LoginFailed'; code: LoginFailureCode };

function readLogin(data: unknown): UpstreamLogin {
  const login = (data as { login?: unknown } | null | undefined)?.login as Record<string, unknown> | undefined;
  const tokens = readTokens(login?.tokens);
  if (login?.__typename === 'LoginSuccess' && tokens) {
    return { __typename: 'LoginSuccess', tokens, hasAssumableAccess: login.hasAssumableAccess === true };
  }
  if (login?.__typename === 'LoginFailed' && typeof login.code === 'string') {
    return { __typename: 'LoginFailed', code: login.code as LoginFailureCode };
  }
  throw new Error('The upstream login answered in an unexpected shape');
}

async function revoke(client: UpstreamClient, context: GatewayContext, token: string): Promise<boolean> {
  const result = await client.execute({
    query: UPSTREAM_LOGOUT,
    token,
    requestId: context.requestId,
    clientIp: context.request.ip,
    identityHeaders: context.request.identity.upstreamHeaders,
  });
  return (result.data as { logout?: { success?: boolean } } | undefined)?.logout?.success === true;
}

export function createLocalResolvers(client: UpstreamClient): Resolvers {
  return {
    Query: {
      session: async (_root, _args, context) =>
        describeSession(await context.reply.server.sessionCookie.verifiedInfo(context.request, context.reply)),
      featureFlags: (_root, _args, context) => context.request.featureFlags,
      siteDocument: (_root, { kind }, context) => siteDocumentFor(context.brand, kind),
    },
    Mutation: {
      async login(_root, { input }, context) {
        let login: UpstreamLogin;
        try {
          const result = await client.execute({
            query: UPSTREAM_LOGIN,
            variables: { input: { username: input.username, password: input.password } },
            token: null,
            requestId: context.requestId,
            clientIp: context.request.ip,
            identityHeaders: context.request.identity.upstreamHeaders,
          });
          login = readLogin(result.data);
        } catch (error) {
          throw toGatewayError(error, context);
        }
        if (login.__typename === 'LoginFailed') {
          return { __typename: 'LoginFailed', code: login.code, isAuthenticated: context.session.info.isAuthenticated };
        }
        const previous = context.session.token;
        context.reply.server.sessionCookie.begin(context.request, context.reply, login.tokens);
        // A new login replaces the old session; ending the old one upstream is best effort.
        if (previous) await revoke(client, context, previous).catch(() => false);
        return { __typename: 'LoginSuccess', hasAssumableAccess: login.hasAssumableAccess, isAuthenticated: true };
      },
      async logout(_root, _args, context) {
        const token = context.session.token;
        context.reply.server.sessionCookie.end(context.request, context.reply);
        // ASVS 3.3.1: what the browser cached for the signed-in person goes too. Not "storage" or
        // "cookies": app wrappers keep their agent type there, and the client id is not a secret.
        context.reply.header('clear-site-data', '"cache"');
        if (!token) return { success: false };
        try {
          return { success: await revoke(client, context, token) };
        } catch (error) {
          // The cookie is gone either way; the upstream session then ends at its expiry.
          context.request.log.warn({ err: error }, 'upstream logout failed');
          return { success: false };
        }
      },
    },
    LoginResult: {
      __resolveType: (result) => (result.__typename === 'LoginSuccess' ? 'LoginSuccess' : 'LoginFailed'),
    },
  };
}
