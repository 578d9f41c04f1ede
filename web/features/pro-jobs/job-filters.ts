// The new-job list's filters and sort (spec §3 newJobList, jobs-list filters): read from the address,
// written back to it with only the values that differ from the defaults (§9: sort by date), and
// remembered in the browser per brand (§3 stored browser filters: filters with query, and sortBy;
// §5: the stored query text is trimmed before saving).
import { buildQueryString } from '../../../shared/link.ts';
import type { JobListFilters, JobListSort, ProJobsFilterOptionsQuery } from '../../generated/graphql.ts';

export const JOB_LIST_SORTS = ['DATE', 'DISTANCE', 'RECOMMENDED'] as const satisfies readonly JobListSort[];
// §9 defaults: job list sort by date.
export const DEFAULT_SORT: JobListSort = 'DATE';
// The upstream refuses longer search texts.
export const MAX_QUERY_LENGTH = 100;

// The filters the list is asked with: only the ones set, lists sorted, so the same choice always
// gives the same variables (and the same cache entry on the server and in the browser).
export interface JobListState {
  readonly filters: JobListFilters;
  readonly sortBy: JobListSort;
}

export const DEFAULT_STATE: JobListState = { filters: {}, sortBy: DEFAULT_SORT };

const FLAGS = ['onlyQualifiedFor', 'directRequestsOnly', 'lowCompetition', 'withPictures'] as const;
export type JobListFlag = (typeof FLAGS)[number];
export const JOB_LIST_FLAGS: readonly JobListFlag[] = FLAGS;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function ids(values: readonly unknown[]): string[] {
  const valid = values.filter((value): value is string => typeof value === 'string' && ID.test(value));
  return [...new Set(valid)].sort();
}

function positiveNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

function countAtLeastZero(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

function isSort(value: unknown): value is JobListSort {
  return typeof value === 'string' && (JOB_LIST_SORTS as readonly string[]).includes(value);
}

// Keeps the filters the upstream accepts and drops empty ones; anything else (a hand-edited
// address, an old stored value) is left out rather than refused.
export function normaliseState(input: { filters?: unknown; sortBy?: unknown } | null | undefined): JobListState {
  const raw = (typeof input?.filters === 'object' && input.filters !== null ? input.filters : {}) as Record<
    string,
    unknown
  >;
  const filters: Record<string, unknown> = {};
  const query = typeof raw.query === 'string' ? raw.query.trim().replace(/\s+/g, ' ') : '';
  if (query !== '') filters.query = query.slice(0, MAX_QUERY_LENGTH).trim();
  const distance = positiveNumber(raw.distance);
  if (distance !== undefined) filters.distance = distance;
  const professionIds = ids(Array.isArray(raw.professionIds) ? raw.professionIds : []);
  if (professionIds.length > 0) filters.professionIds = professionIds;
  const skillClusterIds = ids(Array.isArray(raw.skillClusterIds) ? raw.skillClusterIds : []);
  if (skillClusterIds.length > 0) filters.skillClusterIds = skillClusterIds;
  const maxResponses = countAtLeastZero(raw.maxResponses);
  if (maxResponses !== undefined) filters.maxResponses = maxResponses;
  for (const flag of FLAGS) if (raw[flag] === true || raw[flag] === 'true') filters[flag] = true;
  return { filters: filters as JobListFilters, sortBy: isSort(input?.sortBy) ? input.sortBy : DEFAULT_SORT };
}

// The address's query string as filters: list values under bracketed keys (§2.10 link builder).
export function parseJobListQuery(search: URLSearchParams): JobListState {
  const filters: Record<string, unknown> = {
    query: search.get('query') ?? undefined,
    distance: search.get('distance') ?? undefined,
    professionIds: search.getAll('professionIds[]'),
    skillClusterIds: search.getAll('skillClusterIds[]'),
    maxResponses: search.get('maxResponses') ?? undefined,
  };
  for (const flag of FLAGS) filters[flag] = search.get(flag);
  return normaliseState({ filters, sortBy: search.get('sortBy') });
}

// Only what differs from the defaults, keys sorted: '' for the default list.
export function jobListQueryString(state: JobListState): string {
  const { filters, sortBy } = normaliseState(state);
  return buildQueryString({
    query: filters.query,
    distance: filters.distance,
    professionIds: filters.professionIds ?? undefined,
    skillClusterIds: filters.skillClusterIds ?? undefined,
    maxResponses: filters.maxResponses,
    onlyQualifiedFor: filters.onlyQualifiedFor || undefined,
    directRequestsOnly: filters.directRequestsOnly || undefined,
    lowCompetition: filters.lowCompetition || undefined,
    withPictures: filters.withPictures || undefined,
    sortBy: sortBy === DEFAULT_SORT ? undefined : sortBy,
  });
}

// How many filters narrow the list (the sort is not one): each ticked trade, skill and flag, and
// each of the search text, the distance and the number of responses that is set.
export function activeFilterCount(state: JobListState): number {
  const { filters } = normaliseState(state);
  const set = [filters.query, filters.distance, filters.maxResponses].filter((value) => value != null).length;
  const flags = FLAGS.filter((flag) => filters[flag]).length;
  return set + flags + (filters.professionIds?.length ?? 0) + (filters.skillClusterIds?.length ?? 0);
}

export function isDefaultState(state: JobListState): boolean {
  return jobListQueryString(state) === '';
}

// The variables of proJobsNewJobList: the same on the server and in the browser for one address.
export function jobListVariables(state: JobListState): { filters: JobListFilters; sortBy: JobListSort } {
  const { filters, sortBy } = normaliseState(state);
  return { filters, sortBy };
}

// ---- Remembered in the browser (localStorage), one entry per brand ----

export function storageKey(brandId: string): string {
  return `hearth.pro-jobs.job-list-filters.${brandId}`;
}

export function readStoredState(storage: Storage | undefined, brandId: string): JobListState | null {
  try {
    const text = storage?.getItem(storageKey(brandId));
    return text ? normaliseState(JSON.parse(text)) : null;
  } catch {
    // Storage may be unavailable (private mode) or hold something that is not JSON: nothing stored.
    return null;
  }
}

export function storeState(storage: Storage | undefined, brandId: string, state: JobListState): void {
  try {
    storage?.setItem(storageKey(brandId), JSON.stringify(normaliseState(state)));
  } catch {
    // A full or blocked storage only means the filters are not remembered.
  }
}

// What the filters offer: the pro's trades with their skills, and distances up to their work area.
type Me = ProJobsFilterOptionsQuery['me'];
type Profession = Extract<NonNullable<Me>, { __typename: 'ServicePro' }>['professions'][number];

export interface FilterOptions {
  readonly professions: readonly Profession[];
  // How far the work area reaches, in the brand's unit; unknown without a work area.
  readonly radius: number | null;
}

export function filterOptionsOf(me: Me | undefined): FilterOptions {
  if (me?.__typename !== 'ServicePro') return { professions: [], radius: null };
  return { professions: me.professions, radius: me.workArea?.radius.value ?? null };
}
