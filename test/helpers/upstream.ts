// A real upstream for tests: its own database (PGlite in memory, or a throwaway database on a
// PostgreSQL server), migrated and seeded, listening on 127.0.0.1 at a random port. Closed, and
// the database dropped, when the test ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildUpstreamApp } from '../../upstream/app.ts';
import { loadUpstreamConfig } from '../../upstream/config.ts';
import type { Database } from '../../upstream/db/database.ts';
import { prepareDatabase } from '../../upstream/db/prepare.ts';

interface Closable {
  teardown(fn: () => unknown): void;
}

export interface TestUpstream {
  readonly url: string;
  readonly db: Database;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// Creates a database of its own on the PostgreSQL server and returns its URL; dropped at teardown.
export async function createTestDatabase(t: Closable): Promise<string> {
  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  t.teardown(async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
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
  t.teardown(async () => {
    await app.close();
    await db.close();
  });
  return { url: `${address}/graphql`, db };
}
