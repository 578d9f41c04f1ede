// Demo prices are written in euros and converted to the brand's currency at rough, fixed rates,
// rounded the way a price list would be.
import { BRANDS, type BrandId } from '../../../shared/brands.ts';

const PER_EURO: Readonly<Record<string, number>> = { EUR: 1, GBP: 0.85, USD: 1.1, CAD: 1.5 };

export function currencyOf(brand: BrandId): string {
  return BRANDS[brand].currency;
}

// A lead fee: 5 to 40 units of the currency, in half units, as minor units (cents).
export function leadFeeMinor(euros: number, brand: BrandId): number {
  const units = Math.min(40, Math.max(5, Math.round(euros * (PER_EURO[currencyOf(brand)] ?? 1) * 2) / 2));
  return Math.round(units * 100);
}

// A price of work, rounded to 5, 10 or 50 units, as minor units.
export function priceMinor(euros: number, brand: BrandId): number {
  const units = euros * (PER_EURO[currencyOf(brand)] ?? 1);
  const step = units < 200 ? 5 : units < 2000 ? 10 : 50;
  return Math.max(step, Math.round(units / step) * step) * 100;
}

const formats = new Map<BrandId, Intl.NumberFormat>();

// 1250 € in fr, € 1.250 in nl, £1,250 in uk: how the brand's people read money.
export function formatMoney(minor: number, brand: BrandId): string {
  let format = formats.get(brand);
  if (!format) {
    format = new Intl.NumberFormat(BRANDS[brand].locale, {
      style: 'currency',
      currency: currencyOf(brand),
      maximumFractionDigits: 0,
    });
    formats.set(brand, format);
  }
  return format.format(minor / 100).replace(/\u00a0|\u202f/g, ' ');
}
