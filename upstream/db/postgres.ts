import pg from 'pg';
import { type Database, inTransaction, type OpenTransaction, type Queryable, type SqlValue } from './database.ts';

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // The server may end a connection at any time (a restart, a failover, an administrator's
  // pg_terminate_backend). pg drops an idle client from the pool and the next query opens a new
  // one; without a listener the event would crash the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  const run = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });

  // A client checked out of the pool has no listener of the pool's: a connection ended while a
  // transaction holds it emits 'error' on the client, which must not become an uncaught exception.
  // The query in flight fails on its own; the client is then destroyed rather than returned.
  async function begin(): Promise<OpenTransaction> {
    const client = await pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken ??= error;
    };
    client.on('error', onError);
    let ended = false;
    const release = (failed: unknown) => {
      if (ended) return;
      ended = true;
      client.off('error', onError);
      client.release(broken ?? (failed instanceof Error ? failed : undefined));
    };
    try {
      await client.query('BEGIN');
    } catch (error) {
      release(error);
      throw error;
    }
    return {
      ...run(client),
      async commit() {
        if (ended) throw new Error('The transaction has already ended');
        try {
          await client.query('COMMIT');
        } catch (error) {
          // Whether the server committed is unknown: the connection is not reused.
          release(error);
          throw error;
        }
        release(undefined);
      },
      async rollback() {
        if (ended) return;
        let failed: unknown;
        await client.query('ROLLBACK').catch((error: unknown) => {
          failed = error;
        });
        release(failed);
      },
    };
  }

  // Fail at start, with the server's own message, when the server cannot be reached.
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    ...run(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    transaction: (work) => inTransaction(begin, work),
    begin,
    close: () => pool.end(),
  };
}
