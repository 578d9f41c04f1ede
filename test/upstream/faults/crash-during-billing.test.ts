// The billing run killed with SIGKILL half-way (decision 066), on PostgreSQL as a deployment of
// several upstream processes runs it: a second process takes the job over once its lease has run
// out and finishes it. Every professional gets exactly one invoice for last month, the numbers run
// without a gap or a repeat, every charge is on exactly one invoice, and each invoice is sent once.
import t from 'tap';
import type { Database } from '../../../upstream/db/database.ts';
import { openDatabase } from '../../../upstream/db/open-database.ts';
import { processDir } from '../../helpers/process.ts';
import { createTestDatabase } from '../../helpers/upstream.ts';
import { spawnUpstream } from '../../helpers/upstream-process.ts';

const PROS = 1500;

async function count(db: Database, sql: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql);
  return row?.n ?? -1;
}

async function until(check: () => Promise<boolean>, what: string, polls = 3000): Promise<void> {
  for (let poll = 0; poll < polls; poll++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`gave up waiting: ${what}`);
}

t.test('SIGKILL in the middle of the billing run: the next process finishes it, nothing twice', async (t) => {
  const databaseUrl = await createTestDatabase(t);
  const env = { DATABASE_URL: databaseUrl, UPLOADS_DIR: processDir(t, 'uploads'), SCHEDULER_INTERVAL_SECONDS: '0' };
  // The first start migrates the database; the test writes last month's lead fees into it.
  const setup = await spawnUpstream(t, env);
  const db = await openDatabase({ url: databaseUrl, dataDir: 'memory://' });
  t.teardown(() => db.close());
  await db.query(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, status, activated_at)
     SELECT 'billed.' || i || '@example.org', 'billed.' || i || '@example.org', 'SERVICE_PRO', 'nl', 'nl-NL', 'Billed',
            'Pro ' || i, 'ACTIVE', now()
       FROM generate_series(1, $1::int) AS i`,
    [PROS],
  );
  await db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
     SELECT id, 'LEAD_FEE', -1815, -315, 'EUR', 'Lead fee', 'crash:' || id, date_trunc('month', now()) - interval '10 days'
       FROM users WHERE email LIKE 'billed.%'`,
  );
  setup.child.kill('SIGKILL');
  await setup.exited;

  const first = await spawnUpstream(t, { ...env, SCHEDULER_INTERVAL_SECONDS: '1' });
  const invoiced = () => count(db, 'SELECT count(*)::int AS n FROM invoices');
  await until(async () => (await invoiced()) > 20, 'the billing run to be under way');
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = await invoiced();
  t.ok(atKill < PROS, `the kill cut the run off half-way (${atKill} of ${PROS} invoiced)`);

  // Ten minutes later, as far as the lease is concerned: the job may be taken over.
  const [job] = await db.query<{ status: string }>(
    `UPDATE scheduled_jobs SET lease_until = now() - interval '1 second' WHERE kind = 'billing-run' AND status = 'RUNNING'
     RETURNING status`,
  );
  t.equal(job?.status, 'RUNNING', 'the killed process left its job claimed');
  await spawnUpstream(t, { ...env, SCHEDULER_INTERVAL_SECONDS: '1' });
  await until(
    async () =>
      (await count(
        db,
        `SELECT count(*)::int AS n FROM scheduled_jobs WHERE kind = 'billing-run' AND status = 'DONE'`,
      )) > 0,
    'the second process to finish the run',
  );

  t.equal(await invoiced(), PROS, 'one invoice per professional');
  t.equal(
    await count(db, 'SELECT count(DISTINCT user_id)::int AS n FROM invoices'),
    PROS,
    'nobody invoiced twice for the month',
  );
  const [numbers] = await db.query<{ distinct: number; highest: number }>(
    `SELECT count(DISTINCT number)::int AS distinct, max(split_part(number, '-', 3)::int) AS highest FROM invoices`,
  );
  t.same(numbers, { distinct: PROS, highest: PROS }, 'numbers 1 to N, each once: no gap, no repeat');
  t.equal(
    await count(db, `SELECT count(*)::int AS n FROM balance_entries WHERE kind = 'LEAD_FEE' AND invoice_id IS NULL`),
    0,
    'every charge is on an invoice',
  );
  t.equal(
    await count(db, `SELECT count(*)::int AS n FROM outbox_messages WHERE template = 'invoice-issued'`),
    PROS,
    'each invoice sent once',
  );
});
