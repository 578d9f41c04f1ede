// Invoices (decision 066): once a month, each professional's charges of the months before — lead
// fees, package periods, a percent code's discount, corrections, and the proposals their package
// included at no charge — that no invoice holds yet become one invoice, numbered per brand and year
// without gaps, due in PAYMENT_TERM_DAYS. The invoice's total is the sum of its lines; the lines are
// the ledger's entries, marked with the invoice.
//
// What is paid is read from the ledger too: the debt on invoices is the balance less the charges not
// yet invoiced, and it belongs to the newest open invoices — payments pay the oldest first. An
// invoice paid on its own (payInvoice) is PAID when that payment is. Paying every invoice the
// professional was suspended for lifts the suspension.
import type { Queryable } from '../../db/database.ts';
import type { Currency, InvoiceStatus } from '../../generated/graphql.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { scheduleCollections } from './collection-schedule.ts';

export const INVOICED_KINDS = [
  'LEAD_FEE',
  'ALLOWANCE',
  'SUBSCRIPTION',
  'COUPON',
  'ADJUSTMENT',
  'SPONSORED_PLACEMENT',
] as const;
export const PAYMENT_TERM_DAYS = 14;
// An invoice that is not open any more.
const CLOSED = ['PAID', 'WRITE_OFF'];
// An open invoice still ours to collect: the professional may pay it here, and dunning follows it
// (one with the collection agency is the agency's).
export const UNPAID_HERE: readonly InvoiceStatus[] = [
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_SCHEDULED',
  'UNKNOWN',
];

export interface InvoiceRow {
  readonly id: string;
  readonly user_id: string;
  readonly number: string | null;
  readonly brand: string | null;
  readonly status: InvoiceStatus;
  readonly amount_minor: string;
  readonly net_minor: string;
  readonly vat_minor: string;
  readonly currency: string;
  readonly issued_at: Date;
  readonly due_at: Date | null;
  readonly period_start: Date | null;
  readonly period_end: Date | null;
  readonly dunning_stage: number;
  readonly paid_at: Date | null;
}

export const INVOICE_COLUMNS = `id, user_id, number, brand, status, amount_minor::text AS amount_minor,
  net_minor::text AS net_minor, vat_minor::text AS vat_minor, currency, issued_at, due_at, period_start, period_end,
  dunning_stage, paid_at`;

export function invoiceOf(row: InvoiceRow) {
  const currency = row.currency as Currency;
  const money = (minor: string) => ({ amountMinor: Number(minor), currency });
  return {
    id: row.id,
    number: row.number ?? row.id,
    status: row.status,
    total: money(row.amount_minor),
    net: money(row.net_minor),
    vat: money(row.vat_minor),
    issuedAt: row.issued_at,
    dueAt: row.due_at,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    paidAt: row.paid_at,
    overdue: row.due_at !== null && !CLOSED.includes(row.status) && row.due_at.getTime() < Date.now(),
    pdfPath: `/invoices/${row.id}.pdf`,
  };
}

// The first instant of the month `at` falls in, in UTC, and of the months before or after it.
export function monthStart(at: Date, monthsLater = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + monthsLater, 1));
}

// What the next monthly invoice holds so far: the charges of the currency no invoice holds yet.
export async function nextInvoiceOf(db: Queryable, userId: string, currency: Currency, now = new Date()) {
  const [sums] = await db.query<{ amount: string; vat: string; proposals: number }>(
    `SELECT coalesce(-sum(amount_minor), 0)::text AS amount, coalesce(-sum(vat_minor), 0)::text AS vat,
            count(*) FILTER (WHERE kind IN ('LEAD_FEE', 'ALLOWANCE'))::int AS proposals
       FROM balance_entries
      WHERE user_id = $1 AND invoice_id IS NULL AND currency = $2 AND kind = ANY($3::text[])`,
    [userId, currency, INVOICED_KINDS],
  );
  return {
    total: { amountMinor: Number(sums?.amount ?? 0), currency },
    vat: { amountMinor: Number(sums?.vat ?? 0), currency },
    proposals: sums?.proposals ?? 0,
    issuesOn: monthStart(now, 1),
  };
}

// The next number of the brand's series for the year, taken in the caller's transaction: the row
// stays locked until it ends, and a transaction that fails gives the number back.
async function nextInvoiceNumber(tx: Queryable, brand: string, year: number): Promise<string> {
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_numbers (brand, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (brand, year) DO UPDATE SET last_number = invoice_numbers.last_number + 1
     RETURNING last_number`,
    [brand, year],
  );
  if (!row) throw new Error('taking an invoice number returned no row');
  return `${brand.toUpperCase()}-${year}-${String(row.last_number).padStart(6, '0')}`;
}

// The invoice of the month before `now` for one professional: their charges written before this
// month that no invoice holds. Issued once (a second call finds it); none when nothing is owed.
export async function issueInvoice(tx: Queryable, userId: string, now: Date): Promise<InvoiceRow | null> {
  const periodStart = monthStart(now, -1);
  const periodEnd = monthStart(now);
  // Lead fees and payments of this professional wait until the invoice is written.
  const [user] = await tx.query<{ brand: string; email: string; locale: string }>(
    'SELECT brand, email, locale FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!user) return null;
  const [issued] = await tx.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE user_id = $1 AND period_start = $2`,
    [userId, periodStart],
  );
  if (issued) return issued;
  const lines = await tx.query<{ id: string; amount_minor: string; vat_minor: string; currency: string }>(
    `SELECT id, amount_minor::text AS amount_minor, vat_minor::text AS vat_minor, currency FROM balance_entries
      WHERE user_id = $1 AND invoice_id IS NULL AND kind = ANY($2::text[]) AND created_at < $3
      ORDER BY created_at, id`,
    [userId, INVOICED_KINDS, periodEnd],
  );
  const currency = lines[0]?.currency;
  if (!currency) return null;
  const ofCurrency = lines.filter((line) => line.currency === currency);
  const totalMinor = -ofCurrency.reduce((sum, line) => sum + Number(line.amount_minor), 0);
  const vatMinor = -ofCurrency.reduce((sum, line) => sum + Number(line.vat_minor), 0);
  if (totalMinor <= 0) return null;
  const number = await nextInvoiceNumber(tx, user.brand, now.getUTCFullYear());
  const [invoice] = await tx.query<InvoiceRow>(
    `INSERT INTO invoices (user_id, number, brand, status, amount_minor, net_minor, vat_minor, currency, issued_at,
                           due_at, period_start, period_end)
     VALUES ($1, $2, $3, 'PAYMENT_PENDING', $4, $5, $6, $7, $8, $8::timestamptz + make_interval(days => $9), $10, $11)
     RETURNING ${INVOICE_COLUMNS}`,
    [
      userId,
      number,
      user.brand,
      totalMinor,
      totalMinor - vatMinor,
      vatMinor,
      currency,
      now,
      PAYMENT_TERM_DAYS,
      periodStart,
      periodEnd,
    ],
  );
  if (!invoice) throw new Error('writing an invoice returned no row');
  await tx.query('UPDATE balance_entries SET invoice_id = $1 WHERE id = ANY($2::uuid[])', [
    invoice.id,
    ofCurrency.map((line) => line.id),
  ]);
  await enqueueMessage(tx, {
    userId,
    recipient: user.email,
    channel: 'EMAIL',
    template: 'invoice-issued',
    locale: user.locale,
    payload: { brand: user.brand, invoiceId: invoice.id, number, amountMinor: totalMinor, currency },
  });
  await settleInvoices(tx, userId, now);
  // With a saved payment method, it is collected on its due date (decision 068).
  await scheduleCollections(tx, userId);
  return invoice;
}

// Marks as PAID the open invoices the ledger shows paid, oldest first, and lifts a suspension for
// unpaid invoices once none it was for is open. Call it in the transaction of any movement that
// pays (a payment, a credit), with the professional's row locked.
export async function settleInvoices(tx: Queryable, userId: string, now: Date = new Date()): Promise<void> {
  const open = await tx.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE user_id = $1 AND status <> ALL($2::text[])
      ORDER BY issued_at DESC, number DESC`,
    [userId, CLOSED],
  );
  if (open.length === 0) return;
  const currency = open[0]?.currency ?? '';
  const [sums] = await tx.query<{ balance: string; uninvoiced: string }>(
    `SELECT coalesce(sum(amount_minor), 0)::text AS balance,
            coalesce(sum(amount_minor) FILTER (WHERE invoice_id IS NULL AND kind = ANY($3::text[])), 0)::text AS uninvoiced
       FROM balance_entries WHERE user_id = $1 AND currency = $2`,
    [userId, currency, INVOICED_KINDS],
  );
  // What the professional owes on invoices: the balance without the charges no invoice holds yet.
  let debt = Math.max(0, -(Number(sums?.balance ?? 0) - Number(sums?.uninvoiced ?? 0)));
  const paid: string[] = [];
  for (const invoice of open) {
    if (debt > 0) debt -= Number(invoice.amount_minor);
    else paid.push(invoice.id);
  }
  if (paid.length > 0) {
    await tx.query(`UPDATE invoices SET status = 'PAID', paid_at = $2 WHERE id = ANY($1::uuid[])`, [paid, now]);
  }
  await liftSuspensionWhenPaid(tx, userId);
}

async function liftSuspensionWhenPaid(tx: Queryable, userId: string): Promise<void> {
  const [stillOwed] = await tx.query<{ id: string }>(
    `SELECT id FROM invoices WHERE user_id = $1 AND dunning_stage >= 2 AND status <> ALL($2::text[]) LIMIT 1`,
    [userId, CLOSED],
  );
  if (stillOwed) return;
  const [lifted] = await tx.query<{ email: string; locale: string; brand: string }>(
    `UPDATE users SET billing_suspended_at = NULL WHERE id = $1 AND billing_suspended_at IS NOT NULL
     RETURNING email, locale, brand`,
    [userId],
  );
  if (lifted) {
    await enqueueMessage(tx, {
      userId,
      recipient: lifted.email,
      channel: 'EMAIL',
      template: 'billing-suspension-lifted',
      locale: lifted.locale,
      payload: { brand: lifted.brand },
    });
  }
}

export async function invoicesOf(db: Queryable, userId: string, statuses: readonly InvoiceStatus[] | null) {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices
      WHERE user_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))
      ORDER BY issued_at DESC, number DESC LIMIT 100`,
    [userId, statuses && statuses.length > 0 ? statuses : null],
  );
  return rows.map(invoiceOf);
}
