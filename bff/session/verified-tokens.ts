// The access tokens this process knows to be genuine (issue 15 §11): the BFF reads the session info
// of §3 from the token's claims, but only from a token the upstream issued to it (a sign-in, a
// renewal) or accepted on a call (the upstream verifies every token and answers 401 to a bad one).
// A token nobody verified — a forged one, say with `alg: none` and `typ: ADMIN` — shows nothing.
// Kept by SHA-256 of the token until the token runs out, at most MAX_TOKENS at a time.
import { createHash } from 'node:crypto';
import type { UpstreamClient } from '../upstream-client/client.ts';

const MAX_TOKENS = 50_000;

export interface VerifiedTokens {
  add(token: string): void;
  has(token: string): boolean;
}

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

// Unix seconds of the token's `exp`, read without trusting it: a token is only kept as long as it
// says it lives, and a lie there buys nothing the upstream would honour.
function expiresAtMs(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function createVerifiedTokens(now: () => number = Date.now): VerifiedTokens {
  const known = new Map<string, number>();
  return {
    add(token) {
      const until = expiresAtMs(token);
      if (until <= now()) return;
      const key = keyOf(token);
      known.delete(key);
      if (known.size >= MAX_TOKENS) {
        for (const [old, oldUntil] of known) if (oldUntil <= now()) known.delete(old);
        if (known.size >= MAX_TOKENS) known.delete(known.keys().next().value as string);
      }
      known.set(key, until);
    },
    has(token) {
      const key = keyOf(token);
      const until = known.get(key);
      if (until === undefined) return false;
      if (until > now()) return true;
      known.delete(key);
      return false;
    },
  };
}

// The upstream client, noting every token the upstream answered a call for without a 401.
export function noteAcceptedTokens(client: UpstreamClient, verified: VerifiedTokens): UpstreamClient {
  return {
    async execute(request) {
      const result = await client.execute(request);
      if (request.token) verified.add(request.token);
      return result;
    },
    close: () => client.close(),
  };
}
