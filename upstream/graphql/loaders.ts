// Batching per request (no N+1 queries): a field resolved for many parents asks a loader, which
// collects the keys of one tick into one query. Loaders live as long as the request, so one
// request never sees another's cache. Each area makes the loaders it needs with `loaderFor`.
import DataLoader from 'dataloader';
import type { Queryable } from '../db/database.ts';

export class Loaders {
  readonly #loaders = new Map<string, DataLoader<unknown, unknown>>();
  readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  // The request's loader under this name, made on first use.
  get<Key, Value>(name: string, batch: (db: Queryable, keys: readonly Key[]) => Promise<readonly Value[]>) {
    let loader = this.#loaders.get(name) as DataLoader<Key, Value> | undefined;
    if (!loader) {
      loader = new DataLoader<Key, Value>((keys) => batch(this.db, keys), { maxBatchSize: 500 });
      this.#loaders.set(name, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}

// Rows by id from one table, in the order of the keys (undefined where there is none).
export function rowsById<Row extends { id: string }>(table: string) {
  return async (db: Queryable, ids: readonly string[]): Promise<(Row | undefined)[]> => {
    const rows = await db.query<Row>(`SELECT * FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  };
}

// Rows grouped by a column, in the order of the keys (an empty list where there are none).
export function rowsGroupedBy<Row extends object>(table: string, column: string, orderBy: string) {
  return async (db: Queryable, keys: readonly string[]): Promise<Row[][]> => {
    const rows = await db.query<Row>(`SELECT * FROM ${table} WHERE ${column} = ANY($1::uuid[]) ORDER BY ${orderBy}`, [
      keys,
    ]);
    const groups = new Map<string, Row[]>(keys.map((key) => [key, []]));
    for (const row of rows) groups.get(String((row as Record<string, unknown>)[column]))?.push(row);
    return keys.map((key) => groups.get(key) ?? []);
  };
}
