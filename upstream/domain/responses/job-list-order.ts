// The job list's sort orders (spec §3 job list sort, DATE by default) and their key cursors. A
// cursor holds the sort keys of the last row shown and the next page continues strictly after it,
// so jobs posted meanwhile never shift a page: under DATE a new job shows only on a fresh first page.

import type { SqlParams } from '../../db/sql-params.ts';
import type { JobListSort } from '../../generated/graphql.ts';
import { decodeKeyCursor, type SortKey } from '../../graphql/pagination.ts';
import { refusal } from '../access/refusals.ts';
import { isUuid } from '../validation/ids.ts';

// Jobs without a distance (sent directly to a professional without a work area) sort last.
export const NO_DISTANCE_KM = 1e9;

// RECOMMENDED: a score that grows one point per day a job is newer, loses one point per 10 km from
// the work area's centre and half a point per response so far, and gains two points when the
// professional is qualified for the job's trade. It never reads the clock, so a job's score and
// place stay the same from one page to the next.
export const SCORE_SQL = `(extract(epoch FROM r.created_at)::float8 / 86400.0
  - coalesce(r.distance_km, 0) / 10.0
  - r.responses_count * 0.5
  + CASE WHEN r.qualified THEN 2.0 ELSE 0.0 END)`;

export interface JobListRow {
  readonly id: string;
  readonly cursor_at: string;
  readonly distance_key: number;
  readonly score: number;
  // 1 for a job featured at the list's instant (decision 070), else 0: the first key of every order.
  readonly featured: number;
}

interface Order {
  readonly orderBy: string;
  readonly keysOf: (row: JobListRow) => SortKey[];
  // The condition that keeps only rows after the cursor's keys (the first key is the sort's own).
  readonly after: (keys: readonly SortKey[], params: SqlParams) => string;
}

const sameTimeThenOlder = (keys: readonly SortKey[], params: SqlParams) =>
  `(r.created_at, r.id) < (${params.add(keys[keys.length - 2] ?? null)}::timestamptz, ${params.add(keys[keys.length - 1] ?? null)}::uuid)`;

const ORDERS: Readonly<Record<JobListSort, Order>> = {
  DATE: {
    orderBy: 'r.created_at DESC, r.id DESC',
    keysOf: (row) => [row.cursor_at, row.id],
    after: sameTimeThenOlder,
  },
  DISTANCE: {
    orderBy: 'r.distance_key ASC, r.created_at DESC, r.id DESC',
    keysOf: (row) => [row.distance_key, row.cursor_at, row.id],
    after: (keys, params) => {
      const distance = params.add(keys[0] ?? null);
      return `(r.distance_key > ${distance}::float8
               OR (r.distance_key = ${distance}::float8 AND ${sameTimeThenOlder(keys, params)}))`;
    },
  },
  RECOMMENDED: {
    orderBy: 'r.score DESC, r.created_at DESC, r.id DESC',
    keysOf: (row) => [row.score, row.cursor_at, row.id],
    after: (keys, params) => {
      const score = params.add(keys[0] ?? null);
      return `(r.score < ${score}::float8 OR (r.score = ${score}::float8 AND ${sameTimeThenOlder(keys, params)}))`;
    },
  },
};

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const AS_OF = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Featured jobs first (decision 070), then the sort order's own keys. Whether a job is featured is
// read as of the instant of the list's first page, which the cursor carries, so a feature that ends
// while the professional pages on moves no job between pages.
export interface JobListCursor {
  readonly asOf: string;
  readonly featured: 0 | 1;
  readonly keys: SortKey[];
}

export const FEATURED_SQL = (asOf: string) =>
  `(r.status = 'OPEN' AND r.featured_until IS NOT NULL AND r.featured_until > ${asOf}::timestamptz)::int`;

export function orderOf(sort: JobListSort, asOf: string) {
  const order = ORDERS[sort];
  return {
    orderBy: `r.featured DESC, ${order.orderBy}`,
    keysOf: (row: JobListRow): SortKey[] => [asOf, row.featured, ...order.keysOf(row)],
    after: (cursor: JobListCursor, params: SqlParams) => {
      const featured = params.add(cursor.featured);
      return `(r.featured < ${featured}::int OR (r.featured = ${featured}::int AND ${order.after(cursor.keys, params)}))`;
    },
  };
}

// The cursor of this sort order; a cursor of another list or order is refused.
export function decodeJobCursor(sort: JobListSort, after: string | null | undefined): JobListCursor | null {
  const decoded = decodeKeyCursor(after, sort === 'DATE' ? 4 : 5);
  if (!decoded) return null;
  const [asOf, featured, ...keys] = decoded;
  const [at, id] = keys.slice(-2);
  const leadingOk = sort === 'DATE' || typeof keys[0] === 'number';
  const valid =
    typeof asOf === 'string' &&
    AS_OF.test(asOf) &&
    (featured === 0 || featured === 1) &&
    leadingOk &&
    typeof at === 'string' &&
    CURSOR_TIME.test(at) &&
    typeof id === 'string' &&
    isUuid(id);
  if (!valid || typeof asOf !== 'string' || (featured !== 0 && featured !== 1)) {
    throw refusal('after is not a cursor of this list', 'BAD_USER_INPUT');
  }
  return { asOf, featured, keys };
}
