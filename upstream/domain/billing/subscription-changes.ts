// Changing a package later (spec §8 schedule subscription; decision 066): a package scheduled to
// start on a future date — after the running one ends, to switch from monthly to yearly — and a
// package cancelled, which runs to the end of the period its termination date falls in (the
// current one when none is given). The billing run starts a scheduled package on its date, charging
// its first period then, and ends the package it replaces instead of renewing it.
import type { Database } from '../../db/database.ts';
import { balanceOf } from './ledger.ts';
import { monthsOf, PACKAGE_COLUMNS, type PackageRow } from './packages.ts';
import { creditLimitOf } from './prices.ts';
import { currentSubscription, SUBSCRIPTION_COLUMNS, type SubscriptionRow, subscriptionOf } from './subscriptions.ts';

type SubscriptionAnswer = Awaited<ReturnType<typeof subscriptionOf>>;

export type ScheduleOutcome =
  | { readonly __typename: 'SubscriptionScheduled'; readonly subscription: SubscriptionAnswer }
  | { readonly __typename: 'ScheduledStartNotInFuture'; readonly startsAt: Date }
  | { readonly __typename: 'AlreadySubscribed'; readonly subscription: SubscriptionAnswer }
  | { readonly __typename: 'ScheduledSubscriptionExists'; readonly subscription: SubscriptionAnswer }
  | { readonly __typename: 'PackageArchived'; readonly packageId: string }
  | { readonly __typename: 'NotEligible'; readonly reason: 'OTHER_MARKET' | 'CREDIT_LIMIT' }
  | { readonly __typename: 'NotFound'; readonly id: string };

export async function scheduleSubscription(
  db: Database,
  proId: string,
  input: { readonly packageId: string; readonly startsAt: Date },
): Promise<ScheduleOutcome> {
  return db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const [pro] = await tx.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1 FOR UPDATE', [proId]);
    if (!pro) throw new Error(`no professional ${proId}`);
    const [pack] = await tx.query<PackageRow>(`SELECT ${PACKAGE_COLUMNS} FROM subscription_packages WHERE id = $1`, [
      input.packageId,
    ]);
    if (!pack) return { __typename: 'NotFound', id: input.packageId };
    if (pack.brand !== pro.brand) return { __typename: 'NotEligible', reason: 'OTHER_MARKET' };
    if (pack.archived_at) return { __typename: 'PackageArchived', packageId: pack.id };
    if (input.startsAt.getTime() <= Date.now())
      return { __typename: 'ScheduledStartNotInFuture', startsAt: input.startsAt };
    const scheduled = await tx.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE user_id = $1 AND status = 'SCHEDULED' LIMIT 1`,
      [proId],
    );
    if (scheduled[0]) {
      return { __typename: 'ScheduledSubscriptionExists', subscription: await subscriptionOf(tx, scheduled[0]) };
    }
    // A running package must have ended by then: the new one follows it, it does not overlap it.
    const running = await currentSubscription(tx, proId);
    if (running?.ends_at && running.ends_at.getTime() > input.startsAt.getTime()) {
      return { __typename: 'AlreadySubscribed', subscription: await subscriptionOf(tx, running) };
    }
    if ((await balanceOf(tx, proId, pack.currency)) <= -creditLimitOf(pack.currency)) {
      return { __typename: 'NotEligible', reason: 'CREDIT_LIMIT' };
    }
    const [row] = await tx.query<SubscriptionRow>(
      `INSERT INTO subscriptions (user_id, status, starts_at, ends_at, package_id)
       VALUES ($1, 'SCHEDULED', $2, $2::timestamptz + make_interval(months => $3), $4)
       RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [proId, input.startsAt, monthsOf(pack.billing_period), pack.id],
    );
    if (!row) throw new Error('scheduling a subscription returned no row');
    return { __typename: 'SubscriptionScheduled', subscription: await subscriptionOf(tx, row) };
  });
}

export type CancelOutcome =
  | { readonly __typename: 'SubscriptionCancelled'; readonly subscription: SubscriptionAnswer }
  | { readonly __typename: 'TerminationBeforeStart'; readonly startsAt: Date }
  | { readonly __typename: 'NotFound'; readonly id: string };

// Cancels the running package — it runs to the end of the period the termination date falls in —
// or revokes a scheduled one, which then never starts.
export async function cancelSubscription(
  db: Database,
  proId: string,
  input: { readonly terminationDate?: Date | null },
): Promise<CancelOutcome> {
  return db.transaction(async (tx): Promise<CancelOutcome> => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [proId]);
    const current = await currentSubscription(tx, proId);
    if (!current) return { __typename: 'NotFound', id: proId };
    const terminationDate = input.terminationDate ?? null;
    if (terminationDate && terminationDate.getTime() <= current.starts_at.getTime()) {
      return { __typename: 'TerminationBeforeStart', startsAt: current.starts_at };
    }
    let row: SubscriptionRow | undefined;
    if (current.status === 'SCHEDULED') {
      [row] = await tx.query<SubscriptionRow>(
        `UPDATE subscriptions SET status = 'CANCELLED', ends_at = now(), terminates_at = now() WHERE id = $1
         RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [current.id],
      );
    } else {
      // The current period at least: what is paid runs to its end.
      [row] = await tx.query<SubscriptionRow>(
        `UPDATE subscriptions SET status = 'CANCELLED', terminates_at = greatest(coalesce($2::timestamptz, ends_at), ends_at)
          WHERE id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [current.id, terminationDate],
      );
    }
    if (!row) throw new Error('cancelling a subscription returned no row');
    return { __typename: 'SubscriptionCancelled', subscription: await subscriptionOf(tx, row) };
  });
}
