// A distance as people say it: "3.4 mi", "25 km", in the page's locale and the brand's unit — a
// tenth matters near by, not from ten units on. The job pages and auto-respond share it.
import type { DistanceUnit } from '../../generated/graphql.ts';

export function formatDistance(locale: string, value: number, unit: DistanceUnit): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'miles' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
