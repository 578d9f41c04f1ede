// Idempotent mutations (DESIGN §4): the result of each mutation is kept for 24 hours by caller,
// request id and request body. The same request again — a retry by the BFF — is answered from the
// store and not applied a second time; one arriving while the first still runs waits for it.
// Stored responses may hold tokens, so they are sealed (AES-256-GCM) with a key of their own.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type DocumentNode, getOperationAST, parse } from 'graphql';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyRequest {
    // Set when this request is a mutation whose result is to be kept.
    idempotencyKey: IdempotencyKey | null;
    // Set by the error formatter when a resolver failed unexpectedly: such a result is not kept,
    // so a retry runs again.
    failedUnexpectedly: boolean;
  }
}

interface IdempotencyKey {
  readonly caller: string;
  readonly requestId: string;
  readonly bodyHash: string;
}

export interface IdempotencyOptions {
  readonly db: Database;
  // The server secret; the sealing key is derived from it.
  readonly secret: Uint8Array;
  // How long a retry waits for the first request to finish before answering 409.
  readonly waitMs?: number;
}

export const RETENTION_HOURS = 24;
export const REPLAY_HEADER = 'x-idempotent-replay';

const documents = new Map<string, DocumentNode | null>();

// Whether the request runs a mutation. Unparsable documents are left to mercurius to refuse.
function isMutation(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  let document = documents.get(query);
  if (document === undefined) {
    try {
      document = parse(query, { noLocation: true });
    } catch {
      document = null;
    }
    if (documents.size >= 1000) documents.delete(documents.keys().next().value as string);
    documents.set(query, document);
  }
  if (!document) return false;
  const name = typeof operationName === 'string' && operationName !== '' ? operationName : undefined;
  return getOperationAST(document, name)?.operation === 'mutation';
}

function seal(key: Buffer, text: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function unseal(key: Buffer, sealed: Uint8Array): string {
  const data = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const idempotencyPlugin = fp<IdempotencyOptions>(
  async (app, { db, secret, waitMs = 10_000 }) => {
    const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'hearth idempotent responses', 32));
    app.decorateRequest('idempotencyKey', null);
    app.decorateRequest('failedUnexpectedly', false);

    async function replay(request: FastifyRequest, reply: FastifyReply, id: IdempotencyKey): Promise<boolean> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const [row] = await db.query<{ state: string; status_code: number | null; response: Uint8Array | null }>(
          `SELECT state, status_code, response FROM idempotent_requests
            WHERE caller = $1 AND request_id = $2 AND body_hash = $3`,
          [id.caller, id.requestId, id.bodyHash],
        );
        if (!row) return false;
        if (row.state === 'DONE' && row.response) {
          request.log.info('mutation answered from the idempotency store');
          await reply
            .code(row.status_code ?? 200)
            .header('content-type', 'application/json; charset=utf-8')
            .header(REPLAY_HEADER, 'true')
            .send(unseal(key, row.response));
          return true;
        }
        if (Date.now() >= deadline) {
          await reply.code(409).send({
            errors: [
              {
                message: 'A request with this id is still running; try again shortly',
                extensions: { code: 'REQUEST_IN_PROGRESS', requestId: request.id },
              },
            ],
          });
          return true;
        }
        await sleep(50);
      }
    }

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || !isMutation(request.body)) return;
      const caller = request.viewer ? `session:${request.viewer.sessionId}` : `client:${request.ip}`;
      const bodyHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
      const id = { caller, requestId: request.id, bodyHash };
      // Claims the key, or takes over one older than the retention period.
      const claimed = await db.query(
        `INSERT INTO idempotent_requests (caller, request_id, body_hash, state) VALUES ($1, $2, $3, 'RUNNING')
         ON CONFLICT (caller, request_id, body_hash) DO UPDATE
           SET state = 'RUNNING', status_code = NULL, response = NULL, created_at = now()
           WHERE idempotent_requests.created_at < now() - make_interval(hours => ${RETENTION_HOURS})
         RETURNING 1`,
        [caller, request.id, bodyHash],
      );
      if (claimed.length === 1) {
        request.idempotencyKey = id;
        return;
      }
      // Answered from the store (or refused while the first still runs); when the first attempt
      // failed and released the key in the meantime, this one runs.
      if (await replay(request, reply, id)) return reply;
      const retried = await db.query(
        `INSERT INTO idempotent_requests (caller, request_id, body_hash, state) VALUES ($1, $2, $3, 'RUNNING')
         ON CONFLICT DO NOTHING RETURNING 1`,
        [caller, request.id, bodyHash],
      );
      if (retried.length === 1) request.idempotencyKey = id;
      else if (await replay(request, reply, id)) return reply;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.idempotencyKey;
      if (!id) return payload;
      request.idempotencyKey = null;
      const keep = reply.statusCode < 500 && !request.failedUnexpectedly && typeof payload === 'string';
      if (keep) {
        await db.query(
          `UPDATE idempotent_requests SET state = 'DONE', status_code = $4, response = $5
            WHERE caller = $1 AND request_id = $2 AND body_hash = $3`,
          [id.caller, id.requestId, id.bodyHash, reply.statusCode, seal(key, payload)],
        );
      } else {
        await db.query('DELETE FROM idempotent_requests WHERE caller = $1 AND request_id = $2 AND body_hash = $3', [
          id.caller,
          id.requestId,
          id.bodyHash,
        ]);
      }
      return payload;
    });

    // A request that ends without a response (the connection closed) releases its key.
    app.addHook('onResponse', async (request) => {
      const id = request.idempotencyKey;
      if (!id) return;
      await db.query(
        `DELETE FROM idempotent_requests WHERE caller = $1 AND request_id = $2 AND body_hash = $3 AND state = 'RUNNING'`,
        [id.caller, id.requestId, id.bodyHash],
      );
    });
  },
  { name: 'idempotency', dependencies: ['viewer'] },
);

export async function sweepIdempotentRequests(db: Database): Promise<void> {
  await db.query(
    `DELETE FROM idempotent_requests WHERE created_at < now() - make_interval(hours => ${RETENTION_HOURS})`,
  );
}
