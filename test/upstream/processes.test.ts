// UPSTREAM_PROCESSES: several upstream processes on one port over one PostgreSQL database
// (upstream/processes.ts), started as an operator starts the upstream. Each connection may land on
// any of them, so a sign-in made by one is good at the others; one killed is replaced while the
// rest answer; SIGTERM stops them all. On a database of the test's own.
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import t, { type Test } from 'tap';
import { processDir } from '../helpers/process.ts';
import { createTestDatabase } from '../helpers/upstream.ts';
import { call, data, signIn } from '../helpers/upstream-client.ts';
import { spawnUpstream } from '../helpers/upstream-process.ts';

const byNumber = (a: number, b: number) => a - b;
const ME = 'query { me { id email } }';
const CONSUMER = 'consumer.uk@example.com';

// The processes the upstream's first process started (Linux keeps each task's children).
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text === '' ? [] : text.split(/\s+/).map(Number).sort(byNumber);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Polls, a few milliseconds apart and with a bound, until the condition holds.
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let poll = 0; poll < 3_000; poll++) {
    if (condition()) return;
    await delay(5);
  }
  throw new Error(`never: ${what}`);
}

// A call on a connection of its own, which the port hands to the next process in turn.
const meOnNewConnection = (origin: string, token: string) =>
  data(call(origin, ME, {}, { token, headers: { connection: 'close' } }));

async function startTwo(t: Test) {
  return spawnUpstream(t, {
    DATABASE_URL: await createTestDatabase(t),
    UPLOADS_DIR: processDir(t, 'uploads'),
    DOCUMENTS_DIR: processDir(t, 'documents'),
    UPSTREAM_PROCESSES: '2',
  });
}

t.test('two processes answer on one port, each honouring the sign-ins the other made', async (t) => {
  const upstream = await startTwo(t);
  const serving = childrenOf(upstream.child.pid ?? 0);
  t.equal(serving.length, 2, 'two serving processes under the first');

  const { accessToken } = await signIn(upstream.origin, CONSUMER);
  for (let call = 0; call < 6; call++) {
    const { me } = await meOnNewConnection(upstream.origin, accessToken);
    t.equal(me.email, CONSUMER);
  }
  // Each serving process logged some of the requests.
  const answeredBy = new Set(
    upstream.logs.filter((line) => line.msg === 'request completed').map((line) => Number(line.pid)),
  );
  t.same([...answeredBy].sort(byNumber), serving, 'both processes answered');
});

t.test('a serving process killed is replaced, the other answering meanwhile; SIGTERM stops all', async (t) => {
  const upstream = await startTwo(t);
  const primary = upstream.child.pid ?? 0;
  const [killed = 0, other = 0] = childrenOf(primary);
  const { accessToken } = await signIn(upstream.origin, CONSUMER);

  process.kill(killed, 'SIGKILL');
  await until(() => !alive(killed), 'the killed process is gone');
  // Connections go to the processes still there.
  for (let call = 0; call < 4; call++) {
    const { me } = await meOnNewConnection(upstream.origin, accessToken);
    t.equal(me.email, CONSUMER);
  }
  await until(() => childrenOf(primary).length === 2, 'a new serving process started');
  const replaced = childrenOf(primary);
  t.ok(replaced.includes(other), 'the other process kept serving');
  t.notOk(replaced.includes(killed));
  const newcomer = replaced.find((pid) => pid !== other) ?? 0;
  await upstream.logged((line) => line.pid === newcomer && /^Server listening/.test(String(line.msg)));
  for (let call = 0; call < 4; call++) {
    const { me } = await meOnNewConnection(upstream.origin, accessToken);
    t.equal(me.email, CONSUMER);
  }

  upstream.child.kill('SIGTERM');
  t.same(await upstream.exited, { code: 0, signal: null }, 'the first process exits cleanly');
  for (const pid of replaced) t.notOk(alive(pid), `serving process ${pid} stopped`);
  const shutdowns = upstream.logs.filter((line) => line.msg === 'shutting down').map((line) => line.pid);
  t.same(shutdowns.map(Number).sort(byNumber), replaced, 'each serving process shut down gracefully');
});

t.test('more than one process on the embedded database is a configuration error', async (t) => {
  const upstream = spawnUpstream(t, { DATA_DIR: processDir(t, 'pglite'), UPSTREAM_PROCESSES: '2' });
  await t.rejects(upstream, /UPSTREAM_PROCESSES above 1 needs DATABASE_URL/);
});
