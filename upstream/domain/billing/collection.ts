// Collecting invoices with the saved payment method (decision 068), a step of the billing run: on
// its due date an invoice is charged off-session at the provider, and tried again on the days of
// COLLECTION_RETRY_DAYS when that fails (collection-schedule.ts). Each attempt is numbered per
// invoice and written with its payment before the provider is called (decision 065), in a
// transaction that holds the professional's row: two runs that race write one attempt, and only the
// run that wrote it asks the provider. The payment's id is the provider's idempotency key, so a run
// that stopped before recording the answer is finished by a later one — once its lease has run
// out — without a second charge. The answer and the provider's events record the outcome once.
import type { PaymentProvider } from '../../adapters/payments/payments.ts';
import type { Database } from '../../db/database.ts';
import { attemptDueAt, scheduleCollections } from './collection-schedule.ts';
import { type InvoiceRow, UNPAID_HERE } from './invoices.ts';
import { PAYMENT_COLUMNS, type PaymentRow, recordFailed, recordPaid } from './payments.ts';

// How long a run has to record the provider's answer before another run asks again.
const LEASE = "interval '10 minutes'";

export interface CollectionReport {
  readonly attempted: number;
  readonly paid: number;
  readonly failed: number;
}

type Outcome = 'paid' | 'failed' | 'waiting' | 'unanswered';

// Asks the provider to charge the saved method for an attempt written, and records its answer.
async function askProvider(db: Database, provider: PaymentProvider, paymentId: string): Promise<Outcome> {
  const [attempt] = await db.query<{
    user_id: string;
    amount_minor: string;
    currency: string;
    invoice_id: string;
    provider_payment_method_id: string;
    mandate_id: string | null;
    provider_customer_id: string | null;
  }>(
    `SELECT p.user_id, p.amount_minor::text AS amount_minor, p.currency, c.invoice_id, m.provider_payment_method_id,
            m.mandate_id, pc.provider_customer_id
       FROM invoice_collections c JOIN payments p ON p.id = c.payment_id
       JOIN saved_payment_methods m ON m.id = c.saved_payment_method_id
       LEFT JOIN payment_customers pc ON pc.user_id = p.user_id
      WHERE c.payment_id = $1`,
    [paymentId],
  );
  if (!attempt?.provider_customer_id) return 'unanswered';
  const answer = await provider.payOffSession({
    customerId: attempt.provider_customer_id,
    amountMinor: Number(attempt.amount_minor),
    currency: attempt.currency,
    paymentMethod: attempt.provider_payment_method_id,
    mandate: attempt.mandate_id,
    idempotencyKey: `payment-${paymentId}`,
    metadata: { paymentId, userId: attempt.user_id, invoiceId: attempt.invoice_id },
  });
  // Nothing confirmed was taken; the lease runs out and a later run asks again with the same key.
  if (answer === 'unavailable') return 'unanswered';
  return db.transaction(async (tx) => {
    if ('invalid' in answer) {
      // The provider does not know the saved method any more: the professional saves another.
      await recordFailed(tx, paymentId, 'invalid_payment_method');
      return 'failed';
    }
    await tx.query(
      'UPDATE payments SET provider_intent_id = coalesce(provider_intent_id, $2), updated_at = now() WHERE id = $1',
      [paymentId, answer.intentId],
    );
    if (answer.status === 'succeeded') {
      await recordPaid(tx, paymentId);
      return 'paid';
    }
    if (answer.status === 'failed') {
      await recordFailed(tx, paymentId, answer.failureCode);
      return 'failed';
    }
    // A debit processing: its event says how it went, days later.
    return 'waiting';
  });
}

// Writes attempt `attempt` of the invoice and its payment, once; null when it is not to be made
// (written by another run, paid meanwhile, a payment of it under way, the method changed).
async function writeAttempt(
  db: Database,
  candidate: { readonly invoiceId: string; readonly userId: string; readonly methodId: string },
  attempt: number,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [candidate.userId]);
    const [written] = await tx.query<{ payment_id: string }>(
      'SELECT payment_id FROM invoice_collections WHERE invoice_id = $1 AND attempt = $2',
      [candidate.invoiceId, attempt],
    );
    if (written) return null;
    const [invoice] = await tx.query<Pick<InvoiceRow, 'status' | 'amount_minor' | 'currency' | 'dunning_stage'>>(
      `SELECT status, amount_minor::text AS amount_minor, currency, dunning_stage FROM invoices WHERE id = $1 FOR UPDATE`,
      [candidate.invoiceId],
    );
    if (!invoice || !UNPAID_HERE.includes(invoice.status) || invoice.dunning_stage >= 3) return null;
    const [method] = await tx.query<{ provider_payment_method_id: string }>(
      'SELECT provider_payment_method_id FROM saved_payment_methods WHERE id = $1 AND replaced_at IS NULL',
      [candidate.methodId],
    );
    if (!method) return null;
    // One payment at a time (decision 065): not while the professional pays by hand, nor while a
    // debit of this invoice settles.
    const [running] = await tx.query<{ id: string }>(
      `SELECT p.id FROM payments p WHERE p.user_id = $1 AND p.status = 'PAYMENT_IN_PROGRESS'
          AND (p.created_at > now() - interval '30 minutes'
               OR EXISTS (SELECT 1 FROM invoice_collections c WHERE c.payment_id = p.id AND c.invoice_id = $2))
        LIMIT 1`,
      [candidate.userId, candidate.invoiceId],
    );
    if (running) return null;
    const [payment] = await tx.query<PaymentRow>(
      `INSERT INTO payments (user_id, amount_minor, currency, payment_method, status, invoice_id)
       VALUES ($1, $2, $3, $4, 'PAYMENT_IN_PROGRESS', $5) RETURNING ${PAYMENT_COLUMNS}`,
      [
        candidate.userId,
        invoice.amount_minor,
        invoice.currency,
        method.provider_payment_method_id,
        candidate.invoiceId,
      ],
    );
    if (!payment) throw new Error('writing a payment returned no row');
    await tx.query(
      `INSERT INTO invoice_collections (invoice_id, attempt, payment_id, saved_payment_method_id, attempted_at, lease_until)
       VALUES ($1, $2, $3, $4, $5, now() + ${LEASE})`,
      [candidate.invoiceId, attempt, payment.id, candidate.methodId, now],
    );
    await tx.query(`UPDATE invoices SET status = 'PAYMENT_IN_PROGRESS' WHERE id = $1`, [candidate.invoiceId]);
    return payment.id;
  });
}

export async function collectDue(db: Database, provider: PaymentProvider, now: Date): Promise<CollectionReport> {
  const report = { attempted: 0, paid: 0, failed: 0 };
  const count = (outcome: Outcome) => {
    if (outcome === 'paid') report.paid++;
    if (outcome === 'failed') report.failed++;
  };
  await db.transaction((tx) => scheduleCollections(tx, null));

  // Attempts whose answer was never recorded (the run stopped, the provider did not answer), taken
  // over once their lease has run out.
  const unanswered = await db.query<{ invoice_id: string; attempt: number }>(
    `SELECT c.invoice_id, c.attempt FROM invoice_collections c JOIN payments p ON p.id = c.payment_id
      WHERE p.status = 'PAYMENT_IN_PROGRESS' AND p.provider_intent_id IS NULL AND c.lease_until < now()`,
  );
  for (const { invoice_id, attempt } of unanswered) {
    const [claimed] = await db.query<{ payment_id: string }>(
      `UPDATE invoice_collections SET lease_until = now() + ${LEASE}
        WHERE invoice_id = $1 AND attempt = $2 AND lease_until < now() RETURNING payment_id`,
      [invoice_id, attempt],
    );
    if (claimed) count(await askProvider(db, provider, claimed.payment_id));
  }

  const due = await db.query<{
    id: string;
    user_id: string;
    due_at: Date;
    method_id: string;
    attempts: number;
    last_method_id: string | null;
    last_failed: boolean;
  }>(
    `SELECT i.id, i.user_id, i.due_at, m.id AS method_id, coalesce(last.attempt, 0) AS attempts,
            last.saved_payment_method_id AS last_method_id, coalesce(last.status = 'PAYMENT_FAILED', false) AS last_failed
       FROM invoices i
       JOIN saved_payment_methods m ON m.user_id = i.user_id AND m.replaced_at IS NULL
       LEFT JOIN pro_payment_method_choices ch ON ch.pro_id = i.user_id
       LEFT JOIN LATERAL (
         SELECT c.attempt, c.saved_payment_method_id, p.status FROM invoice_collections c JOIN payments p ON p.id = c.payment_id
          WHERE c.invoice_id = i.id ORDER BY c.attempt DESC LIMIT 1
       ) last ON true
      WHERE i.status = ANY($2::text[]) AND i.due_at <= $1 AND i.dunning_stage < 3
        AND (ch.method IS NULL OR ch.method <> 'INVOICE')
        AND (last.status IS NULL OR last.status = 'PAYMENT_FAILED')
      ORDER BY i.due_at, i.id`,
    [now, UNPAID_HERE],
  );
  for (const invoice of due) {
    const next = invoice.attempts + 1;
    const scheduled = attemptDueAt(invoice.due_at, next);
    // A method saved after the last failure is tried at once, and counts as the next attempt.
    const newMethod = invoice.last_failed && invoice.last_method_id !== invoice.method_id;
    if (!newMethod && (!scheduled || scheduled > now)) continue;
    const paymentId = await writeAttempt(
      db,
      { invoiceId: invoice.id, userId: invoice.user_id, methodId: invoice.method_id },
      next,
      now,
    );
    if (!paymentId) continue;
    report.attempted++;
    count(await askProvider(db, provider, paymentId));
  }
  return report;
}
