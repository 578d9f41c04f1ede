// /readyz (issue 5 §8): ready only when the upstream answers and the page-view sink can take
// records now; a 503 names the dependency that failed. The sink checks themselves: the file sink
// writes a probe in its directory, the NATS sink pings its server, and a sink without a check is
// judged by its last write.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { createNatsSink } from '../../../bff/page-views/nats-sink.ts';
import { createGroupCommitQueue, type PageViewSink } from '../../../bff/page-views/queue.ts';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { send } from '../../helpers/http.ts';

const fault = await startFaultUpstream(t);
fault.setDefault({ kind: 'body', body: JSON.stringify({ data: { __typename: 'Query' } }) });
const UNREACHABLE = 'http://127.0.0.1:9/graphql';

// A page-view directory that cannot exist: its parent is a file.
async function impossibleDir(): Promise<string> {
  const file = join(t.testdir(), 'not-a-directory');
  await writeFile(file, 'plain file');
  return join(file, 'pageviews');
}

t.test('/readyz is ready when the upstream and the page-view sink both are', async (t) => {
  const bff = await startBff(t, fault.url, { PV_DIR: join(t.testdir(), 'made-on-demand') });
  const ready = await send(bff.origin, '/readyz');
  t.equal(ready.status, 200);
  t.same(ready.json(), { status: 'ready' });
  t.equal(ready.headers['cache-control'], 'no-store');
});

t.test('a page-view directory that cannot be written makes /readyz 503, naming the sink', async (t) => {
  const bff = await startBff(t, fault.url, { PV_DIR: await impossibleDir() });
  const notReady = await send(bff.origin, '/readyz');
  t.equal(notReady.status, 503);
  t.same(notReady.json(), { status: 'unavailable', failed: ['pageViewSink'] });
  t.equal(notReady.headers['cache-control'], 'no-store');
  t.equal((await send(bff.origin, '/healthz')).status, 200, '/healthz checks no dependency');
  const beacon = await send(bff.origin, '/pv', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'uri=/nowhere',
  });
  t.equal(beacon.status, 503, 'and indeed a beacon is not acknowledged');
});

t.test('an unreachable upstream is named, and so is a second failing dependency', async (t) => {
  const upstreamDown = await startBff(t, UNREACHABLE, { PV_DIR: t.testdir() });
  t.same((await send(upstreamDown.origin, '/readyz')).json(), { status: 'unavailable', failed: ['upstream'] });
  const bothDown = await startBff(t, UNREACHABLE, { PV_DIR: await impossibleDir() });
  const answer = await send(bothDown.origin, '/readyz');
  t.equal(answer.status, 503);
  t.same(answer.json(), { status: 'unavailable', failed: ['upstream', 'pageViewSink'] });
});

t.test('with the NATS sink, /readyz follows the connection', async (t) => {
  const bff = await startBff(t, fault.url, { PV_SINK: 'nats://127.0.0.1:4222' });
  t.same((await send(bff.origin, '/readyz')).json(), { status: 'ready' });
  const sink = await createNatsSink({ url: new URL('nats://127.0.0.1:4222') });
  await t.resolves(sink.check(), 'connected: the server answers a ping');
  await sink.close();
  await t.rejects(sink.check(), /closed/, 'a closed connection is not ready');
});

t.test('a sink without its own check is ready again after a successful write', async (t) => {
  let failing = true;
  const sink: PageViewSink<string> = {
    async write() {
      if (failing) throw new Error('disk full');
    },
    async close() {},
  };
  const queue = createGroupCommitQueue(sink, { limit: 10 });
  await t.resolves(queue.check(), 'nothing written yet, nothing failed');
  await t.rejects(queue.offer('first') ?? Promise.resolve(), /disk full/);
  await t.rejects(queue.check(), /last page-view write failed/);
  failing = false;
  await queue.offer('second');
  await t.resolves(queue.check());
  await queue.drain();
  await t.rejects(queue.check(), /closing/, 'a draining queue takes nothing more');
});
