// Relay pagination (spec §3). Lists ordered newest first by (time, id) use a time cursor: the row's
// time to the microsecond and its id, so paging never skips or repeats a row. Lists ordered by
// other keys (rating, distance) use a key cursor: the row's sort keys, ending with its id. Cursors
// are opaque to callers.

import { GraphQLError } from 'graphql';
import { MAX_LISTING_PAGE } from '../../shared/constants.ts';
import type { Queryable, SqlValue } from '../db/database.ts';
import type { PageInfo } from '../generated/graphql.ts';

export const MAX_PAGE_SIZE = 100;

// The cursor's time as exact ISO-8601 text (JS dates stop at milliseconds; PostgreSQL keeps micro).
export function cursorTime(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export interface Cursor {
  readonly at: string;
  readonly id: string;
}

export interface CursorRow {
  readonly id: string;
  readonly cursor_at: string;
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function pageSize(first: number | null | undefined): number {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  return size;
}

// A numbered listing (issue 21: pages a crawler can follow) reads `page` (from 1) instead of a cursor:
// the rows to skip before it, 0 when no page is asked for.
export function numberedOffset(page: number | null | undefined, after: unknown, size: number): number {
  if (page === null || page === undefined) return 0;
  if (!Number.isInteger(page) || page < 1 || page > MAX_LISTING_PAGE || (after !== null && after !== undefined)) {
    throw badInput(`page must be between 1 and ${MAX_LISTING_PAGE}, without after`);
  }
  return (page - 1) * size;
}

export function encodeCursor(row: CursorRow): string {
  return Buffer.from(`${row.cursor_at}|${row.id}`).toString('base64url');
}

export function decodeCursor(after: string | null | undefined): Cursor | null {
  if (after === null || after === undefined) return null;
  const match = CURSOR.exec(Buffer.from(after, 'base64url').toString());
  if (!match?.[1] || !match[2]) throw badInput('after is not a cursor of this list');
  return { at: match[1], id: match[2] };
}

// `rows` holds up to size + 1 rows: the extra one only says that another page follows.
export function toConnection<Row extends CursorRow>(
  rows: readonly Row[],
  size: number,
  after: Cursor | null,
): { edges: { cursor: string; node: Row }[]; pageInfo: PageInfo } {
  const edges = rows.slice(0, size).map((node) => ({ cursor: encodeCursor(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

// A key cursor: the sort keys of the last row seen, in order, the last one its id.
export type SortKey = string | number | null;

export function encodeKeyCursor(keys: readonly SortKey[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

export function decodeKeyCursor(after: string | null | undefined, arity: number): SortKey[] | null {
  if (after === null || after === undefined) return null;
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(after, 'base64url').toString());
  } catch {
    keys = null;
  }
  const valid =
    Array.isArray(keys) &&
    keys.length === arity &&
    keys.every((key) => key === null || typeof key === 'string' || (typeof key === 'number' && Number.isFinite(key)));
  if (!valid) throw badInput('after is not a cursor of this list');
  return keys as SortKey[];
}

// A page of rows fetched with size + 1, as a connection whose cursors are the rows' sort keys.
export function toKeyConnection<Row>(
  rows: readonly Row[],
  size: number,
  hasPrevious: boolean,
  keysOf: (row: Row) => readonly SortKey[],
): { edges: { cursor: string; node: Row }[]; pageInfo: PageInfo } {
  const edges = rows.slice(0, size).map((node) => ({ cursor: encodeKeyCursor(keysOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: hasPrevious,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

export interface Page {
  readonly first?: number | null;
  readonly after?: string | null;
}

// A page of a table's rows matching `where` (whose parameters are `params`), by (created_at, id)
// newest or oldest first, with the number of all matching rows. The table and the condition are
// the caller's own text, never input.
// A field's value worked out only if the query selects the field: graphql's default resolver calls
// a function it finds in the parent's place of a value. The generated resolver types know only the
// value, hence the one cast, here.
export function whenAsked<T>(read: () => Promise<T>): T {
  return read as unknown as T;
}

export async function timePage<Row extends { id: string }>(
  db: Queryable,
  table: string,
  where: string,
  params: readonly SqlValue[],
  order: 'newest' | 'oldest',
  page: Page,
) {
  const size = pageSize(page.first);
  const after = decodeCursor(page.after);
  const n = params.length;
  const [beyond, direction] = order === 'newest' ? ['<', 'DESC'] : ['>', 'ASC'];
  const rows = await db.query<Row & CursorRow>(
    `SELECT *, ${cursorTime('created_at')} AS cursor_at FROM ${table}
      WHERE ${where} AND ($${n + 1}::timestamptz IS NULL OR (created_at, id) ${beyond} ($${n + 1}::timestamptz, $${n + 2}::uuid))
      ORDER BY created_at ${direction}, id ${direction} LIMIT $${n + 3}`,
    [...params, after?.at ?? null, after?.id ?? null, size + 1],
  );
  // Counted only when the query asks for the total: a queue of 100,000 waiting items is counted by
  // reading them all, which a page of 20 does not need.
  const totalCount = whenAsked(async () => {
    const [total] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} WHERE ${where}`, [
      ...params,
    ]);
    return total?.count ?? 0;
  });
  return { ...toConnection(rows, size, after), totalCount };
}
