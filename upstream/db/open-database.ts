// Opens the engine the configuration names: a PostgreSQL server when there is a URL, else the
// embedded PGlite. Each engine's code is loaded only when it is the one used.
import type { Database } from './database.ts';

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
