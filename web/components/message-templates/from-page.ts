// Where a professional came from to their message templates (spec §2.7 message-templates,
// parameter fromPage): a proposal or a message they were writing, an auto-respond rule they were
// setting up. Saving or cancelling takes them back there. Only a path on this site is taken
// (shared/redirect.ts); anything else is ignored, as if no fromPage had been given.
import { type QuerySource, readQueryParam } from '../../../shared/query.ts';
import { safeRedirectPath } from '../../../shared/redirect.ts';

export const FROM_PAGE = 'fromPage';

export function fromPageOf(search: QuerySource): string | null {
  const raw = readQueryParam(search, FROM_PAGE);
  if (raw === '') return null;
  return safeRedirectPath(raw) === raw ? raw : null;
}

// The page shown now, as a fromPage: its path and query.
export function currentPage(router: { readonly pathname: string; readonly search: string }): string {
  return `${router.pathname}${router.search}`;
}
