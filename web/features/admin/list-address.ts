// The state of a staff list in its address (issue 22: sorting, filtering and paging in the URL, so
// a list can be shared): read from the query with every value checked, and written back as the
// address of the same list with something changed. A changed filter or order starts again at the
// first page.
const PAGING = ['page', 'after'] as const;

// The page number asked for: a whole number from 1 to `last` (1 when it is anything else).
export function pageParam(query: URLSearchParams, last = 1000): number {
  const raw = query.get('page');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= last ? page : 1;
}

// One of the allowed values of a parameter, or the fallback.
export function choiceParam<const T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | null;
export function choiceParam<const T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T;
export function choiceParam<const T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T | null = null,
): T | null {
  const raw = query.get(name);
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

// The cursor of a list read a page at a time (`after`), as the upstream gave it.
export function afterParam(query: URLSearchParams): string | null {
  return textParam(query, 'after', 500);
}

// A free-text parameter, trimmed and at most `max` characters; null when empty.
export function textParam(query: URLSearchParams, name: string, max = 200): string | null {
  const raw = query.get(name)?.trim() ?? '';
  return raw === '' ? null : raw.slice(0, max);
}

// The list's address with the parameters changed (null removes one). Unless the change is itself
// a page, the list starts again from the first.
export function listHref(
  pathname: string,
  query: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
): string {
  const next = new URLSearchParams(query);
  const paging = Object.keys(changes).some((name) => (PAGING as readonly string[]).includes(name));
  if (!paging) for (const name of PAGING) next.delete(name);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}
