// The identity-verification provider as the upstream sees it: a check is started with the person and
// the document as read, and its outcome arrives later at the upstream's webhook, signed with the
// shared secret (README.md). The HTTP client speaks the reference provider's API.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type IdentityDocumentType = 'PASSPORT' | 'ID_CARD' | 'DRIVING_LICENCE' | (string & {});
export type IdentityCheckOutcome = 'SUCCESS' | 'FAILED' | 'FAILED_NAME_MISMATCH' | 'UNKNOWN';

export interface StartIdentityCheck {
  readonly person: { readonly givenNames: string; readonly familyName: string; readonly dateOfBirth: string };
  readonly document: {
    readonly type: IdentityDocumentType;
    readonly number: string;
    readonly givenNames: string;
    readonly familyName: string;
  };
  // Where the provider POSTs the outcome.
  readonly callbackUrl: string;
}

export type StartedIdentityCheck =
  | { readonly kind: 'started'; readonly providerCheckId: string }
  // No answer, or one the upstream cannot use: the caller says the service is unavailable.
  | { readonly kind: 'unavailable' };

export interface IdentityCheckProvider {
  start(request: StartIdentityCheck): Promise<StartedIdentityCheck>;
}

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';

export function createHttpIdentityCheckProvider({
  url,
  timeoutMs = 10_000,
}: {
  readonly url: string;
  readonly timeoutMs?: number;
}): IdentityCheckProvider {
  return {
    async start(request) {
      try {
        const response = await fetch(`${url}/checks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
        if (response.status !== 202 || typeof body?.id !== 'string') return { kind: 'unavailable' };
        return { kind: 'started', providerCheckId: body.id };
      } catch {
        return { kind: 'unavailable' };
      }
    },
  };
}

export type SignatureCheck = 'valid' | 'bad-signature' | 'outside-window';

// Checks a webhook call before anything reads its body: the signature over "<timestamp>.<raw body>"
// with the shared secret, and a timestamp within `windowSeconds` of now either way (an old or
// replayed call is refused even when its signature is right).
export function verifyWebhookSignature({
  secret,
  rawBody,
  signature,
  timestamp,
  nowSeconds = Math.floor(Date.now() / 1000),
  windowSeconds = 300,
}: {
  readonly secret: string;
  readonly rawBody: string | Buffer;
  readonly signature: string | undefined;
  readonly timestamp: string | undefined;
  readonly nowSeconds?: number;
  readonly windowSeconds?: number;
}): SignatureCheck {
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return 'bad-signature';
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`,
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return Math.abs(nowSeconds - Number(timestamp)) > windowSeconds ? 'outside-window' : 'valid';
}
