// Idempotent mutations (DESIGN §4, decisions 008 and 030): the result of each mutation is kept for
// 24 hours by caller, request id and request body. The same request again — a retry by the BFF —
// is answered from the store and not applied a second time. A mutation's writes and its kept
// answer commit in one transaction (request-transaction.ts), so no crash can leave a change
// without its answer, or a claim without its owner: a resend after a crash either finds the
// answer or runs for the first time. Stored responses may hold tokens, so they are sealed
// (AES-256-GCM) with a key of their own.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type DocumentNode, getOperationAST, parse } from 'graphql';
import type { Database, Queryable } from '../db/database.ts';
import { createRequestTransaction, type RequestTransaction } from '../db/request-transaction.ts';

declare module 'fastify' {
  interface FastifyRequest {
    // Set while a mutation whose result is to be kept runs; its statements go through
    // `transaction`, which commits with the answer when the answer is sent.
    idempotency: IdempotentRequest | null;
    // Set by the error formatter when a resolver failed unexpectedly: such a request's writes are
    // rolled back and its result is not kept, so a retry runs again.
    failedUnexpectedly: boolean;
  }
}

interface IdempotencyKey {
  readonly caller: string;
  readonly requestId: string;
  readonly bodyHash: string;
}

interface IdempotentRequest {
  readonly key: IdempotencyKey;
  readonly transaction: RequestTransaction;
  // Another request with this key committed first, or still holds it after the wait.
  conflict: 'answered' | 'running' | null;
}

export interface IdempotencyOptions {
  readonly db: Database;
  // The server secret; the sealing key is derived from it.
  readonly secret: Uint8Array;
  // How long a copy waits for the first request with its key to finish before answering 409.
  readonly waitMs?: number;
}

export const RETENTION_HOURS = 24;
export const REPLAY_HEADER = 'x-idempotent-replay';
// PostgreSQL's lock_not_available: the claim waited lock_timeout for a copy still running.
const LOCK_NOT_AVAILABLE = '55P03';

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

function errorBody(message: string, code: string, requestId: string): string {
  return JSON.stringify({ errors: [{ message, extensions: { code, requestId } }] });
}

// After a rollback no field of the answer may claim to have done something.
function withoutData(payload: string): string {
  try {
    const answer = JSON.parse(payload) as { data?: Record<string, unknown> | null };
    if (!answer.data || Object.values(answer.data).every((value) => value === null)) return payload;
    return JSON.stringify({ ...answer, data: null });
  } catch {
    return payload;
  }
}

export const idempotencyPlugin = fp<IdempotencyOptions>(
  async (app, { db, secret, waitMs = 10_000 }) => {
    const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'hearth idempotent responses', 32));
    app.decorateRequest('idempotency', null);
    app.decorateRequest('failedUnexpectedly', false);

    async function storedAnswer(id: IdempotencyKey) {
      const [row] = await db.query<{ status_code: number | null; response: Uint8Array | null }>(
        `SELECT status_code, response FROM idempotent_requests
          WHERE caller = $1 AND request_id = $2 AND body_hash = $3 AND state = 'DONE'
            AND created_at > now() - make_interval(hours => ${RETENTION_HOURS})`,
        [id.caller, id.requestId, id.bodyHash],
      );
      return row?.response ? { status: row.status_code ?? 200, body: unseal(key, row.response) } : null;
    }

    function replayed(reply: FastifyReply, answer: { status: number; body: string }): string {
      reply.request.log.info('mutation answered from the idempotency store');
      reply.code(answer.status).header('content-type', 'application/json; charset=utf-8').header(REPLAY_HEADER, 'true');
      return answer.body;
    }

    // Claims the key as the transaction's first statement. A copy that committed first leaves its
    // row: nothing is claimed. A copy still running holds the row's lock until it ends: PostgreSQL
    // waits for it (up to waitMs); PGlite's one connection serves the copies one after the other.
    // A row left RUNNING by a process of an earlier version, or older than the retention, is taken.
    async function claim(tx: Queryable, request: IdempotentRequest) {
      const { caller, requestId, bodyHash } = request.key;
      const postgres = db.engine === 'postgres';
      if (postgres) await tx.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(waitMs))}`);
      let claimed: unknown[];
      try {
        claimed = await tx.query(
          `INSERT INTO idempotent_requests (caller, request_id, body_hash, state) VALUES ($1, $2, $3, 'RUNNING')
           ON CONFLICT (caller, request_id, body_hash) DO UPDATE
             SET state = 'RUNNING', status_code = NULL, response = NULL, created_at = now()
             WHERE idempotent_requests.state <> 'DONE'
                OR idempotent_requests.created_at < now() - make_interval(hours => ${RETENTION_HOURS})
           RETURNING 1`,
          [caller, requestId, bodyHash],
        );
      } catch (error) {
        if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) request.conflict = 'running';
        throw error;
      }
      if (claimed.length === 0) {
        request.conflict = 'answered';
        throw new Error('This request was answered by a copy of it');
      }
      if (postgres) await tx.query('SET LOCAL lock_timeout = DEFAULT');
    }

    function track(key: IdempotencyKey): IdempotentRequest {
      const tracked: {
        key: IdempotencyKey;
        conflict: IdempotentRequest['conflict'];
        transaction?: RequestTransaction;
      } = { key, conflict: null };
      tracked.transaction = createRequestTransaction(db, (tx) => claim(tx, tracked as IdempotentRequest));
      return tracked as IdempotentRequest;
    }

    // The answer to a copy that lost the claim: the stored answer, or 409 while the first runs.
    async function conflictAnswer(request: FastifyRequest, reply: FastifyReply, id: IdempotentRequest) {
      const stored = id.conflict === 'answered' ? await storedAnswer(id.key) : null;
      if (stored) return replayed(reply, stored);
      reply.code(409).header('content-type', 'application/json; charset=utf-8');
      return errorBody('A request with this id is still running; try again shortly', 'REQUEST_IN_PROGRESS', request.id);
    }

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || !isMutation(request.body)) return;
      const caller = request.viewer ? `session:${request.viewer.sessionId}` : `client:${request.ip}`;
      const bodyHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
      const key = { caller, requestId: request.id, bodyHash };
      const stored = await storedAnswer(key);
      if (stored) return reply.send(replayed(reply, stored));
      request.idempotency = track(key);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const idempotent = request.idempotency;
      if (!idempotent) return payload;
      request.idempotency = null;
      const { transaction } = idempotent;
      if (idempotent.conflict) {
        await transaction.rollback();
        return conflictAnswer(request, reply, idempotent);
      }
      const keep = reply.statusCode < 500 && !request.failedUnexpectedly && typeof payload === 'string';
      if (!keep) {
        const wrote = transaction.isOpen;
        await transaction.rollback();
        return wrote && typeof payload === 'string' ? withoutData(payload) : payload;
      }
      try {
        const tx = await transaction.open();
        await tx.query(
          `UPDATE idempotent_requests SET state = 'DONE', status_code = $4, response = $5
            WHERE caller = $1 AND request_id = $2 AND body_hash = $3`,
          [
            idempotent.key.caller,
            idempotent.key.requestId,
            idempotent.key.bodyHash,
            reply.statusCode,
            seal(key, payload),
          ],
        );
        await transaction.commit();
        return payload;
      } catch (error) {
        await transaction.rollback();
        if (idempotent.conflict) return conflictAnswer(request, reply, idempotent);
        // Nothing is acknowledged: whether the commit reached the database is unknown, and a resend
        // with the same request id finds the kept answer or runs for the first time.
        request.log.error({ err: error }, 'the mutation could not be committed');
        reply.code(503).header('retry-after', '1').header('content-type', 'application/json; charset=utf-8');
        return errorBody('The change could not be saved; send it again', 'SERVICE_UNAVAILABLE', request.id);
      }
    });

    // A request that ended without an answer passing onSend gives its transaction back.
    app.addHook('onResponse', async (request) => {
      const idempotent = request.idempotency;
      if (!idempotent) return;
      request.idempotency = null;
      await idempotent.transaction.rollback();
    });
  },
  { name: 'idempotency', dependencies: ['viewer'] },
);

export async function sweepIdempotentRequests(db: Database): Promise<void> {
  await db.query(
    `DELETE FROM idempotent_requests WHERE created_at < now() - make_interval(hours => ${RETENTION_HOURS})`,
  );
}
