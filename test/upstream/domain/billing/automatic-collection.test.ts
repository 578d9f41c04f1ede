// Automatic collection (decision 068), over real HTTP to the reference provider and back through its
// signed events: a payment method is saved on the provider's setup page — by its event or when the
// payer comes back, whichever is first, once — and replaces the one before; an invoice is then
// scheduled, collected on its due date and charged once however often or concurrently the run
// runs, or when a run stopped after the provider charged; a failed collection is told and retried,
// a 3-D Secure card fails off-session, a debit waits for the bank; only the holder or a MANAGER sees
// or changes it.
import t from 'tap';
import { signEvent } from '../../../../reference-services/payments/service.ts';
import { createStripePaymentProvider, type PaymentProvider } from '../../../../upstream/adapters/payments/payments.ts';
import { runBilling } from '../../../../upstream/domain/billing/billing-run.ts';
import { startBillingWorld } from '../../../helpers/billing.ts';
import { colleagueSession, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startPaymentsProvider } from '../../../helpers/reference-services.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const NAME = 'automatic_collection';
const { upstream, origin, db, providerOrigin, newPro, entry, invoices } = await startBillingWorld(t, NAME);
// The upstream's own adapter, as the scheduler's run uses it (the keys startBillingWorld gave it).
const provider = createStripePaymentProvider({
  url: providerOrigin,
  secretKey: `sk_test_${NAME}`,
  webhookSecret: `whsec_${NAME}`,
});
const run = (at: string, payments: PaymentProvider = provider) => runBilling(db, new Date(at), payments);

const DETAILS = `{ myPaymentDetails { choice method { type cardBrand last4 expMonth mandateReference }
  collections { collectsAt failedAttempts invoice { number status } } } }`;
const START = `mutation($input: StartPaymentMethodSetupInput!) { startPaymentMethodSetup(input: $input) { __typename
  ... on PaymentMethodSetupStarted { setupUrl } ... on InvalidFields { fieldErrors { field code } } } }`;
const COMPLETE = `mutation($input: CompletePaymentMethodSetupInput!) { completePaymentMethodSetup(input: $input) {
  __typename ... on PaymentMethodSaved { details { method { type last4 } } }
  ... on PaymentMethodSetupNotCompleted { state } ... on NotFound { id } } }`;
const RETURN_URL = 'http://nl.localhost/service-pro/payment-details?sourcePage=proPayInvoices';

type Pro = Awaited<ReturnType<typeof newPro>>;
interface Details {
  choice: string | null;
  method: {
    type: string;
    cardBrand: string | null;
    last4: string;
    expMonth: number | null;
    mandateReference: string | null;
  } | null;
  collections: { collectsAt: string | null; failedAttempts: number; invoice: { number: string; status: string } }[];
}

const ask = async <T>(query: string, variables: Record<string, unknown>, token: string) =>
  (await data(call(origin, query, variables, { token }))) as T;
const details = async (pro: Pro) => (await ask<{ myPaymentDetails: Details }>(DETAILS, {}, pro.token)).myPaymentDetails;
const start = async (pro: Pro) =>
  (await ask<{ startPaymentMethodSetup: { setupUrl: string } }>(START, { input: { returnUrl: RETURN_URL } }, pro.token))
    .startPaymentMethodSetup.setupUrl;
const complete = async (token: string, sessionId: string) =>
  (await ask<{ completePaymentMethodSetup: Record<string, unknown> }>(COMPLETE, { input: { sessionId } }, token))
    .completePaymentMethodSetup;
const post = (url: string, body: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
// The payer on the provider's page: picks the test method (and completes a bank's challenge); the
// session they come back with.
async function choose(setupUrl: string, method: string): Promise<string> {
  let location = String((await post(setupUrl, `payment_method=${method}`)).headers.get('location'));
  if (location.includes('/payments/setup-authenticate/')) {
    location = String((await post(location, 'outcome=complete')).headers.get('location'));
  }
  return new URL(location).searchParams.get('session_id') ?? '';
}
const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await check()); tries += 1) await new Promise((r) => setTimeout(r, 25));
};
// Saved through the page and the payer's return.
async function save(pro: Pro, method: string) {
  const sessionId = await choose(await start(pro), method);
  const saved = await complete(pro.token, sessionId);
  if (saved.__typename !== 'PaymentMethodSaved') throw new Error(`not saved: ${JSON.stringify(saved)}`);
  return sessionId;
}
const events = async () =>
  (await (await fetch(`${providerOrigin}/payments/events`)).json()) as {
    id: string;
    type: string;
    delivered: boolean;
    objectId: string;
    paymentIntent: string | null;
  }[];
const count = async (sql: string, userId: string) => (await db.query<{ count: number }>(sql, [userId]))[0]?.count ?? -1;
const savedRows = (userId: string) =>
  count('SELECT count(*)::int AS count FROM saved_payment_methods WHERE user_id = $1', userId);
const paymentRows = (userId: string) => count('SELECT count(*)::int AS count FROM payments WHERE user_id = $1', userId);
const paidEntries = (userId: string) =>
  count(`SELECT count(*)::int AS count FROM balance_entries WHERE user_id = $1 AND kind = 'PAYMENT'`, userId);
const lastPaymentOf = async (database: typeof db, userId: string) =>
  (
    await database.query<{ status: string; failure_code: string | null; provider_intent_id: string | null }>(
      'SELECT status, failure_code, provider_intent_id FROM payments WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [userId],
    )
  )[0];
const lastPayment = (userId: string) => lastPaymentOf(db, userId);
// An invoice of one lead fee, issued on the first of the month after `month` and due 14 days later.
async function invoiced(pro: Pro, month: string) {
  await entry(pro.id, 'LEAD_FEE', -1815, -315, `${month}-10T10:00:00Z`);
  const next = new Date(`${month}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  await run(next.toISOString());
  const [invoice] = await invoices(pro.token);
  if (!invoice) throw new Error('no invoice');
  const due = new Date(invoice.dueAt).getTime();
  const at = (days: number, hours = 1) => new Date(due + days * 86_400_000 + hours * 3_600_000).toISOString();
  return { invoice, at };
}

t.test(
  'saved by the provider’s event: the card shows, it is the choice, and the event again changes nothing',
  async (t) => {
    const pro = await newPro();
    const setupUrl = await start(pro);
    t.match(setupUrl, `${providerOrigin}/payments/setup/cs_test_`);
    const sessionId = await choose(setupUrl, 'pm_card_visa');
    await until(async () => (await details(pro)).method !== null);
    t.same((await details(pro)).method, {
      type: 'CARD',
      cardBrand: 'visa',
      last4: '4242',
      expMonth: 12,
      mandateReference: null,
    });
    t.equal((await details(pro)).choice, 'CARD', 'saving a card is choosing CARD');
    const [step] = await db.query<{ completed_at: Date | null }>(
      `SELECT completed_at FROM pro_onboarding_steps WHERE pro_id = $1 AND step = 'PAYMENT_DETAILS_REQUESTED'`,
      [pro.id],
    );
    t.ok(step === undefined || step.completed_at !== null, 'the onboarding step is done');

    // Every event again, and the payer's return after them: still one method.
    await until(async () => (await events()).filter((event) => event.delivered).length >= 2);
    for (const event of await events())
      await fetch(`${providerOrigin}/payments/events/${event.id}/deliver`, { method: 'POST' });
    t.match(await complete(pro.token, sessionId), {
      __typename: 'PaymentMethodSaved',
      details: { method: { last4: '4242' } },
    });
    t.equal(await savedRows(pro.id), 1, 'saved once');
  },
);

t.test('saved when the payer comes back; a newer page wins whatever the order; the old one is kept', async (t) => {
  const pro = await newPro();
  const first = await save(pro, 'pm_card_mastercard');
  t.match(await complete(pro.token, first), { __typename: 'PaymentMethodSaved' }, 'coming back twice');
  // Two pages open: the newer is finished first, the older after it.
  const older = await start(pro);
  const newer = await start(pro);
  const newerSession = await choose(newer, 'pm_sepa_debit');
  await complete(pro.token, newerSession);
  const olderSession = await choose(older, 'pm_card_visa');
  await complete(pro.token, olderSession);
  await until(async () => (await events()).every((event) => event.delivered));
  const { method, choice } = await details(pro);
  t.match(method, { type: 'DIRECT_DEBIT', cardBrand: null, last4: '3000', expMonth: null });
  t.match(method?.mandateReference, /^[0-9A-F]{16}$/, 'the mandate’s reference');
  t.equal(choice, 'DIRECT_DEBIT');
  const rows = await db.query<{ last4: string; current: boolean }>(
    `SELECT last4, replaced_at IS NULL AS current FROM saved_payment_methods WHERE user_id = $1 ORDER BY saved_at`,
    [pro.id],
  );
  t.same(
    rows.map((row) => [row.last4, row.current]),
    [
      ['4444', false],
      ['3000', true],
      ['4242', false],
    ],
    'one current; the ones replaced kept',
  );

  // Nothing saved: the payer left, or the card was refused.
  const abandoned = await start(pro);
  const abandonedSession = new URL(abandoned).pathname.split('/').pop() ?? '';
  t.same(await complete(pro.token, abandonedSession), {
    __typename: 'PaymentMethodSetupNotCompleted',
    state: 'PENDING',
  });
  await post(abandoned, 'payment_method=pm_card_chargeDeclined');
  t.same(await complete(pro.token, abandonedSession), {
    __typename: 'PaymentMethodSetupNotCompleted',
    state: 'FAILED',
  });
  t.equal((await details(pro)).method?.last4, '3000', 'the current one stays');

  // An event about a setup the upstream did not start is taken and ignored.
  const body = JSON.stringify({
    id: 'evt_forged_setup',
    object: 'event',
    type: 'setup_intent.succeeded',
    data: { object: { id: 'seti_unknown', object: 'setup_intent', metadata: { setupId: 'nothing' } } },
  });
  const answer = await fetch(`${origin}/webhooks/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signEvent(`whsec_${NAME}`, Math.floor(Date.now() / 1000), body),
    },
    body,
  });
  t.same(await answer.json(), { received: true, outcome: 'unknown-setup' });
});

t.test('a return address that is not http(s) is refused, as for a checkout', async (t) => {
  const pro = await newPro();
  const refused = await ask<{ startPaymentMethodSetup: unknown }>(
    START,
    { input: { returnUrl: 'javascript:alert(1)' } },
    pro.token,
  );
  t.same(refused.startPaymentMethodSetup, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'returnUrl', code: 'INVALID' }],
  });
  t.match(await complete(pro.token, 'not a session'), { __typename: 'InvalidFields' });
});

t.test(
  'an invoice with a saved card is scheduled, then collected on its due date once, however the run runs',
  async (t) => {
    const pro = await newPro();
    await save(pro, 'pm_card_visa');
    const { invoice, at } = await invoiced(pro, '2031-01');
    t.equal(invoice.status, 'PAYMENT_SCHEDULED');
    t.same((await details(pro)).collections, [
      {
        collectsAt: invoice.dueAt,
        failedAttempts: 0,
        invoice: { number: invoice.number, status: 'PAYMENT_SCHEDULED' },
      },
    ]);
    await run(at(-1));
    t.equal((await invoices(pro.token))[0]?.status, 'PAYMENT_SCHEDULED', 'not before its due date');
    // Two runs at once, then a third.
    await Promise.all([run(at(0)), run(at(0))]);
    await run(at(0, 2));
    t.equal((await invoices(pro.token))[0]?.status, 'PAID');
    t.equal(await paymentRows(pro.id), 1, 'one payment');
    t.equal(await paidEntries(pro.id), 1, 'counted once');
    await until(async () => (await events()).every((event) => event.delivered));
    t.equal(await paidEntries(pro.id), 1, 'still once after its event');
    t.same((await details(pro)).collections, [], 'nothing left to collect');
    t.equal((await upstream.messagesTo(pro.email, 'invoice-overdue')).length, 0, 'no reminder');
  },
);

t.test(
  'a failed collection is told and retried on days 3 and 7; a new card is tried at once; dunning goes on',
  async (t) => {
    const pro = await newPro();
    await save(pro, 'pm_card_chargeDeclinedInsufficientFunds');
    const { invoice, at } = await invoiced(pro, '2031-03');
    await run(at(0));
    t.equal((await invoices(pro.token))[0]?.status, 'PAYMENT_FAILED');
    t.match(await lastPayment(pro.id), { status: 'PAYMENT_FAILED', failure_code: 'insufficient_funds' });
    const [told] = await upstream.messagesTo(pro.email, 'payment-failed');
    t.match(told?.payload, {
      number: invoice.number,
      amountMinor: 1815,
      failureCode: 'insufficient_funds',
      attempt: 1,
      nextAttemptAt: new Date(new Date(invoice.dueAt).getTime() + 3 * 86_400_000).toISOString(),
    });
    t.equal((await upstream.messagesTo(pro.email, 'invoice-overdue')).length, 1, 'dunning still reminds');
    t.match((await details(pro)).collections, [{ failedAttempts: 1 }]);

    await run(at(1));
    t.equal(await paymentRows(pro.id), 1, 'no attempt before day 3');
    await run(at(3));
    t.equal(await paymentRows(pro.id), 2, 'the second attempt on day 3');
    await until(async () => (await events()).every((event) => event.delivered));
    t.equal((await upstream.messagesTo(pro.email, 'payment-failed')).length, 2, 'each failure told once');

    await save(pro, 'pm_card_visa');
    await run(at(4));
    t.equal((await invoices(pro.token))[0]?.status, 'PAID', 'the new card, at the next run');
    t.equal(await paymentRows(pro.id), 3);
    t.equal(await paidEntries(pro.id), 1);
    await run(at(7));
    t.equal(await paymentRows(pro.id), 3, 'nothing after it is paid');
  },
);

t.test(
  'after the last retry the invoice is the professional’s to pay; a 3-D Secure card fails off-session',
  async (t) => {
    const pro = await newPro();
    await save(pro, 'pm_card_threeDSecure2Required');
    t.equal((await details(pro)).method?.last4, '3220', 'saved after its challenge');
    const { at } = await invoiced(pro, '2031-05');
    for (const day of [0, 3, 7, 8]) await run(at(day));
    t.match(await lastPayment(pro.id), { status: 'PAYMENT_FAILED', failure_code: 'authentication_required' });
    t.equal(await paymentRows(pro.id), 3, 'three attempts, no more');
    t.equal((await invoices(pro.token))[0]?.status, 'PAYMENT_FAILED');
    t.same((await details(pro)).collections, [], 'nothing scheduled any more');
    const messages = await upstream.messagesTo(pro.email, 'payment-failed');
    t.equal(messages[0]?.payload.nextAttemptAt, null, 'the last failure says no retry follows');
  },
);

t.test('a direct debit waits for the bank, without reminders; settled, it is paid once', async (t) => {
  const pro = await newPro();
  await save(pro, 'pm_sepa_debit');
  const { at } = await invoiced(pro, '2031-07');
  await run(at(0));
  t.equal((await invoices(pro.token))[0]?.status, 'PAYMENT_IN_PROGRESS');
  t.match((await details(pro)).collections, [{ collectsAt: null, failedAttempts: 0 }]);
  await run(at(2));
  t.equal(await paymentRows(pro.id), 1, 'no second debit while one settles');
  t.equal((await upstream.messagesTo(pro.email, 'invoice-overdue')).length, 0, 'no reminder while it settles');
  const intent = (await lastPayment(pro.id))?.provider_intent_id;
  await fetch(`${providerOrigin}/payments/intents/${intent}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  await until(async () => (await invoices(pro.token))[0]?.status === 'PAID');
  t.equal((await invoices(pro.token))[0]?.status, 'PAID', 'its event settled it');
  t.equal(await paidEntries(pro.id), 1);
});

t.test('a run that stopped after the provider charged is finished by a later one, with no second charge', async (t) => {
  // A world of its own whose provider holds its events back: only the later run can record the payment.
  let held = true;
  const name = 'collection_crash';
  const heldUpstream: { origin: string | null } = { origin: null };
  const own = await startPaymentsProvider(t, {
    secretKey: `sk_test_${name}`,
    webhookSecret: `whsec_${name}`,
    webhookUrl: () => (held || !heldUpstream.origin ? null : `${heldUpstream.origin}/webhooks/payments`),
  });
  const other = await startUpstream(t, {
    env: { PAYMENTS_URL: own.origin, PAYMENTS_SECRET_KEY: `sk_test_${name}`, PAYMENTS_WEBHOOK_SECRET: `whsec_${name}` },
  });
  heldUpstream.origin = other.origin;
  const ownProvider = createStripePaymentProvider({
    url: own.origin,
    secretKey: `sk_test_${name}`,
    webhookSecret: `whsec_${name}`,
  });
  const trade = await createTrade(other.db, 'nl', 1500);
  const pro = await createPro(other.db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const token = await other.sessionFor({ userId: pro.id, secondLayer: false });
  const setupUrl = (
    (await data(call(other.origin, START, { input: { returnUrl: RETURN_URL } }, { token }))) as {
      startPaymentMethodSetup: { setupUrl: string };
    }
  ).startPaymentMethodSetup.setupUrl;
  const sessionId = await choose(setupUrl, 'pm_card_visa');
  await data(call(other.origin, COMPLETE, { input: { sessionId } }, { token }));
  await other.db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
     VALUES ($1, 'LEAD_FEE', -1815, -315, 'EUR', 'Lead fee', 'crash:1', '2032-01-10T10:00:00Z')`,
    [pro.id],
  );
  await runBilling(other.db, new Date('2032-02-01T00:00:00Z'), ownProvider);
  const charged: string[] = [];
  // The provider takes the payment, and the process stops before the answer is recorded.
  const stopping: PaymentProvider = {
    ...ownProvider,
    async payOffSession(request) {
      const answer = await ownProvider.payOffSession(request);
      if (typeof answer === 'object' && 'intentId' in answer) charged.push(answer.intentId);
      throw new Error('the process stopped');
    },
  };
  await t.rejects(runBilling(other.db, new Date('2032-02-15T01:00:00Z'), stopping), /the process stopped/);
  t.equal(charged.length, 1);
  await runBilling(other.db, new Date('2032-02-15T02:00:00Z'), ownProvider);
  t.equal((await lastPaymentOf(other.db, pro.id))?.status, 'PAYMENT_IN_PROGRESS', 'not before the lease runs out');
  await other.db.query(`UPDATE invoice_collections SET lease_until = now() - interval '1 minute'`);
  await runBilling(other.db, new Date('2032-02-15T03:00:00Z'), ownProvider);
  const payment = await lastPaymentOf(other.db, pro.id);
  t.equal(payment?.status, 'PAID');
  t.equal(payment?.provider_intent_id, charged[0], 'the same payment at the provider, asked again');
  // The held events arrive now, each twice.
  held = false;
  const pending = (await (await fetch(`${own.origin}/payments/events`)).json()) as { id: string }[];
  for (const event of [...pending, ...pending])
    await fetch(`${own.origin}/payments/events/${event.id}/deliver`, { method: 'POST' });
  const [counted] = await other.db.query<{ payments: number; entries: number }>(
    `SELECT (SELECT count(*)::int FROM payments WHERE user_id = $1) AS payments,
            (SELECT count(*)::int FROM balance_entries WHERE user_id = $1 AND kind = 'PAYMENT') AS entries`,
    [pro.id],
  );
  t.same(counted, { payments: 1, entries: 1 }, 'charged and counted once');
});

t.test('choosing to pay by invoice stops automatic collection', async (t) => {
  const pro = await newPro();
  await save(pro, 'pm_card_visa');
  await data(
    call(origin, 'mutation { choosePaymentMethod(method: INVOICE) { __typename } }', {}, { token: pro.token }),
  );
  const { at } = await invoiced(pro, '2031-11');
  t.equal((await invoices(pro.token))[0]?.status, 'PAYMENT_PENDING');
  t.same((await details(pro)).collections, []);
  await run(at(0));
  t.equal(await paymentRows(pro.id), 0, 'nothing collected');
});

t.test('the holder or a MANAGER; a MEMBER may not, and another professional finds nothing', async (t) => {
  const pro = await newPro();
  const actingAs = (role: 'MANAGER' | 'MEMBER') => colleagueSession(upstream, pro.id, role);
  const manager = await actingAs('MANAGER');
  const setupUrl = (
    await ask<{ startPaymentMethodSetup: { setupUrl: string } }>(START, { input: { returnUrl: RETURN_URL } }, manager)
  ).startPaymentMethodSetup.setupUrl;
  const sessionId = await choose(setupUrl, 'pm_card_visa');
  const other = await newPro();
  t.same(await complete(other.token, sessionId), { __typename: 'NotFound', id: sessionId }, 'not another’s');
  t.equal((await details(other)).method, null);
  t.equal((await complete(manager, sessionId)).__typename, 'PaymentMethodSaved', 'a MANAGER saves it');
  t.equal((await details(pro)).method?.last4, '4242', 'the company’s method');

  const member = await actingAs('MEMBER');
  t.equal(errorCode(await call(origin, DETAILS, {}, { token: member })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, START, { input: { returnUrl: RETURN_URL } }, { token: member })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, COMPLETE, { input: { sessionId } }, { token: member })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, DETAILS, {})), 'UNAUTHENTICATED');
});
