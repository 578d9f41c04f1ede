// What money a professional's market works with (decision 063): the standard VAT rate of each
// brand's country, and how far unpaid lead fees may run before a proposal is refused. Amounts are
// integer minor units; VAT is computed on integers and rounded half up once.
import { type BrandId, isBrandId } from '../../../shared/brands.ts';

export { vatOn } from '../../../shared/vat.ts';

// Standard rates in basis points (21 % = 2100), by brand.
export const VAT_BASIS_POINTS: Readonly<Record<BrandId, number>> = {
  nl: 2100,
  fr: 2000,
  it: 2200,
  de: 1900,
  at: 2000,
  uk: 2000,
  ie: 2300,
  ca: 500,
  us: 0,
};

// Unpaid lead fees a professional may owe at most, by currency, in minor units.
export const CREDIT_LIMITS: Readonly<Record<string, number>> = {
  EUR: 25_000,
  GBP: 20_000,
  CAD: 35_000,
  USD: 30_000,
};

export function vatRateOf(brand: string): number {
  if (!isBrandId(brand)) throw new Error(`no VAT rate for brand ${brand}`);
  return VAT_BASIS_POINTS[brand];
}

export function creditLimitOf(currency: string): number {
  const limit = CREDIT_LIMITS[currency];
  if (limit === undefined) throw new Error(`no credit limit for ${currency}`);
  return limit;
}
