// Issue 15 §1: PostgreSQL ends the upstream's connections while job posts are in the middle of
// their transactions (pg_terminate_backend, as an administrator or a failover would). The posts
// that were cut get a masked error and saved nothing; the process stays up; later posts succeed on
// fresh connections. On a database of the test's own.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import t from 'tap';
import { POST, seededJobInput } from '../../helpers/post-job.ts';
import { processDir } from '../../helpers/process.ts';
import { createTestDatabase } from '../../helpers/upstream.ts';
import { call, newRequestId } from '../../helpers/upstream-client.ts';
import { spawnUpstream } from '../../helpers/upstream-process.ts';

const WRITERS = 4;

t.test('cutting every connection mid-transaction fails those requests, not the process', async (t) => {
  const databaseUrl = await createTestDatabase(t);
  const upstream = await spawnUpstream(t, { DATABASE_URL: databaseUrl, UPLOADS_DIR: processDir(t, 'uploads') });
  const jobFor = await seededJobInput(upstream.origin);
  const run = randomBytes(4).toString('hex');
  const post = (index: number) =>
    call(
      upstream.origin,
      POST,
      { input: jobFor(`cut.${run}.${index}@example.com`) },
      { requestId: newRequestId(), clientIp: `10.16.${index}.1` },
    );

  // The test's own connection holds the jobs table, so each post waits inside its transaction,
  // on a connection it has taken from the pool, until that connection is cut.
  // (The statistics views are read from another connection: one inside a transaction sees a snapshot.)
  const holder = new pg.Client({ connectionString: databaseUrl });
  const admin = new pg.Client({ connectionString: databaseUrl });
  for (const client of [holder, admin]) {
    await client.connect();
    t.teardown(() => client.end());
  }
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE service_requests IN ACCESS EXCLUSIVE MODE');
  const [{ pid: holderPid } = { pid: 0 }] = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
    .rows;
  const writes = Array.from({ length: WRITERS }, (_, index) => post(index));
  const database = new URL(databaseUrl).pathname.slice(1);
  let waiting = 0;
  for (let polls = 0; waiting < WRITERS && polls < 400; polls++) {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
      [database],
    );
    waiting = rows[0]?.n ?? 0;
    if (waiting < WRITERS) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  t.equal(waiting, WRITERS, 'every post waits inside its transaction');

  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid NOT IN (pg_backend_pid(), $2)',
    [database, holderPid],
  );
  await holder.query('ROLLBACK');

  for (const response of await Promise.all(writes)) {
    const body = response.json<{ errors?: { message: string; extensions: { code: string; requestId?: string } }[] }>();
    t.equal(body.errors?.[0]?.extensions.code, 'INTERNAL_SERVER_ERROR', 'a cut post fails with a masked error');
    t.equal(body.errors?.[0]?.message, 'Internal server error', 'which says nothing of the cause');
    t.match(body.errors?.[0]?.extensions.requestId, /^[0-9a-f]{32}$/, 'and carries the request id');
  }
  const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM service_requests');
  t.equal(rows[0]?.n, 0, 'the cut posts saved nothing');
  t.ok(upstream.alive(), 'the upstream is still running');

  const later = await post(WRITERS);
  t.equal(later.status, 200);
  t.equal(
    later.json<{ data: { postServiceRequest: { __typename: string } } }>().data.postServiceRequest.__typename,
    'ServiceRequestPosted',
    'a later post succeeds on a fresh connection',
  );
  t.ok(upstream.alive());
});
