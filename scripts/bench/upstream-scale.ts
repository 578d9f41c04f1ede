// Issue 8, upstream queries as data grows: one brand's demo data at 10,000 and then 100,000 jobs
// (what `npm run seed -- --scale 4|40 --brands nl` makes), the job list and the directory search
// asked through the upstream's GraphQL endpoint at each scale, and the plans of the SQL they run.
// `npx node scripts/bench/upstream-scale.ts [--quick]` runs it alone and prints the section.
// Staff work through queues as long as the jobs: at each scale the questions waiting for moderation
// are as many as the jobs (10,000, then 100,000), and the console's first page of them and of the
// accounts list are timed beside the directory (issue 22: a queue page at 100,000 items answers
// faster than a directory page).
//
// The upstream runs in this process (buildUpstreamApp), listening on 127.0.0.1 and called over
// HTTP: PGlite is one process's database, and seeding, growing and explaining need the very handle
// the server uses — a child process would have to close and reopen the database between steps, and
// the statements a request issues could not be written down to be explained.
import { join } from 'node:path';
import { Client } from 'undici';
import { GRAPHQL_LIMITS, ROOT_LIST_COST, VARIABLE_PAGE_SIZE } from '../../bff/gateway/limits.ts';
import type { BrandId } from '../../shared/brands.ts';
import { buildUpstreamApp } from '../../upstream/app.ts';
import { loadUpstreamConfig } from '../../upstream/config.ts';
import type { Database } from '../../upstream/db/database.ts';
import { DEMO_BRANDS } from '../../upstream/db/demo-people.ts';
import { migrate } from '../../upstream/db/migrate.ts';
import { openDatabase } from '../../upstream/db/open-database.ts';
import { seedDemoData } from '../../upstream/db/seed.ts';
import { distanceKmSql } from '../../upstream/domain/catalogue/distance.ts';
import { AdminPendingQuestionsDocument, AdminUsersDocument } from '../../web/features/admin/generated/documents.ts';
import { DirectorySearchDocument } from '../../web/features/directory/generated/documents.ts';
import { ProJobsNewJobListDocument } from '../../web/features/pro-jobs/generated/documents.ts';
import { explainAnalyze, type RecordingDatabase, readsLargeTable, recordingDatabase } from './query-plans.ts';
import type { BenchContext, Scenario, Section } from './report.ts';
import {
  type Operation,
  type ScaleResult,
  type StatementPlan,
  scaleSection,
  type Timing,
} from './upstream-scale-report.ts';

const BRAND: BrandId = 'nl';
// A round of demo data is 2,500 jobs of the brand (upstream/db/demo/world.ts FULL_SIZE).
const SCALES = [
  { label: '10k', rounds: 4, queue: 10_000 },
  { label: '100k', rounds: 40, queue: 100_000 },
] as const;
// The page: 20 professionals (the job list pages by 20 already).
const PAGE = 20;

const LOGIN = `mutation benchLogin($input: LoginInput!) {
  login(input: $input) { __typename ... on LoginSuccess { tokens { accessToken } } }
}`;

// Nearest-rank percentile of sorted values.
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function post(client: Client, query: string, variables: Record<string, unknown>, token: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await client.request({
    path: '/graphql',
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.body.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  return { ok: response.statusCode === 200 && !body.errors && !!body.data, data: body.data ?? {} };
}

async function signIn(client: Client, email: string): Promise<string> {
  const { data } = await post(client, LOGIN, { input: { username: email, password: 'hearth-demo' } }, null);
  const login = data.login as { tokens?: { accessToken: string } } | undefined;
  if (!login?.tokens) throw new Error(`Sign-in of ${email} failed`);
  return login.tokens.accessToken;
}

function connectionFound(field: string) {
  return (data: Record<string, unknown>) => {
    const list = data[field] as { edges?: unknown[]; totalCount?: number } | undefined;
    // A read that asks for no total (the heaviest query: ids only) has none to show.
    return { shown: list?.edges?.length ?? 0, total: list?.totalCount ?? null };
  };
}

// The trade with the most professionals whose work area covers the place: the fullest directory
// page of that place, and so the most work for the search (cost follows the matches).
async function busiestTrade(db: Database, latitude: number, longitude: number): Promise<string> {
  const distance = distanceKmSql('c.work_latitude', 'c.work_longitude', '$2::float8', '$3::float8');
  const [trade] = await db.query<{ slug: string }>(
    `SELECT p.slug FROM professions p
       JOIN pro_professions pp ON pp.profession_id = p.id JOIN company_profiles c ON c.user_id = pp.pro_id
      WHERE p.brand = $1 AND ${distance} <= c.work_radius_km
      GROUP BY p.slug ORDER BY count(*) DESC, p.slug LIMIT 1`,
    [BRAND, latitude, longitude],
  );
  if (!trade) throw new Error(`No professional of ${BRAND} works in its demo city`);
  return trade.slug;
}

// Directory searches of 100 ids, as many as fit the cost limit (each root list costs
// ROOT_LIST_COST and 1 a field; the limit refuses one more).
// The field, its root list's price, and per item 3 (edges, node, id).
const HEAVIEST_SEARCHES = Math.floor(GRAPHQL_LIMITS.maxCost / (1 + ROOT_LIST_COST + 3 * VARIABLE_PAGE_SIZE));

function heaviestVisitorQuery(): string {
  const searches = Array.from(
    { length: HEAVIEST_SEARCHES },
    (_, i) => `s${i}: directorySearch(input: $input, first: ${VARIABLE_PAGE_SIZE}) { edges { node { id } } }`,
  );
  return `query heaviest($input: DirectorySearchInput!) { ${searches.join(' ')} }`;
}

// The two lists as the web asks for them, with the web's own documents: the demo pro's new jobs
// (web/features/pro-jobs, default filters and sort) and a trade's professionals in the demo city
// (web/features/directory's trade-in-place page, RECOMMENDED order) — a page of 20, as the issue
// sets (the web shows 12 professionals a page).
function operations(trade: string, token: string, staffToken: string, waiting: number): Operation[] {
  return [
    {
      name: 'job list',
      query: ProJobsNewJobListDocument.toString(),
      variables: { filters: {}, sortBy: 'DATE' },
      token,
      found: connectionFound('newJobList'),
    },
    {
      name: 'directory search',
      query: DirectorySearchDocument.toString(),
      variables: {
        input: {
          brand: BRAND,
          professionSlug: trade,
          localitySlug: DEMO_BRANDS[BRAND].city.slug,
          sortBy: 'RECOMMENDED',
        },
        first: PAGE,
      },
      token: null,
      found: connectionFound('directorySearch'),
    },
    {
      // The directory of a place without a trade: every professional whose work area reaches it.
      name: 'place page',
      query: DirectorySearchDocument.toString(),
      variables: {
        input: { brand: BRAND, localitySlug: DEMO_BRANDS[BRAND].city.slug, sortBy: 'RECOMMENDED' },
        first: PAGE,
      },
      token: null,
      found: connectionFound('directorySearch'),
    },
    {
      // The costliest read a visitor may send within the gateway's limits (bff/gateway/limits.ts):
      // as many directory searches of 100 as the cost limit lets through, ids only, each a search
      // of its own. The cost model prices a root list by the search it is, not by what it selects.
      name: 'heaviest visitor query',
      query: heaviestVisitorQuery(),
      variables: { input: { brand: BRAND, localitySlug: DEMO_BRANDS[BRAND].city.slug, sortBy: 'RECOMMENDED' } },
      token: null,
      found: connectionFound('s0'),
    },
    {
      name: 'staff queue page',
      query: AdminPendingQuestionsDocument.toString(),
      variables: { first: PAGE },
      token: staffToken,
      // The console asks for no total (the dashboard shows it): the queue's length as seeded.
      found: (data) => ({ shown: connectionFound('pendingQuestions')(data).shown, total: waiting }),
    },
    {
      name: 'staff accounts page',
      query: AdminUsersDocument.toString(),
      variables: { order: 'NEWEST', page: 1, pageSize: PAGE },
      token: staffToken,
      found: (data) => {
        const page = data.staffAccounts as { accounts?: unknown[]; totalCount?: number } | undefined;
        return { shown: page?.accounts?.length ?? 0, total: page?.totalCount ?? 0 };
      },
    },
  ];
}

// Questions waiting for moderation, as many as asked: home owners of the brand asking in its trades,
// spread over the last year so the queue's order has work to do.
async function fillQueue(db: Database, total: number): Promise<void> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM questions WHERE status = 'PENDING'`,
  );
  const missing = total - (row?.count ?? 0);
  if (missing <= 0) return;
  await db.query(
    `WITH askers AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users
                      WHERE brand = $1 AND type = 'CONSUMER'),
          trades AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM professions WHERE brand = $1)
     INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status, created_at)
     SELECT $1, a.id, p.id, 'queued-' || $3::int || '-' || g, 'Waiting question ' || g,
            'A question waiting for a moderator, number ' || g || '.', 'PENDING',
            now() - (g % 525600) * interval '1 minute'
       FROM generate_series(1, $2::int) AS g
       JOIN askers a ON a.n = g % (SELECT count(*) FROM askers)
       JOIN trades p ON p.n = g % (SELECT count(*) FROM trades)`,
    [BRAND, missing, total],
  );
}

const ask = (client: Client, operation: Operation) =>
  post(client, operation.query, operation.variables, operation.token);

// Compiles the server's code paths and fills the database's caches before anything is timed.
async function warm(client: Client, ops: readonly Operation[], requests: number): Promise<void> {
  for (let i = 0; i < requests; i++) for (const operation of ops) await ask(client, operation);
}

// Sequential requests: the cost of one answer, with nothing else running.
async function time(client: Client, operation: Operation, warmUp: number, measured: number): Promise<Timing> {
  let last = await ask(client, operation);
  for (let i = 1; i < warmUp; i++) last = await ask(client, operation);
  const durations: number[] = [];
  let errors = 0;
  for (let i = 0; i < measured; i++) {
    const started = performance.now();
    last = await ask(client, operation);
    durations.push(performance.now() - started);
    if (!last.ok) errors++;
  }
  durations.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    errors,
    ...operation.found(last.data),
  };
}

// A short name for a statement: the list's page or count, or a lookup in the first table it reads.
function labelOf(sql: string): string {
  const text = sql.replace(/\s+/g, ' ');
  const table = /\bFROM ([a-z_]+)/.exec(text)?.[1] ?? 'query';
  if (/^SELECT count\(\*\)/.test(text)) return 'count';
  if (/\bLIMIT\b/.test(text) && /ORDER BY/.test(text)) return 'page';
  return `${table} lookup`;
}

// The statements one request of the operation issues that read large tables, explained.
async function plansOf(db: Database, recorder: RecordingDatabase, client: Client, operation: Operation) {
  const statements = await recorder.record(() => ask(client, operation));
  const plans = [];
  for (const statement of statements.filter(readsLargeTable)) {
    plans.push({ label: labelOf(statement.sql), plan: await explainAnalyze(db, statement) });
  }
  return plans;
}

async function countRows(db: Database): Promise<ScaleResult['counts']> {
  const [row] = await db.query<ScaleResult['counts']>(
    `SELECT (SELECT count(*)::int FROM service_requests WHERE brand = $1) AS jobs,
            (SELECT count(*)::int FROM service_requests WHERE brand = $1 AND status = 'OPEN') AS "openJobs",
            (SELECT count(*)::int FROM company_profiles WHERE brand = $1) AS pros,
            (SELECT count(*)::int FROM reviews) AS reviews,
            (SELECT count(*)::int FROM proposals) AS proposals`,
    [BRAND],
  );
  if (!row) throw new Error('Counting the demo data failed');
  return row;
}

// Adds the missing rounds, as `npm run seed` does (with profile photos, so the data is the same).
async function grow(db: Database, rounds: number, uploadsDir: string): Promise<number> {
  const started = performance.now();
  await seedDemoData(db, { scale: rounds, brands: [BRAND], uploadsDir });
  // What autovacuum does on a server after a bulk load (PGlite runs none): dead rows of the rounds'
  // updates cleared, fresh statistics for the planner.
  await db.exec('VACUUM ANALYZE');
  return (performance.now() - started) / 1000;
}

interface Measure {
  readonly db: Database;
  readonly recorder: RecordingDatabase;
  readonly origin: string;
  readonly trade: string;
  readonly warmUp: number;
  readonly measured: number;
}

// Both lists at the database's present scale: timed, then their statements explained. A connection
// of its own, since the one before sat idle through the seeding.
async function measureScale(measure: Measure, label: string, seedSeconds: number): Promise<ScaleResult> {
  const { db, recorder, warmUp, measured } = measure;
  const client = new Client(measure.origin);
  try {
    const [queue] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM questions WHERE status = 'PENDING'`,
    );
    const ops = operations(
      measure.trade,
      await signIn(client, `pro.${BRAND}@example.com`),
      await signIn(client, 'admin@example.com'),
      queue?.count ?? 0,
    );
    const counts = await countRows(db);
    await warm(client, ops, warmUp);
    const timings = new Map<string, Timing>();
    const plans = new Map<string, StatementPlan[]>();
    for (const operation of ops) {
      timings.set(operation.name, await time(client, operation, warmUp, measured));
      plans.set(operation.name, await plansOf(db, recorder, client, operation));
    }
    return { label, counts, seedSeconds, timings, plans };
  } finally {
    await client.close();
  }
}

export const upstreamScale: Scenario = async (context: BenchContext): Promise<Section> => {
  const started = performance.now();
  const warmUp = context.quick ? 10 : 20;
  const measured = context.quick ? 50 : 200;
  const dataDir = join(context.workDir, 'upstream-scale', 'pglite');
  const config = loadUpstreamConfig({
    // test: the upstream adds no demo data of its own at start (the scenario seeds it).
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    UPLOADS_DIR: join(context.workDir, 'upstream-scale', 'uploads'),
    LOG_LEVEL: 'warn',
    EMAIL_DNS_CHECK: 'off',
  });
  const db = await openDatabase({ dataDir });
  const results: ScaleResult[] = [];
  try {
    await migrate(db);
    const recorder = recordingDatabase(db);
    let seedSeconds = await grow(db, SCALES[0].rounds, config.uploadsDir);
    // The same trade at both scales, chosen on the smaller.
    const { city } = DEMO_BRANDS[BRAND];
    const trade = await busiestTrade(db, city.latitude, city.longitude);
    const app = await buildUpstreamApp({ config, db: recorder.db });
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      const measure: Measure = { db, recorder, origin, trade, warmUp, measured };
      for (const [index, scale] of SCALES.entries()) {
        if (index > 0) seedSeconds = await grow(db, scale.rounds, config.uploadsDir);
        await fillQueue(db, scale.queue);
        await db.exec('ANALYZE questions');
        context.log(`upstream-scale: ${scale.label} jobs seeded in ${seedSeconds.toFixed(1)} s; measuring`);
        results.push(await measureScale(measure, scale.label, seedSeconds));
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
  const seconds = (performance.now() - started) / 1000;
  context.log(`upstream-scale: done in ${seconds.toFixed(0)} s`);
  return scaleSection(results, { brand: BRAND, warmUp, measured, seconds, heaviestSearches: HEAVIEST_SEARCHES });
};

if (import.meta.main) {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const workDir = await mkdtemp(join(tmpdir(), 'hearth-bench-'));
  try {
    const section = await upstreamScale({
      quick: process.argv.includes('--quick'),
      workDir,
      log: (line) => console.error(line),
    });
    console.log(JSON.stringify(section, null, 2));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
