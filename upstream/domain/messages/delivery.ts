// The delivery worker: takes due messages from the outbox, hands each to a transport, and marks it
// SENT, or retries with backoff and finally marks it FAILED. Rows are claimed with SKIP LOCKED so
// several upstream processes can run workers on one database.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { MessageChannel } from '../../generated/graphql.ts';

export interface DueMessage {
  readonly id: string;
  readonly recipient: string;
  readonly channel: MessageChannel;
  readonly template: string;
  readonly locale: string;
  readonly payload: Record<string, unknown>;
  readonly attempts: number;
}

export interface MessageTransport {
  readonly name: string;
  deliver(message: DueMessage): Promise<void>;
}

// Development and test: the message is written to the log (that is where a developer reads a
// one-time code) and nothing goes to the network.
export function createLogTransport(log: FastifyBaseLogger): MessageTransport {
  return {
    name: 'log',
    async deliver(message) {
      log.info(
        {
          outbox: {
            id: message.id,
            channel: message.channel,
            recipient: message.recipient,
            template: message.template,
            locale: message.locale,
            payload: message.payload,
          },
        },
        `message ${message.template} to ${message.recipient}`,
      );
    },
  };
}

const MAX_ATTEMPTS = 5;
const BATCH = 20;

// Runs one pass: delivers up to BATCH due messages. Returns how many were handled.
export async function deliverDueMessages(db: Database, transport: MessageTransport): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<DueMessage>(
      `SELECT id, recipient, channel, template, locale, payload, attempts FROM outbox_messages
        WHERE status = 'PENDING' AND available_at <= now()
        ORDER BY available_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const message of due) {
      try {
        await transport.deliver(message);
        await tx.query(
          `UPDATE outbox_messages SET status = 'SENT', sent_at = now(), attempts = attempts + 1, last_error = NULL
            WHERE id = $1`,
          [message.id],
        );
      } catch (error) {
        const attempts = message.attempts + 1;
        await tx.query(
          `UPDATE outbox_messages
              SET attempts = $2, last_error = $3,
                  status = CASE WHEN $2 >= ${MAX_ATTEMPTS} THEN 'FAILED' ELSE 'PENDING' END,
                  available_at = now() + make_interval(secs => $4)
            WHERE id = $1`,
          [message.id, attempts, String((error as Error).message ?? error).slice(0, 500), 30 * 2 ** attempts],
        );
      }
    }
    return due.length;
  });
}

export interface DeliveryWorker {
  // Delivers everything due now (tests call it to wait for delivery).
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function startDeliveryWorker(
  db: Database,
  transport: MessageTransport,
  log: FastifyBaseLogger,
  intervalMs = 1000,
): DeliveryWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const drain = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        while ((await deliverDueMessages(db, transport)) === BATCH) {}
      } catch (error) {
        log.error({ err: error }, 'message delivery failed');
      }
    });
    return running;
  };
  const timer = setInterval(drain, intervalMs);
  timer.unref();
  return {
    drain,
    async stop() {
      clearInterval(timer);
      await running;
      stopped = true;
    },
  };
}
