// Hosted checkout, as Stripe's Checkout Sessions are (decision 066): the caller creates a session for
// an amount and sends the payer to its page, where the payer chooses how to pay — here, one of the
// test payment methods — and is sent back to the caller's success address (after a bank's challenge
// when the card asks for one), or stays on the page with the refusal and may try another method.
// Card details never touch the caller's pages. The payment itself is a payment intent carrying the
// session's `payment_intent_data[metadata]`, so its events name the caller's payment.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SetupService } from './setup.ts';
import { apiError, escapeHtml, type Intent, id, isHttpUrl } from './wire.ts';

interface Session {
  readonly id: string;
  readonly object: 'checkout.session';
  readonly mode: 'payment';
  readonly amount_total: number;
  readonly currency: string;
  readonly customer: string | null;
  readonly success_url: string;
  readonly cancel_url: string;
  readonly metadata: Record<string, string>;
  readonly client_reference_id: string | null;
  readonly url: string;
  readonly created: number;
  readonly description: string;
  readonly payment_method_types: string[];
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
}

// The test payment methods the page offers, and what each does (README.md).
const CHOICES = [
  ['pm_card_visa', 'card', 'Visa •••• 4242 — succeeds'],
  ['pm_card_threeDSecure2Required', 'card', 'Visa •••• 3220 — asks for 3-D Secure'],
  ['pm_card_chargeDeclined', 'card', 'Visa •••• 0002 — declined'],
  ['pm_card_chargeDeclinedInsufficientFunds', 'card', 'Visa •••• 9995 — insufficient funds'],
  ['pm_sepa_debit', 'sepa_debit', 'SEPA Direct Debit DE89 •••• 3000 — settles'],
  ['pm_sepa_debit_fails', 'sepa_debit', 'SEPA Direct Debit DE62 •••• 1111 — refused by the bank'],
] as const;

export interface CheckoutDependencies {
  readonly customers: ReadonlyMap<string, unknown>;
  // Sessions in mode=setup are setup.ts's.
  readonly setup: Pick<SetupService, 'createSession' | 'sessionOf'>;
  readonly newIntent: (fields: {
    amount: number;
    currency: string;
    customer: string | null;
    metadata: Record<string, string>;
    paymentMethod: string | null;
    paymentMethodTypes: string[];
  }) => Intent;
  readonly intentOf: (intentId: string) => Intent | undefined;
  readonly confirm: (intent: Intent, method: string, returnUrl: string | null, origin: string) => void;
  readonly originOf: (request: FastifyRequest) => string;
  readonly now: () => number;
}

// The success address with the session named, as Stripe fills in {CHECKOUT_SESSION_ID}.
const successOf = (session: Session) => session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);

function page(session: Session, refusal: string | null): string {
  const amount = (session.amount_total / 100).toFixed(2);
  const choices = CHOICES.filter(([, type]) => session.payment_method_types.includes(type))
    .map(
      ([method, , label]) =>
        `<li><button name="payment_method" value="${method}" data-testid="checkout-${method}">${escapeHtml(label)}</button></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Checkout test page</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1b1f24}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}ul{list-style:none;padding:0;display:grid;gap:.5rem}button{width:100%;min-height:44px;font:inherit;text-align:start;padding:.5rem .75rem;border:1px solid #8c959f;border-radius:.5rem;background:#fff;cursor:pointer}p[role=alert]{color:#b42318;font-weight:600}</style>
</head><body><main><h1>Checkout test page</h1>
<p>${escapeHtml(session.description)}</p><p data-testid="checkout-amount"><strong>${amount} ${session.currency.toUpperCase()}</strong></p>
${refusal ? `<p role="alert" data-testid="checkout-refusal">${escapeHtml(refusal)}</p>` : ''}
<form method="post" action="/payments/checkout/${session.id}"><h2>Pay with a test payment method</h2><ul>
${choices}
</ul></form><p><a href="${escapeHtml(session.cancel_url)}" data-testid="checkout-cancel">Cancel and go back</a></p>
</main></body></html>`;
}

export async function checkoutRoutes(app: FastifyInstance, deps: CheckoutDependencies): Promise<void> {
  const sessions = new Map<string, Session>();
  // What each session's payment intent is to carry (`payment_intent_data[metadata]`).
  const intentMetadata = new Map<string, Record<string, string>>();

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const items = Array.isArray(body.line_items) ? (body.line_items as Record<string, unknown>[]) : [];
    const price = (items[0]?.price_data ?? {}) as Record<string, unknown>;
    const amount = Number(price.unit_amount) * Number(items[0]?.quantity ?? 1);
    if (body.mode === 'setup') return deps.setup.createSession(request, reply);
    if (body.mode !== 'payment')
      return apiError(reply, 400, 'parameter_invalid_string', 'mode must be payment or setup', 'mode');
    if (items.length !== 1 || !Number.isInteger(amount) || amount < 1) {
      return apiError(
        reply,
        400,
        'parameter_invalid_integer',
        'one line item with a positive unit_amount',
        'line_items',
      );
    }
    if (typeof price.currency !== 'string' || !/^[a-z]{3}$/.test(price.currency)) {
      return apiError(reply, 400, 'parameter_missing', 'line_items[0][price_data][currency] is required', 'line_items');
    }
    if (!isHttpUrl(body.success_url)) return apiError(reply, 400, 'url_invalid', 'Not a valid URL', 'success_url');
    if (!isHttpUrl(body.cancel_url)) return apiError(reply, 400, 'url_invalid', 'Not a valid URL', 'cancel_url');
    if (typeof body.customer === 'string' && !deps.customers.has(body.customer)) {
      return apiError(reply, 400, 'resource_missing', `No such customer: '${body.customer}'`, 'customer');
    }
    const product = (price.product_data ?? {}) as Record<string, unknown>;
    const sessionId = id('cs_test');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: amount,
      currency: price.currency,
      customer: typeof body.customer === 'string' ? body.customer : null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      url: `${deps.originOf(request)}/payments/checkout/${sessionId}`,
      created: deps.now(),
      description: typeof product.name === 'string' ? product.name : 'Payment',
      payment_method_types: Array.isArray(body.payment_method_types)
        ? (body.payment_method_types as string[])
        : ['card', 'sepa_debit'],
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
    };
    // The intent's metadata: what the caller asked it to carry.
    const intentData = (body.payment_intent_data ?? {}) as Record<string, unknown>;
    sessions.set(session.id, session);
    intentMetadata.set(session.id, (intentData.metadata ?? {}) as Record<string, string>);
    return session;
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get(request.params.id) ?? deps.setup.sessionOf(request.params.id);
    if (!session) return apiError(reply, 404, 'resource_missing', `No such checkout.session: '${request.params.id}'`);
    return session;
  });

  app.get<{ Params: { id: string } }>('/payments/checkout/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.code(404).type('text/html').send('<p>No such checkout.</p>');
    if (session.status === 'complete') return reply.redirect(successOf(session), 303);
    return reply.type('text/html').send(page(session, null));
  });

  // The payer's choice: the session's payment intent confirmed with it (made on the first try, tried
  // again with another method after a refusal).
  app.post<{ Params: { id: string } }>('/payments/checkout/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.code(404).type('text/html').send('<p>No such checkout.</p>');
    if (session.status === 'complete') return reply.redirect(successOf(session), 303);
    const method = ((request.body ?? {}) as Record<string, unknown>).payment_method;
    const choice = CHOICES.find(
      ([candidate, type]) => candidate === method && session.payment_method_types.includes(type),
    );
    if (!choice) return reply.code(400).type('text/html').send(page(session, 'Choose one of the payment methods.'));
    let intent = session.payment_intent ? deps.intentOf(session.payment_intent) : undefined;
    if (!intent) {
      intent = deps.newIntent({
        amount: session.amount_total,
        currency: session.currency,
        customer: session.customer,
        metadata: intentMetadata.get(session.id) ?? {},
        paymentMethod: null,
        paymentMethodTypes: session.payment_method_types,
      });
      session.payment_intent = intent.id;
    }
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      return reply.redirect(successOf(session), 303);
    }
    deps.confirm(intent, choice[0], successOf(session), deps.originOf(request));
    const after = intent.status as Intent['status'];
    if (after === 'requires_payment_method') {
      const refusal =
        intent.last_payment_error?.decline_code === 'insufficient_funds'
          ? 'Your card has insufficient funds. Try another payment method.'
          : 'Your card was declined. Try another payment method.';
      // The page again, with the refusal on it (as the provider's own page shows it in place).
      return reply.type('text/html').send(page(session, refusal));
    }
    if (after === 'requires_action' && intent.next_action) {
      return reply.redirect(intent.next_action.redirect_to_url.url, 303);
    }
    session.status = 'complete';
    session.payment_status = after === 'succeeded' ? 'paid' : 'unpaid';
    return reply.redirect(successOf(session), 303);
  });
}
