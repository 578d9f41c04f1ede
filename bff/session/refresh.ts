// Buys a new token pair with a refresh token. A refresh token works once, and a browser often sends
// several requests with the same cookies at once, so refreshes of one token are shared: the first
// asks the upstream, the others of the same client (also those arriving a few seconds after) get
// the same answer. A spent token shown by anyone else goes to the upstream, which then ends the
// whole session: that is how a stolen refresh token is caught (decisions 006 and 031).
import type { UpstreamClient } from '../upstream-client/client.ts';

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

// How long a finished refresh is remembered for requests of the same client that still carry the
// old cookie: long enough for the requests a page sends at once, short enough to leave a thief
// little time even with a copied client id and user agent.
export const REFRESH_GRACE_MS = 5_000;
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

// Who asks for a refresh: the request it goes upstream with, and the client it is shared with.
export interface RefreshCaller {
  readonly requestId: string;
  readonly clientIp: string;
  readonly identityHeaders?: Readonly<Record<string, string>> | undefined;
  // The browser or app (its client id and user agent): only its own requests share a refresh.
  readonly client: string;
}

// How long a refresh whose outcome is unknown may be asked again under its first request id.
export const UNCERTAIN_REFRESH_MS = 60 * 60_000;

export function createSessionRefresher(upstream: UpstreamClient) {
  const recent = new Map<string, { outcome: Promise<RefreshOutcome>; until: number; client: string }>();
  // Refreshes that failed without an answer (the upstream hung past the deadline, the connection
  // dropped): the upstream may still have used the token. Asked again by the same client, the
  // refresh goes under its first request id, so the upstream answers the pair it issued then from
  // its idempotency store (decision 008) rather than taking the token for a copied one and ending
  // the session (decision 027's consequence). Anyone else asks with their own id, and is caught.
  const uncertain = new Map<string, { requestId: string; until: number; client: string }>();

  async function ask(refreshToken: string, caller: RefreshCaller): Promise<RefreshOutcome> {
    try {
      const result = await upstream.execute({
        query: REFRESH,
        variables: { input: { refreshToken } },
        token: null,
        requestId: caller.requestId,
        clientIp: caller.clientIp,
        identityHeaders: caller.identityHeaders,
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
    refresh(refreshToken: string, caller: RefreshCaller): Promise<RefreshOutcome> {
      const now = Date.now();
      const known = recent.get(refreshToken);
      if (known && known.until > now && known.client === caller.client) return known.outcome;
      if (recent.size >= MAX_REMEMBERED) {
        for (const [token, entry] of recent) if (entry.until <= now) recent.delete(token);
        if (recent.size >= MAX_REMEMBERED) recent.delete(recent.keys().next().value as string);
      }
      const earlier = uncertain.get(refreshToken);
      const retry = earlier && earlier.until > now && earlier.client === caller.client ? earlier : undefined;
      const requestId = retry?.requestId ?? caller.requestId;
      const outcome = ask(refreshToken, { ...caller, requestId });
      // The first refresh of a token is the one remembered; a replay by another client is not.
      if (!known || known.until <= now)
        recent.set(refreshToken, { outcome, until: now + REFRESH_GRACE_MS, client: caller.client });
      void outcome.then((result) => {
        if (result.kind !== 'failed') {
          uncertain.delete(refreshToken);
          return;
        }
        // A failure (upstream unreachable) is not remembered: the next request tries again, with
        // this request id.
        if (recent.get(refreshToken)?.outcome === outcome) recent.delete(refreshToken);
        if (uncertain.size >= MAX_REMEMBERED) uncertain.delete(uncertain.keys().next().value as string);
        uncertain.set(refreshToken, {
          requestId,
          until: retry?.until ?? now + UNCERTAIN_REFRESH_MS,
          client: caller.client,
        });
      });
      return outcome;
    },
  };
}
