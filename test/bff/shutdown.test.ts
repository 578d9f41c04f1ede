// Graceful shutdown of the real BFF process (issue 5 §8): after SIGTERM the request in flight
// finishes with 200 and closes its connection, new requests get 503 or are refused, idle keep-alive
// connections are closed, and the process exits — without waiting out a client's keep-alive. A
// request that outlives SHUTDOWN_GRACE_MS is cut so the exit stays bounded. Each test fails by its
// timeout if the process does not exit: well below the 72 s a kept-alive connection would hold it.
import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createInterface } from 'node:readline';
import t, { type Test } from 'tap';
import { Client } from 'undici';

interface HeldUpstream {
  readonly url: string;
  // Resolves once the upstream holds `count` requests.
  seen(count: number): Promise<void>;
  // Answers every request held so far, and every later one at once.
  release(): void;
}

// An upstream whose answers wait until the test releases them: a slow upstream on cue.
async function startHeldUpstream(t: Test): Promise<HeldUpstream> {
  const held: ServerResponse[] = [];
  const events = new EventEmitter();
  let released = false;
  const answer = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { me: null } }));
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      if (released) return answer(response);
      held.push(response);
      events.emit('held');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.teardown(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    async seen(count) {
      while (held.length < count) await once(events, 'held');
    },
    release() {
      released = true;
      for (const response of held.splice(0)) answer(response);
    },
  };
}

interface RunningBff {
  readonly child: ChildProcess;
  readonly origin: string;
  readonly exited: Promise<number | null>;
  // Resolves with the first log line (now or later) whose `msg` is `message`.
  logged(message: string): Promise<Record<string, unknown>>;
}

async function spawnBff(t: Test, env: NodeJS.ProcessEnv): Promise<RunningBff> {
  const child = spawn(process.execPath, ['bff/server.ts'], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      UPSTREAM_CONTRACT_CHECK: 'off',
      PV_DIR: t.testdir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const lines: Record<string, unknown>[] = [];
  const events = new EventEmitter();
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line));
      events.emit('line');
    } catch {
      // not a log line
    }
  });
  const waitFor = async (matches: (line: Record<string, unknown>) => boolean, what: string) => {
    for (;;) {
      const line = lines.find(matches);
      if (line) return line;
      if (child.exitCode !== null) throw new Error(`the BFF exited before logging ${what}`);
      await Promise.race([once(events, 'line'), exited]);
    }
  };
  const logged = (message: string) => waitFor((line) => line.msg === message, `"${message}"`);
  const listening = await waitFor(
    (line) => /^Server listening at http:\/\/127\.0\.0\.1:\d+$/.test(String(line.msg)),
    'its address',
  );
  const address = String(listening.msg).replace('Server listening at ', '');
  return { child, origin: address, exited, logged };
}

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
    t.equal(await bff.exited, 0, 'the process exits cleanly');
  },
);

t.test(
  'a request that outlives SHUTDOWN_GRACE_MS is cut, and the process still exits',
  { timeout: 40_000 },
  async (t) => {
    const upstream = await startHeldUpstream(t);
    const bff = await spawnBff(t, {
      UPSTREAM_GRAPHQL_URL: upstream.url,
      UPSTREAM_DEADLINE_MS: '60000',
      SHUTDOWN_GRACE_MS: '200',
    });
    const busy = keepAliveClient(t, bff.origin);
    const inFlight = busy
      .request({ path: '/graphql', method: 'POST', headers: GRAPHQL, body: ME })
      .then((response) => response.statusCode)
      .catch((error: { code?: string }) => error.code ?? 'error');
    await upstream.seen(1);
    bff.child.kill('SIGTERM');
    t.match(await bff.logged('grace period over: closing the connections still open'), { graceMs: 200 });
    t.type(await inFlight, 'string', 'the request was cut, not answered');
    t.equal(await bff.exited, 1, 'the exit code says the shutdown was not clean');
  },
);
