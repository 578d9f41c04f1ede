// The payment provider as the upstream sees it (README.md, decision 065): a customer per
// professional, a payment of an amount with a payment method collected by the provider's own
// page or script, and the provider's signed events. The implementation drives Stripe's API with the
// official SDK — the reference provider in development and test, Stripe itself in production. A
// provider that does not answer is `unavailable`, never an error the caller must catch; the same
// idempotency key never makes a second payment.
import Stripe from 'stripe';

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
  // The event of a signed delivery, or null when the signature does not hold.
  readEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent | null;
}

export function statusOf(intent: Stripe.PaymentIntent): ProviderPaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    default:
      return 'failed';
  }
}

const failureOf = (intent: Stripe.PaymentIntent) =>
  intent.last_payment_error ? (intent.last_payment_error.decline_code ?? intent.last_payment_error.code ?? null) : null;

export function createStripePaymentProvider(options: {
  url: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs?: number;
}): PaymentProvider {
  const url = new URL(options.url);
  const stripe = new Stripe(options.secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    timeout: options.timeoutMs ?? 10_000,
    // Safe to retry: every payment carries its idempotency key.
    maxNetworkRetries: 2,
  });
  return {
    async createCustomer({ email, userId }) {
      try {
        const customer = await stripe.customers.create(
          { email, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        );
        return { id: customer.id };
      } catch {
        return 'unavailable';
      }
    },
    async pay(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            customer: request.customerId,
            payment_method: request.paymentMethod,
            confirm: true,
            return_url: request.returnUrl,
            metadata: { ...request.metadata },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return {
          intentId: intent.id,
          status: statusOf(intent),
          redirectUrl: intent.next_action?.redirect_to_url?.url ?? null,
          failureCode: failureOf(intent),
        };
      } catch (error) {
        // The provider refused the request itself (an unknown payment method): the caller's fault.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { invalid: error.param ?? 'request' };
        return 'unavailable';
      }
    },
    readEvent(rawBody, signature) {
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        return null;
      }
      const intent = event.data.object as Stripe.PaymentIntent;
      if (intent.object !== 'payment_intent') return null;
      return {
        id: event.id,
        type: event.type,
        intentId: intent.id,
        metadata: intent.metadata ?? {},
        failureCode: failureOf(intent),
      };
    },
  };
}
