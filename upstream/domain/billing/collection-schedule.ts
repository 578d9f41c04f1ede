// When invoices are collected with a saved payment method (decision 068): on the due date, and
// again COLLECTION_RETRY_DAYS after it when an attempt fails; a method saved after a failed attempt
// is tried at the next run. An invoice that will be collected so is PAYMENT_SCHEDULED until then;
// one whose professional has no saved method, or chose to pay by INVOICE, is PAYMENT_PENDING.
import type { Queryable } from '../../db/database.ts';
import { enqueueMessage } from '../messages/outbox.ts';

// Attempt n is made COLLECTION_RETRY_DAYS[n - 1] days after the due date; there are as many
// attempts as entries.
export const COLLECTION_RETRY_DAYS = [0, 3, 7] as const;
const DAY_MS = 86_400_000;

// When attempt `attempt` (1, 2, …) falls due; null past the last.
export function attemptDueAt(dueAt: Date, attempt: number): Date | null {
  const days = COLLECTION_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : new Date(dueAt.getTime() + days * DAY_MS);
}

// Whose invoices are collected automatically: a current saved method, and a choice that is not INVOICE.
export const COLLECTED_AUTOMATICALLY = `EXISTS (SELECT 1 FROM saved_payment_methods m
    WHERE m.user_id = invoices.user_id AND m.replaced_at IS NULL)
  AND NOT EXISTS (SELECT 1 FROM pro_payment_method_choices c
    WHERE c.pro_id = invoices.user_id AND c.method = 'INVOICE')`;

// Keeps PAYMENT_SCHEDULED in step with who is collected automatically, for one professional (in
// the transaction that changed their method or issued their invoice) or for everyone (the run).
export async function scheduleCollections(tx: Queryable, userId: string | null): Promise<void> {
  await tx.query(
    `UPDATE invoices SET status = 'PAYMENT_SCHEDULED'
      WHERE status = 'PAYMENT_PENDING' AND ($1::uuid IS NULL OR user_id = $1) AND ${COLLECTED_AUTOMATICALLY}`,
    [userId],
  );
  await tx.query(
    `UPDATE invoices SET status = 'PAYMENT_PENDING'
      WHERE status = 'PAYMENT_SCHEDULED' AND ($1::uuid IS NULL OR user_id = $1) AND NOT (${COLLECTED_AUTOMATICALLY})`,
    [userId],
  );
}

// An automatic collection failed: the professional is told why, and when it is tried again (or that
// it is theirs to pay now). Called once per payment, in the transaction that records the failure.
export async function tellCollectionFailed(tx: Queryable, paymentId: string, failureCode: string | null) {
  const [failed] = await tx.query<{
    user_id: string;
    email: string;
    locale: string;
    brand: string;
    invoice_id: string;
    number: string | null;
    amount_minor: string;
    currency: string;
    due_at: Date;
    attempt: number;
  }>(
    `SELECT i.user_id, u.email, u.locale, u.brand, i.id AS invoice_id, i.number, i.amount_minor::text AS amount_minor,
            i.currency, i.due_at, c.attempt
       FROM invoice_collections c JOIN invoices i ON i.id = c.invoice_id JOIN users u ON u.id = i.user_id
      WHERE c.payment_id = $1`,
    [paymentId],
  );
  if (!failed) return;
  const next = attemptDueAt(failed.due_at, failed.attempt + 1);
  await enqueueMessage(tx, {
    userId: failed.user_id,
    recipient: failed.email,
    channel: 'EMAIL',
    template: 'payment-failed',
    locale: failed.locale,
    payload: {
      brand: failed.brand,
      invoiceId: failed.invoice_id,
      number: failed.number,
      amountMinor: Number(failed.amount_minor),
      currency: failed.currency,
      failureCode,
      attempt: failed.attempt,
      nextAttemptAt: next ? next.toISOString() : null,
    },
  });
}
