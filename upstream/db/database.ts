// One query layer over two engines: PGlite (embedded, the default) and a PostgreSQL server
// (DATABASE_URL). Both speak the same SQL; the rest of the upstream sees only this interface
// (open-database.ts picks the engine).

export type SqlValue = string | number | boolean | Date | null | readonly string[] | Uint8Array;

export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

// A transaction left open across several steps (a whole mutation request, idempotency.ts): it
// ends only when commit or rollback is called, and its connection is its own until then.
export interface OpenTransaction extends Queryable {
  commit(): Promise<void>;
  // Never throws; a no-op once the transaction has ended.
  rollback(): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  // Runs several statements with no parameters (migrations).
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  begin(): Promise<OpenTransaction>;
  close(): Promise<void>;
}

// Runs work in a transaction opened with begin(): committed when it returns, rolled back when it throws.
export async function inTransaction<T>(
  begin: () => Promise<OpenTransaction>,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const tx = await begin();
  let result: T;
  try {
    result = await work(tx);
  } catch (error) {
    await tx.rollback();
    throw error;
  }
  await tx.commit();
  return result;
}
