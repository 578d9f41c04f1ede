// PV_SINK=nats://…: page views go to NATS JetStream and a 204 follows JetStream's acknowledgement.
// Needs the NATS server with JetStream on 127.0.0.1:4222 (as on CI); without it this test fails.
import { randomUUID } from 'node:crypto';
import { connect, DeliverPolicy, type NatsConnection } from 'nats';
import t from 'tap';
import { PAGE_VIEW_STREAM, PAGE_VIEW_SUBJECT } from '../../../bff/page-views/nats-sink.ts';
import type { PageViewRecord } from '../../../bff/page-views/record.ts';
import { startBff } from '../../helpers/bff.ts';
import { send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const NATS = '127.0.0.1:4222';

let reader: NatsConnection;
try {
  reader = await connect({ servers: NATS, timeout: 5000 });
} catch (error) {
  throw new Error(`This test needs a NATS server with JetStream at ${NATS}: ${(error as Error).message}`);
}
t.teardown(() => reader.close());

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url, { PV_SINK: `nats://${NATS}` });

// Every record of this run on the brand's subject, read back through an ordered consumer.
async function recordsOfRun(run: string, brand: string, since: Date): Promise<PageViewRecord[]> {
  const consumer = await reader.jetstream().consumers.get(PAGE_VIEW_STREAM, {
    filterSubjects: `${PAGE_VIEW_SUBJECT}.${brand}`,
    deliver_policy: DeliverPolicy.StartTime,
    opt_start_time: since.toISOString(),
  });
  const records: PageViewRecord[] = [];
  for (;;) {
    const message = await consumer.next({ expires: 2000 });
    if (!message) break;
    const record = JSON.parse(new TextDecoder().decode(message.data)) as PageViewRecord;
    if (record.extra.run === run) records.push(record);
    if (message.info.pending === 0) break;
  }
  return records;
}

t.test('page views reach the JetStream stream, one message for each 204', async (t) => {
  const run = randomUUID();
  const since = new Date(Date.now() - 1000);
  const responses = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      send(bff.origin, '/pv', {
        method: 'POST',
        host: `de.localhost:${bff.port}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `uri=/seite&experiments[]=a&experiments[]=b&ext_run=${run}&ext_n=${index}`,
      }),
    ),
  );
  const accepted = responses.filter((response) => response.status === 204).length;
  t.equal(accepted, 100);
  const records = await recordsOfRun(run, 'de', since);
  t.equal(records.length, accepted, 'messages in the stream equal the 204s');
  t.equal(new Set(records.map((record) => record.extra.n)).size, accepted, 'each beacon once');
  t.match(records[0], { brand: 'de', locale: 'de-DE', uri: '/seite', experiments: ['a', 'b'], ip: '127.0.0.0' });
  const info = await (await reader.jetstreamManager()).streams.info(PAGE_VIEW_STREAM);
  t.same(info.config.subjects, [`${PAGE_VIEW_SUBJECT}.>`], 'the stream was created for the page-view subjects');
});
