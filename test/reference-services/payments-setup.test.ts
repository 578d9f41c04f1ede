// Saving payment details at the payments reference provider, driven by the official `stripe` SDK
// over real HTTP: a setup page (Checkout Session in mode=setup) saves the method the payer picks —
// a card with its brand, last four digits and expiry, a SEPA debit with its mandate — and says so in
// signed events; a setup intent made through the API does the same, a debit only with the mandate's
// acceptance; a declined card is not saved. Off-session payments charge the saved method: a card
// succeeds, a 3-D Secure card fails with authentication_required, a debit processes and settles; a
// method or a mandate that is not the customer's is refused.
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import t from 'tap';
import { buildReferenceServices } from '../../reference-services/app.ts';
import { paymentsService } from '../../reference-services/payments/service.ts';
import type { Closable } from '../helpers/upstream.ts';
import { webhookReceiver } from '../helpers/webhook-receiver.ts';

const SECRET_KEY = 'sk_test_payments_setup';
const WEBHOOK_SECRET = 'whsec_payments_setup';

async function provider(t: Closable, webhookUrl: string | null = null) {
  const app = await buildReferenceServices({
    logLevel: 'silent',
    services: [
      {
        prefix: 'payments',
        atRoot: true,
        plugin: paymentsService({
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          webhookUrl,
          settleDelayMs: null,
          maxAttempts: 3,
          retryBaseDelayMs: 10,
        }),
      },
    ],
  });
  t.teardown(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  return { stripe, origin: `http://127.0.0.1:${port}` };
}

const choose = (url: string, paymentMethod: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `payment_method=${paymentMethod}`,
    redirect: 'manual',
  });

const SUCCESS = 'http://nl.localhost/service-pro/payment-details?session_id={CHECKOUT_SESSION_ID}';
const CANCEL = 'http://nl.localhost/service-pro/payment-details?setup=cancelled';

t.test('a setup page saves a SEPA debit with its mandate, and says so in events the SDK accepts', async (t) => {
  const hook = await webhookReceiver(t, [], '/webhooks/payments');
  const { stripe } = await provider(t, hook.url);
  const customer = await stripe.customers.create({ email: 'pro@example.com' });
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customer.id,
    success_url: SUCCESS,
    cancel_url: CANCEL,
    payment_method_types: ['card', 'sepa_debit'],
    metadata: { setupId: 's1' },
    setup_intent_data: { metadata: { setupId: 's1' } },
  } as Stripe.Checkout.SessionCreateParams);
  t.equal(session.mode, 'setup');
  t.equal(session.status, 'open');
  t.equal(session.setup_intent, null, 'no setup intent before the payer chooses');
  const url = String(session.url);
  const page = await (await fetch(url)).text();
  t.match(page, 'SEPA Direct Debit', 'the page offers a debit');
  t.match(page, 'Nothing is charged now');

  const back = await choose(url, 'pm_sepa_debit');
  t.equal(back.status, 303);
  t.equal(
    back.headers.get('location'),
    `http://nl.localhost/service-pro/payment-details?session_id=${session.id}`,
    'back to the success address with the session named',
  );
  const done = await stripe.checkout.sessions.retrieve(session.id);
  t.equal(done.status, 'complete');
  const setupIntent = await stripe.setupIntents.retrieve(String(done.setup_intent));
  t.equal(setupIntent.status, 'succeeded');
  t.equal(setupIntent.metadata?.setupId, 's1', 'the intent carries the caller’s metadata');
  t.match(String(setupIntent.mandate), /^mandate_/);
  const method = await stripe.paymentMethods.retrieve(String(setupIntent.payment_method));
  t.equal(method.type, 'sepa_debit');
  t.equal(method.customer, customer.id, 'saved for the customer');
  t.equal(method.sepa_debit?.last4, '3000');
  t.not(method.id, 'pm_sepa_debit', 'a payment method of the customer’s own');
  const mandate = await stripe.mandates.retrieve(String(setupIntent.mandate));
  t.equal(mandate.payment_method, method.id);
  t.equal(mandate.status, 'active');
  t.equal(mandate.customer_acceptance.type, 'online', 'accepted on the page');
  t.match(mandate.payment_method_details.sepa_debit?.reference, /^[0-9A-F]{16}$/);

  await hook.until(2);
  const events = hook.received.map((delivery) =>
    stripe.webhooks.constructEvent(delivery.raw, String(delivery.headers['stripe-signature']), WEBHOOK_SECRET),
  );
  t.same(
    events.map((event) => event.type),
    ['setup_intent.succeeded', 'checkout.session.completed'],
  );
  t.equal((events[1]?.data.object as Stripe.Checkout.Session | undefined)?.setup_intent, setupIntent.id);
  t.equal((await choose(url, 'pm_card_visa')).headers.get('location'), back.headers.get('location'), 'done once');
});

t.test('a declined card is not saved: the page says so and another may be chosen', async (t) => {
  const { stripe } = await provider(t);
  const customer = await stripe.customers.create({ email: 'pro@example.com' });
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customer.id,
    success_url: SUCCESS,
    cancel_url: CANCEL,
    payment_method_types: ['card'],
  } as Stripe.Checkout.SessionCreateParams);
  const refused = await choose(String(session.url), 'pm_card_chargeDeclined');
  t.equal(refused.status, 200);
  t.match(await refused.text(), 'could not be saved');
  t.notMatch(await (await fetch(String(session.url))).text(), 'SEPA', 'a card-only page offers no debit');
  t.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'open');
  t.equal((await choose(String(session.url), 'pm_card_mastercard')).status, 303);
  const done = await stripe.checkout.sessions.retrieve(session.id);
  const setupIntent = await stripe.setupIntents.retrieve(String(done.setup_intent));
  const card = await stripe.paymentMethods.retrieve(String(setupIntent.payment_method));
  t.match(card.card, { brand: 'mastercard', last4: '4444', exp_month: 12 });
  t.ok(Number(card.card?.exp_year) > new Date().getUTCFullYear(), 'expires in the future');
});

t.test('a 3-D Secure card is saved after its challenge; a failed challenge saves nothing', async (t) => {
  const { stripe } = await provider(t);
  const customer = await stripe.customers.create({ email: 'pro@example.com' });
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customer.id,
    success_url: SUCCESS,
    cancel_url: CANCEL,
  });
  const challenge = String(
    (await choose(String(session.url), 'pm_card_threeDSecure2Required')).headers.get('location'),
  );
  t.match(challenge, '/payments/setup-authenticate/seti_');
  const failed = await fetch(challenge, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=fail',
    redirect: 'manual',
  });
  t.equal(failed.headers.get('location'), `/payments/setup/${session.id}`, 'back to the page');
  t.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'open');
  const again = String((await choose(String(session.url), 'pm_card_threeDSecure2Required')).headers.get('location'));
  const completed = await fetch(again, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=complete',
    redirect: 'manual',
  });
  t.match(completed.headers.get('location'), `session_id=${session.id}`);
  t.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'complete');
});

t.test('setup intents through the API: a debit needs its mandate’s acceptance', async (t) => {
  const { stripe } = await provider(t);
  const customer = await stripe.customers.create({ email: 'pro@example.com' });
  await t.rejects(
    stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['sepa_debit'],
      payment_method: 'pm_sepa_debit',
      confirm: true,
    } as Stripe.SetupIntentCreateParams),
    /mandate_data/,
  );
  const saved = await stripe.setupIntents.create({
    customer: customer.id,
    payment_method_types: ['sepa_debit'],
    payment_method: 'pm_sepa_debit',
    confirm: true,
    usage: 'off_session',
    mandate_data: { customer_acceptance: { type: 'online', online: { ip_address: '127.0.0.1', user_agent: 'test' } } },
  } as Stripe.SetupIntentCreateParams);
  t.equal(saved.status, 'succeeded');
  t.match(String(saved.mandate), /^mandate_/);
  const declined = await stripe.setupIntents.create({
    customer: customer.id,
    payment_method: 'pm_card_chargeDeclined',
    confirm: true,
  });
  t.equal(declined.status, 'requires_payment_method');
  t.equal(declined.last_setup_error?.code, 'card_declined');
  t.equal(declined.payment_method, null);
  await t.rejects(stripe.setupIntents.retrieve('seti_nothing'), /No such setupintent/);
});

async function savedMethod(stripe: Stripe, customer: string, test: string) {
  const types = test.startsWith('pm_sepa') ? ['sepa_debit'] : ['card'];
  const intent = await stripe.setupIntents.create({
    customer,
    payment_method_types: types,
    payment_method: test,
    confirm: true,
    mandate_data: { customer_acceptance: { type: 'online', online: { ip_address: '127.0.0.1', user_agent: 'test' } } },
  } as Stripe.SetupIntentCreateParams);
  return { method: String(intent.payment_method), mandate: intent.mandate ? String(intent.mandate) : undefined };
}

t.test('off-session payments charge the saved method, as the method it was saved from says', async (t) => {
  const { stripe, origin } = await provider(t);
  const customer = await stripe.customers.create({ email: 'pro@example.com' });
  const offSession = (payment_method: string, mandate?: string, forCustomer = customer.id) =>
    stripe.paymentIntents.create({
      amount: 7289,
      currency: 'eur',
      customer: forCustomer,
      payment_method,
      off_session: true,
      confirm: true,
      ...(mandate ? { mandate } : {}),
      metadata: { paymentId: 'p1' },
    });

  const visa = await savedMethod(stripe, customer.id, 'pm_card_visa');
  const paid = await offSession(visa.method);
  t.equal(paid.status, 'succeeded');
  t.equal(paid.payment_method, visa.method);

  const threeDs = await savedMethod(stripe, customer.id, 'pm_card_threeDSecure2Required');
  const refused = await offSession(threeDs.method).catch((error: unknown) => error);
  t.ok(refused instanceof Stripe.errors.StripeCardError, 'a card error, as the real API answers (402)');
  const cardError = refused as Stripe.errors.StripeCardError;
  t.equal(cardError.code, 'authentication_required');
  t.equal(cardError.payment_intent?.status, 'requires_payment_method');
  t.equal(cardError.payment_intent?.last_payment_error?.code, 'authentication_required');

  const poor = await savedMethod(stripe, customer.id, 'pm_card_chargeDeclinedInsufficientFunds');
  const declined = (await offSession(poor.method).catch((error: unknown) => error)) as Stripe.errors.StripeCardError;
  t.equal(declined.decline_code, 'insufficient_funds', 'saved fine, then declined when charged');

  const sepa = await savedMethod(stripe, customer.id, 'pm_sepa_debit');
  const debit = await offSession(sepa.method, sepa.mandate);
  t.equal(debit.status, 'processing');
  await fetch(`${origin}/payments/intents/${debit.id}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal((await stripe.paymentIntents.retrieve(debit.id)).status, 'succeeded');
  const failing = await savedMethod(stripe, customer.id, 'pm_sepa_debit_fails');
  const refusedDebit = await offSession(failing.method);
  t.equal(refusedDebit.status, 'processing', 'a debit is refused by the bank only later');

  await t.rejects(offSession(sepa.method, visa.mandate ?? 'mandate_nothing'), /No such mandate/);
  await t.rejects(offSession(failing.method, sepa.mandate), /No such mandate/, 'another method’s mandate');
  await t.rejects(offSession('pm_card_visa'), /No such PaymentMethod/, 'off-session needs a saved method');
  const other = await stripe.customers.create({ email: 'other@example.com' });
  await t.rejects(offSession(visa.method, undefined, other.id), /No such PaymentMethod/, 'another customer’s method');
});
