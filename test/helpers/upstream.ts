// A real upstream for tests: its own database (PGlite in memory, or a throwaway database on a
// PostgreSQL server), migrated and seeded, listening on 127.0.0.1 at a random port. Closed, and
// the database dropped, when the test ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildUpstreamApp } from '../../upstream/app.ts';
import { loadUpstreamConfig } from '../../upstream/config.ts';
import type { Database } from '../../upstream/db/database.ts';
import { prepareDatabase } from '../../upstream/db/prepare.ts';

export interface Closable {
  teardown(fn: () => unknown): void;
}

const databasesToDrop = new Map<Closable, string[]>();
const openUpstreams = new Map<Closable, number>();

export interface TestUpstream {
  readonly url: string;
  readonly db: Database;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// Creates a database of its own on the PostgreSQL server and returns its URL; it is dropped when the
// last upstream the test started on it has closed.
export async function createTestDatabase(t: Closable): Promise<string> {
  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // tap runs teardowns in the order they were added: dropping here would pull the database from
  // under upstreams started later. It is dropped when the test's last upstream has closed.
  databasesToDrop.set(t, [...(databasesToDrop.get(t) ?? []), name]);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.href;
}

export async function startUpstream(t: Closable, options: { databaseUrl?: string } = {}): Promise<TestUpstream> {
  const config = loadUpstreamConfig({
    APP_ENV: 'test',
    UPSTREAM_PORT: '0',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const db = await prepareDatabase(config);
  const app = await buildUpstreamApp({ config, db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  openUpstreams.set(t, (openUpstreams.get(t) ?? 0) + 1);
  t.teardown(async () => {
    await app.close();
    await db.close();
    const open = (openUpstreams.get(t) ?? 1) - 1;
    openUpstreams.set(t, open);
    if (open > 0) return;
    const names = databasesToDrop.get(t) ?? [];
    databasesToDrop.delete(t);
    if (names.length === 0) return;
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return { url: `${address}/graphql`, db };
}
