// The brand a request is about: one of the nine (shared/brands.ts), with its market's country,
// currency and distance unit.
import { BRAND_IDS, BRANDS, type BrandId, COUNTRY_BY_BRAND, isBrandId } from '../../../shared/brands.ts';
import type { Currency, DistanceUnit } from '../../generated/graphql.ts';
import { refusal } from '../access/refusals.ts';

// The brand, or a BAD_USER_INPUT error naming the ones there are.
export function requireBrand(value: string): BrandId {
  if (!isBrandId(value)) throw refusal(`brand must be one of ${BRAND_IDS.join(', ')}`, 'BAD_USER_INPUT');
  return value;
}

export interface MarketFacts {
  readonly brand: BrandId;
  readonly country: string;
  readonly locale: string;
  readonly currency: Currency;
  readonly distanceUnit: DistanceUnit;
}

export function marketOf(brand: BrandId): MarketFacts {
  const facts = BRANDS[brand];
  return {
    brand,
    country: COUNTRY_BY_BRAND[brand],
    locale: facts.locale,
    currency: facts.currency,
    distanceUnit: facts.distanceUnit,
  };
}
