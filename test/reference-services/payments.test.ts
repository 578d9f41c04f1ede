// The payments reference provider, driven by the official `stripe` SDK over real HTTP: a card
// payment succeeds at once, a declined card says why, a 3-D Secure card waits for its challenge page
// and succeeds or fails there, a SEPA debit processes and settles later; every change is an event
// the SDK's own webhook check accepts, delivered again after a failure and on request; an
// Idempotency-Key answers again what it answered first; a wrong key is refused.
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import t from 'tap';
import { buildReferenceServices } from '../../reference-services/app.ts';
import { type PaymentsServiceOptions, parseForm, paymentsService } from '../../reference-services/payments/service.ts';
import type { Closable } from '../helpers/upstream.ts';
import { webhookReceiver } from '../helpers/webhook-receiver.ts';

const SECRET_KEY = 'sk_test_payments_test';
const WEBHOOK_SECRET = 'whsec_payments_test';

const receiver = (t: Closable, answers: number[] = []) => webhookReceiver(t, answers, '/webhooks/payments');

async function provider(t: Closable, options: Partial<PaymentsServiceOptions> = {}) {
  const app = await buildReferenceServices({
    logLevel: 'silent',
    services: [
      {
        prefix: 'payments',
        atRoot: true,
        plugin: paymentsService({
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          webhookUrl: null,
          settleDelayMs: null,
          maxAttempts: 3,
          retryBaseDelayMs: 10,
          ...options,
        }),
      },
    ],
  });
  t.teardown(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  return { app, stripe, origin: `http://127.0.0.1:${port}` };
}

// What the SDK's webhook check makes of a delivery: the event, or it throws.
const verified = (stripe: Stripe, delivery: { headers: IncomingMessage['headers']; raw: string }) =>
  stripe.webhooks.constructEvent(delivery.raw, String(delivery.headers['stripe-signature']), WEBHOOK_SECRET);

t.test('form bodies with bracketed keys become objects and lists', async (t) => {
  t.same(parseForm('amount=1200&metadata[userId]=u1&payment_method_types[0]=card&payment_method_types[1]=sepa_debit'), {
    amount: '1200',
    metadata: { userId: 'u1' },
    payment_method_types: ['card', 'sepa_debit'],
  });
});

t.test('a card payment succeeds at once; a declined card says why; each an event the SDK accepts', async (t) => {
  const hook = await receiver(t);
  const { stripe } = await provider(t, { webhookUrl: hook.url });
  const customer = await stripe.customers.create({ email: 'pro@example.com', metadata: { userId: 'u1' } });
  const paid = await stripe.paymentIntents.create({
    amount: 5929,
    currency: 'eur',
    customer: customer.id,
    payment_method: 'pm_card_visa',
    confirm: true,
    metadata: { paymentId: 'p1' },
  });
  t.equal(paid.status, 'succeeded');
  t.equal(paid.metadata.paymentId, 'p1');
  const declined = await stripe.paymentIntents.create({
    amount: 5929,
    currency: 'eur',
    customer: customer.id,
    payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
    confirm: true,
  });
  t.equal(declined.status, 'requires_payment_method');
  t.equal(declined.last_payment_error?.decline_code, 'insufficient_funds');
  await hook.until(2);
  const [first, second] = hook.received.map((delivery) => verified(stripe, delivery));
  t.equal(first?.type, 'payment_intent.succeeded');
  t.equal((first?.data.object as Stripe.PaymentIntent | undefined)?.id, paid.id);
  t.equal(second?.type, 'payment_intent.payment_failed');
  t.throws(
    () => stripe.webhooks.constructEvent(hook.received[0]?.raw ?? '', 't=1,v1=00', WEBHOOK_SECRET),
    'a wrong signature is refused by the SDK',
  );
  await t.rejects(
    stripe.paymentIntents.create({ amount: 100, currency: 'eur', payment_method: 'pm_card_nonsense', confirm: true }),
    /No such PaymentMethod/,
  );
});

t.test('3-D Secure: the payment waits for its challenge page, then succeeds or fails there', async (t) => {
  const { stripe, origin } = await provider(t);
  const start = () =>
    stripe.paymentIntents.create({
      amount: 5400,
      currency: 'gbp',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
      return_url: 'http://uk.localhost/service-pro/payments',
    });
  const challenged = await start();
  t.equal(challenged.status, 'requires_action');
  const url = challenged.next_action?.redirect_to_url?.url ?? '';
  t.match(await (await fetch(url)).text(), 'Complete authentication');
  const back = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=complete',
    redirect: 'manual',
  });
  t.equal(back.status, 303);
  t.equal(back.headers.get('location'), `http://uk.localhost/service-pro/payments?payment_intent=${challenged.id}`);
  t.equal((await stripe.paymentIntents.retrieve(challenged.id)).status, 'succeeded');

  const failed = await start();
  await fetch(`${origin}/payments/authenticate/${failed.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=fail',
    redirect: 'manual',
  });
  const after = await stripe.paymentIntents.retrieve(failed.id);
  t.equal(after.status, 'requires_payment_method');
  t.equal(after.last_payment_error?.code, 'payment_intent_authentication_failure');
});

t.test('a SEPA debit processes, and settles later', async (t) => {
  const { stripe, origin } = await provider(t);
  // The SEPA payment method type, as the API takes it (the SDK's types for this version name it otherwise).
  const debit = await stripe.paymentIntents.create({
    amount: 2964,
    currency: 'eur',
    payment_method: 'pm_sepa_debit',
    payment_method_types: ['sepa_debit'],
    confirm: true,
  } as Stripe.PaymentIntentCreateParams);
  t.equal(debit.status, 'processing');
  await fetch(`${origin}/payments/intents/${debit.id}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal((await stripe.paymentIntents.retrieve(debit.id)).status, 'succeeded');
});

t.test('an event not taken is delivered again, and again on request', async (t) => {
  const hook = await receiver(t, [500]);
  const { stripe, origin } = await provider(t, { webhookUrl: hook.url });
  await stripe.paymentIntents.create({ amount: 100, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
  await hook.until(2);
  t.equal(hook.received[0]?.raw, hook.received[1]?.raw, 'the same event, tried again');
  const [event] = (await (await fetch(`${origin}/payments/events`)).json()) as { id: string; delivered: boolean }[];
  t.equal(event?.delivered, true);
  await fetch(`${origin}/payments/events/${event?.id}/deliver`, { method: 'POST' });
  await hook.until(3);
  t.equal(verified(stripe, hook.received[2] ?? { headers: {}, raw: '' }).id, event?.id, 'a repeated delivery');
});

t.test('an Idempotency-Key answers again what it answered first; a wrong key is refused', async (t) => {
  const { stripe, origin } = await provider(t);
  const create = () =>
    stripe.paymentIntents.create(
      { amount: 700, currency: 'eur', payment_method: 'pm_card_visa', confirm: true },
      { idempotencyKey: 'payment-42' },
    );
  const [once, again] = [await create(), await create()];
  t.equal(again.id, once.id, 'one payment, not two');
  const intruder = new Stripe('sk_test_wrong', {
    host: new URL(origin).hostname,
    port: Number(new URL(origin).port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  await t.rejects(intruder.customers.create({ email: 'x@example.com' }), /Invalid API key/);
});

t.test(
  'hosted checkout: the payer chooses on the provider’s page, is refused and tries again, and is sent back',
  async (t) => {
    const hook = await receiver(t);
    const { stripe } = await provider(t, { webhookUrl: hook.url });
    const customer = await stripe.customers.create({ email: 'pro@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      success_url: 'http://nl.localhost/service-pro/pay-invoices?paid={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://nl.localhost/service-pro/pay-invoices',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 7289, product_data: { name: 'NL-2026-000001' } } },
      ],
      payment_intent_data: { metadata: { paymentId: 'p-checkout' } },
    });
    t.equal(session.status, 'open');
    const pageUrl = String(session.url);
    const shown = await fetch(pageUrl);
    const html = await shown.text();
    t.match(html, '72.89 EUR');
    t.match(html, 'NL-2026-000001');
    const choose = (method: string) =>
      fetch(pageUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `payment_method=${method}`,
        redirect: 'manual',
      });
    const refused = await choose('pm_card_chargeDeclinedInsufficientFunds');
    t.equal(refused.status, 200, 'refused: the payer stays on the page, which says why');
    t.match(await refused.text(), 'insufficient funds');
    const paid = await choose('pm_card_visa');
    t.equal(paid.status, 303);
    t.equal(paid.headers.get('location'), `http://nl.localhost/service-pro/pay-invoices?paid=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    t.match(done, { status: 'complete', payment_status: 'paid' });
    await hook.until(2);
    const events = hook.received.map((delivery) => verified(stripe, delivery));
    t.same(
      events.map((event) => [event.type, (event.data.object as Stripe.PaymentIntent).metadata.paymentId]),
      [
        ['payment_intent.payment_failed', 'p-checkout'],
        ['payment_intent.succeeded', 'p-checkout'],
      ],
      'one payment intent, tried twice, carrying the caller’s payment',
    );
    t.equal((await choose('pm_card_visa')).status, 303, 'a completed checkout only sends the payer back');
  },
);

t.test('hosted checkout: a card asking for 3-D Secure goes to its challenge and back to the caller', async (t) => {
  const { stripe, origin } = await provider(t);
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://uk.localhost/back',
    cancel_url: 'http://uk.localhost/cancel',
    line_items: [
      { quantity: 1, price_data: { currency: 'gbp', unit_amount: 1440, product_data: { name: 'Invoice' } } },
    ],
  });
  const chosen = await fetch(String(session.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'payment_method=pm_card_threeDSecure2Required',
    redirect: 'manual',
  });
  t.equal(chosen.status, 303);
  const challenge = String(chosen.headers.get('location'));
  t.match(challenge, `${origin}/payments/authenticate/`);
  const back = await fetch(challenge, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=complete',
    redirect: 'manual',
  });
  t.match(back.headers.get('location'), /^http:\/\/uk\.localhost\/back\?payment_intent=pi_/);
  await t.rejects(
    stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'javascript:alert(1)',
      cancel_url: 'http://uk.localhost/cancel',
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 1, product_data: { name: 'x' } } }],
    }),
    /Not a valid URL/,
  );
});
