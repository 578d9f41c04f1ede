// Starts the reference services (reference-services/) on 127.0.0.1 with a random port, state in
// memory, for one test file; the test's teardown stops them. Hand `env` to startUpstream so its
// adapters talk to them.
import { buildReferenceServices } from '../../reference-services/app.ts';
import { paymentsService } from '../../reference-services/payments/service.ts';
import { type Closable, startUpstream } from './upstream.ts';

export interface TestReferenceServices {
  readonly url: string;
  // The upstream settings that point its adapters here.
  readonly env: Record<string, string>;
}

export async function startReferenceServices(t: Closable): Promise<TestReferenceServices> {
  const app = await buildReferenceServices({ logLevel: 'silent' });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return { url, env: { REFERENCE_SERVICES_URL: url } };
}

// The reference payment provider alone, with the keys given, settling debits only when told and
// delivering its events wherever `webhookUrl` says at the time (a receiver may start later).
export async function startPaymentsProvider(
  t: Closable,
  options: { secretKey: string; webhookSecret: string; webhookUrl?: () => string | null },
) {
  const app = await buildReferenceServices({
    logLevel: 'silent',
    services: [
      {
        prefix: 'payments',
        atRoot: true,
        plugin: paymentsService({
          secretKey: options.secretKey,
          webhookSecret: options.webhookSecret,
          webhookUrl: options.webhookUrl ?? null,
          settleDelayMs: null,
          maxAttempts: 3,
          retryBaseDelayMs: 20,
        }),
      },
    ],
  });
  t.teardown(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin: url.replace(/\/$/, '') };
}

// An upstream whose payments adapter talks to a reference provider of its own, which delivers its
// signed events back to that upstream's webhook.
export async function startUpstreamWithPayments(t: Closable, name: string) {
  const secretKey = `sk_test_${name}`;
  const webhookSecret = `whsec_${name}`;
  let webhookUrl: string | null = null;
  const provider = await startPaymentsProvider(t, { secretKey, webhookSecret, webhookUrl: () => webhookUrl });
  const upstream = await startUpstream(t, {
    env: { PAYMENTS_URL: provider.origin, PAYMENTS_SECRET_KEY: secretKey, PAYMENTS_WEBHOOK_SECRET: webhookSecret },
  });
  webhookUrl = `${upstream.origin}/webhooks/payments`;
  return { upstream, provider, webhookSecret };
}
