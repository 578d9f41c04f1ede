// VAT on exact amounts (decision 063): integer minor units, rounded half up once, a credit's VAT the
// mirror of a charge's; every brand has its country's standard rate and every currency a credit limit.
import t from 'tap';
import { BRAND_IDS, BRANDS } from '../../../../shared/brands.ts';
import { creditLimitOf, vatOn, vatRateOf } from '../../../../upstream/domain/billing/prices.ts';

t.test('VAT is rounded half up on whole minor units, and a credit mirrors a charge', async (t) => {
  t.equal(vatOn(1500, 2100), 315);
  t.equal(vatOn(1, 2100), 0, '0.21 of a cent rounds down');
  t.equal(vatOn(50, 1000), 5, 'exactly half a cent rounds up');
  t.equal(vatOn(-1500, 2100), -315);
  t.equal(vatOn(999, 0), 0, 'no VAT in the US');
  t.throws(() => vatOn(1.5, 2100), 'only whole minor units');
});

t.test('each brand has its country’s standard rate and a credit limit in its currency', async (t) => {
  t.same(Object.fromEntries(BRAND_IDS.map((brand) => [brand, vatRateOf(brand)])), {
    nl: 2100,
    fr: 2000,
    it: 2200,
    de: 1900,
    at: 2000,
    uk: 2000,
    ie: 2300,
    ca: 500,
    us: 0,
  });
  for (const brand of BRAND_IDS) t.ok(creditLimitOf(BRANDS[brand].currency) > 0, `${brand}: a credit limit`);
  t.throws(() => vatRateOf('xx'));
});
