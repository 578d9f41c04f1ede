// Graceful shutdown of the real BFF process (issue 5 §8): after SIGTERM the request in flight
// finishes with 200 and closes its connection, new requests get 503 or are refused, idle keep-alive
// connections are closed, and the process exits — without waiting out a client's keep-alive. A
// request that outlives SHUTDOWN_GRACE_MS is cut so the exit stays bounded. Each test fails by its
// timeout if the process does not exit: well below the 72 s a kept-alive connection would hold it.
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { Client } from 'undici';
import { spawnBff } from '../helpers/bff-process.ts';
import { startHeldUpstream } from '../helpers/held-upstream.ts';
import { processDir } from '../helpers/process.ts';

// A client that keeps its connection open as a browser would, far longer than the test runs.
function keepAliveClient(t: Test, origin: string) {
  const client = new Client(origin, { keepAliveTimeout: 600_000, keepAliveMaxTimeout: 600_000 });
  t.teardown(() => client.destroy());
  return client;
}

// One request on a connection of its own: its status, or the error code when it had no answer.
async function onNewConnection(origin: string, path: string): Promise<number | string> {
  const client = new Client(origin);
  try {
    const response = await client.request({ path, method: 'GET' });
    await response.body.dump();
    return response.statusCode;
  } catch (error) {
    return (error as { code?: string }).code ?? 'error';
  } finally {
    await client.destroy();
  }
}

const GRAPHQL = { 'content-type': 'application/json' };
const ME = JSON.stringify({ query: '{ me { id } }' });

t.test(
  'SIGTERM lets the request in flight finish, refuses new ones, closes idle connections and exits',
  { timeout: 40_000 },
  async (t) => {
    const upstream = await startHeldUpstream(t);
    const bff = await spawnBff(t, {
      UPSTREAM_GRAPHQL_URL: upstream.url,
      UPSTREAM_DEADLINE_MS: '60000',
      SHUTDOWN_GRACE_MS: '60000',
    });
    // A keep-alive connection that has served a request and now sits idle.
    const idle = keepAliveClient(t, bff.origin);
    const before = await idle.request({ path: '/healthz', method: 'GET' });
    t.equal(before.statusCode, 200);
    await before.body.dump();
    // A request in flight on another keep-alive connection: its upstream call is held.
    const busy = keepAliveClient(t, bff.origin);
    const inFlight = busy.request({ path: '/graphql', method: 'POST', headers: GRAPHQL, body: ME });
    await upstream.seen(1);

    bff.child.kill('SIGTERM');
    await bff.logged('shutting down');
    // New connections are answered 503 while the server is closing, then refused.
    const answers: (number | string)[] = [];
    for (let attempt = 0; attempt < 1_000; attempt++) {
      const answer = await onNewConnection(bff.origin, '/healthz');
      answers.push(answer);
      if (answer === 'ECONNREFUSED') break;
    }
    t.equal(answers.at(-1), 'ECONNREFUSED', 'the server stops accepting connections');
    const afterClosing = answers.slice(answers.findIndex((answer) => answer !== 200));
    // A connection accepted just as the listener closes may be reset instead: still never served.
    t.ok(
      afterClosing.every((answer) => answer === 503 || typeof answer === 'string'),
      `once closing, new requests get 503 or no connection (${[...new Set(answers)].join(', ')})`,
    );
    // The idle keep-alive connection was closed: a request on it is refused, never served.
    const reused = await idle
      .request({ path: '/healthz', method: 'GET' })
      .then(async (response) => {
        await response.body.dump();
        return response.statusCode;
      })
      .catch((error: { code?: string }) => error.code ?? 'error');
    t.not(reused, 200, `the idle connection serves nothing more (${reused})`);

    upstream.release();
    const response = await inFlight;
    t.equal(response.statusCode, 200, 'the request in flight completes');
    t.same(await response.body.json(), { data: { me: null } });
    t.equal(response.headers.connection, 'close', 'and its answer closes the keep-alive connection');
    t.equal((await bff.exited).code, 0, 'the process exits cleanly');
  },
);

// Every way of starting the BFF shuts down the same way: `npm run start:bff` builds first (here into
// a folder of the test's own) and then serves like bff/server.ts.
const STARTS = [
  { name: 'node bff/server.ts', command: ['bff/server.ts'], env: (_t: Test) => ({}) },
  {
    name: 'npm run start:bff',
    command: ['scripts/start.ts', '--only', 'bff'],
    env: (t: Test) => ({ DIST_DIR: join(processDir(t, 'build'), 'dist') }),
  },
] as const;

for (const start of STARTS) {
  t.test(
    `${start.name}: a request that outlives SHUTDOWN_GRACE_MS is cut, and the process still exits`,
    { timeout: 60_000 },
    async (t) => {
      const upstream = await startHeldUpstream(t);
      const bff = await spawnBff(
        t,
        {
          UPSTREAM_GRAPHQL_URL: upstream.url,
          UPSTREAM_DEADLINE_MS: '60000',
          SHUTDOWN_GRACE_MS: '200',
          ...start.env(t),
        },
        start.command,
      );
      const busy = keepAliveClient(t, bff.origin);
      const inFlight = busy
        .request({ path: '/graphql', method: 'POST', headers: GRAPHQL, body: ME })
        .then((response) => response.statusCode)
        .catch((error: { code?: string }) => error.code ?? 'error');
      await upstream.seen(1);
      bff.child.kill('SIGTERM');
      t.match(await bff.logged('grace period over: closing the connections still open'), { graceMs: 200 });
      t.type(await inFlight, 'string', 'the request was cut, not answered');
      t.equal((await bff.exited).code, 1, 'the exit code says the shutdown was not clean');
    },
  );
}
