// Coupons (decision 064): staff make a brand's codes on the record, each field checked and a name
// used once per brand; a credit code puts its amount on the balance once per professional and no
// more often than its uses, even redeemed at once; a percent code only says its share until a
// package is bought with it, when its share of the first period is taken off; a code of another
// package, another market, a time it is not valid in, or a credit code at a purchase is its variant.
import t from 'tap';
import { createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const adminToken = await tokenFor(await upstream.userId('admin@example.com'));

const CREATE = `mutation($input: CreateCouponCodeInput!) { createCouponCode(input: $input) { __typename
  ... on CouponCodeCreated { coupon { id code discountPercent credit { amountMinor currency } packageCode maxUses usesCount } }
  ... on DuplicateCouponCode { code } ... on InvalidFields { fieldErrors { field code } } } }`;
const LIST = `query($brand: String!) { couponCodes(brand: $brand) { code usesCount } }`;
const REDEEM = `mutation($code: String!) { redeemCoupon(code: $code) { __typename
  ... on CouponCreditAdded { credit { amountMinor currency } } ... on CouponForPackages { discountPercent packageCode }
  ... on CouponNotFound { code } ... on CouponNotValidNow { validFrom } ... on CouponUsedUp { code }
  ... on CouponAlreadyRedeemed { code } } }`;
const SUBSCRIBE = `mutation($id: ID!, $coupon: String) { subscribe(packageId: $id, couponCode: $coupon) { __typename
  ... on CouponNotForPackage { code packageCode } ... on CouponAlreadyRedeemed { code } } }`;
const ENTRIES = `{ myBalance { amount { amountMinor } entries { kind amount { amountMinor } vat { amountMinor } } } }`;

const trade = await createTrade(db, 'nl', 1500);
const newPro = async (brand: 'nl' | 'uk' = 'nl') => {
  const pro = await createPro(db, { brand, serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await tokenFor(pro.id) };
};
const HOUR = 3_600_000;
const coupon = (code: string, extra: Record<string, unknown> = {}) => ({
  brand: 'nl',
  code,
  validFrom: new Date(Date.now() - HOUR).toISOString(),
  validUntil: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
  maxUses: 10,
  ...extra,
});
const create = async (input: Record<string, unknown>, token = adminToken) =>
  ((await data(call(origin, CREATE, { input }, { token }))) as { createCouponCode: Record<string, unknown> })
    .createCouponCode;
const redeem = async (token: string, code: string) =>
  ((await data(call(origin, REDEEM, { code }, { token }))) as { redeemCoupon: Record<string, unknown> }).redeemCoupon;
const entries = async (token: string) =>
  (
    (await data(call(origin, ENTRIES, {}, { token }))) as {
      myBalance: { amount: { amountMinor: number }; entries: { kind: string; amount: { amountMinor: number } }[] };
    }
  ).myBalance;
const packageId = async (code: string) =>
  (
    await db.query<{ id: string }>(
      `SELECT id FROM subscription_packages WHERE brand = 'nl' AND code = $1 AND billing_period = 'MONTHLY'
          AND archived_at IS NULL`,
      [code],
    )
  )[0]?.id ?? '';

t.test('staff make codes on the record; every field is checked and a name is used once per brand', async (t) => {
  const made = await create(coupon('welcome-25', { creditMinor: 2500 }));
  t.match(made, {
    __typename: 'CouponCodeCreated',
    coupon: { code: 'WELCOME-25', credit: { amountMinor: 2500, currency: 'EUR' }, discountPercent: null, usesCount: 0 },
  });
  t.same(await create(coupon('Welcome-25', { discountPercent: 10 })), {
    __typename: 'DuplicateCouponCode',
    code: 'WELCOME-25',
  });
  t.same(
    await create(
      coupon('no', {
        discountPercent: 10,
        creditMinor: 100,
        validUntil: new Date(Date.now() - 2 * HOUR).toISOString(),
        maxUses: 0,
      }),
    ),
    {
      __typename: 'InvalidFields',
      fieldErrors: [
        { field: 'code', code: 'INVALID' },
        { field: 'discountPercent', code: 'INVALID' },
        { field: 'validUntil', code: 'INVALID' },
        { field: 'maxUses', code: 'INVALID' },
      ],
    },
  );
  t.same((await create(coupon('NOTHING1'))).fieldErrors, [{ field: 'discountPercent', code: 'REQUIRED' }]);
  t.same((await create(coupon('CREDIT-PLUS', { creditMinor: 500, packageCode: 'PLUS' }))).fieldErrors, [
    { field: 'creditMinor', code: 'INVALID' },
  ]);
  const [audit] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM audit_log WHERE 'createCouponCode' = ANY(operations) AND reason = 'WELCOME-25'`,
  );
  t.equal(audit?.count, 1, 'on the record');
  const { couponCodes } = (await data(call(origin, LIST, { brand: 'nl' }, { token: adminToken }))) as {
    couponCodes: { code: string }[];
  };
  t.ok(
    couponCodes.some((listed) => listed.code === 'WELCOME-25'),
    'listed for staff',
  );
  const pro = await newPro();
  t.equal(
    errorCode(await call(origin, CREATE, { input: coupon('MINE-1', { creditMinor: 1 }) }, { token: pro.token })),
    'FORBIDDEN',
  );
  t.equal(errorCode(await call(origin, LIST, { brand: 'nl' }, { token: pro.token })), 'FORBIDDEN');
});

t.test(
  'a credit code puts its amount on the balance once; another market’s, an unknown or a future one is refused',
  async (t) => {
    await create(coupon('CREDIT-10', { creditMinor: 1000 }));
    await create(coupon('LATER-10', { creditMinor: 1000, validFrom: new Date(Date.now() + HOUR).toISOString() }));
    const pro = await newPro();
    t.same(await redeem(pro.token, ' credit-10 '), {
      __typename: 'CouponCreditAdded',
      credit: { amountMinor: 1000, currency: 'EUR' },
    });
    t.same(await redeem(pro.token, 'CREDIT-10'), { __typename: 'CouponAlreadyRedeemed', code: 'CREDIT-10' });
    t.equal((await redeem(pro.token, 'LATER-10')).__typename, 'CouponNotValidNow');
    t.same(await redeem(pro.token, 'NO-SUCH-CODE'), { __typename: 'CouponNotFound', code: 'NO-SUCH-CODE' });
    const british = await newPro('uk');
    t.equal((await redeem(british.token, 'CREDIT-10')).__typename, 'CouponNotFound', 'the code is the nl brand’s');
    const mine = await entries(pro.token);
    t.same(mine.entries, [{ kind: 'CREDIT', amount: { amountMinor: 1000 }, vat: { amountMinor: 0 } }]);
    t.equal(mine.amount.amountMinor, 1000, 'in credit');
  },
);

t.test('a code is used no more often than it may be, even by many at once', async (t) => {
  await create(coupon('FIRST-THREE', { creditMinor: 500, maxUses: 3 }));
  const pros = await Promise.all(Array.from({ length: 10 }, () => newPro()));
  const answers = await Promise.all(pros.map((pro) => redeem(pro.token, 'FIRST-THREE')));
  const kinds = answers.map((answer) => answer.__typename);
  t.equal(kinds.filter((kind) => kind === 'CouponCreditAdded').length, 3);
  t.equal(kinds.filter((kind) => kind === 'CouponUsedUp').length, 7);
  const [uses] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM coupon_redemptions r JOIN coupon_codes c ON c.id = r.coupon_id
      WHERE c.code = 'FIRST-THREE'`,
  );
  t.equal(uses?.count, 3);
});

t.test('a percent code says its share, and takes it off a package’s first period when bought with it', async (t) => {
  await create(coupon('PLUS-HALF', { discountPercent: 50, packageCode: 'PLUS' }));
  await create(coupon('GIFT-5', { creditMinor: 500 }));
  const pro = await newPro();
  t.same(await redeem(pro.token, 'plus-half'), {
    __typename: 'CouponForPackages',
    discountPercent: 50,
    packageCode: 'PLUS',
  });
  t.same((await entries(pro.token)).entries, [], 'saying its share changes nothing');
  const subscribe = async (id: string, code: string) =>
    ((await data(call(origin, SUBSCRIBE, { id, coupon: code }, { token: pro.token }))) as { subscribe: unknown })
      .subscribe;
  t.same(await subscribe(await packageId('PRO'), 'PLUS-HALF'), {
    __typename: 'CouponNotForPackage',
    code: 'PLUS-HALF',
    packageCode: 'PLUS',
  });
  t.same(await subscribe(await packageId('PLUS'), 'GIFT-5'), {
    __typename: 'CouponNotForPackage',
    code: 'GIFT-5',
    packageCode: null,
  });
  t.same(await subscribe(await packageId('PLUS'), 'PLUS-HALF'), { __typename: 'SubscriptionStarted' });
  const mine = await entries(pro.token);
  t.same(
    mine.entries.map((entry) => [entry.kind, entry.amount.amountMinor]).sort(),
    [
      ['COUPON', 2965],
      ['SUBSCRIPTION', -5929],
    ],
    '49.00 and 21 % VAT, less half of it',
  );
  t.equal(mine.amount.amountMinor, -2964);
});
