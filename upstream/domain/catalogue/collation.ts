// Lists people read (trades, their skill clusters and services) in the order of the brand's
// language: the database compares bytes, which puts "Électricité" after "Zonnepanelen" and "Ébéniste"
// after every other French trade. Accents and case count only to break ties; numbers read as
// numbers; the id settles names that compare equal, so the order is stable.
import { BRANDS, type BrandId } from '../../../shared/brands.ts';

const collators = new Map<BrandId, Intl.Collator>();

function collatorOf(brand: BrandId): Intl.Collator {
  let collator = collators.get(brand);
  if (!collator) {
    collator = new Intl.Collator(BRANDS[brand].locale, { numeric: true });
    collators.set(brand, collator);
  }
  return collator;
}

export function inNameOrder<Row extends { readonly name: string; readonly id: string }>(
  rows: readonly Row[],
  brand: BrandId,
): Row[] {
  const collator = collatorOf(brand);
  return [...rows].sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
