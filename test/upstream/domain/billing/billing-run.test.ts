// The billing run (decision 066), run at chosen instants: a month's charges become one invoice per
// professional, numbered per brand and year without gaps (a failed transaction gives its number
// back), whose totals are the sums of its lines; run again, it changes nothing. Package periods are
// renewed period by period, charged when they begin; a cancelled one ends, and a scheduled one takes
// over from the one it follows. An invoice unpaid past its due date is reminded, then suspends the
// professional from new jobs, then goes to the collection agency (and the package is not renewed);
// paying lifts the suspension. Payments settle the oldest invoices first. Staff may suspend by hand.
import t from 'tap';
import { runBilling } from '../../../../upstream/domain/billing/billing-run.ts';
import { issueInvoice, settleInvoices } from '../../../../upstream/domain/billing/invoices.ts';
import { startBillingWorld } from '../../../helpers/billing.ts';
import { createConsumer, createJob, createPlace } from '../../../helpers/marketplace.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const { upstream, origin, db, nlTrade, tokenFor, newPro, entry, invoices, suspension } = await startBillingWorld(
  t,
  'billing_run',
);

t.test(
  'a month’s charges become one invoice per professional, numbered without gaps, totalled from its lines',
  async (t) => {
    const first = await newPro();
    const second = await newPro();
    const british = await newPro('uk');
    await entry(first.id, 'LEAD_FEE', -1815, -315, '2026-09-20T10:00:00Z');
    await entry(first.id, 'ALLOWANCE', 0, 0, '2026-09-21T10:00:00Z');
    await entry(first.id, 'SUBSCRIPTION', -5929, -1029, '2026-09-22T10:00:00Z');
    await entry(first.id, 'COUPON', 2965, 515, '2026-09-22T10:00:00Z');
    // Not charges: a payment and a credit code's amount are on the balance, not on an invoice.
    await entry(first.id, 'PAYMENT', 1000, 0, '2026-09-25T10:00:00Z');
    await entry(first.id, 'CREDIT', 500, 0, '2026-09-26T10:00:00Z');
    // This month's: the next invoice's.
    await entry(first.id, 'LEAD_FEE', -1815, -315, '2026-10-02T10:00:00Z');
    await entry(second.id, 'LEAD_FEE', -3630, -630, '2026-09-30T23:59:59Z');
    await entry(british.id, 'LEAD_FEE', -1440, -240, '2026-09-10T10:00:00Z', 'GBP');

    // A transaction that fails after taking a number gives it back.
    await t.rejects(
      db.transaction(async (tx) => {
        await issueInvoice(tx, second.id, new Date('2026-10-01T02:00:00Z'));
        throw new Error('the process stopped');
      }),
    );

    const report = await runBilling(db, new Date('2026-10-01T02:00:00Z'));
    t.equal(report.invoiced, 3);
    const [mine] = await invoices(first.token);
    t.match(mine, {
      status: 'PAYMENT_PENDING',
      total: { amountMinor: 1815 + 5929 - 2965, currency: 'EUR' },
      vat: { amountMinor: 315 + 1029 - 515 },
      net: { amountMinor: 1815 + 5929 - 2965 - (315 + 1029 - 515) },
      periodStart: '2026-09-01T00:00:00.000Z',
      dueAt: '2026-10-15T02:00:00.000Z',
    });
    const numbers = [mine?.number, (await invoices(second.token))[0]?.number].sort();
    t.same(numbers, ['NL-2026-000001', 'NL-2026-000002'], 'the Dutch series, with no number lost');
    t.equal((await invoices(british.token))[0]?.number, 'UK-2026-000001', 'each brand its own series');

    // Every invoice's totals are the sums of its lines, recomputed from the ledger.
    const sums = await db.query<{ number: string; total: string; vat: string; lines: string; line_vat: string }>(
      `SELECT i.number, i.amount_minor::text AS total, i.vat_minor::text AS vat,
            (-sum(e.amount_minor))::text AS lines, (-sum(e.vat_minor))::text AS line_vat
       FROM invoices i JOIN balance_entries e ON e.invoice_id = i.id GROUP BY i.id`,
    );
    t.equal(sums.length, 3);
    for (const row of sums) {
      t.equal(row.total, row.lines, `${row.number}: the total is the sum of its lines`);
      t.equal(row.vat, row.line_vat, `${row.number}: its VAT is the sum of its lines' VAT`);
    }
    const [left] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM balance_entries WHERE user_id = $1 AND invoice_id IS NULL',
      [first.id],
    );
    t.equal(left?.count, 3, 'the payment, the credit and October’s lead fee are on no invoice');

    t.same(await runBilling(db, new Date('2026-10-01T03:00:00Z')), {
      started: 0,
      renewed: 0,
      ended: 0,
      invoiced: 0,
      reminded: 0,
      suspended: 0,
      toCollection: 0,
    });
    t.equal((await invoices(first.token)).length, 1, 'run again, nothing new');
    const issued = await upstream.messagesTo(first.email, 'invoice-issued');
    t.equal(issued.length, 1, 'the professional is sent the invoice once');
  },
);

t.test('package periods are renewed one by one, each charged when it begins; a cancelled one ends', async (t) => {
  const pro = await newPro();
  const [pack] = await db.query<{ id: string }>(
    `SELECT id FROM subscription_packages WHERE brand = 'nl' AND code = 'PLUS' AND billing_period = 'MONTHLY'
       AND archived_at IS NULL`,
  );
  const [running] = await db.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, status, starts_at, ends_at, package_id)
     VALUES ($1, 'ACTIVE', '2026-08-05T09:00:00Z', '2026-09-05T09:00:00Z', $2) RETURNING id`,
    [pro.id, String(pack?.id)],
  );
  const subscriptionId = String(running?.id);
  const report = await runBilling(db, new Date('2026-10-06T00:00:00Z'));
  t.equal(report.renewed, 2, 'September’s and October’s periods');
  const charges = await db.query<{ reference: string; amount: string; at: Date }>(
    `SELECT reference, amount_minor::text AS amount, created_at AS at FROM balance_entries
      WHERE user_id = $1 AND kind = 'SUBSCRIPTION' ORDER BY created_at`,
    [pro.id],
  );
  t.same(
    charges.map((charge) => [charge.reference, charge.amount, charge.at.toISOString()]),
    [
      [`subscription:${running?.id}:1`, '-5929', '2026-09-05T09:00:00.000Z'],
      [`subscription:${running?.id}:2`, '-5929', '2026-10-05T09:00:00.000Z'],
    ],
    '49.00 with 21 % VAT a month',
  );
  const [renewed] = await db.query<{ ends_at: Date }>('SELECT ends_at FROM subscriptions WHERE id = $1', [
    subscriptionId,
  ]);
  t.equal(renewed?.ends_at.toISOString(), '2026-11-05T09:00:00.000Z');
  t.equal((await invoices(pro.token))[0]?.total.amountMinor, 5929, 'September’s period on September’s invoice');
  t.equal((await runBilling(db, new Date('2026-10-06T01:00:00Z'))).renewed, 0, 'once');

  await db.query(`UPDATE subscriptions SET status = 'CANCELLED' WHERE id = $1`, [subscriptionId]);
  const ended = await runBilling(db, new Date('2026-11-05T10:00:00Z'));
  t.equal(ended.ended, 1);
  const [after] = await db.query<{ status: string }>('SELECT status FROM subscriptions WHERE id = $1', [
    subscriptionId,
  ]);
  t.equal(after?.status, 'ENDED', 'a cancelled package ends when its period does, with no new charge');
});

t.test(
  'an unpaid invoice is reminded, then suspends the professional, then goes to collection; paying lifts it',
  async (t) => {
    const pro = await newPro();
    await entry(pro.id, 'LEAD_FEE', -1815, -315, '2026-07-10T10:00:00Z');
    await runBilling(db, new Date('2026-08-01T01:00:00Z'));
    const [invoice] = await invoices(pro.token);
    t.equal(invoice?.dueAt, '2026-08-15T01:00:00.000Z');

    t.equal(
      (await runBilling(db, new Date('2026-08-15T12:00:00Z'))).reminded,
      1,
      'a reminder on the day after it is due',
    );
    t.equal((await upstream.messagesTo(pro.email, 'invoice-overdue')).length, 1);
    t.equal(await suspension(pro.token), null, 'not suspended yet');

    t.equal((await runBilling(db, new Date('2026-08-30T02:00:00Z'))).suspended, 1, 'suspended after 14 days');
    t.match(await suspension(pro.token), {
      reason: 'UNPAID_INVOICES',
      code: null,
      overdue: { amountMinor: 1815, currency: 'EUR' },
    });
    // A suspended professional sends no proposal, and is charged nothing.
    const owner = await createConsumer(db);
    const job = await createJob(db, { consumerId: owner.id, trade: nlTrade, place: await createPlace(db) });
    const proposed = (await data(
      call(
        origin,
        `mutation($input: CreateProposalInput!) { createProposal(input: $input) { __typename
        ... on ProSuspended { reason overdue { amountMinor } } } }`,
        {
          input: {
            serviceRequestId: job,
            additionalInfo: 'I can fix this next week, with parts of good quality included.',
            requestHomeVisit: false,
            price: { type: 'ESTIMATED_PRICE', amountMinor: 20_000 },
            expectedLeadFeeMinor: 1500,
          },
        },
        { token: pro.token },
      ),
    )) as { createProposal: Record<string, unknown> };
    t.same(proposed.createProposal, {
      __typename: 'ProSuspended',
      reason: 'UNPAID_INVOICES',
      overdue: { amountMinor: 1815 },
    });

    t.equal((await runBilling(db, new Date('2026-10-15T02:00:00Z'))).toCollection, 1, 'with the agency after 60 days');
    t.equal((await invoices(pro.token))[0]?.status, 'COLLECTION_AGENCY');
    t.equal((await upstream.messagesTo(pro.email, 'invoice-collection-agency')).length, 1);
    t.equal((await runBilling(db, new Date('2026-10-16T02:00:00Z'))).toCollection, 0, 'once');

    // The agency collects: the payment settles the invoice and lifts the suspension.
    await entry(pro.id, 'PAYMENT', 1815, 0, '2026-10-20T10:00:00Z');
    await db.transaction((tx) => settleInvoices(tx, pro.id));
    t.equal((await invoices(pro.token))[0]?.status, 'PAID');
    t.equal(await suspension(pro.token), null, 'the suspension is lifted');
    t.equal((await upstream.messagesTo(pro.email, 'billing-suspension-lifted')).length, 1);
  },
);

t.test('payments settle the oldest invoices first; the balance shows what is still owed', async (t) => {
  const pro = await newPro();
  await entry(pro.id, 'LEAD_FEE', -1000, -174, '2026-05-10T10:00:00Z');
  await runBilling(db, new Date('2026-06-01T00:30:00Z'));
  await entry(pro.id, 'LEAD_FEE', -2000, -347, '2026-06-10T10:00:00Z');
  await runBilling(db, new Date('2026-07-01T00:30:00Z'));
  await entry(pro.id, 'PAYMENT', 1500, 0, '2026-07-02T10:00:00Z');
  await db.transaction((tx) => settleInvoices(tx, pro.id));
  const [june, may] = await invoices(pro.token);
  t.equal(may?.status, 'PAID', 'May’s invoice is paid by the first 10.00');
  t.not(june?.status, 'PAID', 'June’s is not: 5.00 of 20.00 came');
  await entry(pro.id, 'PAYMENT', 1500, 0, '2026-07-03T10:00:00Z');
  await db.transaction((tx) => settleInvoices(tx, pro.id));
  t.equal((await invoices(pro.token))[0]?.status, 'PAID');
  t.same((await invoices(pro.token, ['PAYMENT_PENDING'])).length, 0, 'filtered by status, none is still to be paid');
});

t.test(
  'staff suspend a professional by hand (ERROR_MANUALLY_SUSPENDED), on the record; paying does not lift it',
  async (t) => {
    const pro = await newPro();
    const adminToken = await tokenFor(await upstream.userId('admin@example.com'));
    const SET = `mutation($input: SetProSuspensionInput!) { setProSuspension(input: $input) { __typename
    ... on ProSuspensionChanged { suspension { reason code } } ... on InvalidFields { fieldErrors { field code } } } }`;
    const set = async (token: string, suspended: boolean, note: string) =>
      call(origin, SET, { input: { userId: pro.id, suspended, note } }, { token });

    t.equal(errorCode(await set(pro.token, true, 'myself')), 'FORBIDDEN', 'staff only');
    t.same((await data(set(adminToken, true, ' '))) as unknown, {
      setProSuspension: { __typename: 'InvalidFields', fieldErrors: [{ field: 'note', code: 'REQUIRED' }] },
    });
    t.same((await data(set(adminToken, true, 'Reviews bought from a review farm'))) as unknown, {
      setProSuspension: {
        __typename: 'ProSuspensionChanged',
        suspension: { reason: 'MANUAL', code: 'ERROR_MANUALLY_SUSPENDED' },
      },
    });
    await entry(pro.id, 'PAYMENT', 5000, 0, '2026-11-01T10:00:00Z');
    await db.transaction((tx) => settleInvoices(tx, pro.id));
    t.match(await suspension(pro.token), { reason: 'MANUAL', code: 'ERROR_MANUALLY_SUSPENDED' });
    const [audit] = await db.query<{ operations: string[]; reason: string }>(
      'SELECT operations, reason FROM audit_log WHERE subject_id = $1 ORDER BY at DESC LIMIT 1',
      [pro.id],
    );
    t.same(audit, { operations: ['suspendPro'], reason: 'Reviews bought from a review farm' });
    t.same((await data(set(adminToken, false, 'Cleared after review'))) as unknown, {
      setProSuspension: { __typename: 'ProSuspensionChanged', suspension: null },
    });
    t.equal(await suspension(pro.token), null);
  },
);

t.test(
  'a package scheduled to follow the running one takes over on its date; a cancelled one runs to its period’s end',
  async (t) => {
    const pro = await newPro();
    const packs = await db.query<{ id: string; billing_period: string }>(
      `SELECT id, billing_period FROM subscription_packages WHERE brand = 'nl' AND code = 'PLUS' AND archived_at IS NULL`,
    );
    const monthly = String(packs.find((pack) => pack.billing_period === 'MONTHLY')?.id);
    const yearly = String(packs.find((pack) => pack.billing_period === 'ANNUAL')?.id);
    const [running] = await db.query<{ id: string; ends_at: Date }>(
      `INSERT INTO subscriptions (user_id, status, starts_at, ends_at, package_id)
     VALUES ($1, 'ACTIVE', now() - interval '10 days', now() + interval '20 days', $2) RETURNING id, ends_at`,
      [pro.id, monthly],
    );
    const endsAt = running?.ends_at ?? new Date();
    const SCHEDULE = `mutation($input: ScheduleSubscriptionInput!) { scheduleSubscription(input: $input) { __typename
    ... on SubscriptionScheduled { subscription { status startsAt package { billingPeriod } } } } }`;
    const schedule = async (startsAt: Date) =>
      (
        (await data(call(origin, SCHEDULE, { input: { packageId: yearly, startsAt } }, { token: pro.token }))) as {
          scheduleSubscription: Record<string, unknown>;
        }
      ).scheduleSubscription;
    t.equal((await schedule(new Date(Date.now() - 60_000))).__typename, 'ScheduledStartNotInFuture');
    t.equal(
      (await schedule(new Date(endsAt.getTime() - 86_400_000))).__typename,
      'AlreadySubscribed',
      'not while the running package has not ended',
    );
    t.same(await schedule(endsAt), {
      __typename: 'SubscriptionScheduled',
      subscription: { status: 'SCHEDULED', startsAt: endsAt.toISOString(), package: { billingPeriod: 'ANNUAL' } },
    });
    t.equal((await schedule(new Date(endsAt.getTime() + 86_400_000))).__typename, 'ScheduledSubscriptionExists');

    const report = await runBilling(db, new Date(endsAt.getTime() + 3_600_000));
    t.match(report, { started: 1, ended: 1, renewed: 0 }, 'the monthly package ends, the yearly one starts');
    const charges = await db.query<{ amount: string; at: Date }>(
      `SELECT amount_minor::text AS amount, created_at AS at FROM balance_entries WHERE user_id = $1 AND kind = 'SUBSCRIPTION'`,
      [pro.id],
    );
    t.same(
      charges.map((charge) => [charge.amount, charge.at.toISOString()]),
      [['-59290', endsAt.toISOString()]],
      'the year’s 490.00 with 21 % VAT, charged as it begins',
    );

    const CANCEL = `mutation($input: CancelSubscriptionInput!) { cancelSubscription(input: $input) { __typename
    ... on SubscriptionCancelled { subscription { status terminatesAt } } ... on TerminationBeforeStart { startsAt } } }`;
    const cancel = async (terminationDate: Date | null) =>
      (
        (await data(call(origin, CANCEL, { input: { terminationDate } }, { token: pro.token }))) as {
          cancelSubscription: Record<string, unknown>;
        }
      ).cancelSubscription;
    t.same(await cancel(new Date(endsAt.getTime() - 1000)), {
      __typename: 'TerminationBeforeStart',
      startsAt: endsAt.toISOString(),
    });
    const yearEnd = new Date(endsAt);
    yearEnd.setUTCFullYear(yearEnd.getUTCFullYear() + 1);
    t.same(
      await cancel(null),
      {
        __typename: 'SubscriptionCancelled',
        subscription: { status: 'CANCELLED', terminatesAt: yearEnd.toISOString() },
      },
      'the paid year runs to its end',
    );
    const after = await runBilling(db, new Date(yearEnd.getTime() + 3_600_000));
    t.match(after, { ended: 1, renewed: 0 }, 'then it ends, with no new charge');
  },
);
