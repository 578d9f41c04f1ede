// Paying the balance at the payment provider (decision 065), over real HTTP to the reference
// provider and back through its signed events: a card pays at once; a 3-D Secure card pays once
// its challenge is completed; one payment runs at a time; a declined card says why and takes
// nothing; an event delivered again, late, or after a failure that came later counts once and never
// undoes a payment; a payment whose answer the upstream never recorded (it stopped in between)
// still counts when its event comes; a bad signature is refused; a provider that does not answer
// takes nothing.
import t from 'tap';
import { signEvent } from '../../../../reference-services/payments/service.ts';
import { createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstreamWithPayments } from '../../../helpers/reference-services.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const { upstream, provider, webhookSecret: WEBHOOK_SECRET } = await startUpstreamWithPayments(t, 'upstream_payments');
const providerOrigin = provider.origin;
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

const PAY = `mutation($input: PayBalanceInput!) { payBalance(input: $input) { __typename
  ... on PaymentStarted { redirectUrl payment { id status failureCode amount { amountMinor currency } } }
  ... on PaymentInProgress { payment { id status } }
  ... on NothingToPay { currency } ... on PaymentProviderUnavailable { retryAfterSeconds }
  ... on InvalidFields { fieldErrors { field code } } } }`;
const STATE = `{ myBalance { amount { amountMinor } } myPayments { id status } }`;
const RETURN_URL = 'http://nl.localhost/service-pro/payments';

const trade = await createTrade(db, 'nl', 1500);
async function owingPro(owed = 5000) {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  await db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
     VALUES ($1, 'LEAD_FEE', $2, 'EUR', 'Lead fees', 'lead-fees')`,
    [pro.id, -owed],
  );
  return { ...pro, token: await tokenFor(pro.id) };
}
const pay = async (token: string, paymentMethod: string) =>
  (
    (await data(call(origin, PAY, { input: { paymentMethod, returnUrl: RETURN_URL } }, { token }))) as {
      payBalance: Record<string, unknown> & {
        payment?: { id: string; status: string; failureCode: string | null; amount: unknown };
      };
    }
  ).payBalance;
const state = async (token: string) =>
  (await data(call(origin, STATE, {}, { token }))) as {
    myBalance: { amount: { amountMinor: number } };
    myPayments: { id: string; status: string }[];
  };
const payments = async (userId: string) =>
  db.query<{ kind: string; amount: string }>(
    `SELECT kind, amount_minor::text AS amount FROM balance_entries WHERE user_id = $1 AND kind = 'PAYMENT'`,
    [userId],
  );
const events = async () =>
  (await (await fetch(`${providerOrigin}/payments/events`)).json()) as {
    id: string;
    type: string;
    delivered: boolean;
    paymentIntent: string;
  }[];
const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await check()); tries += 1) await new Promise((r) => setTimeout(r, 25));
};

t.test('a card pays the balance at once; its event, delivered again, counts once', async (t) => {
  const pro = await owingPro();
  const paid = await pay(pro.token, 'pm_card_visa');
  t.match(paid, { __typename: 'PaymentStarted', redirectUrl: null, payment: { status: 'PAID' } });
  t.same(paid.payment && (paid as { payment: { amount: unknown } }).payment.amount, {
    amountMinor: 5000,
    currency: 'EUR',
  });
  t.equal((await state(pro.token)).myBalance.amount.amountMinor, 0, 'nothing owed');
  await until(async () =>
    (await events()).some((event) => event.delivered && event.type === 'payment_intent.succeeded'),
  );
  const event = (await events()).find((candidate) => candidate.type === 'payment_intent.succeeded');
  await fetch(`${providerOrigin}/payments/events/${event?.id}/deliver`, { method: 'POST' });
  t.same(await payments(pro.id), [{ kind: 'PAYMENT', amount: '5000' }], 'one payment in the ledger');
  t.same(await pay(pro.token, 'pm_card_visa'), { __typename: 'NothingToPay', currency: 'EUR' });
});

t.test('a 3-D Secure card pays once its challenge is completed, through the event', async (t) => {
  const pro = await owingPro(3000);
  const started = await pay(pro.token, 'pm_card_threeDSecure2Required');
  t.match(started, { __typename: 'PaymentStarted', payment: { status: 'PAYMENT_IN_PROGRESS' } });
  const redirectUrl = String(started.redirectUrl);
  t.match(redirectUrl, `${providerOrigin}/payments/authenticate/`);
  t.equal((await state(pro.token)).myBalance.amount.amountMinor, -3000, 'not paid before the challenge');
  await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=complete',
    redirect: 'manual',
  });
  await until(async () => (await state(pro.token)).myPayments[0]?.status === 'PAID');
  t.equal((await state(pro.token)).myBalance.amount.amountMinor, 0, 'paid');
});

t.test('one payment at a time: paying again while one is in progress answers that one', async (t) => {
  const pro = await owingPro(4000);
  const answers = await Promise.all([
    pay(pro.token, 'pm_card_threeDSecure2Required'),
    pay(pro.token, 'pm_card_threeDSecure2Required'),
  ]);
  t.same(answers.map((answer) => answer.__typename).sort(), ['PaymentInProgress', 'PaymentStarted']);
  t.equal(answers[0]?.payment?.id, answers[1]?.payment?.id, 'the same payment');
  const [count] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM payments WHERE user_id = $1', [
    pro.id,
  ]);
  t.equal(count?.count, 1, 'one payment asked of the provider');
  // An abandoned challenge frees the way after half an hour.
  await db.query("UPDATE payments SET created_at = now() - interval '31 minutes' WHERE user_id = $1", [pro.id]);
  t.equal((await pay(pro.token, 'pm_card_visa')).__typename, 'PaymentStarted');
});

t.test('a declined card says why and takes nothing', async (t) => {
  const pro = await owingPro();
  const declined = await pay(pro.token, 'pm_card_chargeDeclinedInsufficientFunds');
  t.match(declined, { payment: { status: 'PAYMENT_FAILED', failureCode: 'insufficient_funds' } });
  t.equal((await state(pro.token)).myBalance.amount.amountMinor, -5000);
  t.same(await payments(pro.id), []);
});

// A delivery as the provider signs it, of an event the test writes.
async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET, signedAt = Date.now()) {
  const body = JSON.stringify(event);
  return fetch(`${upstream.origin}/webhooks/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signEvent(secret, Math.floor(signedAt / 1000), body),
    },
    body,
  });
}
const intentEvent = (id: string, type: string, intent: Record<string, unknown>) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object: { object: 'payment_intent', metadata: {}, last_payment_error: null, ...intent } },
});

t.test('a failure that comes after the success never undoes the payment', async (t) => {
  const pro = await owingPro();
  const paid = await pay(pro.token, 'pm_card_visa');
  const [row] = await db.query<{ provider_intent_id: string }>(
    'SELECT provider_intent_id FROM payments WHERE id = $1',
    [paid.payment?.id ?? null],
  );
  const late = await deliver(
    intentEvent('evt_late_failure', 'payment_intent.payment_failed', {
      id: row?.provider_intent_id,
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    }),
  );
  t.equal(late.status, 200);
  t.equal((await state(pro.token)).myPayments[0]?.status, 'PAID');
  t.same(await payments(pro.id), [{ kind: 'PAYMENT', amount: '5000' }]);
});

t.test('a payment the upstream never recorded the answer of still counts when its event comes', async (t) => {
  const pro = await owingPro(2000);
  // As if the upstream stopped after writing the payment, before the provider's answer came back.
  const [payment] = await db.query<{ id: string }>(
    `INSERT INTO payments (user_id, amount_minor, currency, payment_method, status)
     VALUES ($1, 2000, 'EUR', 'pm_card_visa', 'PAYMENT_IN_PROGRESS') RETURNING id`,
    [pro.id],
  );
  const answer = await deliver(
    intentEvent('evt_after_a_stop', 'payment_intent.succeeded', {
      id: 'pi_never_recorded',
      metadata: { paymentId: payment?.id },
    }),
  );
  t.same(await answer.json(), { received: true, outcome: 'applied' });
  t.equal((await state(pro.token)).myBalance.amount.amountMinor, 0, 'nothing lost');
  const again = await deliver(
    intentEvent('evt_after_a_stop', 'payment_intent.succeeded', {
      id: 'pi_never_recorded',
      metadata: { paymentId: payment?.id },
    }),
  );
  t.same(await again.json(), { received: true, outcome: 'duplicate' }, 'the same event twice is taken once');
  t.same(await payments(pro.id), [{ kind: 'PAYMENT', amount: '2000' }], 'nothing doubled');
});

t.test('a bad or missing signature is refused; an event of no payment of ours is taken and ignored', async (t) => {
  const forged = await deliver(intentEvent('evt_forged', 'payment_intent.succeeded', { id: 'pi_x' }), 'whsec_wrong');
  t.equal(forged.status, 401);
  const unsigned = await fetch(`${upstream.origin}/webhooks/payments`, { method: 'POST', body: '{}' });
  t.equal(unsigned.status, 401);
  const replayed = await deliver(
    intentEvent('evt_replayed', 'payment_intent.succeeded', { id: 'pi_x' }),
    WEBHOOK_SECRET,
    Date.now() - 10 * 60_000,
  );
  t.equal(replayed.status, 401, 'a delivery signed ten minutes ago is refused');
  const stranger = await deliver(intentEvent('evt_stranger', 'payment_intent.succeeded', { id: 'pi_elsewhere' }));
  t.same(await stranger.json(), { received: true, outcome: 'unknown-payment' });
});

t.test('fields are checked; a provider that does not answer takes nothing', async (t) => {
  const pro = await owingPro();
  const refused = (await data(
    call(origin, PAY, { input: { paymentMethod: 'card 4242', returnUrl: 'ftp://example.org' } }, { token: pro.token }),
  )) as { payBalance: unknown };
  t.same(refused.payBalance, {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'paymentMethod', code: 'INVALID' },
      { field: 'returnUrl', code: 'INVALID' },
    ],
  });
  const offline = await startUpstream(t, {
    env: {
      PAYMENTS_URL: 'http://127.0.0.1:9',
      PAYMENTS_SECRET_KEY: 'sk_test_upstream_payments',
      PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  const elsewhere = await createPro(offline.db, {
    serviceIds: [],
    professionId: (await createTrade(offline.db)).professionId,
  });
  await offline.db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
     VALUES ($1, 'LEAD_FEE', -100, 'EUR', 'Lead fees', 'lead-fees')`,
    [elsewhere.id],
  );
  const token = await offline.sessionFor({ userId: elsewhere.id, secondLayer: false });
  const answer = (await data(
    call(offline.origin, PAY, { input: { paymentMethod: 'pm_card_visa', returnUrl: RETURN_URL } }, { token }),
  )) as { payBalance: unknown };
  t.same(answer.payBalance, { __typename: 'PaymentProviderUnavailable', retryAfterSeconds: 30 });
  const owner = await createConsumer(db);
  t.equal(
    errorCode(
      await call(
        origin,
        PAY,
        { input: { paymentMethod: 'pm_card_visa', returnUrl: RETURN_URL } },
        { token: await tokenFor(owner.id) },
      ),
    ),
    'FORBIDDEN',
  );
});
