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

// A payment off-session (decision 068): the provider charges a payment method saved for the
// customer, with no one there to answer a bank's challenge; a debit under its mandate.
export interface OffSessionPaymentRequest {
  readonly customerId: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly paymentMethod: string;
  readonly mandate: string | null;
  readonly idempotencyKey: string;
  readonly metadata: Readonly<Record<string, string>>;
}

// The provider's hosted page that saves a payment method for later (decision 068).
export interface SetupCheckoutRequest {
  readonly customerId: string;
  // Where the payer is sent once it is saved ({CHECKOUT_SESSION_ID} is filled in), and when they give up.
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly paymentMethodTypes: readonly string[];
  readonly idempotencyKey: string;
  readonly metadata: Readonly<Record<string, string>>;
}

// What a saved payment method shows: never a full card or account number.
export interface SavedMethodDetails {
  readonly paymentMethodId: string;
  readonly type: 'CARD' | 'DIRECT_DEBIT';
  readonly cardBrand: string | null;
  readonly last4: string;
  readonly expMonth: number | null;
  readonly expYear: number | null;
  readonly mandateId: string | null;
  readonly mandateReference: string | null;
}

export interface ProviderSetup {
  readonly setupIntentId: string | null;
  // pending: the payer has not finished on the page (or a bank's challenge is open).
  readonly status: 'succeeded' | 'pending' | 'failed';
  readonly customerId: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  // Once it succeeded.
  readonly method: SavedMethodDetails | null;
}

export interface PaymentEvent {
  readonly kind: 'payment';
  readonly id: string;
  readonly type: string;
  readonly intentId: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly failureCode: string | null;
}

// A setup intent's event, or a setup page's (checkout.session.completed in mode=setup).
export interface SetupEvent {
  readonly kind: 'setup';
  readonly id: string;
  readonly type: string;
  readonly setupIntentId: string | null;
  readonly sessionId: string | null;
  readonly metadata: Readonly<Record<string, string>>;
}

// Any other event (the provider sends more kinds than the upstream uses): taken and ignored.
export interface OtherEvent {
  readonly kind: 'other';
  readonly id: string;
  readonly type: string;
}

export type ProviderEvent = PaymentEvent | SetupEvent | OtherEvent;

export interface PaymentProvider {
  createCustomer(input: { email: string; userId: string }): Promise<{ id: string } | 'unavailable'>;
  pay(request: PaymentRequest): Promise<ProviderPayment | { readonly invalid: string } | 'unavailable'>;
  // A hosted checkout page for the amount (decision 066): the payer chooses how to pay there.
  checkout(request: CheckoutRequest): Promise<{ readonly sessionId: string; readonly url: string } | 'unavailable'>;
  // A hosted page that saves a payment method for later payments (decision 068).
  setupCheckout(
    request: SetupCheckoutRequest,
  ): Promise<{ readonly sessionId: string; readonly url: string } | 'unavailable'>;
  // How a setup went, read from its page's session or its setup intent.
  readSetup(
    ref: { readonly sessionId: string } | { readonly setupIntentId: string },
  ): Promise<ProviderSetup | 'not-found' | 'unavailable'>;
  // Charges a saved payment method with no one present (decision 068).
  payOffSession(
    request: OffSessionPaymentRequest,
  ): Promise<ProviderPayment | { readonly invalid: string } | 'unavailable'>;
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
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${options.secretKey}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    return {
      status: response.status,
      json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    };
  };
  // A saved payment method's details, and its mandate's reference for a debit.
  const detailsOf = async (paymentMethodId: string, mandateId: string | null): Promise<SavedMethodDetails | null> => {
    const method = await get(`/v1/payment_methods/${encodeURIComponent(paymentMethodId)}`);
    if (method.status !== 200 || !method.json) return null;
    const card = method.json.card as Record<string, unknown> | undefined;
    const sepa = method.json.sepa_debit as Record<string, unknown> | undefined;
    if (method.json.type === 'card' && card && typeof card.last4 === 'string') {
      return {
        paymentMethodId,
        type: 'CARD',
        cardBrand: typeof card.brand === 'string' ? card.brand : null,
        last4: card.last4,
        expMonth: Number.isInteger(card.exp_month) ? Number(card.exp_month) : null,
        expYear: Number.isInteger(card.exp_year) ? Number(card.exp_year) : null,
        mandateId: null,
        mandateReference: null,
      };
    }
    if (method.json.type !== 'sepa_debit' || !sepa || typeof sepa.last4 !== 'string' || !mandateId) return null;
    const mandate = await get(`/v1/mandates/${encodeURIComponent(mandateId)}`);
    const details = (mandate.json?.payment_method_details ?? {}) as { sepa_debit?: { reference?: unknown } };
    if (mandate.status !== 200) return null;
    return {
      paymentMethodId,
      type: 'DIRECT_DEBIT',
      cardBrand: null,
      last4: sepa.last4,
      expMonth: null,
      expYear: null,
      mandateId,
      mandateReference: typeof details.sepa_debit?.reference === 'string' ? details.sepa_debit.reference : null,
    };
  };
  // A hosted Checkout Session (to pay, or to save a payment method): the methods it offers, the
  // caller's metadata on the session and on the intent it makes, and the page's address.
  const createSession = async (
    body: URLSearchParams,
    request: {
      readonly paymentMethodTypes: readonly string[];
      readonly metadata: Readonly<Record<string, string>>;
      readonly idempotencyKey: string;
    },
    intentData: 'payment_intent_data' | 'setup_intent_data',
  ): Promise<{ readonly sessionId: string; readonly url: string } | 'unavailable'> => {
    for (const [index, type] of request.paymentMethodTypes.entries()) body.set(`payment_method_types[${index}]`, type);
    for (const [key, value] of Object.entries(request.metadata)) {
      body.set(`metadata[${key}]`, value);
      body.set(`${intentData}[metadata][${key}]`, value);
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
  };
  const paymentOf = (answer: { status: number; json: Record<string, unknown> | null }) => {
    // The provider refused the request itself (an unknown payment method): the caller's fault.
    if (answer.status === 400 || answer.status === 404) {
      const error = answer.json?.error as { param?: unknown } | undefined;
      return { invalid: typeof error?.param === 'string' ? error.param : 'request' };
    }
    // A refused charge is an error that carries the payment intent (402).
    const refused = answer.status === 402 ? (answer.json?.error as { payment_intent?: Intent } | undefined) : undefined;
    const intent = (refused?.payment_intent ?? answer.json ?? {}) as Intent;
    if ((answer.status !== 200 && !refused) || typeof intent.id !== 'string') return 'unavailable' as const;
    const redirect = intent.next_action?.redirect_to_url?.url;
    return {
      intentId: intent.id,
      status: statusOf(intent.status),
      redirectUrl: typeof redirect === 'string' ? redirect : null,
      failureCode: failureOf(intent),
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
      return paymentOf(answer);
    },
    async payOffSession(request) {
      const body = new URLSearchParams({
        amount: String(request.amountMinor),
        currency: request.currency.toLowerCase(),
        customer: request.customerId,
        payment_method: request.paymentMethod,
        off_session: 'true',
        confirm: 'true',
      });
      if (request.mandate) body.set('mandate', request.mandate);
      for (const [key, value] of Object.entries(request.metadata)) body.set(`metadata[${key}]`, value);
      try {
        return paymentOf(await post('/v1/payment_intents', body.toString(), request.idempotencyKey));
      } catch {
        return 'unavailable';
      }
    },
    async setupCheckout(request) {
      const body = new URLSearchParams({
        mode: 'setup',
        customer: request.customerId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return createSession(body, request, 'setup_intent_data');
    },
    async readSetup(ref) {
      try {
        let setupIntentId: string | null;
        let metadata: Record<string, string> = {};
        if ('sessionId' in ref) {
          const session = await get(`/v1/checkout/sessions/${encodeURIComponent(ref.sessionId)}`);
          if (session.status === 404 || (session.status === 200 && session.json?.mode !== 'setup')) return 'not-found';
          if (session.status !== 200 || !session.json) return 'unavailable';
          setupIntentId = typeof session.json.setup_intent === 'string' ? session.json.setup_intent : null;
          metadata = metadataOf(session.json.metadata);
          if (!setupIntentId) {
            const customer = session.json.customer;
            return {
              setupIntentId: null,
              status: 'pending',
              customerId: typeof customer === 'string' ? customer : null,
              metadata,
              method: null,
            };
          }
        } else setupIntentId = ref.setupIntentId;
        const intent = await get(`/v1/setup_intents/${encodeURIComponent(setupIntentId)}`);
        if (intent.status === 404) return 'not-found';
        if (intent.status !== 200 || !intent.json) return 'unavailable';
        const { status, customer, payment_method: method, mandate } = intent.json;
        const base = {
          setupIntentId,
          customerId: typeof customer === 'string' ? customer : null,
          metadata: { ...metadataOf(intent.json.metadata), ...metadata },
        };
        if (status !== 'succeeded') {
          const failed = status === 'requires_payment_method' && intent.json.last_setup_error;
          return { ...base, status: failed ? 'failed' : 'pending', method: null };
        }
        if (typeof method !== 'string') return 'unavailable';
        const details = await detailsOf(method, typeof mandate === 'string' ? mandate : null);
        return details ? { ...base, status: 'succeeded', method: details } : 'unavailable';
      } catch {
        return 'unavailable';
      }
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
      return createSession(body, request, 'payment_intent_data');
    },
    readEvent(rawBody, signature) {
      if (!signature || !signatureHolds(options.webhookSecret, rawBody, signature, now())) return null;
      let event: { id?: unknown; type?: unknown; data?: { object?: unknown } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const object = event.data?.object as (Intent & { setup_intent?: unknown; mode?: unknown }) | undefined;
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || !object) return null;
      if (typeof object.id !== 'string') return null;
      if (object.object === 'payment_intent') {
        return {
          kind: 'payment',
          id: event.id,
          type: event.type,
          intentId: object.id,
          metadata: metadataOf(object.metadata),
          failureCode: failureOf(object),
        };
      }
      if (object.object === 'setup_intent') {
        return {
          kind: 'setup',
          id: event.id,
          type: event.type,
          setupIntentId: object.id,
          sessionId: null,
          metadata: metadataOf(object.metadata),
        };
      }
      if (object.object === 'checkout.session' && object.mode === 'setup') {
        return {
          kind: 'setup',
          id: event.id,
          type: event.type,
          setupIntentId: typeof object.setup_intent === 'string' ? object.setup_intent : null,
          sessionId: object.id,
          metadata: metadataOf(object.metadata),
        };
      }
      return { kind: 'other', id: event.id, type: event.type };
    },
  };
}
