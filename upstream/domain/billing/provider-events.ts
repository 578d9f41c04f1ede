// The payment provider's events (routes/payments-webhook.ts), each taken once by its id: a payment's
// settle it (payments.ts, decision 065), a setup's save the payment method (payment-details.ts,
// decision 068), and any other kind is taken and ignored.
import type { PaymentProvider, ProviderEvent } from '../../adapters/payments/payments.ts';
import type { Database } from '../../db/database.ts';
import { takeSetupEvent } from './payment-details.ts';
import { takeEvent } from './payments.ts';

export type ProviderEventOutcome =
  | 'applied'
  | 'duplicate'
  | 'unknown-payment'
  | 'unknown-setup'
  | 'ignored'
  | 'unavailable';

export async function takeProviderEvent(
  db: Database,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<ProviderEventOutcome> {
  if (event.kind === 'payment') return takeEvent(db, event);
  if (event.kind === 'setup') return takeSetupEvent(db, provider, event);
  const [fresh] = await db.query<{ event_id: string }>(
    `INSERT INTO payment_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [event.id, event.type],
  );
  return fresh ? 'ignored' : 'duplicate';
}
