// Paying the balance (decision 065): what the professional owes, paid at the provider with the
// payment method its page collected. The payment is written before the provider is called and is
// the provider's idempotency key, so a retry or a crash in between never pays twice, and the
// provider's event finds it by its id. A payment counts once — a PAYMENT entry in the ledger with
// the payment's reference — whether the provider's answer or its event (delivered twice, late or
// out of order) says so first; a failure never undoes a payment that succeeded.

import { BRANDS, isBrandId } from '../../../shared/brands.ts';
import type { PaymentEvent, PaymentProvider } from '../../adapters/payments/payments.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Currency } from '../../generated/graphql.ts';
import { invalidFields } from '../account/results.ts';
import { tellCollectionFailed } from './collection-schedule.ts';
import { INVOICE_COLUMNS, type InvoiceRow, invoiceOf, settleInvoices, UNPAID_HERE } from './invoices.ts';
import { balanceOf } from './ledger.ts';

export interface PaymentRow {
  readonly id: string;
  readonly user_id: string;
  readonly amount_minor: string;
  readonly currency: string;
  readonly status: 'PAYMENT_IN_PROGRESS' | 'PAID' | 'PAYMENT_FAILED';
  readonly failure_code: string | null;
  readonly created_at: Date;
  readonly checkout_url: string | null;
}

const PAYMENT_METHOD = /^pm_[A-Za-z0-9_]{1,80}$/;

export function paymentOf(row: PaymentRow) {
  return {
    id: row.id,
    amount: { amountMinor: Number(row.amount_minor), currency: row.currency as Currency },
    status: row.status,
    failureCode: row.failure_code,
    createdAt: row.created_at,
    // Only while it can still be finished there.
    checkoutUrl: row.status === 'PAYMENT_IN_PROGRESS' ? row.checkout_url : null,
  };
}

// The payment succeeded: PAID, and its ledger entry, once; the invoice it paid is PAID, and the
// ledger settles the rest (invoices.ts).
export async function recordPaid(tx: Queryable, paymentId: string): Promise<void> {
  const [payment] = await tx.query<PaymentRow & { invoice_id: string | null }>(
    `UPDATE payments SET status = 'PAID', failure_code = NULL, updated_at = now() WHERE id = $1
      RETURNING id, user_id, amount_minor::text AS amount_minor, currency, status, failure_code, created_at, checkout_url,
                invoice_id`,
    [paymentId],
  );
  if (!payment) return;
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [payment.user_id]);
  await tx.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
     VALUES ($1, 'PAYMENT', $2, $3, 'Payment at the provider', $4)
     ON CONFLICT (user_id, reference) DO NOTHING`,
    [payment.user_id, payment.amount_minor, payment.currency, `payment:${payment.id}`],
  );
  if (payment.invoice_id) {
    await tx.query(
      `UPDATE invoices SET status = 'PAID', paid_at = coalesce(paid_at, now()) WHERE id = $1 AND status <> 'WRITE_OFF'`,
      [payment.invoice_id],
    );
  }
  await settleInvoices(tx, payment.user_id);
}

// The payment failed — unless it was paid already (a late failure of an earlier attempt). An
// automatic collection's failure is told to the professional once, when it first fails.
export async function recordFailed(tx: Queryable, paymentId: string, failureCode: string | null): Promise<void> {
  const [before] = await tx.query<{ status: PaymentRow['status'] }>(
    'SELECT status FROM payments WHERE id = $1 FOR UPDATE',
    [paymentId],
  );
  const [failed] = await tx.query<{ invoice_id: string | null }>(
    `UPDATE payments SET status = 'PAYMENT_FAILED', failure_code = $2, updated_at = now()
      WHERE id = $1 AND status <> 'PAID' RETURNING invoice_id`,
    [paymentId, failureCode],
  );
  if (failed?.invoice_id) {
    await tx.query(`UPDATE invoices SET status = 'PAYMENT_FAILED' WHERE id = $1 AND status = 'PAYMENT_IN_PROGRESS'`, [
      failed.invoice_id,
    ]);
  }
  if (failed && before?.status === 'PAYMENT_IN_PROGRESS') await tellCollectionFailed(tx, paymentId, failureCode);
}

export async function customerOf(db: Database, provider: PaymentProvider, userId: string): Promise<string | null> {
  const [known] = await db.query<{ provider_customer_id: string }>(
    'SELECT provider_customer_id FROM payment_customers WHERE user_id = $1',
    [userId],
  );
  if (known) return known.provider_customer_id;
  const [user] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  if (!user) return null;
  const created = await provider.createCustomer({ email: user.email, userId });
  if (created === 'unavailable') return null;
  await db.query(
    `INSERT INTO payment_customers (user_id, provider_customer_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, created.id],
  );
  return created.id;
}

export interface PaymentInput {
  readonly paymentMethod: string;
  readonly returnUrl: string;
}

export function refusedInput(input: PaymentInput) {
  let returnUrl: URL | null = null;
  try {
    returnUrl = new URL(input.returnUrl);
  } catch {
    returnUrl = null;
  }
  return invalidFields({
    paymentMethod: PAYMENT_METHOD.test(input.paymentMethod) ? null : 'INVALID',
    returnUrl: returnUrl && /^https?:$/.test(returnUrl.protocol) && input.returnUrl.length <= 500 ? null : 'INVALID',
  });
}

export const PAYMENT_COLUMNS =
  'id, user_id, amount_minor::text AS amount_minor, currency, status, failure_code, created_at, checkout_url';

// An invoice may be paid on its own while it is open (one whose payment was left unfinished too:
// a payment still running is answered as PaymentInProgress); one with the collection agency is
// paid to the agency, and a paid or written-off one not at all (ERROR_INVOICE_STATUS_NOT_ALLOWED).

type Started =
  | { readonly running: PaymentRow; readonly payment: null }
  | { readonly running: null; readonly payment: PaymentRow }
  | {
      readonly refusal: {
        readonly __typename: 'InvoiceStatusNotAllowed';
        readonly code: 'ERROR_INVOICE_STATUS_NOT_ALLOWED';
        readonly invoice: ReturnType<typeof invoiceOf>;
      };
    }
  | { readonly refusal: { readonly __typename: 'NotFound'; readonly id: string } };

// Writes the payment before the provider is called: the provider's answer and events find it by its
// id. One payment at a time: while one started in the last half hour is in progress (a bank's
// challenge, a debit settling), paying again answers that one instead of paying twice.
async function writePayment(
  db: Database,
  userId: string,
  paymentMethod: string,
  what: { readonly amountMinor: number; readonly currency: string } | { readonly invoiceId: string },
): Promise<Started> {
  return db.transaction(async (tx): Promise<Started> => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    let amountMinor: number;
    let currency: string;
    let invoiceId: string | null = null;
    if ('invoiceId' in what) {
      const [invoice] = await tx.query<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id::text = $1 AND user_id = $2 FOR UPDATE`,
        [what.invoiceId, userId],
      );
      if (!invoice) return { refusal: { __typename: 'NotFound', id: what.invoiceId } };
      if (!UNPAID_HERE.includes(invoice.status)) {
        return {
          refusal: {
            __typename: 'InvoiceStatusNotAllowed',
            code: 'ERROR_INVOICE_STATUS_NOT_ALLOWED',
            invoice: invoiceOf(invoice),
          },
        };
      }
      amountMinor = Number(invoice.amount_minor);
      currency = invoice.currency;
      invoiceId = invoice.id;
    } else {
      amountMinor = what.amountMinor;
      currency = what.currency;
    }
    const [running] = await tx.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments
        WHERE user_id = $1 AND status = 'PAYMENT_IN_PROGRESS' AND created_at > now() - interval '30 minutes'
        ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    if (running) return { running, payment: null };
    const [payment] = await tx.query<PaymentRow>(
      `INSERT INTO payments (user_id, amount_minor, currency, payment_method, status, invoice_id)
       VALUES ($1, $2, $3, $4, 'PAYMENT_IN_PROGRESS', $5) RETURNING ${PAYMENT_COLUMNS}`,
      [userId, amountMinor, currency, paymentMethod, invoiceId],
    );
    if (!payment) throw new Error('writing a payment returned no row');
    if (invoiceId) {
      await tx.query(`UPDATE invoices SET status = 'PAYMENT_IN_PROGRESS' WHERE id = $1`, [invoiceId]);
    }
    return { running: null, payment };
  });
}

// Asks the provider for the payment written, and records its answer.
async function collect(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  input: PaymentInput,
  payment: PaymentRow,
) {
  const customerId = await customerOf(db, provider, userId);
  const answer = customerId
    ? await provider.pay({
        customerId,
        amountMinor: Number(payment.amount_minor),
        currency: payment.currency,
        paymentMethod: input.paymentMethod,
        returnUrl: input.returnUrl,
        idempotencyKey: `payment-${payment.id}`,
        metadata: { paymentId: payment.id, userId },
      })
    : ('unavailable' as const);
  if (answer === 'unavailable') {
    // Nothing was taken that the provider confirmed; an event for it later still counts.
    return { __typename: 'PaymentProviderUnavailable' as const, retryAfterSeconds: 30 };
  }
  if ('invalid' in answer) {
    await db.transaction((tx) => recordFailed(tx, payment.id, 'invalid_payment_method'));
    return {
      __typename: 'InvalidFields' as const,
      fieldErrors: [{ field: 'paymentMethod', code: 'INVALID' as const }],
    };
  }
  await db.transaction(async (tx) => {
    await tx.query('UPDATE payments SET provider_intent_id = $2, updated_at = now() WHERE id = $1', [
      payment.id,
      answer.intentId,
    ]);
    if (answer.status === 'succeeded') await recordPaid(tx, payment.id);
    if (answer.status === 'failed') await recordFailed(tx, payment.id, answer.failureCode);
  });
  const [now] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [payment.id]);
  if (!now) throw new Error('a payment was not found');
  return {
    __typename: 'PaymentStarted' as const,
    payment: paymentOf(now),
    redirectUrl: answer.status === 'requires_action' ? answer.redirectUrl : null,
  };
}

export async function payBalance(db: Database, provider: PaymentProvider, userId: string, input: PaymentInput) {
  const refused = refusedInput(input);
  if (refused) return refused;
  const [user] = await db.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1', [userId]);
  if (!user || !isBrandId(user.brand)) throw new Error(`no professional ${userId}`);
  const currency = BRANDS[user.brand].currency;
  const owed = -(await balanceOf(db, userId, currency));
  if (owed <= 0) return { __typename: 'NothingToPay' as const, currency };
  const started = await writePayment(db, userId, input.paymentMethod, { amountMinor: owed, currency });
  if ('refusal' in started) throw new Error('a payment of the balance was refused as if of an invoice');
  if (started.running) return { __typename: 'PaymentInProgress' as const, payment: paymentOf(started.running) };
  return collect(db, provider, userId, input, started.payment);
}

// Pays one open invoice (pay-invoices): its total, whatever else the balance owes.
export async function payInvoice(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  input: PaymentInput & { readonly invoiceId: string },
) {
  const refused = refusedInput(input);
  if (refused) return refused;
  const started = await writePayment(db, userId, input.paymentMethod, { invoiceId: input.invoiceId });
  if ('refusal' in started) return started.refusal;
  if (started.running) return { __typename: 'PaymentInProgress' as const, payment: paymentOf(started.running) };
  return collect(db, provider, userId, input, started.payment);
}

// Pays an open invoice, or what the balance owes, on the provider's hosted page (decision 066): the
// payment is written first, as every payment is, and the page's session is made with the payment's
// id as its idempotency key and metadata; the payer is sent there and back to returnUrl, and the
// provider's events say how it went.
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  input: { readonly invoiceId?: string | null; readonly returnUrl: string },
) {
  const refused = refusedInput({ paymentMethod: 'pm_checkout', returnUrl: input.returnUrl });
  if (refused) return refused;
  const [user] = await db.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1', [userId]);
  if (!user || !isBrandId(user.brand)) throw new Error(`no professional ${userId}`);
  const currency = BRANDS[user.brand].currency;
  let what: Parameters<typeof writePayment>[3];
  if (input.invoiceId) what = { invoiceId: input.invoiceId };
  else {
    const owed = -(await balanceOf(db, userId, currency));
    if (owed <= 0) return { __typename: 'NothingToPay' as const, currency };
    what = { amountMinor: owed, currency };
  }
  const started = await writePayment(db, userId, 'checkout', what);
  if ('refusal' in started) return started.refusal;
  if (started.running) return { __typename: 'PaymentInProgress' as const, payment: paymentOf(started.running) };
  const { payment } = started;
  const customerId = await customerOf(db, provider, userId);
  const [invoice] = input.invoiceId
    ? await db.query<{ number: string | null }>('SELECT number FROM invoices WHERE id = $1', [input.invoiceId])
    : [];
  const session = customerId
    ? await provider.checkout({
        customerId,
        amountMinor: Number(payment.amount_minor),
        currency: payment.currency,
        description: invoice?.number ?? `${BRANDS[user.brand].productName} ${currency}`,
        returnUrl: input.returnUrl,
        paymentMethodTypes: payment.currency === 'EUR' ? ['card', 'sepa_debit'] : ['card'],
        idempotencyKey: `checkout-${payment.id}`,
        metadata: { paymentId: payment.id, userId },
      })
    : ('unavailable' as const);
  if (session === 'unavailable') {
    // Nothing was asked of the payer: the payment ends here, and the invoice is to pay as before.
    await db.transaction(async (tx) => {
      const [ended] = await tx.query<{ invoice_id: string | null }>(
        `UPDATE payments SET status = 'PAYMENT_FAILED', failure_code = 'provider_unavailable', updated_at = now()
          WHERE id = $1 AND status = 'PAYMENT_IN_PROGRESS' RETURNING invoice_id`,
        [payment.id],
      );
      if (ended?.invoice_id) {
        await tx.query(
          `UPDATE invoices SET status = 'PAYMENT_PENDING' WHERE id = $1 AND status = 'PAYMENT_IN_PROGRESS'`,
          [ended.invoice_id],
        );
      }
    });
    return { __typename: 'PaymentProviderUnavailable' as const, retryAfterSeconds: 30 };
  }
  const [written] = await db.query<PaymentRow>(
    `UPDATE payments SET checkout_url = $2, updated_at = now() WHERE id = $1 RETURNING ${PAYMENT_COLUMNS}`,
    [payment.id, session.url],
  );
  if (!written) throw new Error('a payment was not found');
  return { __typename: 'CheckoutStarted' as const, payment: paymentOf(written), checkoutUrl: session.url };
}

export type EventOutcome = 'applied' | 'duplicate' | 'unknown-payment';

// A provider event, taken once by its id: a payment succeeded or failed. Events about payments the
// upstream did not ask for are taken and ignored.
export async function takeEvent(db: Database, event: PaymentEvent): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query<{ event_id: string }>(
      `INSERT INTO payment_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id`,
      [event.id, event.type],
    );
    if (!fresh) return 'duplicate';
    const byId = event.metadata.paymentId;
    const [payment] = await tx.query<{ id: string }>(
      `SELECT id FROM payments WHERE ($1::text IS NOT NULL AND id::text = $1) OR provider_intent_id = $2
        ORDER BY id LIMIT 1 FOR UPDATE`,
      [byId ?? null, event.intentId],
    );
    if (!payment) return 'unknown-payment';
    await tx.query('UPDATE payments SET provider_intent_id = coalesce(provider_intent_id, $2) WHERE id = $1', [
      payment.id,
      event.intentId,
    ]);
    if (event.type === 'payment_intent.succeeded') await recordPaid(tx, payment.id);
    if (event.type === 'payment_intent.payment_failed') await recordFailed(tx, payment.id, event.failureCode);
    return 'applied';
  });
}

export async function paymentsOf(db: Queryable, userId: string) {
  const rows = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
    [userId],
  );
  return rows.map(paymentOf);
}
