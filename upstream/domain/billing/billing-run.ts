// The billing run (decision 066), a job of the durable scheduler every hour: renews the package
// periods that have ended (or ends them), starts packages scheduled to begin, invoices last
// month's charges, and follows up invoices unpaid past their
// due date. Each step is its own transaction per subscription or invoice and is written once (a
// period's reference, a month's invoice, a stage's number), so a run stopped half-way and run again
// finishes the work and repeats none of it.
//
// Invoices of professionals with a saved payment method are collected on their due date, and again
// when that fails (collection.ts, decision 068), before dunning looks at what is still unpaid.
//
// Dunning, from the due date: a reminder at once; after DUNNING_SUSPEND_DAYS the professional is
// suspended from new jobs (paying lifts it); after DUNNING_COLLECTION_DAYS the invoice goes to the
// collection agency and the package is not renewed any more. An invoice whose automatic collection
// is under way (a debit settling) waits for it.
import type { PaymentProvider } from '../../adapters/payments/payments.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { BillingPeriod } from '../../generated/graphql.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { collectDue } from './collection.ts';
import { INVOICE_COLUMNS, INVOICED_KINDS, type InvoiceRow, issueInvoice, monthStart, UNPAID_HERE } from './invoices.ts';
import { monthsOf } from './packages.ts';
import { vatOn, vatRateOf } from './prices.ts';

// The scheduler's job kind (scheduler.ts).
export const BILLING_RUN = 'billing-run';
export const DUNNING_SUSPEND_DAYS = 14;
export const DUNNING_COLLECTION_DAYS = 60;

export interface BillingRunReport {
  readonly started: number;
  readonly renewed: number;
  readonly ended: number;
  readonly invoiced: number;
  readonly reminded: number;
  readonly suspended: number;
  readonly toCollection: number;
}

// A package period's price with VAT, owed on the ledger once: the reference names the subscription
// and the period.
async function chargePeriod(
  tx: Queryable,
  subscriptionId: string,
  period: number,
  charge: {
    readonly user_id: string;
    readonly brand: string;
    readonly code: string;
    readonly billing_period: BillingPeriod;
    readonly price_minor: string;
    readonly currency: string;
    readonly at: Date;
  },
): Promise<void> {
  const netMinor = Number(charge.price_minor);
  const vatMinor = vatOn(netMinor, vatRateOf(charge.brand));
  await tx.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
     VALUES ($1, 'SUBSCRIPTION', $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, reference) DO NOTHING`,
    [
      charge.user_id,
      -(netMinor + vatMinor),
      -vatMinor,
      charge.currency,
      `Subscription ${charge.code} ${charge.billing_period}: period ${period}`,
      `subscription:${subscriptionId}:${period}`,
      charge.at,
    ],
  );
}

// Renews one subscription's ended period (or ends it), in its own transaction; false when it was
// not due any more (another run took it).
async function renewOne(db: Database, subscriptionId: string, now: Date): Promise<'renewed' | 'ended' | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx.query<{
      user_id: string;
      status: string;
      ends_at: Date;
      terminates_at: Date | null;
      brand: string;
      code: string;
      billing_period: BillingPeriod;
      price_minor: string;
      currency: string;
    }>(
      `SELECT s.user_id, s.status, s.ends_at, s.terminates_at, u.brand, p.code, p.billing_period, p.price_minor::text AS price_minor,
              p.currency
         FROM subscriptions s JOIN subscription_packages p ON p.id = s.package_id JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.status IN ('ACTIVE', 'CANCELLED') AND s.ends_at <= $2
        FOR UPDATE OF s`,
      [subscriptionId, now],
    );
    if (!due) return null;
    const [withAgency] = await tx.query<{ id: string }>(
      `SELECT id FROM invoices WHERE user_id = $1 AND status = 'COLLECTION_AGENCY' LIMIT 1`,
      [due.user_id],
    );
    // A package scheduled to follow it takes over: this one ends rather than renews.
    const [followed] = await tx.query<{ id: string }>(
      `SELECT id FROM subscriptions WHERE user_id = $1 AND status = 'SCHEDULED' AND starts_at <= $2 LIMIT 1`,
      [due.user_id, due.ends_at],
    );
    const terminated = due.status === 'CANCELLED' && (!due.terminates_at || due.terminates_at <= due.ends_at);
    if (terminated || followed || withAgency) {
      await tx.query(`UPDATE subscriptions SET status = 'ENDED' WHERE id = $1`, [subscriptionId]);
      return 'ended';
    }
    const [periods] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM balance_entries WHERE user_id = $1 AND reference LIKE $2`,
      [due.user_id, `subscription:${subscriptionId}:%`],
    );
    const period = (periods?.count ?? 0) + 1;
    // The period is charged when it begins.
    await chargePeriod(tx, subscriptionId, period, { ...due, at: due.ends_at });
    await tx.query('UPDATE subscriptions SET ends_at = ends_at + make_interval(months => $2) WHERE id = $1', [
      subscriptionId,
      monthsOf(due.billing_period),
    ]);
    return 'renewed';
  });
}

async function renewDue(db: Database, now: Date): Promise<{ renewed: number; ended: number }> {
  let renewed = 0;
  let ended = 0;
  // A subscription several periods behind (the run did not run for a while) is renewed period by period.
  for (;;) {
    const due = await db.query<{ id: string }>(
      `SELECT id FROM subscriptions WHERE status IN ('ACTIVE', 'CANCELLED') AND ends_at <= $1 ORDER BY ends_at LIMIT 100`,
      [now],
    );
    if (due.length === 0) return { renewed, ended };
    for (const { id } of due) {
      const outcome = await renewOne(db, id, now);
      if (outcome === 'renewed') renewed++;
      if (outcome === 'ended') ended++;
    }
  }
}

// Starts the packages scheduled to begin by now, each charged its first period as it begins.
async function startScheduled(db: Database, now: Date): Promise<number> {
  const due = await db.query<{ id: string }>(
    `SELECT id FROM subscriptions WHERE status = 'SCHEDULED' AND starts_at <= $1 ORDER BY starts_at LIMIT 1000`,
    [now],
  );
  let started = 0;
  for (const { id } of due) {
    const began = await db.transaction(async (tx) => {
      const [row] = await tx.query<{
        user_id: string;
        starts_at: Date;
        brand: string;
        code: string;
        billing_period: BillingPeriod;
        price_minor: string;
        currency: string;
      }>(
        `UPDATE subscriptions s SET status = 'ACTIVE' FROM subscription_packages p, users u
          WHERE s.id = $1 AND s.status = 'SCHEDULED' AND p.id = s.package_id AND u.id = s.user_id
          RETURNING s.user_id, s.starts_at, u.brand, p.code, p.billing_period, p.price_minor::text AS price_minor, p.currency`,
        [id],
      );
      if (!row) return false;
      await chargePeriod(tx, id, 1, { ...row, at: row.starts_at });
      return true;
    });
    if (began) started++;
  }
  return started;
}

async function invoiceDue(db: Database, now: Date): Promise<number> {
  const owing = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM balance_entries
      WHERE invoice_id IS NULL AND kind = ANY($1::text[]) AND created_at < $2`,
    [INVOICED_KINDS, monthStart(now)],
  );
  let invoiced = 0;
  for (const { user_id } of owing) {
    const invoice = await db.transaction((tx) => issueInvoice(tx, user_id, now));
    // An invoice issued by this run was issued now (one found from an earlier run was not).
    if (invoice && invoice.issued_at.getTime() === now.getTime()) invoiced++;
  }
  return invoiced;
}

type Stage = 1 | 2 | 3;
const STAGE_DAYS: Readonly<Record<Stage, number>> = { 1: 0, 2: DUNNING_SUSPEND_DAYS, 3: DUNNING_COLLECTION_DAYS };
const STAGE_TEMPLATE = {
  1: 'invoice-overdue',
  2: 'billing-suspended',
  3: 'invoice-collection-agency',
} as const;

// Moves one invoice to the stage, once: the stage it was at is part of the update's condition.
async function advance(tx: Queryable, invoice: InvoiceRow, stage: Stage, now: Date): Promise<boolean> {
  const [moved] = await tx.query<{ id: string }>(
    `UPDATE invoices SET dunning_stage = $2, status = CASE WHEN $2 = 3 THEN 'COLLECTION_AGENCY' ELSE status END
      WHERE id = $1 AND dunning_stage = $2 - 1 AND status NOT IN ('PAID', 'WRITE_OFF', 'COLLECTION_AGENCY')
      RETURNING id`,
    [invoice.id, stage],
  );
  if (!moved) return false;
  if (stage === 2) {
    await tx.query('UPDATE users SET billing_suspended_at = coalesce(billing_suspended_at, $2) WHERE id = $1', [
      invoice.user_id,
      now,
    ]);
  }
  const [user] = await tx.query<{ email: string; locale: string; brand: string }>(
    'SELECT email, locale, brand FROM users WHERE id = $1',
    [invoice.user_id],
  );
  if (user) {
    await enqueueMessage(tx, {
      userId: invoice.user_id,
      recipient: user.email,
      channel: 'EMAIL',
      template: STAGE_TEMPLATE[stage],
      locale: user.locale,
      payload: {
        brand: user.brand,
        invoiceId: invoice.id,
        number: invoice.number,
        amountMinor: Number(invoice.amount_minor),
        currency: invoice.currency,
      },
    });
  }
  return true;
}

async function dunDue(db: Database, now: Date) {
  const counts = { reminded: 0, suspended: 0, toCollection: 0 };
  for (const stage of [1, 2, 3] as const) {
    const due = await db.query<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
        WHERE status = ANY($4::text[]) AND dunning_stage = $1 - 1 AND due_at + make_interval(days => $2) < $3
          AND NOT EXISTS (SELECT 1 FROM invoice_collections c JOIN payments p ON p.id = c.payment_id
                           WHERE c.invoice_id = invoices.id AND p.status = 'PAYMENT_IN_PROGRESS')`,
      [stage, STAGE_DAYS[stage], now, UNPAID_HERE],
    );
    for (const invoice of due) {
      const moved = await db.transaction((tx) => advance(tx, invoice, stage, now));
      if (!moved) continue;
      if (stage === 1) counts.reminded++;
      if (stage === 2) counts.suspended++;
      if (stage === 3) counts.toCollection++;
    }
  }
  return counts;
}

// Without the payment provider (`payments`), nothing is collected automatically: the scheduler's
// run always has it.
export async function runBilling(
  db: Database,
  now: Date = new Date(),
  payments: PaymentProvider | null = null,
): Promise<BillingRunReport> {
  const renewals = await renewDue(db, now);
  const started = await startScheduled(db, now);
  const invoiced = await invoiceDue(db, now);
  if (payments) await collectDue(db, payments, now);
  const dunning = await dunDue(db, now);
  return { started, ...renewals, invoiced, ...dunning };
}
