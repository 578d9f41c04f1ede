// The numbered pages of a listing as real links a crawler can follow (a blog, a trade's questions):
// the previous and the next page, the first and the last, and the pages around the current one,
// which is marked for screen readers. A listing of one page shows none.
import type { LinkParams } from '../../../shared/link.ts';
import type { RouteName } from '../../../shared/routes.ts';
import { Link } from '../../lib/router.tsx';
import { Icon } from './icon.tsx';

// How many pages either side of the current one are numbered.
const AROUND = 2;

// The numbers shown, with null where a run of pages is left out.
export function pageNumbers(current: number, last: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= AROUND) shown.push(page);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

export function Pagination({
  label,
  to,
  params = {},
  current,
  last,
  previous,
  next,
}: {
  // What is paged, for screen readers ("Blog pages").
  label: string;
  to: RouteName;
  // The route's own parameters and the query kept on every page; `page` is added from 2 on.
  params?: LinkParams;
  current: number;
  last: number;
  previous: string;
  next: string;
}) {
  if (last <= 1) return null;
  const at = (page: number) => (page === 1 ? params : { ...params, page: String(page) });
  return (
    <nav className="pagination" aria-label={label} data-testid="pagination">
      {current > 1 ? (
        <Link to={to} params={at(current - 1)} className="pagination-step" rel="prev" current={false}>
          <Icon icon="arrow-left" />
          {previous}
        </Link>
      ) : null}
      <ul>
        {pageNumbers(current, last).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link to={to} params={at(page)} current={page === current}>
                {String(page)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < last ? (
        <Link to={to} params={at(current + 1)} className="pagination-step" rel="next" current={false}>
          {next}
          <Icon icon="arrow-right" />
        </Link>
      ) : null}
    </nav>
  );
}

// A list read a page at a time from its start (a queue, oldest first): the next page after the
// last row shown, and the way back to the first. Plain links, so the place in the list is in the
// address. Nothing is shown for a list that fits on its first page.
export function CursorPager({
  label,
  firstHref,
  nextHref,
  first,
  next,
}: {
  label: string;
  // The first page's address, when this is not it.
  firstHref: string | null;
  // The next page's address, when there is more.
  nextHref: string | null;
  first: string;
  next: string;
}) {
  if (!firstHref && !nextHref) return null;
  return (
    <nav className="pagination" aria-label={label} data-testid="pagination">
      {firstHref ? (
        <a href={firstHref} className="pagination-step">
          <Icon icon="arrow-left" />
          {first}
        </a>
      ) : null}
      {nextHref ? (
        <a href={nextHref} className="pagination-step" rel="next">
          {next}
          <Icon icon="arrow-right" />
        </a>
      ) : null}
    </nav>
  );
}
