// The upstream marketplace API as a Fastify app. Registers every plugin explicitly; never listens.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '../shared/constants.ts';
import { createHttpCompanyRegister } from './adapters/company-register/company-register.ts';
import { createHttpIdentityCheckProvider } from './adapters/identity-check/identity-check.ts';
import { createStripePaymentProvider } from './adapters/payments/payments.ts';
import type { UpstreamConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { sweepRateLimits } from './domain/abuse/rate-limits.ts';
import { BILLING_RUN, runBilling } from './domain/billing/billing-run.ts';
import { loadTokenSecret } from './domain/identity/secret.ts';
import { createTokenSigner } from './domain/identity/tokens.ts';
import {
  createLogTransport,
  type DeliveryWorker,
  type MessageTransport,
  startDeliveryWorker,
} from './domain/messages/delivery.ts';
import { type Scheduler, startScheduler } from './domain/scheduler/scheduler.ts';
import { CAPTCHA_OFF, createSiteverifyCaptcha } from './domain/signup/captcha.ts';
import { ACCEPT_ALL_DOMAINS, createDnsEmailDomainChecker } from './domain/signup/email-domains.ts';
import type { UpstreamServices } from './graphql/context.ts';
import { idempotencyPlugin, sweepIdempotentRequests } from './plugins/idempotency.ts';
import { viewerPlugin } from './plugins/viewer.ts';
import { documentRoutes } from './routes/documents.ts';
import { fileRoutes } from './routes/files.ts';
import { graphqlRoutes } from './routes/graphql.ts';
import { healthRoutes } from './routes/health.ts';
import { identityCheckWebhookRoutes } from './routes/identity-check-webhook.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { paymentsWebhookRoutes } from './routes/payments-webhook.ts';

export interface UpstreamAppOptions {
  readonly config: UpstreamConfig;
  readonly db: Database;
  readonly fastify?: FastifyServerOptions;
  // Replaces outside services (DNS, captcha) — tests use doubles.
  readonly services?: Partial<UpstreamServices>;
  // Where outgoing messages go; the log by default.
  readonly transport?: MessageTransport;
}

function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomBytes(16).toString('hex');
}

function defaultServices(config: UpstreamConfig): UpstreamServices {
  return {
    emailDomains: config.emailDnsCheck ? createDnsEmailDomainChecker() : ACCEPT_ALL_DOMAINS,
    captcha: config.captcha.verifier === 'turnstile' ? createSiteverifyCaptcha(config.captcha) : CAPTCHA_OFF,
    identityCheck: createHttpIdentityCheckProvider({ url: config.identityCheck.url }),
    companyRegister: createHttpCompanyRegister({ url: config.companyRegisterUrl }),
    payments: createStripePaymentProvider(config.payments),
  };
}

export async function buildUpstreamApp({ config, db, fastify, services, transport }: UpstreamAppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
    ...fastify,
  });
  const secret = await loadTokenSecret(db, config);
  const tokens = createTokenSigner(secret);

  // Every request carries a request id (§7.1); one that is not 32 hex characters is refused rather
  // than replaced, because mutations are deduplicated by it.
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers[REQUEST_ID_HEADER];
    if (header !== undefined && !(typeof header === 'string' && REQUEST_ID_PATTERN.test(header))) {
      return reply.code(400).send({
        errors: [
          { message: `${REQUEST_ID_HEADER} must be 32 hexadecimal characters`, extensions: { code: 'BAD_REQUEST' } },
        ],
      });
    }
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const worker = startDeliveryWorker(db, transport ?? createLogTransport(app.log), app.log);
  const outside = { ...defaultServices(config), ...services };
  // The billing run every hour, once across every upstream process (decision 066); it collects
  // invoices with saved payment methods at the provider (decision 068).
  const scheduler = startScheduler(
    db,
    {
      handlers: { [BILLING_RUN]: () => runBilling(db, new Date(), outside.payments).then(() => undefined) },
      recurring: [{ kind: BILLING_RUN, everyMs: 3_600_000 }],
    },
    app.log,
    config.schedulerIntervalMs,
  );
  const sweeper = setInterval(() => {
    Promise.all([sweepRateLimits(db), sweepIdempotentRequests(db)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping old counters failed'),
    );
  }, 60 * 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await worker.stop();
    await scheduler.stop();
  });
  app.decorate('outbox', worker);
  app.decorate('scheduler', scheduler);

  await app.register(healthRoutes, { db });
  await app.register(fileRoutes, { uploadsDir: config.uploadsDir, db });
  await app.register(identityCheckWebhookRoutes, { db, secret: config.identityCheck.webhookSecret });
  await app.register(paymentsWebhookRoutes, { db, provider: outside.payments });
  await app.register(async (scope) => {
    await scope.register(viewerPlugin, { db, tokens });
    await scope.register(idempotencyPlugin, { db, secret });
    await scope.register(documentRoutes, { documentsDir: config.documentsDir, db });
    await scope.register(invoiceRoutes, { db });
    await scope.register(graphqlRoutes, {
      db,
      tokens,
      config,
      codeKey: secret,
      services: outside,
    });
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    // The outgoing-message worker; `drain()` delivers everything due now.
    outbox: DeliveryWorker;
    // The durable scheduler; `runDue()` runs every job due now.
    scheduler: Scheduler;
  }
}
