// The payment provider as the upstream sees it (README.md, decision 065): a customer per
// professional, a payment of an amount with a payment method the provider collected, and the
// provider's signed events. The implementation speaks Stripe's REST API — form-encoded requests
// with the secret key, an Idempotency-Key on every payment, and the `Stripe-Signature` check on
// every event — to the reference provider in development and test, to Stripe in production. A
// provider that does not answer is `unavailable`, never an error the caller must catch; the same
// idempotency key never makes a second payment.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ProviderPaymentStatus = 'succeeded' | 'processing' | 'requires_action' | 'failed';

export interface ProviderPayment {
  readonly intentId: string;
  readonly status: ProviderPaymentStatus;
  // Where the payer completes a challenge (3-D Secure), when the status is requires_action.
  readonly redirectUrl: string | null;
  // Why it failed (card_declined/insufficient_funds …), when it did.
  readonly failureCode: string | null;
}

export interface PaymentRequest {
  readonly customerId: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly paymentMethod: string;
  readonly returnUrl: string;
  // The upstream's payment id: the same key is the same payment at the provider.
  readonly idempotencyKey: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface CheckoutRequest {
  readonly customerId: string;
  readonly amountMinor: number;
  readonly currency: string;
  // What the payer reads on the provider's page (the invoice's number).
  readonly description: string;
  // Where the payer is sent after paying, and when they give up.
  readonly returnUrl: string;
  // The payment methods the page offers: card everywhere, sepa_debit for euros.
  readonly paymentMethodTypes: readonly string[];
  readonly idempotencyKey: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface ProviderEvent {
  readonly id: string;
  readonly type: string;
  readonly intentId: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly failureCode: string | null;
}

export interface PaymentProvider {
  createCustomer(input: { email: string; userId: string }): Promise<{ id: string } | 'unavailable'>;
  pay(request: PaymentRequest): Promise<ProviderPayment | { readonly invalid: string } | 'unavailable'>;
  // A hosted checkout page for the amount (decision 066): the payer chooses how to pay there.
  checkout(request: CheckoutRequest): Promise<{ readonly sessionId: string; readonly url: string } | 'unavailable'>;
  // The event of a signed delivery, or null when the signature does not hold.
  readEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent | null;
}

interface Intent {
  readonly id?: unknown;
  readonly object?: unknown;
  readonly status?: unknown;
  readonly metadata?: unknown;
  readonly next_action?: { readonly redirect_to_url?: { readonly url?: unknown } } | null;
  readonly last_payment_error?: { readonly code?: unknown; readonly decline_code?: unknown } | null;
}

export function statusOf(status: unknown): ProviderPaymentStatus {
  return status === 'succeeded' || status === 'processing' || status === 'requires_action' ? status : 'failed';
}

const failureOf = (intent: Intent): string | null => {
  const error = intent.last_payment_error;
  if (!error) return null;
  const code = typeof error.decline_code === 'string' ? error.decline_code : error.code;
  return typeof code === 'string' ? code : null;
};

const metadataOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

// Nested parameters as the API takes them: metadata[paymentId]=….
function form(values: Readonly<Record<string, string | number | boolean | Readonly<Record<string, string>>>>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'object')
      for (const [inner, text] of Object.entries(value)) body.set(`${key}[${inner}]`, text);
    else body.set(key, String(value));
  }
  return body.toString();
}

// The `Stripe-Signature` header's check: "t=<seconds>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>",
// within the tolerance of the time it was signed.
export function signatureHolds(
  secret: string,
  rawBody: Buffer,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((part) => part.split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, hex]) => {
      const given = Buffer.from(hex ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export function createStripePaymentProvider(options: {
  url: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs?: number;
  now?: () => number;
}): PaymentProvider {
  const base = options.url.replace(/\/$/, '');
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const post = async (path: string, body: string, idempotencyKey: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': idempotencyKey,
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    return {
      status: response.status,
      json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    };
  };
  return {
    async createCustomer({ email, userId }) {
      try {
        const answer = await post('/v1/customers', form({ email, metadata: { userId } }), `customer-${userId}`);
        const id = answer.json?.id;
        return answer.status === 200 && typeof id === 'string' ? { id } : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
    async pay(request) {
      let answer: Awaited<ReturnType<typeof post>>;
      try {
        answer = await post(
          '/v1/payment_intents',
          form({
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            customer: request.customerId,
            payment_method: request.paymentMethod,
            confirm: true,
            return_url: request.returnUrl,
            metadata: request.metadata,
          }),
          request.idempotencyKey,
        );
      } catch {
        return 'unavailable';
      }
      // The provider refused the request itself (an unknown payment method): the caller's fault.
      if (answer.status === 400 || answer.status === 404) {
        const error = answer.json?.error as { param?: unknown } | undefined;
        return { invalid: typeof error?.param === 'string' ? error.param : 'request' };
      }
      const intent = (answer.json ?? {}) as Intent;
      if (answer.status !== 200 || typeof intent.id !== 'string') return 'unavailable';
      const redirect = intent.next_action?.redirect_to_url?.url;
      return {
        intentId: intent.id,
        status: statusOf(intent.status),
        redirectUrl: typeof redirect === 'string' ? redirect : null,
        failureCode: failureOf(intent),
      };
    },
    async checkout(request) {
      const body = new URLSearchParams({
        mode: 'payment',
        customer: request.customerId,
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(request.amountMinor),
        'line_items[0][price_data][product_data][name]': request.description,
      });
      for (const [index, type] of request.paymentMethodTypes.entries())
        body.set(`payment_method_types[${index}]`, type);
      for (const [key, value] of Object.entries(request.metadata)) {
        body.set(`metadata[${key}]`, value);
        body.set(`payment_intent_data[metadata][${key}]`, value);
      }
      try {
        const answer = await post('/v1/checkout/sessions', body.toString(), request.idempotencyKey);
        const sessionId = answer.json?.id;
        const url = answer.json?.url;
        return answer.status === 200 && typeof sessionId === 'string' && typeof url === 'string'
          ? { sessionId, url }
          : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
    readEvent(rawBody, signature) {
      if (!signature || !signatureHolds(options.webhookSecret, rawBody, signature, now())) return null;
      let event: { id?: unknown; type?: unknown; data?: { object?: Intent } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const intent = event.data?.object;
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || !intent) return null;
      if (intent.object !== 'payment_intent' || typeof intent.id !== 'string') return null;
      return {
        id: event.id,
        type: event.type,
        intentId: intent.id,
        metadata: metadataOf(intent.metadata),
        failureCode: failureOf(intent),
      };
    },
  };
}
