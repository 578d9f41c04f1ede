// The variables of the directory's queries, built in one place from a route's parameters and the
// address's query string: the server's page data and the components must ask with exactly the same
// ones, or the page would fetch again after hydrating (web/lib/pages.ts).
import type { Brand } from '../../../shared/brands.ts';
import type {
  DirectorySearchInput,
  DirectorySearchQueryVariables,
  ProviderSortOrder,
} from '../../generated/graphql.ts';
import { listingPageOf } from '../../lib/listing-page.ts';

// One page of the directory: a full row of cards on wide screens at 1, 2 and 3 columns.
export const DIRECTORY_PAGE_SIZE = 12;
// The profile shows the newest reviews; the reviews page has them all, a page at a time.
export const PROFILE_REVIEW_COUNT = 3;
export const REVIEWS_PAGE_SIZE = 10;
// How many of the most reviewed professionals the popular places are drawn from, and how many shown.
export const POPULAR_PROS = 50;
export const POPULAR_PLACES = 12;

export const SORT_ORDERS = [
  'RECOMMENDED',
  'BEST_RATED',
  'MOST_REVIEWED',
  'RECENTLY_ACTIVE',
] as const satisfies readonly ProviderSortOrder[];

// The query-string keys of the directory's filters (kept in the address so a search can be shared).
export const FILTER_KEYS = {
  profession: 'profession',
  location: 'location',
  postalCode: 'postalCode',
  sort: 'sort',
  photos: 'photos',
} as const;

export interface DirectoryFilters {
  readonly sortBy: ProviderSortOrder;
  readonly onlyWithPhotos: boolean;
  // The numbered page (issue 21: pages a crawler can follow); null when the address asks for one
  // that is not a page, which answers 404.
  readonly page: number | null;
}

function isSortOrder(value: string): value is ProviderSortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

// The sort order and photo filter of the address; unknown values fall back to the defaults.
export function filtersOf(search: URLSearchParams): DirectoryFilters {
  const sort = search.get(FILTER_KEYS.sort) ?? '';
  return {
    sortBy: isSortOrder(sort) ? sort : 'RECOMMENDED',
    onlyWithPhotos: search.get(FILTER_KEYS.photos) === '1',
    page: listingPageOf(search),
  };
}

export interface DirectoryScope {
  readonly professionSlug?: string;
  readonly localitySlug?: string;
  readonly postalCode?: string;
}

// A non-empty trimmed value, or undefined (absent from the variables).
export function presentText(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text;
}

// What the search form asked for, from the directory-search-results address.
export function scopeOfSearch(search: URLSearchParams): DirectoryScope {
  return {
    professionSlug: presentText(search.get(FILTER_KEYS.profession)),
    localitySlug: presentText(search.get(FILTER_KEYS.location)),
    postalCode: presentText(search.get(FILTER_KEYS.postalCode)),
  };
}

export function searchVariables(
  brand: Brand,
  scope: DirectoryScope,
  filters: DirectoryFilters,
): DirectorySearchQueryVariables {
  const input: DirectorySearchInput = { brand: brand.id, sortBy: filters.sortBy };
  if (scope.professionSlug) input.professionSlug = scope.professionSlug;
  if (scope.localitySlug) input.localitySlug = scope.localitySlug;
  if (scope.postalCode) input.postalCode = scope.postalCode;
  if (filters.onlyWithPhotos) input.onlyWithPhotos = true;
  const page = filters.page ?? 1;
  return { input, first: DIRECTORY_PAGE_SIZE, ...(page > 1 ? { page } : {}) };
}

export const popularPlacesVariables = (brand: Brand) => ({
  input: { brand: brand.id, sortBy: 'MOST_REVIEWED' as const },
  first: POPULAR_PROS,
});

export const professionsVariables = (brand: Brand) => ({ brand: brand.id });

export const placeVariables = (brand: Brand, slug: string) => ({ brand: brand.id, slug });
// A region by slug, even where a town has the same slug (the province and the city of Utrecht).
export const regionVariables = (brand: Brand, slug: string) => ({ brand: brand.id, slug, kind: 'REGION' as const });

export const profileVariables = (slug: string) => ({ slug, reviewCount: PROFILE_REVIEW_COUNT });

export const reviewsVariables = (slug: string, page = 1) => ({
  slug,
  first: REVIEWS_PAGE_SIZE,
  ...(page > 1 ? { page } : {}),
});
