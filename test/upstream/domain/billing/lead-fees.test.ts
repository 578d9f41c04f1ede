// Money (decision 063): the brand's packages are public, with exact prices and the country's VAT
// rate; a proposal's lead fee is charged in the proposal's own transaction — from the package's
// allowance while it lasts, else owed on the balance — and a refused proposal charges nothing; a
// proposal that would take the balance past the credit limit is refused with the figures, and
// proposals sent at once never take it past the limit. The balance is the sum of the ledger.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

const LEAD_FEE = 1500;
// The lead fee with the Dutch VAT (21 %): what the professional owes for a proposal.
const OWED = 1815;
const CREDIT_LIMIT_EUR = 25_000;

const PACKAGES = `query($brand: String!) { subscriptionPackages(brand: $brand) { id code billingPeriod
  price { amountMinor currency } pricePerMonth { amountMinor currency } proposalsPerMonth vatRatePercent } }`;
const BALANCE = `{ myBalance { amount { amountMinor currency } creditLimit { amountMinor currency } proposalsIncludedLeft
  entries { kind amount { amountMinor currency } vat { amountMinor currency } proposalId } } }`;
const CREATE = `mutation($input: CreateProposalInput!) { createProposal(input: $input) { __typename
  ... on ProposalCreated { proposal { id leadFee { amountMinor } } }
  ... on LeadFeeMismatch { actual { amountMinor } }
  ... on CreditLimitReached { balance { amountMinor currency } creditLimit { amountMinor currency } } } }`;

async function market() {
  const trade = await createTrade(db, 'nl', LEAD_FEE);
  const place = await createPlace(db);
  const owner = await createConsumer(db);
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const token = await tokenFor(pro.id);
  const newJob = () => createJob(db, { consumerId: owner.id, trade, place });
  return { pro, token, newJob };
}

const propose = (token: string, serviceRequestId: string, expectedLeadFeeMinor = LEAD_FEE) =>
  data(
    call(
      origin,
      CREATE,
      {
        input: {
          serviceRequestId,
          additionalInfo: 'I can fix this next week, with parts of good quality included.',
          requestHomeVisit: false,
          price: { type: 'ESTIMATED_PRICE', amountMinor: 20_000 },
          expectedLeadFeeMinor,
        },
      },
      { token },
    ),
  ) as Promise<{ createProposal: Record<string, unknown> & { __typename: string } }>;

interface BalanceAnswer {
  myBalance: {
    amount: { amountMinor: number; currency: string };
    creditLimit: { amountMinor: number };
    proposalsIncludedLeft: number | null;
    entries: {
      kind: string;
      amount: { amountMinor: number };
      vat: { amountMinor: number };
      proposalId: string | null;
    }[];
  };
}
const balance = async (token: string) =>
  ((await data(call(origin, BALANCE, {}, { token }))) as BalanceAnswer).myBalance;

// A package with the given allowance, subscribed to from now (the subscribe mutation is the
// packages page's; here the row is what it would write).
async function subscribe(userId: string, perMonth: number) {
  const [pack] = await db.query<{ id: string }>(
    `INSERT INTO subscription_packages (brand, code, billing_period, price_minor, currency, proposals_per_month, archived_at)
     VALUES ('nl', 'PLUS', 'MONTHLY', 4900, 'EUR', $1, now()) RETURNING id`,
    [perMonth],
  );
  await db.query(
    `INSERT INTO subscriptions (user_id, status, starts_at, package_id) VALUES ($1, 'ACTIVE', now() - interval '3 days', $2)`,
    [userId, pack?.id ?? null],
  );
}

t.test('the packages are public: exact prices in the brand’s currency, a month’s share and the VAT rate', async (t) => {
  const { subscriptionPackages: nl } = (await data(call(origin, PACKAGES, { brand: 'nl' }))) as {
    subscriptionPackages: Record<string, unknown>[];
  };
  t.same(
    nl.map((p) => [p.code, p.billingPeriod, p.price, p.pricePerMonth, p.proposalsPerMonth, p.vatRatePercent]),
    [
      ['PLUS', 'MONTHLY', { amountMinor: 4900, currency: 'EUR' }, { amountMinor: 4900, currency: 'EUR' }, 10, 21],
      ['PLUS', 'ANNUAL', { amountMinor: 49_000, currency: 'EUR' }, { amountMinor: 4083, currency: 'EUR' }, 10, 21],
      ['PRO', 'MONTHLY', { amountMinor: 9900, currency: 'EUR' }, { amountMinor: 9900, currency: 'EUR' }, 30, 21],
      ['PRO', 'ANNUAL', { amountMinor: 99_000, currency: 'EUR' }, { amountMinor: 8250, currency: 'EUR' }, 30, 21],
    ],
  );
  const { subscriptionPackages: uk } = (await data(call(origin, PACKAGES, { brand: 'uk' }))) as {
    subscriptionPackages: { price: { currency: string }; vatRatePercent: number }[];
  };
  t.ok(
    uk.every((p) => p.price.currency === 'GBP' && p.vatRatePercent === 20),
    'each brand in its currency, with its VAT',
  );
  t.equal(errorCode(await call(origin, PACKAGES, { brand: 'xx' })), 'BAD_USER_INPUT', 'no such brand');
});

t.test('a proposal charges its lead fee to the balance; a refused one charges nothing', async (t) => {
  const { token, newJob } = await market();
  const refusedJob = await newJob();
  const refused = await propose(token, refusedJob, LEAD_FEE - 1);
  t.equal(refused.createProposal.__typename, 'LeadFeeMismatch');
  t.same((await balance(token)).entries, [], 'nothing written for a refused proposal');

  const sent = await propose(token, await newJob());
  t.equal(sent.createProposal.__typename, 'ProposalCreated');
  const proposalId = (sent.createProposal.proposal as { id: string }).id;
  const now = await balance(token);
  t.same(now.amount, { amountMinor: -OWED, currency: 'EUR' }, 'owed: the lead fee with its VAT');
  t.same(now.creditLimit, { amountMinor: CREDIT_LIMIT_EUR, currency: 'EUR' }, 'the market’s credit limit');
  t.equal(now.proposalsIncludedLeft, null, 'no package');
  t.same(now.entries, [
    {
      kind: 'LEAD_FEE',
      amount: { amountMinor: -OWED, currency: 'EUR' },
      vat: { amountMinor: -315, currency: 'EUR' },
      proposalId,
    },
  ]);
});

t.test('with a package, proposals come from the month’s allowance, then cost their lead fee', async (t) => {
  const { pro, token, newJob } = await market();
  await subscribe(pro.id, 2);
  t.equal((await balance(token)).proposalsIncludedLeft, 2);
  for (let i = 0; i < 3; i += 1)
    t.equal((await propose(token, await newJob())).createProposal.__typename, 'ProposalCreated');
  const now = await balance(token);
  t.same(now.entries.map((entry) => [entry.kind, entry.amount.amountMinor]).reverse(), [
    ['ALLOWANCE', 0],
    ['ALLOWANCE', 0],
    ['LEAD_FEE', -OWED],
  ]);
  t.equal(now.proposalsIncludedLeft, 0);
  t.equal(now.amount.amountMinor, -OWED, 'only the proposal past the allowance is owed');
  const { myBalance } = (await data(
    call(
      origin,
      '{ myBalance { nextInvoice { total { amountMinor currency } vat { amountMinor } proposals issuesOn } } }',
      {},
      { token },
    ),
  )) as { myBalance: { nextInvoice: { total: unknown; vat: unknown; proposals: number; issuesOn: string } } };
  const today = new Date();
  t.same(
    myBalance.nextInvoice,
    {
      total: { amountMinor: OWED, currency: 'EUR' },
      vat: { amountMinor: 315 },
      proposals: 3,
      issuesOn: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString(),
    },
    'the next invoice so far: three proposals, one of them charged, sent on the first of next month',
  );
});

t.test('past the credit limit a proposal is refused with the figures, and nothing is sent or charged', async (t) => {
  const { pro, token, newJob } = await market();
  await db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
     VALUES ($1, 'LEAD_FEE', $2, 'EUR', 'Earlier lead fees', 'earlier')`,
    [pro.id, -(CREDIT_LIMIT_EUR - OWED + 1)],
  );
  const job = await newJob();
  const refused = await propose(token, job);
  t.same(refused.createProposal, {
    __typename: 'CreditLimitReached',
    balance: { amountMinor: -(CREDIT_LIMIT_EUR - OWED + 1), currency: 'EUR' },
    creditLimit: { amountMinor: CREDIT_LIMIT_EUR, currency: 'EUR' },
  });
  const [stored] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM proposals WHERE service_request_id = $1',
    [job],
  );
  t.equal(stored?.count, 0, 'no proposal');
  t.equal((await balance(token)).entries.length, 1, 'no charge');
  // Paying lifts it at once.
  await db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
     VALUES ($1, 'PAYMENT', $2, 'EUR', 'Bank transfer', 'payment:1')`,
    [pro.id, CREDIT_LIMIT_EUR],
  );
  t.equal((await propose(token, job)).createProposal.__typename, 'ProposalCreated');
});

t.test('proposals sent at once never take the balance past the credit limit', async (t) => {
  const { pro, token, newJob } = await market();
  // Room for exactly five more lead fees.
  await db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
     VALUES ($1, 'LEAD_FEE', $2, 'EUR', 'Earlier lead fees', 'earlier')`,
    [pro.id, -(CREDIT_LIMIT_EUR - 5 * OWED)],
  );
  const jobs: string[] = [];
  for (let i = 0; i < 100; i += 1) jobs.push(await newJob());
  const answers = await Promise.all(jobs.map((job) => propose(token, job)));
  const kinds = answers.map((answer) => answer.createProposal.__typename);
  t.equal(kinds.filter((kind) => kind === 'ProposalCreated').length, 5, 'five sent');
  t.equal(kinds.filter((kind) => kind === 'CreditLimitReached').length, 95, 'the rest refused');
  const [sum] = await db.query<{ total: string; fees: number }>(
    `SELECT sum(amount_minor)::text AS total, count(*) FILTER (WHERE kind = 'LEAD_FEE' AND proposal_id IS NOT NULL)::int AS fees
       FROM balance_entries WHERE user_id = $1`,
    [pro.id],
  );
  t.equal(Number(sum?.total), -CREDIT_LIMIT_EUR, 'exactly at the limit, never past it');
  t.equal(sum?.fees, 5, 'one charge per proposal sent');
  t.equal((await balance(token)).amount.amountMinor, -CREDIT_LIMIT_EUR, 'the balance is the ledger’s sum');
});

t.test('a balance is the professional’s: a visitor and a home owner may not read one', async (t) => {
  t.equal(errorCode(await call(origin, BALANCE, {})), 'UNAUTHENTICATED');
  const owner = await createConsumer(db);
  t.equal(errorCode(await call(origin, BALANCE, {}, { token: await tokenFor(owner.id) })), 'FORBIDDEN');
});
