// A database of the benchmark's own on the PostgreSQL server (BENCH_DATABASE_URL, default the
// machine's at 127.0.0.1:5432): created empty for a run and dropped after it, so a run never reads
// or leaves another's data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BenchContext } from './report.ts';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  readonly url: string;
  // Drops it, ending any connection still open to it.
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Nothing answers at BENCH_DATABASE_URL (${BENCH_DATABASE_URL}): the PostgreSQL scenarios need a server (${(error as Error).message})`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createBenchDatabase(context: BenchContext): Promise<BenchDatabase> {
  const name = `hearth_bench_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  context.log(`created the PostgreSQL database ${name}`);
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
