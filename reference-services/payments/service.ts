// The payments reference provider (README.md): the subset of a card and SEPA payments API that the
// upstream's adapter uses, shaped as Stripe's API is, so the official `stripe` SDK drives it over
// real HTTP: customers, payment intents created and confirmed, a 3-D Secure challenge on a page of
// its own, SEPA debits that settle later, and signed webhook events delivered with retries (so the
// receiver sees an event more than once and must be idempotent). Outcomes follow from the test
// payment method given, by the documented rules. State is kept in memory.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { laterOn } from '../later.ts';
import type { ReferenceServiceOptions } from '../services.ts';
import { checkoutRoutes } from './checkout.ts';
import { setupRoutes } from './setup.ts';
import {
  type ApiObject,
  apiError,
  type Intent,
  id,
  isTestMethod,
  parseForm,
  signEvent,
  TEST_PAYMENT_METHODS,
  type TestMethod,
} from './wire.ts';

export { parseForm, signEvent };

export const DEVELOPMENT_SECRET_KEY = 'sk_test_hearth_development';
export const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_hearth_development';
export const SIGNATURE_HEADER = 'stripe-signature';

export { TEST_PAYMENT_METHODS };

export interface PaymentsServiceOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  // Where events are POSTed (asked at each delivery, so a test can name a receiver that starts
  // later); null keeps them to GET /payments/events.
  readonly webhookUrl: string | null | (() => string | null);
  // How long a SEPA debit stays processing before it settles; null settles only on
  // POST /payments/intents/{id}/settle (tests drive it themselves).
  readonly settleDelayMs: number | null;
  readonly maxAttempts: number;
  readonly retryBaseDelayMs: number;
  // Seconds since the epoch, for signatures (tests sign at a time of their choosing).
  readonly now?: () => number;
}

interface WebhookEvent {
  readonly id: string;
  readonly object: 'event';
  readonly type: string;
  readonly created: number;
  readonly data: { readonly object: ApiObject };
  attempts: number;
  delivered: boolean;
}

export function paymentsService(options: PaymentsServiceOptions): FastifyPluginAsync<ReferenceServiceOptions> {
  return async (app) => {
    const customers = new Map<string, Record<string, unknown>>();
    const intents = new Map<string, Intent>();
    const events: WebhookEvent[] = [];
    // Idempotency-Key → the answer first given to it.
    const answered = new Map<string, { status: number; body: unknown }>();
    const now = options.now ?? (() => Math.floor(Date.now() / 1000));
    const later = laterOn(app);

    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseForm(String(body)));
    });

    const webhookUrl = () => (typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl);
    const deliverOnce = async (event: WebhookEvent): Promise<boolean> => {
      const url = webhookUrl();
      if (!url) return false;
      event.attempts += 1;
      const { attempts: _attempts, delivered: _delivered, ...payload } = event;
      const body = JSON.stringify(payload);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signEvent(options.webhookSecret, now(), body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (!response.ok) return false;
      } catch (error) {
        app.log.warn({ eventId: event.id, err: error }, 'payments webhook delivery failed');
        return false;
      }
      event.delivered = true;
      return true;
    };
    const deliverWithRetries = async (event: WebhookEvent, attempt: number): Promise<void> => {
      if (await deliverOnce(event)) return;
      if (!webhookUrl() || attempt + 1 >= options.maxAttempts) return;
      later(options.retryBaseDelayMs * 2 ** attempt, () => deliverWithRetries(event, attempt + 1));
    };
    const emit = (type: string, object: ApiObject) => {
      const event: WebhookEvent = {
        id: id('evt'),
        object: 'event',
        type,
        created: now(),
        data: { object: structuredClone(object) },
        attempts: 0,
        delivered: false,
      };
      events.push(event);
      void deliverWithRetries(event, 0);
    };

    const settle = (intent: Intent, succeeds: boolean) => {
      if (intent.status !== 'processing') return;
      if (succeeds) {
        intent.status = 'succeeded';
        intent.latest_charge = id('py');
        emit('payment_intent.succeeded', intent);
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          code: 'payment_intent_payment_attempt_failed',
          message: 'The debit was refused by the bank.',
          type: 'card_error',
        };
        emit('payment_intent.payment_failed', intent);
      }
    };

    // A confirmation with a test payment method (or one saved from it), as the rules say it goes.
    // Off-session, no one is there to answer a bank's challenge: a card that asks for one fails
    // with authentication_required.
    const confirm = (intent: Intent, method: string, returnUrl: string | null, origin: string, offSession = false) => {
      const rule = TEST_PAYMENT_METHODS[setup.testMethodOf(method) ?? (method as TestMethod)];
      intent.payment_method = method;
      intent.return_url = returnUrl;
      intent.last_payment_error = null;
      intent.next_action = null;
      switch (rule.outcome) {
        case 'succeeded':
          intent.status = 'succeeded';
          intent.latest_charge = id('ch');
          emit('payment_intent.succeeded', intent);
          return;
        case 'requires_action':
          if (offSession) {
            intent.status = 'requires_payment_method';
            intent.last_payment_error = {
              code: 'authentication_required',
              decline_code: 'authentication_required',
              message: 'This payment needs the card holder to authenticate it.',
              type: 'card_error',
            };
            emit('payment_intent.payment_failed', intent);
            return;
          }
          intent.status = 'requires_action';
          intent.next_action = {
            type: 'redirect_to_url',
            redirect_to_url: { url: `${origin}/payments/authenticate/${intent.id}`, return_url: returnUrl },
          };
          emit('payment_intent.requires_action', intent);
          return;
        case 'card_declined':
        case 'insufficient_funds':
          intent.status = 'requires_payment_method';
          intent.last_payment_error = {
            code: 'card_declined',
            decline_code: rule.outcome === 'card_declined' ? 'generic_decline' : 'insufficient_funds',
            message: 'Your card was declined.',
            type: 'card_error',
          };
          emit('payment_intent.payment_failed', intent);
          return;
        case 'processing_succeeds':
        case 'processing_fails':
          intent.status = 'processing';
          emit('payment_intent.processing', intent);
          if (options.settleDelayMs !== null) {
            const succeeds = rule.outcome === 'processing_succeeds';
            later(options.settleDelayMs, async () => settle(intent, succeeds));
          }
      }
    };

    const newIntent = (fields: {
      amount: number;
      currency: string;
      customer: string | null;
      metadata: Record<string, string>;
      paymentMethod: string | null;
      paymentMethodTypes: string[];
    }): Intent => {
      const intentId = id('pi');
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        amount: fields.amount,
        currency: fields.currency,
        customer: fields.customer,
        metadata: fields.metadata,
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        created: now(),
        payment_method: fields.paymentMethod,
        payment_method_types: fields.paymentMethodTypes,
        status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
        next_action: null,
        last_payment_error: null,
        latest_charge: null,
        return_url: null,
      };
      intents.set(intent.id, intent);
      return intent;
    };

    const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? request.hostname}`;

    // The secret key on every API call; an Idempotency-Key answers again what it answered first.
    app.addHook('preHandler', async (request, reply) => {
      if (!request.url.startsWith('/v1/')) return;
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API key provided.' } });
      }
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      if (typeof key === 'string') {
        const earlier = answered.get(`${request.url}|${key}`);
        if (earlier) return reply.code(earlier.status).header('idempotent-replayed', 'true').send(earlier.body);
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      if (typeof key === 'string' && request.url.startsWith('/v1/') && !reply.getHeader('idempotent-replayed')) {
        answered.set(`${request.url}|${key}`, { status: reply.statusCode, body: JSON.parse(String(payload)) });
      }
      return payload;
    });

    const setup = setupRoutes(app, { customers, emit, originOf, now });

    // An off-session payment charges a payment method saved for the customer (setup.ts), confirmed
    // at once; a debit under the mandate given, or the one it was saved with.
    const refusedOffSession = (body: Record<string, unknown>, method: string | null, customer: string | null) => {
      if (body.confirm !== 'true') {
        return { code: 'parameter_invalid_string', message: 'off_session needs confirm=true', param: 'confirm' };
      }
      const saved = method ? setup.savedMethod(method) : undefined;
      if (!saved || !customer || saved.customer !== customer) {
        return {
          code: 'resource_missing',
          message: `No such PaymentMethod for this customer: '${method}'`,
          param: 'payment_method',
        };
      }
      if (body.mandate !== undefined) {
        const mandate = typeof body.mandate === 'string' ? setup.mandate(body.mandate) : undefined;
        if (mandate?.payment_method !== saved.id) {
          return { code: 'resource_missing', message: `No such mandate: '${body.mandate}'`, param: 'mandate' };
        }
      }
      return null;
    };

    app.post('/v1/customers', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: typeof body.email === 'string' ? body.email : null,
        name: typeof body.name === 'string' ? body.name : null,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        created: now(),
      };
      customers.set(customer.id, customer);
      return customer;
    });

    app.post('/v1/payment_intents', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return apiError(reply, 400, 'parameter_invalid_integer', 'amount must be a positive whole number', 'amount');
      }
      if (typeof body.currency !== 'string' || !/^[a-z]{3}$/.test(body.currency)) {
        return apiError(reply, 400, 'parameter_missing', 'currency is required', 'currency');
      }
      if (typeof body.customer === 'string' && !customers.has(body.customer)) {
        return apiError(reply, 400, 'resource_missing', `No such customer: '${body.customer}'`, 'customer');
      }
      const method = typeof body.payment_method === 'string' ? body.payment_method : null;
      const customer = typeof body.customer === 'string' ? body.customer : null;
      const offSession = body.off_session === 'true';
      if (offSession) {
        const refused = refusedOffSession(body, method, customer);
        if (refused) return apiError(reply, 400, refused.code, refused.message, refused.param);
      } else if (method !== null && !isTestMethod(method)) {
        return apiError(reply, 400, 'resource_missing', `No such PaymentMethod: '${method}'`, 'payment_method');
      }
      const saved = method ? setup.savedMethod(method) : undefined;
      const intent = newIntent({
        amount,
        currency: body.currency,
        customer,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        paymentMethod: method,
        paymentMethodTypes: saved
          ? [saved.type]
          : Array.isArray(body.payment_method_types)
            ? (body.payment_method_types as string[])
            : ['card'],
      });
      if ((body.confirm === 'true' || body.confirm === true) && method) {
        confirm(
          intent,
          method,
          typeof body.return_url === 'string' ? body.return_url : null,
          originOf(request),
          offSession,
        );
      }
      // Off-session, a refusal is an error that carries the payment intent, as the real API answers.
      if (offSession && intent.status === 'requires_payment_method' && intent.last_payment_error) {
        const { code, decline_code, message } = intent.last_payment_error;
        return reply.code(402).send({
          error: { type: 'card_error', code, decline_code, message, payment_intent: intent },
        });
      }
      return intent;
    });

    app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
      const intent = intents.get(request.params.id);
      if (!intent) return apiError(reply, 404, 'resource_missing', `No such payment_intent: '${request.params.id}'`);
      return intent;
    });

    app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/confirm', async (request, reply) => {
      const intent = intents.get(request.params.id);
      if (!intent) return apiError(reply, 404, 'resource_missing', `No such payment_intent: '${request.params.id}'`);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const method = typeof body.payment_method === 'string' ? body.payment_method : intent.payment_method;
      if (!method || !setup.testMethodOf(method)) {
        return apiError(reply, 400, 'resource_missing', `No such PaymentMethod: '${method}'`, 'payment_method');
      }
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
        return apiError(
          reply,
          400,
          'payment_intent_unexpected_state',
          `This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`,
        );
      }
      confirm(intent, method, typeof body.return_url === 'string' ? body.return_url : null, originOf(request));
      return intent;
    });

    // The 3-D Secure challenge, as a bank's page would put it: complete it, or fail it.
    app.get<{ Params: { id: string } }>('/payments/authenticate/:id', async (request, reply) => {
      const intent = intents.get(request.params.id);
      if (intent?.status !== 'requires_action') return reply.code(404).type('text/html').send('<p>No challenge.</p>');
      const amount = (intent.amount / 100).toFixed(2);
      return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>3-D Secure test page</title></head>
<body><main><h1>3-D Secure test page</h1><p>Confirm the payment of ${amount} ${intent.currency.toUpperCase()}.</p>
<form method="post" action="/payments/authenticate/${intent.id}">
<button name="outcome" value="complete" data-testid="three-ds-complete">Complete authentication</button>
<button name="outcome" value="fail" data-testid="three-ds-fail">Fail authentication</button>
</form></main></body></html>`);
    });

    app.post<{ Params: { id: string } }>('/payments/authenticate/:id', async (request, reply) => {
      const intent = intents.get(request.params.id);
      if (intent?.status !== 'requires_action') return reply.code(404).send({ error: 'NO_CHALLENGE' });
      const completed = ((request.body ?? {}) as Record<string, unknown>).outcome === 'complete';
      intent.next_action = null;
      if (completed) {
        intent.status = 'succeeded';
        intent.latest_charge = id('ch');
        emit('payment_intent.succeeded', intent);
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          code: 'payment_intent_authentication_failure',
          message: 'The authentication was not completed.',
          type: 'card_error',
        };
        emit('payment_intent.payment_failed', intent);
      }
      if (!intent.return_url) return { id: intent.id, status: intent.status };
      const back = new URL(intent.return_url);
      back.searchParams.set('payment_intent', intent.id);
      return reply.redirect(back.toString(), 303);
    });

    await checkoutRoutes(app, {
      customers,
      setup,
      newIntent,
      intentOf: (intentId) => intents.get(intentId),
      confirm,
      originOf,
      now,
    });

    // Settles a SEPA debit now (demos and tests).
    app.post<{ Params: { id: string }; Body: { succeeds?: boolean } }>(
      '/payments/intents/:id/settle',
      async (request, reply) => {
        const intent = intents.get(request.params.id);
        if (!intent) return reply.code(404).send({ error: 'NOT_FOUND' });
        settle(intent, request.body?.succeeds !== false);
        return { id: intent.id, status: intent.status };
      },
    );

    // The events so far, newest last, and one delivered again (a late or repeated delivery).
    app.get('/payments/events', async () =>
      events.map(({ id: eventId, type, attempts, delivered, data }) => ({
        id: eventId,
        type,
        attempts,
        delivered,
        object: data.object.object,
        objectId: data.object.id,
        paymentIntent: data.object.object === 'payment_intent' ? data.object.id : null,
      })),
    );
    app.post<{ Params: { id: string } }>('/payments/events/:id/deliver', async (request, reply) => {
      const event = events.find((candidate) => candidate.id === request.params.id);
      if (!event) return reply.code(404).send({ error: 'NOT_FOUND' });
      return { id: event.id, delivered: await deliverOnce(event), attempts: event.attempts };
    });
  };
}

function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

// The service as `npm start` mounts it: settings from the environment.
export const payments = paymentsService({
  secretKey: process.env.PAYMENTS_SECRET_KEY || DEVELOPMENT_SECRET_KEY,
  webhookSecret: process.env.PAYMENTS_WEBHOOK_SECRET || DEVELOPMENT_WEBHOOK_SECRET,
  // By default, the upstream `npm start` runs beside it.
  webhookUrl:
    process.env.PAYMENTS_WEBHOOK_URL || `http://127.0.0.1:${process.env.UPSTREAM_PORT || '4000'}/webhooks/payments`,
  settleDelayMs:
    process.env.PAYMENTS_SETTLE_DELAY_MS === 'manual' ? null : wholeNumber(process.env.PAYMENTS_SETTLE_DELAY_MS, 3000),
  maxAttempts: wholeNumber(process.env.PAYMENTS_MAX_ATTEMPTS, 5),
  retryBaseDelayMs: wholeNumber(process.env.PAYMENTS_RETRY_BASE_DELAY_MS, 1000),
});
