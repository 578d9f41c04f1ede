// The numbered page of a listing the address asks for (`?page=n`, issue 21): 1 without one; null
// for anything that is not a page — not a number, 0, or past the furthest a listing offers — which
// the page answers 404 for.
import { MAX_LISTING_PAGE } from '../../shared/constants.ts';

export function listingPageOf(search: URLSearchParams): number | null {
  const asked = search.get('page');
  if (asked === null) return 1;
  if (!/^[1-9][0-9]{0,3}$/.test(asked)) return null;
  const page = Number(asked);
  return page <= MAX_LISTING_PAGE ? page : null;
}
