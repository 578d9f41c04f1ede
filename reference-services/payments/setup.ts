// Saving payment details for later, as Stripe's API does it (README.md): a setup intent confirmed
// with a test payment method makes a payment method of the customer's own (`pm_…`, with the card's
// brand, last four digits and expiry, or the account's last four digits) that later payments use
// off-session; for a SEPA Direct Debit it also makes the mandate (`mandate_…`) that authorises them.
// Checkout Sessions in `mode=setup` are the hosted page where the payer picks the method: a 3-D
// Secure card goes through its challenge first, a declined card keeps them on the page, and then
// they are sent to `success_url`. Every change is an event (`setup_intent.succeeded`,
// `.setup_failed`, `.requires_action`, `checkout.session.completed`).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ApiObject,
  apiError,
  escapeHtml,
  id,
  isHttpUrl,
  isTestMethod,
  TEST_PAYMENT_METHODS,
  type TestMethod,
} from './wire.ts';

type SetupStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded';

interface SetupIntent {
  readonly id: string;
  readonly object: 'setup_intent';
  readonly client_secret: string;
  readonly created: number;
  readonly customer: string | null;
  readonly metadata: Record<string, string>;
  readonly payment_method_types: string[];
  readonly usage: 'off_session' | 'on_session';
  payment_method: string | null;
  mandate: string | null;
  status: SetupStatus;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } } | null;
  last_setup_error: { code: string; decline_code?: string; message: string; type: 'card_error' } | null;
  return_url: string | null;
}

interface PaymentMethod {
  readonly id: string;
  readonly object: 'payment_method';
  readonly type: 'card' | 'sepa_debit';
  readonly created: number;
  readonly customer: string | null;
  readonly livemode: false;
  readonly metadata: Record<string, string>;
  readonly card?: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit' };
  readonly sepa_debit?: { country: string; last4: string; bank_code: string };
}

interface Mandate {
  readonly id: string;
  readonly object: 'mandate';
  readonly payment_method: string;
  readonly customer_acceptance: {
    type: 'online';
    accepted_at: number;
    online: { ip_address: string; user_agent: string };
  };
  readonly payment_method_details: { type: 'sepa_debit'; sepa_debit: { reference: string; url: string } };
  readonly status: 'active';
  readonly type: 'multi_use';
  readonly livemode: false;
}

interface SetupSession {
  readonly id: string;
  readonly object: 'checkout.session';
  readonly mode: 'setup';
  readonly customer: string;
  readonly currency: string | null;
  readonly success_url: string;
  readonly cancel_url: string;
  readonly metadata: Record<string, string>;
  readonly client_reference_id: string | null;
  readonly url: string;
  readonly created: number;
  readonly payment_method_types: string[];
  readonly amount_total: null;
  readonly payment_intent: null;
  status: 'open' | 'complete';
  payment_status: 'no_payment_required';
  setup_intent: string | null;
}

export interface SetupDependencies {
  readonly customers: ReadonlyMap<string, unknown>;
  readonly emit: (type: string, object: ApiObject) => void;
  readonly originOf: (request: FastifyRequest) => string;
  readonly now: () => number;
}

// The test payment methods the setup page offers (README.md).
const CHOICES = [
  ['pm_card_visa', 'Visa •••• 4242'],
  ['pm_card_mastercard', 'Mastercard •••• 4444'],
  ['pm_card_threeDSecure2Required', 'Visa •••• 3220 — asks for 3-D Secure, and again off-session'],
  ['pm_card_chargeDeclinedInsufficientFunds', 'Visa •••• 9995 — saved; later payments lack funds'],
  ['pm_card_chargeDeclined', 'Visa •••• 0002 — refused'],
  ['pm_sepa_debit', 'SEPA Direct Debit DE89 •••• 3000 — debits settle'],
  ['pm_sepa_debit_fails', 'SEPA Direct Debit DE62 •••• 1111 — debits are refused by the bank'],
] as const satisfies readonly (readonly [TestMethod, string])[];

const successOf = (session: SetupSession) => session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
const typesOf = (value: unknown, fallback: string[]) =>
  Array.isArray(value) && value.every((type) => type === 'card' || type === 'sepa_debit')
    ? (value as string[])
    : fallback;

function page(session: SetupSession, refusal: string | null): string {
  const choices = CHOICES.filter(([method]) => session.payment_method_types.includes(TEST_PAYMENT_METHODS[method].type))
    .map(
      ([method, label]) =>
        `<li><button name="payment_method" value="${method}" data-testid="setup-${method}">${escapeHtml(label)}</button></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Save a payment method — test page</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1b1f24}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}ul{list-style:none;padding:0;display:grid;gap:.5rem}button{width:100%;min-height:44px;font:inherit;text-align:start;padding:.5rem .75rem;border:1px solid #8c959f;border-radius:.5rem;background:#fff;cursor:pointer}p[role=alert]{color:#b42318;font-weight:600}</style>
</head><body><main><h1>Save a payment method — test page</h1>
<p>Future invoices are collected with the method you save. Nothing is charged now.</p>
${refusal ? `<p role="alert" data-testid="setup-refusal">${escapeHtml(refusal)}</p>` : ''}
<form method="post" action="/payments/setup/${session.id}"><h2>Choose a test payment method</h2>
<p>Choosing a direct debit accepts its mandate: you authorise future debits of this account.</p><ul>
${choices}
</ul></form><p><a href="${escapeHtml(session.cancel_url)}" data-testid="setup-cancel">Cancel and go back</a></p>
</main></body></html>`;
}

export function setupRoutes(app: FastifyInstance, deps: SetupDependencies) {
  const methods = new Map<string, PaymentMethod>();
  // The test payment method each saved one was made from: it decides how payments with it go.
  const origins = new Map<string, TestMethod>();
  const mandates = new Map<string, Mandate>();
  const intents = new Map<string, SetupIntent>();
  const sessions = new Map<string, SetupSession>();
  // The session a setup intent was made for, completed when the intent succeeds.
  const sessionOfIntent = new Map<string, SetupSession>();
  // What each session's setup intent is to carry (`setup_intent_data[metadata]`).
  const setupMetadata = new Map<string, Record<string, string>>();

  const yearNow = () => new Date(deps.now() * 1000).getUTCFullYear();

  // A payment method of the customer's own, made from a test one (and its mandate for a debit).
  const save = (intent: SetupIntent, test: TestMethod, acceptance: Mandate['customer_acceptance'], origin: string) => {
    const rule = TEST_PAYMENT_METHODS[test];
    const method: PaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: rule.type,
      created: deps.now(),
      customer: intent.customer,
      livemode: false,
      metadata: {},
      ...(rule.type === 'card'
        ? {
            card: {
              brand: rule.brand ?? 'visa',
              last4: rule.last4,
              exp_month: 12,
              exp_year: yearNow() + 3,
              funding: 'credit',
            },
          }
        : { sepa_debit: { country: 'DE', last4: rule.last4, bank_code: '37040044' } }),
    };
    methods.set(method.id, method);
    origins.set(method.id, test);
    intent.payment_method = method.id;
    if (rule.type === 'sepa_debit') {
      const mandateId = id('mandate');
      mandates.set(mandateId, {
        id: mandateId,
        object: 'mandate',
        payment_method: method.id,
        customer_acceptance: acceptance,
        payment_method_details: {
          type: 'sepa_debit',
          sepa_debit: {
            reference: randomBytes(8).toString('hex').toUpperCase(),
            url: `${origin}/payments/mandates/${mandateId}`,
          },
        },
        status: 'active',
        type: 'multi_use',
        livemode: false,
      });
      intent.mandate = mandateId;
    }
  };

  const succeed = (intent: SetupIntent) => {
    intent.status = 'succeeded';
    intent.next_action = null;
    intent.last_setup_error = null;
    deps.emit('setup_intent.succeeded', intent);
    const session = sessionOfIntent.get(intent.id);
    if (session && session.status === 'open') {
      session.status = 'complete';
      deps.emit('checkout.session.completed', session);
    }
  };

  const fail = (intent: SetupIntent, code: string, message: string, declineCode?: string) => {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_setup_error = {
      code,
      message,
      type: 'card_error',
      ...(declineCode ? { decline_code: declineCode } : {}),
    };
    deps.emit('setup_intent.setup_failed', intent);
  };

  // A confirmation with a test payment method, as the rules say it goes.
  const confirm = (
    intent: SetupIntent,
    test: TestMethod,
    acceptance: Mandate['customer_acceptance'],
    returnUrl: string | null,
    origin: string,
  ) => {
    const rule = TEST_PAYMENT_METHODS[test];
    intent.return_url = returnUrl;
    if (rule.outcome === 'card_declined') {
      intent.payment_method = null;
      fail(intent, 'card_declined', 'Your card was declined.', 'generic_decline');
      return;
    }
    save(intent, test, acceptance, origin);
    if (rule.outcome === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${origin}/payments/setup-authenticate/${intent.id}`, return_url: returnUrl },
      };
      deps.emit('setup_intent.requires_action', intent);
      return;
    }
    succeed(intent);
  };

  const newIntent = (fields: {
    customer: string | null;
    metadata: Record<string, string>;
    types: string[];
    usage: SetupIntent['usage'];
  }): SetupIntent => {
    const intentId = id('seti');
    const intent: SetupIntent = {
      id: intentId,
      object: 'setup_intent',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      created: deps.now(),
      customer: fields.customer,
      metadata: fields.metadata,
      payment_method_types: fields.types,
      usage: fields.usage,
      payment_method: null,
      mandate: null,
      status: 'requires_payment_method',
      next_action: null,
      last_setup_error: null,
      return_url: null,
    };
    intents.set(intent.id, intent);
    return intent;
  };

  // The mandate's acceptance as the API takes it (mandate_data[customer_acceptance][…]); null when
  // none was given.
  const acceptanceOf = (body: Record<string, unknown>): Mandate['customer_acceptance'] | null => {
    const data = (body.mandate_data ?? {}) as Record<string, unknown>;
    const given = (data.customer_acceptance ?? {}) as Record<string, unknown>;
    const online = (given.online ?? {}) as Record<string, unknown>;
    if (given.type !== 'online') return null;
    return {
      type: 'online',
      accepted_at: deps.now(),
      online: {
        ip_address: typeof online.ip_address === 'string' ? online.ip_address : '',
        user_agent: typeof online.user_agent === 'string' ? online.user_agent : '',
      },
    };
  };

  const confirmFromApi = (
    intent: SetupIntent,
    body: Record<string, unknown>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const method = typeof body.payment_method === 'string' ? body.payment_method : null;
    if (!isTestMethod(method)) {
      return apiError(reply, 400, 'resource_missing', `No such PaymentMethod: '${method}'`, 'payment_method');
    }
    const acceptance = acceptanceOf(body);
    if (TEST_PAYMENT_METHODS[method].type === 'sepa_debit' && !acceptance) {
      return apiError(
        reply,
        400,
        'parameter_missing',
        'mandate_data[customer_acceptance] is required to set up a sepa_debit payment method',
        'mandate_data',
      );
    }
    const fallback: Mandate['customer_acceptance'] = {
      type: 'online',
      accepted_at: deps.now(),
      online: { ip_address: '', user_agent: '' },
    };
    confirm(
      intent,
      method,
      acceptance ?? fallback,
      typeof body.return_url === 'string' ? body.return_url : null,
      deps.originOf(request),
    );
    return intent;
  };

  app.post('/v1/setup_intents', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.customer === 'string' && !deps.customers.has(body.customer)) {
      return apiError(reply, 400, 'resource_missing', `No such customer: '${body.customer}'`, 'customer');
    }
    const intent = newIntent({
      customer: typeof body.customer === 'string' ? body.customer : null,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      types: typesOf(body.payment_method_types, ['card']),
      usage: body.usage === 'on_session' ? 'on_session' : 'off_session',
    });
    if (body.confirm === 'true') return confirmFromApi(intent, body, request, reply);
    return intent;
  });

  app.get<{ Params: { id: string } }>('/v1/setup_intents/:id', async (request, reply) => {
    const intent = intents.get(request.params.id);
    if (!intent) return apiError(reply, 404, 'resource_missing', `No such setupintent: '${request.params.id}'`);
    return intent;
  });

  app.post<{ Params: { id: string } }>('/v1/setup_intents/:id/confirm', async (request, reply) => {
    const intent = intents.get(request.params.id);
    if (!intent) return apiError(reply, 404, 'resource_missing', `No such setupintent: '${request.params.id}'`);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      return apiError(
        reply,
        400,
        'setup_intent_unexpected_state',
        `This SetupIntent's status is ${intent.status}; it cannot be confirmed.`,
      );
    }
    return confirmFromApi(intent, (request.body ?? {}) as Record<string, unknown>, request, reply);
  });

  app.get<{ Params: { id: string } }>('/v1/payment_methods/:id', async (request, reply) => {
    const method = methods.get(request.params.id);
    if (!method) return apiError(reply, 404, 'resource_missing', `No such PaymentMethod: '${request.params.id}'`);
    return method;
  });

  app.get<{ Params: { id: string } }>('/v1/mandates/:id', async (request, reply) => {
    const mandate = mandates.get(request.params.id);
    if (!mandate) return apiError(reply, 404, 'resource_missing', `No such mandate: '${request.params.id}'`);
    return mandate;
  });

  // The bank's challenge of a card being saved: complete it, or fail it.
  app.get<{ Params: { id: string } }>('/payments/setup-authenticate/:id', async (request, reply) => {
    const intent = intents.get(request.params.id);
    if (intent?.status !== 'requires_action') return reply.code(404).type('text/html').send('<p>No challenge.</p>');
    return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>3-D Secure test page</title></head>
<body><main><h1>3-D Secure test page</h1><p>Confirm that this card may be saved for later payments.</p>
<form method="post" action="/payments/setup-authenticate/${intent.id}">
<button name="outcome" value="complete" data-testid="three-ds-complete">Complete authentication</button>
<button name="outcome" value="fail" data-testid="three-ds-fail">Fail authentication</button>
</form></main></body></html>`);
  });

  app.post<{ Params: { id: string } }>('/payments/setup-authenticate/:id', async (request, reply) => {
    const intent = intents.get(request.params.id);
    if (intent?.status !== 'requires_action') return reply.code(404).send({ error: 'NO_CHALLENGE' });
    if (((request.body ?? {}) as Record<string, unknown>).outcome === 'complete') succeed(intent);
    else {
      // The card made for it is not the customer's after all.
      if (intent.payment_method) methods.delete(intent.payment_method);
      intent.payment_method = null;
      fail(intent, 'setup_intent_authentication_failure', 'The authentication was not completed.');
    }
    const session = sessionOfIntent.get(intent.id);
    if (session && (intent.status as SetupStatus) !== 'succeeded') {
      return reply.redirect(`/payments/setup/${session.id}`, 303);
    }
    if (!intent.return_url) return { id: intent.id, status: intent.status };
    const back = new URL(intent.return_url);
    back.searchParams.set('setup_intent', intent.id);
    return reply.redirect(back.toString(), 303);
  });

  app.get<{ Params: { id: string } }>('/payments/setup/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.code(404).type('text/html').send('<p>No such setup.</p>');
    if (session.status === 'complete') return reply.redirect(successOf(session), 303);
    const intent = session.setup_intent ? intents.get(session.setup_intent) : undefined;
    const refusal = intent?.last_setup_error ? 'This payment method could not be saved. Try another one.' : null;
    return reply.type('text/html').send(page(session, refusal));
  });

  // The payer's choice: the session's setup intent confirmed with it, the mandate accepted on this
  // page for a debit.
  app.post<{ Params: { id: string } }>('/payments/setup/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.code(404).type('text/html').send('<p>No such setup.</p>');
    if (session.status === 'complete') return reply.redirect(successOf(session), 303);
    const method = ((request.body ?? {}) as Record<string, unknown>).payment_method;
    const choice = CHOICES.find(
      ([candidate]) =>
        candidate === method && session.payment_method_types.includes(TEST_PAYMENT_METHODS[candidate].type),
    );
    if (!choice) return reply.code(400).type('text/html').send(page(session, 'Choose one of the payment methods.'));
    let intent = session.setup_intent ? intents.get(session.setup_intent) : undefined;
    if (!intent) {
      intent = newIntent({
        customer: session.customer,
        metadata: setupMetadata.get(session.id) ?? {},
        types: session.payment_method_types,
        usage: 'off_session',
      });
      session.setup_intent = intent.id;
      sessionOfIntent.set(intent.id, session);
    }
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      return reply.redirect(successOf(session), 303);
    }
    const acceptance: Mandate['customer_acceptance'] = {
      type: 'online',
      accepted_at: deps.now(),
      online: { ip_address: request.ip, user_agent: String(request.headers['user-agent'] ?? '') },
    };
    confirm(intent, choice[0], acceptance, successOf(session), deps.originOf(request));
    const after = intent.status as SetupStatus;
    if (after === 'requires_payment_method') {
      return reply.type('text/html').send(page(session, 'This payment method could not be saved. Try another one.'));
    }
    if (after === 'requires_action' && intent.next_action) {
      return reply.redirect(intent.next_action.redirect_to_url.url, 303);
    }
    return reply.redirect(successOf(session), 303);
  });

  return {
    // The test payment method that decides a payment with this one: itself, or the one a saved
    // payment method was made from.
    testMethodOf(method: string): TestMethod | null {
      if (isTestMethod(method)) return method;
      return origins.get(method) ?? null;
    },
    savedMethod: (methodId: string) => methods.get(methodId),
    mandate: (mandateId: string) => mandates.get(mandateId),
    sessionOf: (sessionId: string): SetupSession | undefined => sessions.get(sessionId),
    // POST /v1/checkout/sessions with mode=setup.
    createSession(request: FastifyRequest, reply: FastifyReply) {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body.customer !== 'string' || !deps.customers.has(body.customer)) {
        return apiError(reply, 400, 'resource_missing', `No such customer: '${body.customer}'`, 'customer');
      }
      if (!isHttpUrl(body.success_url)) return apiError(reply, 400, 'url_invalid', 'Not a valid URL', 'success_url');
      if (!isHttpUrl(body.cancel_url)) return apiError(reply, 400, 'url_invalid', 'Not a valid URL', 'cancel_url');
      if (body.currency !== undefined && (typeof body.currency !== 'string' || !/^[a-z]{3}$/.test(body.currency))) {
        return apiError(reply, 400, 'parameter_invalid_string', 'currency must be a three-letter code', 'currency');
      }
      const sessionId = id('cs_test');
      const session: SetupSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'setup',
        customer: body.customer,
        currency: typeof body.currency === 'string' ? body.currency : null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
        url: `${deps.originOf(request)}/payments/setup/${sessionId}`,
        created: deps.now(),
        payment_method_types: typesOf(body.payment_method_types, ['card']),
        amount_total: null,
        payment_intent: null,
        status: 'open',
        payment_status: 'no_payment_required',
        setup_intent: null,
      };
      const intentData = (body.setup_intent_data ?? {}) as Record<string, unknown>;
      sessions.set(session.id, session);
      setupMetadata.set(session.id, (intentData.metadata ?? {}) as Record<string, string>);
      return session;
    },
  };
}

export type SetupService = ReturnType<typeof setupRoutes>;
