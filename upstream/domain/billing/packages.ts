// The packages of a brand (decision 063), as they are sold now: the current row of each package and
// period, cheapest first, monthly before annual.
import type { Queryable } from '../../db/database.ts';
import type { BillingPeriod, Currency, PackageCode } from '../../generated/graphql.ts';
import { vatRateOf } from './prices.ts';

export interface PackageRow {
  readonly id: string;
  readonly brand: string;
  readonly code: PackageCode;
  readonly billing_period: BillingPeriod;
  readonly price_minor: string;
  readonly currency: string;
  readonly proposals_per_month: number;
  readonly archived_at: Date | null;
}

export const PACKAGE_COLUMNS = `id, brand, code, billing_period, price_minor::text AS price_minor, currency, proposals_per_month,
  archived_at`;

const MONTHS: Readonly<Record<BillingPeriod, number>> = { MONTHLY: 1, ANNUAL: 12 };

export async function subscriptionPackages(db: Queryable, brand: string) {
  const rows = await db.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM subscription_packages WHERE brand = $1 AND archived_at IS NULL
      ORDER BY code = 'PRO', billing_period = 'ANNUAL'`,
    [brand],
  );
  return rows.map(packageOf);
}

// How many months a period covers.
export function monthsOf(period: BillingPeriod): number {
  return MONTHS[period];
}

export function packageOf(row: PackageRow) {
  const currency = row.currency as Currency;
  const price = Number(row.price_minor);
  return {
    id: row.id,
    code: row.code,
    billingPeriod: row.billing_period,
    price: { amountMinor: price, currency },
    // A month's share, rounded half up to the minor unit.
    pricePerMonth: { amountMinor: Math.round(price / MONTHS[row.billing_period]), currency },
    proposalsPerMonth: row.proposals_per_month,
    vatRatePercent: vatRateOf(row.brand) / 100,
  };
}
