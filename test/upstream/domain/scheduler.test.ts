// The durable scheduler (decision 066): a recurring job runs once per slot however many processes
// run the scheduler at once; a job whose process stopped mid-way is run again once its lease runs
// out, and the stopped run's late finish changes nothing; a job that throws is tried again later and
// given up after its attempts. On PostgreSQL the "processes" are two connections of their own.
import t from 'tap';
import type { Database } from '../../../upstream/db/database.ts';
import { openDatabase } from '../../../upstream/db/open-database.ts';
import { enqueueJob, runDueJobs, slotKey } from '../../../upstream/domain/scheduler/scheduler.ts';
import { createTestDatabase, startUpstream } from '../../helpers/upstream.ts';

const onPostgres = process.env.UPSTREAM_TEST_ENGINE === 'postgres';
const databaseUrl = onPostgres ? await createTestDatabase(t) : undefined;
const { db } = await startUpstream(t, databaseUrl ? { databaseUrl } : {});
// A second process's connection to the same database (PGlite has one process: the same handle).
let other: Database = db;
if (databaseUrl) {
  const second = await openDatabase({ url: databaseUrl, dataDir: 'memory://' });
  t.teardown(() => second.close());
  other = second;
}

const jobState = async (kind: string) =>
  db.query<{ key: string; status: string; attempts: number; last_error: string | null }>(
    'SELECT key, status, attempts, last_error FROM scheduled_jobs WHERE kind = $1 ORDER BY run_at',
    [kind],
  );

t.test('a recurring job runs once per slot, however many processes run the scheduler', async (t) => {
  const runs: string[] = [];
  const options = {
    handlers: {
      tick: async (job: { key: string }) => {
        runs.push(job.key);
      },
    },
    recurring: [{ kind: 'tick', everyMs: 3_600_000 }],
  };
  await Promise.all([runDueJobs(db, options), runDueJobs(other, options), runDueJobs(other, options)]);
  await Promise.all([runDueJobs(db, options), runDueJobs(other, options)]);
  t.same(runs, [slotKey(3_600_000, new Date())], 'the current hour’s job, once');
  const jobs = await jobState('tick');
  t.same(
    jobs.map((job) => job.status),
    ['DONE', 'PENDING'],
    'the next hour’s job is written and waits for its time',
  );
});

t.test(
  'a job whose process stopped mid-way runs again when its lease runs out, and only that run counts',
  async (t) => {
    await enqueueJob(db, 'stalled', 'one', new Date(Date.now() - 1000));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const finished: string[] = [];
    const stalled = runDueJobs(db, {
      handlers: {
        stalled: async () => {
          started();
          await held;
          finished.push('first');
        },
      },
    });
    await running;
    t.equal(
      await runDueJobs(other, { handlers: { stalled: async () => void finished.push('too early') } }),
      0,
      'while the lease holds, no one else takes the job',
    );
    // The stalled process's lease runs out (as ten minutes without it finishing would).
    await db.query(`UPDATE scheduled_jobs SET lease_until = now() - interval '1 second' WHERE kind = 'stalled'`);
    t.equal(await runDueJobs(other, { handlers: { stalled: async () => void finished.push('second') } }), 1);
    t.same(await jobState('stalled'), [{ key: 'one', status: 'DONE', attempts: 2, last_error: null }]);
    release();
    await stalled;
    t.same(finished, ['second', 'first']);
    t.same(
      await jobState('stalled'),
      [{ key: 'one', status: 'DONE', attempts: 2, last_error: null }],
      'the stopped run finishing late is not counted again',
    );
  },
);

t.test('a job that throws is tried again later, and given up after its attempts', async (t) => {
  await enqueueJob(db, 'broken', 'one', new Date(Date.now() - 1000));
  const options = {
    handlers: {
      broken: async () => {
        throw new Error('the payment provider did not answer');
      },
    },
    maxAttempts: 3,
  };
  t.equal(await runDueJobs(db, options), 1);
  t.same(await jobState('broken'), [
    { key: 'one', status: 'PENDING', attempts: 1, last_error: 'the payment provider did not answer' },
  ]);
  t.equal(await runDueJobs(db, options), 0, 'not again before its backoff has passed');
  for (const attempt of [2, 3]) {
    await db.query(`UPDATE scheduled_jobs SET run_at = now() - interval '1 second' WHERE kind = 'broken'`);
    t.equal(await runDueJobs(db, options), 1, `attempt ${attempt}`);
  }
  const [job] = await jobState('broken');
  t.equal(job?.status, 'FAILED');
  t.equal(job?.attempts, 3);
  await db.query(`UPDATE scheduled_jobs SET run_at = now() - interval '1 second' WHERE kind = 'broken'`);
  t.equal(await runDueJobs(db, options), 0, 'a failed job is left for a person to look at');
});
