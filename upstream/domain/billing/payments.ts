// Paying the balance (decision 065): what the professional owes, paid at the provider with the
// payment method its page collected. The payment is written before the provider is called and is
// the provider's idempotency key, so a retry or a crash in between never pays twice, and the
// provider's event finds it by its id. A payment counts once — a PAYMENT entry in the ledger with
// the payment's reference — whether the provider's answer or its event (delivered twice, late or
// out of order) says so first; a failure never undoes a payment that succeeded.

import { BRANDS, isBrandId } from '../../../shared/brands.ts';
import type { PaymentProvider, ProviderEvent } from '../../adapters/payments/payments.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Currency } from '../../generated/graphql.ts';
import { invalidFields } from '../account/results.ts';
import { balanceOf } from './ledger.ts';

export interface PaymentRow {
  readonly id: string;
  readonly user_id: string;
  readonly amount_minor: string;
  readonly currency: string;
  readonly status: 'PAYMENT_IN_PROGRESS' | 'PAID' | 'PAYMENT_FAILED';
  readonly failure_code: string | null;
  readonly created_at: Date;
}

const PAYMENT_METHOD = /^pm_[A-Za-z0-9_]{1,80}$/;

export function paymentOf(row: PaymentRow) {
  return {
    id: row.id,
    amount: { amountMinor: Number(row.amount_minor), currency: row.currency as Currency },
    status: row.status,
    failureCode: row.failure_code,
    createdAt: row.created_at,
  };
}

// The payment succeeded: PAID, and its ledger entry, once.
export async function recordPaid(tx: Queryable, paymentId: string): Promise<void> {
  const [payment] = await tx.query<PaymentRow>(
    `UPDATE payments SET status = 'PAID', failure_code = NULL, updated_at = now() WHERE id = $1
      RETURNING id, user_id, amount_minor::text AS amount_minor, currency, status, failure_code, created_at`,
    [paymentId],
  );
  if (!payment) return;
  await tx.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
     VALUES ($1, 'PAYMENT', $2, $3, 'Payment at the provider', $4)
     ON CONFLICT (user_id, reference) DO NOTHING`,
    [payment.user_id, payment.amount_minor, payment.currency, `payment:${payment.id}`],
  );
}

// The payment failed — unless it was paid already (a late failure of an earlier attempt).
async function recordFailed(tx: Queryable, paymentId: string, failureCode: string | null): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = 'PAYMENT_FAILED', failure_code = $2, updated_at = now()
      WHERE id = $1 AND status <> 'PAID'`,
    [paymentId, failureCode],
  );
}

async function customerOf(db: Database, provider: PaymentProvider, userId: string): Promise<string | null> {
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

export async function payBalance(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  input: { paymentMethod: string; returnUrl: string },
) {
  let returnUrl: URL | null = null;
  try {
    returnUrl = new URL(input.returnUrl);
  } catch {
    returnUrl = null;
  }
  const refused = invalidFields({
    paymentMethod: PAYMENT_METHOD.test(input.paymentMethod) ? null : 'INVALID',
    returnUrl: returnUrl && /^https?:$/.test(returnUrl.protocol) && input.returnUrl.length <= 500 ? null : 'INVALID',
  });
  if (refused) return refused;
  const [user] = await db.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1', [userId]);
  if (!user || !isBrandId(user.brand)) throw new Error(`no professional ${userId}`);
  const currency = BRANDS[user.brand].currency;
  const owed = -(await balanceOf(db, userId, currency));
  if (owed <= 0) return { __typename: 'NothingToPay' as const, currency };
  const customerId = await customerOf(db, provider, userId);
  if (!customerId) return { __typename: 'PaymentProviderUnavailable' as const, retryAfterSeconds: 30 };
  // Written first: the provider's answer and events find it by its id. One payment at a time: while
  // one started in the last half hour is in progress (a bank's challenge, a debit settling), paying
  // again answers that one instead of paying twice.
  const started = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [running] = await tx.query<PaymentRow>(
      `SELECT id, user_id, amount_minor::text AS amount_minor, currency, status, failure_code, created_at
         FROM payments WHERE user_id = $1 AND status = 'PAYMENT_IN_PROGRESS' AND created_at > now() - interval '30 minutes'
        ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    if (running) return { running, payment: null };
    const [payment] = await tx.query<PaymentRow>(
      `INSERT INTO payments (user_id, amount_minor, currency, payment_method, status)
       VALUES ($1, $2, $3, $4, 'PAYMENT_IN_PROGRESS')
       RETURNING id, user_id, amount_minor::text AS amount_minor, currency, status, failure_code, created_at`,
      [userId, owed, currency, input.paymentMethod],
    );
    if (!payment) throw new Error('writing a payment returned no row');
    return { running: null, payment };
  });
  if (started.running) {
    return { __typename: 'PaymentInProgress' as const, payment: paymentOf(started.running) };
  }
  const { payment } = started;
  if (!payment) throw new Error('no payment was started');
  const answer = await provider.pay({
    customerId,
    amountMinor: owed,
    currency,
    paymentMethod: input.paymentMethod,
    returnUrl: input.returnUrl,
    idempotencyKey: `payment-${payment.id}`,
    metadata: { paymentId: payment.id, userId },
  });
  if (answer === 'unavailable') {
    // Nothing was taken that the provider confirmed; an event for it later still counts.
    return { __typename: 'PaymentProviderUnavailable' as const, retryAfterSeconds: 30 };
  }
  if ('invalid' in answer) {
    await recordFailed(db, payment.id, 'invalid_payment_method');
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
  const [now] = await db.query<PaymentRow>(
    `SELECT id, user_id, amount_minor::text AS amount_minor, currency, status, failure_code, created_at
       FROM payments WHERE id = $1`,
    [payment.id],
  );
  if (!now) throw new Error('a payment was not found');
  return {
    __typename: 'PaymentStarted' as const,
    payment: paymentOf(now),
    redirectUrl: answer.status === 'requires_action' ? answer.redirectUrl : null,
  };
}

export type EventOutcome = 'applied' | 'duplicate' | 'unknown-payment';

// A provider event, taken once by its id: a payment succeeded or failed. Events about payments the
// upstream did not ask for are taken and ignored.
export async function takeEvent(db: Database, event: ProviderEvent): Promise<EventOutcome> {
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
    `SELECT id, user_id, amount_minor::text AS amount_minor, currency, status, failure_code, created_at
       FROM payments WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
    [userId],
  );
  return rows.map(paymentOf);
}
