// The payment provider's events: POST /webhooks/payments, signed over the raw bytes as the provider
// signs them (adapters/payments/). Nothing in the body is read before the signature and its time
// window are checked: a bad, missing or stale signature is 401. An event is taken once by its id —
// the same event again answers 200 and changes nothing (the provider retries) — and an event about
// a payment the upstream did not ask for is taken and ignored (decision 065). A setup's event saves
// the payment method (decision 068); when the provider cannot be asked about it, the answer is 503
// and the provider delivers the event again.
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../adapters/payments/payments.ts';
import type { Database } from '../db/database.ts';
import { takeProviderEvent } from '../domain/billing/provider-events.ts';
import { keepRawBodies } from './raw-body.ts';

export async function paymentsWebhookRoutes(
  app: FastifyInstance,
  { db, provider }: { readonly db: Database; readonly provider: PaymentProvider },
) {
  // The raw bytes are what was signed; this scope parses nothing itself.
  keepRawBodies(app, 256 * 1024);
  app.post('/webhooks/payments', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const event = provider.readEvent(rawBody, typeof signature === 'string' ? signature : undefined);
    if (!event) return reply.code(401).send({ error: 'Unauthorized' });
    const outcome = await takeProviderEvent(db, provider, event);
    if (outcome === 'unavailable') return reply.code(503).send({ received: false });
    return reply.code(200).send({ received: true, outcome });
  });
}
