// Subscribing to a package (spec §8 subscribe; decision 063): the professional of the package's
// market, with no subscription running or scheduled, starts one now for the package's period. Its
// first period's price, VAT included, is owed on the ledger in the same transaction (collected by
// the payment method chosen); a professional who owes the credit limit already is not eligible until
// they pay. A percent code may take its share off the first period (decision 064). Each refusal is
// its variant and changes nothing.
import type { Database, Queryable } from '../../db/database.ts';
import type { PackageCode } from '../../generated/graphql.ts';
import { type CouponRefusal, type CouponRow, usableCoupon } from './coupons.ts';
import { balanceOf } from './ledger.ts';
import { monthsOf, PACKAGE_COLUMNS, type PackageRow, packageOf } from './packages.ts';
import { creditLimitOf, vatOn, vatRateOf } from './prices.ts';

export interface SubscriptionRow {
  readonly id: string;
  readonly user_id: string;
  readonly status: 'SCHEDULED' | 'ACTIVE' | 'CANCELLED' | 'ENDED';
  readonly starts_at: Date;
  readonly ends_at: Date | null;
  readonly package_id: string | null;
  readonly terminates_at: Date | null;
}

export const SUBSCRIPTION_COLUMNS = 'id, user_id, status, starts_at, ends_at, package_id, terminates_at';

export type Ineligibility = 'OTHER_MARKET' | 'CREDIT_LIMIT';

type SubscriptionAnswer = Awaited<ReturnType<typeof subscriptionOf>>;

export type SubscribeOutcome =
  | { readonly __typename: 'SubscriptionStarted'; readonly subscription: SubscriptionAnswer }
  | { readonly __typename: 'AlreadySubscribed'; readonly subscription: SubscriptionAnswer }
  | { readonly __typename: 'ScheduledSubscriptionExists'; readonly subscription: SubscriptionAnswer }
  | { readonly __typename: 'PackageArchived'; readonly packageId: string }
  | { readonly __typename: 'NotEligible'; readonly reason: Ineligibility }
  | { readonly __typename: 'NotFound'; readonly id: string }
  | CouponRefusal
  | { readonly __typename: 'CouponNotForPackage'; readonly code: string; readonly packageCode: PackageCode | null };

// The subscription running (cancelled ones run to their end) or scheduled now, if any: one that
// ended by its date is over.
export async function currentSubscription(db: Queryable, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
      WHERE user_id = $1 AND status IN ('ACTIVE', 'CANCELLED', 'SCHEDULED') AND (ends_at IS NULL OR ends_at > now())
      ORDER BY status = 'SCHEDULED', starts_at DESC LIMIT 1`,
    [userId],
  );
  return row ?? null;
}

// The same day `months` later, or the month's last day when it has no such day (31 January, then
// 28 February), as PostgreSQL adds months.
export function addMonths(at: Date, months: number): Date {
  const day = at.getUTCDate();
  const moved = new Date(at);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const last = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, last));
  return moved;
}

// Where a cancelled subscription stops: the end of the period its termination date falls in.
function lastDayOf(row: SubscriptionRow, months: number): Date | null {
  if (!row.ends_at) return null;
  let end = row.ends_at;
  const until = row.terminates_at ?? end;
  while (end.getTime() < until.getTime()) end = addMonths(end, months);
  return end;
}

export async function subscriptionOf(db: Queryable, row: SubscriptionRow) {
  const [pack] = row.package_id
    ? await db.query<PackageRow>(`SELECT ${PACKAGE_COLUMNS} FROM subscription_packages WHERE id = $1`, [row.package_id])
    : [];
  return {
    id: row.id,
    status: row.status,
    package: pack ? packageOf(pack) : null,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    // Cancelled: the last day it runs (the end of the period its termination date falls in).
    terminatesAt: row.status === 'CANCELLED' ? lastDayOf(row, pack ? monthsOf(pack.billing_period) : 1) : null,
  };
}

export async function subscribe(
  db: Database,
  proId: string,
  packageId: string,
  couponCode?: string | null,
): Promise<SubscribeOutcome> {
  return db.transaction(async (tx): Promise<SubscribeOutcome> => {
    // One subscription decision at a time per professional.
    const [pro] = await tx.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1 FOR UPDATE', [proId]);
    if (!pro) throw new Error(`no professional ${proId}`);
    const [pack] = await tx.query<PackageRow>(`SELECT ${PACKAGE_COLUMNS} FROM subscription_packages WHERE id = $1`, [
      packageId,
    ]);
    if (!pack) return { __typename: 'NotFound', id: packageId };
    if (pack.brand !== pro.brand) return { __typename: 'NotEligible', reason: 'OTHER_MARKET' };
    if (pack.archived_at) return { __typename: 'PackageArchived', packageId };
    const current = await currentSubscription(tx, proId);
    if (current?.status === 'SCHEDULED') {
      return { __typename: 'ScheduledSubscriptionExists', subscription: await subscriptionOf(tx, current) };
    }
    if (current) return { __typename: 'AlreadySubscribed', subscription: await subscriptionOf(tx, current) };
    const netMinor = Number(pack.price_minor);
    const vatMinor = vatOn(netMinor, vatRateOf(pro.brand));
    const grossMinor = netMinor + vatMinor;
    // Owing the credit limit already, they pay first; the period's price itself is collected by the
    // payment method, so it may take the balance past the limit (lead fees then wait for the payment).
    const balance = await balanceOf(tx, proId, pack.currency);
    if (balance <= -creditLimitOf(pack.currency)) {
      return { __typename: 'NotEligible', reason: 'CREDIT_LIMIT' };
    }
    // A percent code of the brand, for this package or any, takes its share off the first period.
    let discount: { coupon: CouponRow; netMinor: number; vatMinor: number } | null = null;
    if (couponCode) {
      const usable = await usableCoupon(tx, proId, pro.brand, couponCode);
      if ('refusal' in usable) return usable.refusal;
      const { coupon } = usable;
      if (coupon.discount_percent === null || (coupon.package_code && coupon.package_code !== pack.code)) {
        return { __typename: 'CouponNotForPackage', code: coupon.code, packageCode: coupon.package_code };
      }
      const discountNet = Math.floor((netMinor * coupon.discount_percent + 50) / 100);
      discount = { coupon, netMinor: discountNet, vatMinor: vatOn(discountNet, vatRateOf(pro.brand)) };
    }
    const [started] = await tx.query<SubscriptionRow>(
      `INSERT INTO subscriptions (user_id, status, starts_at, ends_at, package_id)
       VALUES ($1, 'ACTIVE', now(), now() + make_interval(months => $2), $3)
       RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [proId, monthsOf(pack.billing_period), pack.id],
    );
    if (!started) throw new Error('starting a subscription returned no row');
    await tx.query(
      `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference)
       VALUES ($1, 'SUBSCRIPTION', $2, $3, $4, $5, $6)`,
      [
        proId,
        -grossMinor,
        -vatMinor,
        pack.currency,
        `Subscription ${pack.code} ${pack.billing_period}: first period`,
        `subscription:${started.id}:1`,
      ],
    );
    if (discount) {
      const { coupon } = discount;
      await tx.query('INSERT INTO coupon_redemptions (coupon_id, user_id, subscription_id) VALUES ($1, $2, $3)', [
        coupon.id,
        proId,
        started.id,
      ]);
      await tx.query(
        `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference)
         VALUES ($1, 'COUPON', $2, $3, $4, $5, $6)`,
        [
          proId,
          discount.netMinor + discount.vatMinor,
          discount.vatMinor,
          pack.currency,
          `Coupon ${coupon.code}: ${coupon.discount_percent} % off the first period`,
          `coupon:${coupon.id}`,
        ],
      );
    }
    return { __typename: 'SubscriptionStarted', subscription: await subscriptionOf(tx, started) };
  });
}
