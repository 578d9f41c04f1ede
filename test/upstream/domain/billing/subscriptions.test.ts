// Subscribing to a package (spec §8 subscribe, decision 063): the period's price with VAT is owed
// at once and the month's allowance opens; each refusal — another market's package, one no longer
// sold, a subscription running or scheduled, a price past the credit limit, no such package — is
// its variant and changes nothing (owing the credit limit already, one pays first); a team member who is not a MANAGER may not subscribe.
import t from 'tap';
import { createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

const SUBSCRIBE = `mutation($id: ID!) { subscribe(packageId: $id) { __typename
  ... on SubscriptionStarted { subscription { id status startsAt endsAt package { code billingPeriod } } }
  ... on AlreadySubscribed { subscription { id } } ... on ScheduledSubscriptionExists { subscription { id status } }
  ... on PackageArchived { packageId } ... on NotEligible { reason } ... on NotFound { id } } }`;
const MINE = `{ mySubscription { id status package { code } } myBalance { amount { amountMinor currency }
  proposalsIncludedLeft entries { kind amount { amountMinor } vat { amountMinor } } } }`;

const trade = await createTrade(db, 'nl', 1500);
const newPro = async (brand: 'nl' | 'uk' = 'nl') => {
  const pro = await createPro(db, { brand, serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await tokenFor(pro.id) };
};
const packageId = async (brand: string, code: string, period: string) =>
  (
    await db.query<{ id: string }>(
      `SELECT id FROM subscription_packages WHERE brand = $1 AND code = $2 AND billing_period = $3 AND archived_at IS NULL`,
      [brand, code, period],
    )
  )[0]?.id ?? '';
const subscribe = async (token: string, id: string) =>
  ((await data(call(origin, SUBSCRIBE, { id }, { token }))) as { subscribe: Record<string, unknown> }).subscribe;
const mine = async (token: string) =>
  (await data(call(origin, MINE, {}, { token }))) as {
    mySubscription: { status: string; package: { code: string } } | null;
    myBalance: {
      amount: { amountMinor: number };
      proposalsIncludedLeft: number | null;
      entries: { kind: string; amount: { amountMinor: number }; vat: { amountMinor: number } }[];
    };
  };

t.test('subscribing starts the package for its period, owes its price with VAT, and opens the allowance', async (t) => {
  const pro = await newPro();
  t.equal((await mine(pro.token)).mySubscription, null, 'none before');
  const started = await subscribe(pro.token, await packageId('nl', 'PLUS', 'ANNUAL'));
  t.equal(started.__typename, 'SubscriptionStarted');
  const subscription = started.subscription as { startsAt: string; endsAt: string; package: unknown; status: string };
  t.same(subscription.package, { code: 'PLUS', billingPeriod: 'ANNUAL' });
  t.equal(subscription.status, 'ACTIVE');
  const months =
    (new Date(subscription.endsAt).getUTCFullYear() - new Date(subscription.startsAt).getUTCFullYear()) * 12 +
    new Date(subscription.endsAt).getUTCMonth() -
    new Date(subscription.startsAt).getUTCMonth();
  t.equal(months, 12, 'a year');
  const now = await mine(pro.token);
  t.equal(now.mySubscription?.package.code, 'PLUS');
  t.same(now.myBalance.entries, [
    { kind: 'SUBSCRIPTION', amount: { amountMinor: -59_290 }, vat: { amountMinor: -10_290 } },
  ]);
  t.equal(now.myBalance.amount.amountMinor, -59_290, '490.00 and 21 % VAT owed');
  t.equal(now.myBalance.proposalsIncludedLeft, 10);
});

t.test('a subscription running, or scheduled, is its variant; nothing changes', async (t) => {
  const pro = await newPro();
  const plus = await packageId('nl', 'PLUS', 'MONTHLY');
  t.equal((await subscribe(pro.token, plus)).__typename, 'SubscriptionStarted');
  t.equal((await subscribe(pro.token, await packageId('nl', 'PRO', 'MONTHLY'))).__typename, 'AlreadySubscribed');
  const other = await newPro();
  await db.query(
    `INSERT INTO subscriptions (user_id, status, starts_at, package_id) VALUES ($1, 'SCHEDULED', now() + interval '5 days', $2)`,
    [other.id, plus],
  );
  t.equal((await subscribe(other.token, plus)).__typename, 'ScheduledSubscriptionExists');
  t.same((await mine(other.token)).myBalance.entries, [], 'nothing owed');
});

t.test('another market’s package, one no longer sold, one past the credit limit, or none at all', async (t) => {
  const pro = await newPro();
  t.same(await subscribe(pro.token, await packageId('uk', 'PLUS', 'MONTHLY')), {
    __typename: 'NotEligible',
    reason: 'OTHER_MARKET',
  });
  const [archived] = await db.query<{ id: string }>(
    `INSERT INTO subscription_packages (brand, code, billing_period, price_minor, currency, proposals_per_month, archived_at)
     VALUES ('nl', 'PRO', 'MONTHLY', 8900, 'EUR', 30, now()) RETURNING id`,
  );
  t.same(await subscribe(pro.token, archived?.id ?? ''), { __typename: 'PackageArchived', packageId: archived?.id });
  await db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
     VALUES ($1, 'LEAD_FEE', -25000, 'EUR', 'Earlier lead fees', 'earlier')`,
    [pro.id],
  );
  t.same(await subscribe(pro.token, await packageId('nl', 'PRO', 'MONTHLY')), {
    __typename: 'NotEligible',
    reason: 'CREDIT_LIMIT',
  });
  const unknown = '00000000-0000-4000-8000-000000000000';
  t.same(await subscribe(pro.token, unknown), { __typename: 'NotFound', id: unknown });
  t.equal((await mine(pro.token)).mySubscription, null, 'no subscription started');
  t.equal((await mine(pro.token)).myBalance.entries.length, 1, 'nothing more owed');
});

t.test('two subscribes at once start one subscription', async (t) => {
  const pro = await newPro();
  const plus = await packageId('nl', 'PLUS', 'MONTHLY');
  const answers = await Promise.all([subscribe(pro.token, plus), subscribe(pro.token, plus)]);
  t.same(answers.map((answer) => answer.__typename).sort(), ['AlreadySubscribed', 'SubscriptionStarted']);
  t.equal((await mine(pro.token)).myBalance.entries.length, 1, 'one period owed');
});

t.test('a visitor and a home owner may not subscribe', async (t) => {
  const plus = await packageId('nl', 'PLUS', 'MONTHLY');
  t.equal(errorCode(await call(origin, SUBSCRIBE, { id: plus })), 'UNAUTHENTICATED');
});
