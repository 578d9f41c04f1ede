// A professional's payment details saved at the provider (decision 068): the provider's hosted page
// saves a card or a direct debit mandate — its numbers never reach the upstream — and the upstream
// keeps what may be shown of it. Saving happens once, when the provider's event arrives or when the
// payer comes back and the page's session is looked up, whichever is first; it replaces the current
// method (the old one is kept, replaced), records CARD or DIRECT_DEBIT as the professional's choice
// (decision 060) and schedules their open invoices for automatic collection.
import { BRANDS, isBrandId } from '../../../shared/brands.ts';
import type { PaymentProvider, ProviderSetup, SetupEvent } from '../../adapters/payments/payments.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { PaymentMethod } from '../../generated/graphql.ts';
import { invalidField } from '../account/results.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';
import { attemptDueAt, scheduleCollections } from './collection-schedule.ts';
import { INVOICE_COLUMNS, type InvoiceRow, invoiceOf } from './invoices.ts';
import { customerOf, refusedInput } from './payments.ts';

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface SavedMethodRow {
  readonly type: 'CARD' | 'DIRECT_DEBIT';
  readonly card_brand: string | null;
  readonly last4: string;
  readonly exp_month: number | null;
  readonly exp_year: number | null;
  readonly mandate_reference: string | null;
  readonly saved_at: Date;
}

// The current method, the choice, and the open invoices it will collect with when each is tried next.
export async function readPaymentDetails(db: Queryable, userId: string) {
  const [method] = await db.query<SavedMethodRow>(
    `SELECT type, card_brand, last4, exp_month, exp_year, mandate_reference, saved_at
       FROM saved_payment_methods WHERE user_id = $1 AND replaced_at IS NULL`,
    [userId],
  );
  const [choice] = await db.query<{ method: PaymentMethod }>(
    'SELECT method FROM pro_payment_method_choices WHERE pro_id = $1',
    [userId],
  );
  const collected = method !== undefined && choice?.method !== 'INVOICE';
  const invoices = collected
    ? await db.query<InvoiceRow & { failed_attempts: number; running: boolean; method_changed: boolean }>(
        `SELECT ${INVOICE_COLUMNS},
                (SELECT count(*)::int FROM invoice_collections c JOIN payments p ON p.id = c.payment_id
                  WHERE c.invoice_id = invoices.id AND p.status = 'PAYMENT_FAILED') AS failed_attempts,
                EXISTS (SELECT 1 FROM invoice_collections c JOIN payments p ON p.id = c.payment_id
                  WHERE c.invoice_id = invoices.id AND p.status = 'PAYMENT_IN_PROGRESS') AS running,
                coalesce((SELECT c.saved_payment_method_id <> m.id FROM invoice_collections c, saved_payment_methods m
                  WHERE c.invoice_id = invoices.id AND m.user_id = invoices.user_id AND m.replaced_at IS NULL
                  ORDER BY c.attempt DESC LIMIT 1), false) AS method_changed
           FROM invoices
          WHERE user_id = $1 AND status IN ('PAYMENT_SCHEDULED', 'PAYMENT_PENDING', 'PAYMENT_FAILED', 'PAYMENT_IN_PROGRESS')
            AND dunning_stage < 3
          ORDER BY due_at, number`,
        [userId],
      )
    : [];
  const now = new Date();
  const collections = invoices.flatMap(
    (row): { invoice: ReturnType<typeof invoiceOf>; collectsAt: Date | null; failedAttempts: number }[] => {
      if (row.running) return [{ invoice: invoiceOf(row), collectsAt: null, failedAttempts: row.failed_attempts }];
      // A method saved after the last failure is tried at the next run.
      const next = row.method_changed ? now : row.due_at && attemptDueAt(row.due_at, row.failed_attempts + 1);
      if (!next) return [];
      return [
        {
          invoice: invoiceOf(row),
          collectsAt: next.getTime() < now.getTime() ? now : next,
          failedAttempts: row.failed_attempts,
        },
      ];
    },
  );
  return {
    method: method
      ? {
          type: method.type,
          cardBrand: method.card_brand,
          last4: method.last4,
          expMonth: method.exp_month,
          expYear: method.exp_year,
          mandateReference: method.mandate_reference,
          savedAt: method.saved_at,
        }
      : null,
    choice: choice?.method ?? null,
    collections,
  };
}

// The page's return address with the session named as the provider fills it in; the cancel
// address says the payer gave up.
function withParameter(returnUrl: string, parameter: string): string {
  const [address = ''] = returnUrl.split('#');
  return `${address}${address.includes('?') ? '&' : '?'}${parameter}`;
}

export async function startPaymentMethodSetup(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  input: { readonly returnUrl: string },
) {
  const refused = refusedInput({ paymentMethod: 'pm_setup', returnUrl: input.returnUrl });
  if (refused) return refused;
  const [user] = await db.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1', [userId]);
  if (!user || !isBrandId(user.brand)) throw new Error(`no professional ${userId}`);
  const customerId = await customerOf(db, provider, userId);
  if (!customerId) return { __typename: 'PaymentProviderUnavailable' as const, retryAfterSeconds: 30 };
  const [setup] = await db.query<{ id: string }>(
    'INSERT INTO payment_method_setups (user_id) VALUES ($1) RETURNING id',
    [userId],
  );
  if (!setup) throw new Error('writing a setup returned no row');
  const session = await provider.setupCheckout({
    customerId,
    successUrl: withParameter(input.returnUrl, 'session_id={CHECKOUT_SESSION_ID}'),
    cancelUrl: withParameter(input.returnUrl, 'setup=cancelled'),
    // SEPA Direct Debit where the brand's money is the euro; a card everywhere.
    paymentMethodTypes: BRANDS[user.brand].currency === 'EUR' ? ['card', 'sepa_debit'] : ['card'],
    idempotencyKey: `setup-${setup.id}`,
    metadata: { setupId: setup.id, userId },
  });
  if (session === 'unavailable') {
    await db.query(`UPDATE payment_method_setups SET status = 'FAILED' WHERE id = $1`, [setup.id]);
    return { __typename: 'PaymentProviderUnavailable' as const, retryAfterSeconds: 30 };
  }
  await db.query('UPDATE payment_method_setups SET provider_session_id = $2 WHERE id = $1', [
    setup.id,
    session.sessionId,
  ]);
  return { __typename: 'PaymentMethodSetupStarted' as const, setupUrl: session.url };
}

type Saved = 'saved' | 'already' | 'pending' | 'failed' | 'not-theirs';

// Saves what the provider says the setup saved, once, in the caller's transaction.
async function saveIn(
  tx: Queryable,
  setup: { readonly id: string; readonly user_id: string; readonly created_at: Date },
  read: ProviderSetup,
): Promise<Saved> {
  const [customer] = await tx.query<{ provider_customer_id: string }>(
    'SELECT provider_customer_id FROM payment_customers WHERE user_id = $1',
    [setup.user_id],
  );
  // The provider's setup must be this professional's and this page's.
  if (!customer || read.customerId !== customer.provider_customer_id) return 'not-theirs';
  if (read.metadata.setupId !== undefined && read.metadata.setupId !== setup.id) return 'not-theirs';
  if (read.status !== 'succeeded' || !read.method || !read.setupIntentId)
    return read.status === 'failed' ? 'failed' : 'pending';
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [setup.user_id]);
  const [marked] = await tx.query<{ id: string }>(
    `UPDATE payment_method_setups SET status = 'SAVED' WHERE id = $1 AND status <> 'SAVED' RETURNING id`,
    [setup.id],
  );
  if (!marked) return 'already';
  // A setup started before the current method's (two pages open, told out of order) is kept as
  // replaced: the newest page wins.
  const [newer] = await tx.query<{ id: string }>(
    `SELECT m.id FROM saved_payment_methods m JOIN payment_method_setups s ON s.id = m.setup_id
      WHERE m.user_id = $1 AND m.replaced_at IS NULL AND s.created_at > $2`,
    [setup.user_id, setup.created_at],
  );
  if (!newer) {
    await tx.query('UPDATE saved_payment_methods SET replaced_at = now() WHERE user_id = $1 AND replaced_at IS NULL', [
      setup.user_id,
    ]);
  }
  const { method } = read;
  await tx.query(
    `INSERT INTO saved_payment_methods (user_id, provider_payment_method_id, type, card_brand, last4, exp_month, exp_year,
                                        mandate_id, mandate_reference, provider_setup_id, setup_id, replaced_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $12::boolean THEN now() END)
     ON CONFLICT (provider_setup_id) DO NOTHING`,
    [
      setup.user_id,
      method.paymentMethodId,
      method.type,
      method.cardBrand,
      method.last4,
      method.expMonth,
      method.expYear,
      method.mandateId,
      method.mandateReference,
      read.setupIntentId,
      setup.id,
      newer !== undefined,
    ],
  );
  if (newer) return 'saved';
  // Saving a method is choosing it (decision 060), and the onboarding step it asks for is done.
  await tx.query(
    `INSERT INTO pro_payment_method_choices (pro_id, method) VALUES ($1, $2)
     ON CONFLICT (pro_id) DO UPDATE SET method = $2, chosen_at = now()`,
    [setup.user_id, method.type],
  );
  await completeOnboardingStep(tx, setup.user_id, 'PAYMENT_DETAILS_REQUESTED');
  await scheduleCollections(tx, setup.user_id);
  return 'saved';
}

interface SetupRow {
  readonly id: string;
  readonly user_id: string;
  readonly status: 'OPEN' | 'SAVED' | 'FAILED';
  readonly created_at: Date;
}

// The payer is back from the provider's page: the session is looked up and its method saved, unless
// the provider's event saved it first.
export async function completePaymentMethodSetup(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  input: { readonly sessionId: string },
) {
  if (!SESSION_ID.test(input.sessionId)) return invalidField('sessionId', 'INVALID');
  const [setup] = await db.query<SetupRow>(
    'SELECT id, user_id, status, created_at FROM payment_method_setups WHERE provider_session_id = $1 AND user_id = $2',
    [input.sessionId, userId],
  );
  if (!setup) return { __typename: 'NotFound' as const, id: input.sessionId };
  const saved = async () => ({
    __typename: 'PaymentMethodSaved' as const,
    details: await readPaymentDetails(db, userId),
  });
  if (setup.status === 'SAVED') return saved();
  const read = await provider.readSetup({ sessionId: input.sessionId });
  if (read === 'unavailable') return { __typename: 'PaymentProviderUnavailable' as const, retryAfterSeconds: 30 };
  if (read === 'not-found') return { __typename: 'NotFound' as const, id: input.sessionId };
  const outcome = await db.transaction((tx) => saveIn(tx, setup, read));
  if (outcome === 'saved' || outcome === 'already') return saved();
  if (outcome === 'not-theirs') return { __typename: 'NotFound' as const, id: input.sessionId };
  return {
    __typename: 'PaymentMethodSetupNotCompleted' as const,
    state: outcome === 'failed' ? ('FAILED' as const) : ('PENDING' as const),
  };
}

export type SetupEventOutcome = 'applied' | 'duplicate' | 'unknown-setup' | 'unavailable';

// A setup event (setup_intent.succeeded, checkout.session.completed in mode=setup), taken once by
// its id. The provider is asked how the setup went (events carry no card details); when it does not
// answer, the event is not taken, and the provider delivers it again.
export async function takeSetupEvent(
  db: Database,
  provider: PaymentProvider,
  event: SetupEvent,
): Promise<SetupEventOutcome> {
  const [taken] = await db.query<{ event_id: string }>('SELECT event_id FROM payment_events WHERE event_id = $1', [
    event.id,
  ]);
  if (taken) return 'duplicate';
  const setupId = event.metadata.setupId;
  const [setup] = await db.query<SetupRow>(
    `SELECT id, user_id, status, created_at FROM payment_method_setups
      WHERE ($1::text IS NOT NULL AND id::text = $1) OR ($2::text IS NOT NULL AND provider_session_id = $2)
      ORDER BY created_at LIMIT 1`,
    [setupId && UUID.test(setupId) ? setupId : null, event.sessionId],
  );
  const settles = event.type === 'setup_intent.succeeded' || event.type === 'checkout.session.completed';
  let read: ProviderSetup | 'not-found' | 'unavailable' | null = null;
  if (setup && setup.status !== 'SAVED' && settles) {
    read = await provider.readSetup(
      event.setupIntentId ? { setupIntentId: event.setupIntentId } : { sessionId: event.sessionId ?? '' },
    );
    if (read === 'unavailable') return 'unavailable';
  }
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query<{ event_id: string }>(
      `INSERT INTO payment_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id`,
      [event.id, event.type],
    );
    if (!fresh) return 'duplicate';
    if (!setup) return 'unknown-setup';
    if (read && read !== 'not-found') await saveIn(tx, setup, read);
    return 'applied';
  });
}
