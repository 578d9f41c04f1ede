// `npm run seed -- --scale N [--seed S] [--brands nl,fr]`: fills the database the upstream is
// configured with (DATA_DIR or DATABASE_URL, as upstream/server.ts opens it) with N rounds of demo
// data per brand — 2,500 jobs, 200 professionals and 2,000 reviews per brand and round. Rounds
// already there are kept, so a larger scale adds only the missing ones. Refuses to run when
// APP_ENV is staging or production.
import { parseArgs } from 'node:util';
import { BRAND_IDS, type BrandId, isBrandId } from '../shared/brands.ts';
import { ConfigError, loadUpstreamConfig, readAppEnv } from '../upstream/config.ts';
import { migrate } from '../upstream/db/migrate.ts';
import { openDatabase } from '../upstream/db/open-database.ts';
import { DEFAULT_SEED, seedDemoData } from '../upstream/db/seed.ts';

const COUNTED = ['users', 'company_profiles', 'service_requests', 'proposals', 'reviews', 'questions', 'content_pages'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) fail(`--${name} must be a whole number, not "${raw}"`);
  return value;
}

async function main() {
  let values: { scale?: string; seed?: string; brands?: string };
  try {
    ({ values } = parseArgs({
      options: { scale: { type: 'string' }, seed: { type: 'string' }, brands: { type: 'string' } },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\nUsage: npm run seed -- --scale N [--seed S] [--brands nl,fr]`);
  }
  process.env.APP_ENV ||= 'development';
  const appEnv = readAppEnv(process.env);
  if (appEnv === 'staging' || appEnv === 'production') fail(`Refusing to seed demo data when APP_ENV is ${appEnv}`);
  const scale = wholeNumber('scale', values.scale, 1);
  const seed = wholeNumber('seed', values.seed, DEFAULT_SEED);
  const brands = (values.brands?.split(',') ?? [...BRAND_IDS]).map((brand) => brand.trim());
  const unknown = brands.filter((brand) => !isBrandId(brand));
  if (unknown.length > 0) fail(`Unknown brand ${unknown.join(', ')}; the brands are ${BRAND_IDS.join(', ')}`);
  const config = loadUpstreamConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const started = performance.now();
    console.log(
      `Seeding ${brands.join(', ')} at scale ${scale} (seed ${seed}) into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`,
    );
    const report = await seedDemoData(db, {
      scale,
      seed,
      brands: brands as BrandId[],
      uploadsDir: config.uploadsDir,
      onProgress: (line) => console.log(`  ${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Added ${report.rounds} rounds (${report.jobs} jobs) in ${seconds} s. The database now holds:`);
    for (const table of COUNTED) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      console.log(`  ${table}: ${row?.n ?? 0}`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
