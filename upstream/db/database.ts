// One query layer over two engines: PGlite (embedded, the default) and a PostgreSQL server
// (DATABASE_URL). Both speak the same SQL; the rest of the upstream sees only this interface.

export type SqlValue = string | number | boolean | Date | null | readonly string[] | Uint8Array;

export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  // Runs several statements with no parameters (migrations).
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  // A postgres:// URL; when absent the embedded PGlite is used.
  readonly url?: string | undefined;
  // Where PGlite keeps its files; `memory://` keeps nothing.
  readonly dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.url);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
