// Buys a new token pair with a refresh token. A refresh token works once, and a browser often sends
// several requests with the same cookies at once, so refreshes of one token are shared: the first
// asks the upstream, the others (also those arriving shortly after) get the same answer.
import type { UpstreamClient } from '../plugins/upstream-client.ts';

export interface SessionTokens {
  readonly accessToken: string;
  readonly accessTokenExpiresAt: Date;
  readonly refreshToken: string;
  readonly refreshTokenExpiresAt: Date;
}

export type RefreshOutcome =
  | { readonly kind: 'refreshed'; readonly tokens: SessionTokens }
  | { readonly kind: 'refused' }
  | { readonly kind: 'failed'; readonly error: unknown };

const REFRESH = /* GraphQL */ `
  mutation BffRefreshSession($input: RefreshSessionInput!) {
    refreshSession(input: $input) {
      __typename
      ... on SessionRefreshed { tokens { accessToken accessTokenExpiresAt refreshToken refreshTokenExpiresAt } }
      ... on TokenFailed { code }
    }
  }
`;

// How long a finished refresh is remembered for requests that still carry the old cookie.
const REMEMBER_MS = 30_000;
const MAX_REMEMBERED = 10_000;

// The AuthTokens of an upstream result, or null when the value is not one.
export function readTokens(value: unknown): SessionTokens | null {
  const tokens = value as Record<string, unknown> | null | undefined;
  if (
    typeof tokens?.accessToken !== 'string' ||
    typeof tokens.refreshToken !== 'string' ||
    typeof tokens.accessTokenExpiresAt !== 'string' ||
    typeof tokens.refreshTokenExpiresAt !== 'string'
  ) {
    return null;
  }
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenExpiresAt: new Date(tokens.accessTokenExpiresAt),
    refreshTokenExpiresAt: new Date(tokens.refreshTokenExpiresAt),
  };
}

export function createSessionRefresher(upstream: UpstreamClient) {
  const recent = new Map<string, { outcome: Promise<RefreshOutcome>; until: number }>();

  async function ask(
    refreshToken: string,
    requestId: string,
    clientIp: string,
    identityHeaders: Readonly<Record<string, string>> | undefined,
  ): Promise<RefreshOutcome> {
    try {
      const result = await upstream.execute({
        query: REFRESH,
        variables: { input: { refreshToken } },
        token: null,
        requestId,
        clientIp,
        identityHeaders,
      });
      const answer = (result.data as { refreshSession?: Record<string, unknown> } | null | undefined)?.refreshSession;
      if (answer?.__typename === 'TokenFailed') return { kind: 'refused' };
      const tokens = readTokens(answer?.tokens);
      if (!tokens) return { kind: 'failed', error: new Error('The upstream refresh answered in an unexpected shape') };
      return { kind: 'refreshed', tokens };
    } catch (error) {
      return { kind: 'failed', error };
    }
  }

  return {
    // A shared refresh goes upstream with the identity headers (request-identity.ts) of the request
    // that started it.
    refresh(
      refreshToken: string,
      requestId: string,
      clientIp: string,
      identityHeaders?: Readonly<Record<string, string>>,
    ): Promise<RefreshOutcome> {
      const now = Date.now();
      const known = recent.get(refreshToken);
      if (known && known.until > now) return known.outcome;
      if (recent.size >= MAX_REMEMBERED) {
        for (const [token, entry] of recent) if (entry.until <= now) recent.delete(token);
        if (recent.size >= MAX_REMEMBERED) recent.delete(recent.keys().next().value as string);
      }
      const outcome = ask(refreshToken, requestId, clientIp, identityHeaders);
      recent.set(refreshToken, { outcome, until: now + REMEMBER_MS });
      // A failure (upstream unreachable) is not remembered: the next request tries again.
      void outcome.then((result) => {
        if (result.kind === 'failed') recent.delete(refreshToken);
      });
      return outcome;
    },
  };
}
