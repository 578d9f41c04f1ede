// The directory's sort orders (spec §3 provider sort orders) as key lists, and the key cursor that
// pages through them without skipping or repeating a professional: each page starts strictly after
// the sort keys of the last one shown, the professional's id breaking ties.
import type { SqlValue } from '../../db/database.ts';
import type { ProviderSortOrder } from '../../generated/graphql.ts';
import { cursorTime, decodeKeyCursor, type SortKey } from '../../graphql/pagination.ts';
import { refusal } from '../access/refusals.ts';
import { isUuid } from '../validation/ids.ts';

type KeyKind = 'number' | 'time' | 'decimal' | 'id';

export interface OrderKey {
  // An expression over the company profile `c` and the user `u` (or the score).
  readonly sql: string;
  readonly kind: KeyKind;
  readonly descending: boolean;
  // Absent values sort last, in either direction.
  readonly nullable: boolean;
}

const CAST: Readonly<Record<KeyKind, string>> = {
  number: 'float8',
  time: 'timestamptz',
  decimal: 'numeric',
  id: 'uuid',
};

const ID: OrderKey = { sql: 'u.id', kind: 'id', descending: false, nullable: false };
const RATING: OrderKey = { sql: 'c.review_average', kind: 'number', descending: true, nullable: true };
const REVIEWS: OrderKey = { sql: 'c.review_count', kind: 'number', descending: true, nullable: false };
const ACTIVITY: OrderKey = { sql: 'c.last_active_at', kind: 'time', descending: true, nullable: true };

// The keys of each order; RECOMMENDED's score expression is the caller's (directory-score.ts). A
// search of a trade in a town puts the professionals sponsored there first (decision 067): the
// caller's sponsored expression is then the first key of every order.
export function orderKeys(
  sortBy: ProviderSortOrder,
  scoreSql: () => string,
  sponsoredSql: (() => string) | null = null,
): readonly OrderKey[] {
  const keys = baseKeys(sortBy, scoreSql);
  return sponsoredSql ? [{ sql: sponsoredSql(), kind: 'number', descending: true, nullable: false }, ...keys] : keys;
}

function baseKeys(sortBy: ProviderSortOrder, scoreSql: () => string): readonly OrderKey[] {
  switch (sortBy) {
    case 'BEST_RATED':
      return [RATING, REVIEWS, ID];
    case 'MOST_REVIEWED':
      return [REVIEWS, RATING, ID];
    case 'RECENTLY_ACTIVE':
      return [ACTIVITY, ID];
    case 'RECOMMENDED':
      return [{ sql: scoreSql(), kind: 'decimal', descending: true, nullable: false }, ID];
  }
}

// The inner query's key columns (k0, k1 …) and how each is read back exactly for a cursor (times to
// the microsecond, decimals as text).
export function keyColumns(keys: readonly OrderKey[]): { inner: string; outer: string; orderBy: string } {
  const inner = keys.map((key, index) => `${key.sql} AS k${index}`).join(', ');
  const outer = keys
    .map((key, index) => {
      if (key.kind === 'time') return `${cursorTime(`d.k${index}`)} AS c${index}`;
      if (key.kind === 'number') return `d.k${index} AS c${index}`;
      return `d.k${index}::text AS c${index}`;
    })
    .join(', ');
  const orderBy = keys
    .map((key, index) => `d.k${index} ${key.descending ? 'DESC' : 'ASC'}${key.nullable ? ' NULLS LAST' : ''}`)
    .join(', ');
  return { inner, outer, orderBy };
}

// The rows strictly after the cursor's keys in the order: equal on the first i keys and beyond on
// key i, for some i.
export function afterKeys(
  keys: readonly OrderKey[],
  values: readonly SortKey[],
  param: (value: SqlValue) => string,
): string {
  const terms: string[] = [];
  keys.forEach((key, index) => {
    const value = values[index] ?? null;
    // Nothing sorts after an absent value but other absent ones, which the next key orders.
    if (value === null) return;
    const column = `d.k${index}`;
    const beyond = `${column} ${key.descending ? '<' : '>'} ${param(value)}::${CAST[key.kind]}`;
    const equal = keys
      .slice(0, index)
      .map((earlier, j) => `d.k${j} IS NOT DISTINCT FROM ${param(values[j] ?? null)}::${CAST[earlier.kind]}`);
    const after = key.nullable ? `(${beyond} OR ${column} IS NULL)` : beyond;
    terms.push([...equal, after].join(' AND '));
  });
  return terms.length > 0 ? `(${terms.map((term) => `(${term})`).join(' OR ')})` : 'false';
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function fits(key: OrderKey, value: SortKey): boolean {
  if (value === null) return key.nullable;
  if (key.kind === 'number') return typeof value === 'number';
  if (key.kind === 'time') return typeof value === 'string' && TIME.test(value);
  if (key.kind === 'decimal') return typeof value === 'string' && DECIMAL.test(value);
  return typeof value === 'string' && isUuid(value);
}

export interface DirectoryCursor {
  // When the page of a RECOMMENDED list was first asked for: its scores are as of then, so later
  // pages rank alike however much time passes between them.
  readonly asOf: string;
  readonly values: readonly SortKey[];
}

// [sort order, as of, …keys, id]
export function decodeDirectoryCursor(
  after: string | null | undefined,
  sortBy: ProviderSortOrder,
  sponsored = false,
): DirectoryCursor | null {
  const keys = orderKeys(sortBy, () => '', sponsored ? () => '' : null);
  const decoded = decodeKeyCursor(after, keys.length + 2);
  if (decoded === null) return null;
  const [order, asOf, ...values] = decoded;
  const valid =
    order === sortBy &&
    typeof asOf === 'string' &&
    TIME.test(asOf) &&
    keys.every((key, i) => fits(key, values[i] ?? null));
  if (!valid || typeof asOf !== 'string') throw refusal('after is not a cursor of this list', 'BAD_USER_INPUT');
  return { asOf, values };
}

export function directoryCursorKeys(sortBy: ProviderSortOrder, asOf: string, values: readonly SortKey[]): SortKey[] {
  return [sortBy, asOf, ...values];
}
