// The provider's wire format, as Stripe's API writes it: a payment intent, ids, errors, the
// signature of an event, and form bodies with bracketed keys.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface Intent {
  readonly id: string;
  readonly object: 'payment_intent';
  readonly amount: number;
  readonly currency: string;
  readonly customer: string | null;
  readonly metadata: Record<string, string>;
  readonly client_secret: string;
  readonly created: number;
  payment_method: string | null;
  payment_method_types: string[];
  status: IntentStatus;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } } | null;
  last_payment_error: { code: string; decline_code?: string; message: string; type: 'card_error' } | null;
  latest_charge: string | null;
  return_url: string | null;
}

// The test payment methods, what each does (README.md) and what a payment method saved from it shows.
export const TEST_PAYMENT_METHODS = {
  pm_card_visa: { type: 'card', outcome: 'succeeded', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { type: 'card', outcome: 'succeeded', brand: 'mastercard', last4: '4444' },
  pm_card_threeDSecure2Required: { type: 'card', outcome: 'requires_action', brand: 'visa', last4: '3220' },
  pm_card_chargeDeclined: { type: 'card', outcome: 'card_declined', brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: {
    type: 'card',
    outcome: 'insufficient_funds',
    brand: 'visa',
    last4: '9995',
  },
  pm_sepa_debit: { type: 'sepa_debit', outcome: 'processing_succeeds', brand: null, last4: '3000' },
  pm_sepa_debit_fails: { type: 'sepa_debit', outcome: 'processing_fails', brand: null, last4: '1111' },
} as const;
export type TestMethod = keyof typeof TEST_PAYMENT_METHODS;
export const isTestMethod = (method: unknown): method is TestMethod =>
  typeof method === 'string' && Object.hasOwn(TEST_PAYMENT_METHODS, method);

// Anything an event carries: a payment intent, a setup intent, a checkout session.
export interface ApiObject {
  readonly id: string;
  readonly object: string;
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

// Text put into the hosted pages' HTML.
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// An address a hosted page may send the payer back to.
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function apiError(reply: FastifyReply, status: number, code: string, message: string, param?: string) {
  return reply
    .code(status)
    .send({ error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } });
}

// Stripe's signature: "t=<seconds>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>".
export function signEvent(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

// application/x-www-form-urlencoded with bracketed keys (metadata[user]=…, payment_method_types[0]=…)
// into nested objects and lists.
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return listsOf(root) as Record<string, unknown>;
}

// Objects whose keys are 0, 1, 2 … are lists.
function listsOf(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, inner]) => [key, listsOf(inner)] as const,
  );
  if (entries.length > 0 && entries.every(([key], index) => key === String(index))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}
