// The identity-verification provider's webhook: POST /webhooks/identity-check with the outcome of a
// check, signed over its raw bytes and timestamp (adapters/identity-check/). Nothing in the body is
// read before the signature and the timestamp window are checked: a bad or missing signature is 401,
// an old or replayed timestamp 401 too. An unknown check is 404. The same outcome delivered again
// changes nothing and answers 200 (the provider retries), as does any outcome for a check already
// decided. A SUCCESS completes the professional's onboarding step in the same transaction.
import type { FastifyInstance } from 'fastify';
import {
  type IdentityCheckOutcome,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from '../adapters/identity-check/identity-check.ts';
import type { Database } from '../db/database.ts';
import { recordOutcome } from '../domain/identity-check/identity-check.ts';
import { keepRawBodies } from './raw-body.ts';

const OUTCOMES: readonly IdentityCheckOutcome[] = ['SUCCESS', 'FAILED', 'FAILED_NAME_MISMATCH', 'UNKNOWN'];

export interface IdentityCheckWebhookOptions {
  readonly db: Database;
  readonly secret: string;
  readonly windowSeconds?: number;
}

export async function identityCheckWebhookRoutes(
  app: FastifyInstance,
  { db, secret, windowSeconds = 300 }: IdentityCheckWebhookOptions,
) {
  // The raw bytes are what was signed; this scope parses nothing itself.
  keepRawBodies(app, 64 * 1024);
  app.post('/webhooks/identity-check', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const verdict = verifyWebhookSignature({
      secret,
      rawBody,
      signature: header(SIGNATURE_HEADER),
      timestamp: header(TIMESTAMP_HEADER),
      windowSeconds,
    });
    if (verdict !== 'valid') return reply.code(401).send({ error: 'Unauthorized' });

    let delivery: { checkId?: unknown; status?: unknown; reason?: unknown };
    try {
      delivery = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return reply.code(400).send({ error: 'Bad Request' });
    }
    const { checkId, status, reason } = delivery ?? {};
    if (typeof checkId !== 'string' || !OUTCOMES.includes(status as IdentityCheckOutcome)) {
      return reply.code(400).send({ error: 'Bad Request' });
    }
    const known = await db.transaction(async (tx) => {
      const [check] = await tx.query<{ id: string }>('SELECT id FROM identity_checks WHERE provider_check_id = $1', [
        checkId,
      ]);
      if (!check) return false;
      // Applied once: a check decided already (this outcome before, or another) stays as it is.
      await recordOutcome(
        tx,
        check.id,
        'PENDING',
        status as IdentityCheckOutcome,
        typeof reason === 'string' ? reason.slice(0, 200) : null,
      );
      return true;
    });
    if (!known) return reply.code(404).send({ error: 'Not Found' });
    return reply.code(200).send({ received: true });
  });
}
