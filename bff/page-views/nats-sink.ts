// The page-view sink for deployments that outgrow one machine (§7.3): each record is published to
// a NATS JetStream stream, and a batch counts as durable only when JetStream has acknowledged every
// record of it. The record id is the message id, so a publish repeated after a lost
// acknowledgement is stored once (within the stream's duplicate window).
import { connect, type JetStreamClient, type NatsConnection, StorageType } from 'nats';
import type { PageViewSink } from './queue.ts';

export const PAGE_VIEW_STREAM = 'HEARTH_PAGEVIEWS';
export const PAGE_VIEW_SUBJECT = 'hearth.pageviews';
// How long /readyz waits for the server to answer a ping.
const CHECK_TIMEOUT_MS = 2_000;

export interface NatsSinkOptions {
  readonly url: URL;
  readonly stream?: string;
  readonly subject?: string;
}

export interface NatsSink<T> extends PageViewSink<T> {
  readonly connection: NatsConnection;
  check(): Promise<void>;
}

// Creates the stream when it is missing; an existing stream is left as its operators set it.
async function ensureStream(connection: NatsConnection, stream: string, subject: string) {
  const manager = await connection.jetstreamManager();
  try {
    await manager.streams.info(stream);
  } catch {
    await manager.streams.add({ name: stream, subjects: [`${subject}.>`], storage: StorageType.File });
  }
}

export async function createNatsSink<T extends { readonly id: string; readonly brand: string }>({
  url,
  stream = PAGE_VIEW_STREAM,
  subject = PAGE_VIEW_SUBJECT,
}: NatsSinkOptions): Promise<NatsSink<T>> {
  let connection: NatsConnection;
  try {
    connection = await connect({
      servers: `${url.hostname}:${url.port || '4222'}`,
      name: 'hearth-bff-pageviews',
      ...(url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : {}),
    });
  } catch (error) {
    throw new Error(`Page views: cannot reach NATS at ${url.host} (PV_SINK)`, { cause: error });
  }
  try {
    await ensureStream(connection, stream, subject);
  } catch (error) {
    await connection.close();
    throw new Error(`Page views: JetStream stream ${stream} is not available at ${url.host}`, { cause: error });
  }
  const jetstream: JetStreamClient = connection.jetstream();
  const encoder = new TextEncoder();
  return {
    connection,
    async write(batch) {
      await Promise.all(
        batch.map((record) =>
          jetstream.publish(`${subject}.${record.brand}`, encoder.encode(JSON.stringify(record)), {
            msgID: record.id,
            expect: { streamName: stream },
          }),
        ),
      );
    },
    async close() {
      await connection.drain();
    },
    // /readyz: connected, and the server answers a ping (a reconnecting client does not, in time).
    async check() {
      if (connection.isClosed() || connection.isDraining()) throw new Error('the NATS connection is closed');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('NATS did not answer a ping in time')), CHECK_TIMEOUT_MS);
      });
      try {
        await Promise.race([connection.flush(), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
