// The professionals of a directory search (spec §2.3), with the sort orders and the photo filter
// kept in the address (spec §3 directory sortBy, onlyWithPhotos), a numbered page at a time with
// links a crawler can follow (issue 21); changing the order or the filter starts again at page 1.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { SelectField } from '../../components/ui/fields.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, LoadFailed, Loading } from '../../components/ui/status.tsx';
import type { ProviderSortOrder } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryScope,
  FILTER_KEYS,
  filtersOf,
  SORT_ORDERS,
  searchVariables,
} from './directory-query.ts';
import { DirectorySearchDocument } from './generated/documents.ts';
import { ProCard } from './pro-card.tsx';

function useSortLabel(): (order: ProviderSortOrder) => string {
  const { i18n } = useLingui();
  return (order) => {
    switch (order) {
      case 'RECOMMENDED':
        return i18n._({ id: 'directory.sort.recommended', message: 'Recommended' });
      case 'BEST_RATED':
        return i18n._({ id: 'directory.sort.best-rated', message: 'Best rated' });
      case 'MOST_REVIEWED':
        return i18n._({ id: 'directory.sort.most-reviewed', message: 'Most reviewed' });
      case 'RECENTLY_ACTIVE':
        return i18n._({ id: 'directory.sort.recently-active', message: 'Recently active' });
    }
  };
}

export function DirectoryResults({
  brand,
  scope,
  empty,
}: {
  brand: Brand;
  scope: DirectoryScope;
  // What to say, and where to look instead, when nobody matches.
  empty: ReactNode;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const sortLabel = useSortLabel();
  const filters = filtersOf(router.query);
  const results = useQuery(DirectorySearchDocument, searchVariables(brand, scope, filters));
  const found = results.data?.directorySearch;
  const edges = found?.edges ?? [];
  const page = filters.page ?? 1;
  // The page links keep the route's own parameters and the address's filters.
  const linkParams = { ...router.match?.params, ...Object.fromEntries(router.query) };
  delete linkParams.page;

  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(router.query);
    next.delete('page');
    if (value === null) next.delete(key);
    else next.set(key, value);
    router.replaceQuery(next);
  };

  return (
    <section className="directory-results" aria-labelledby="directory-results-heading">
      <div className="directory-filters">
        <h2 id="directory-results-heading" className="directory-count" aria-live="polite">
          {!found
            ? i18n._({ id: 'directory.results.heading', message: 'Tradespeople' })
            : i18n._({
                id: 'directory.results.count',
                message: '{count, plural, one {# tradesperson found} other {# tradespeople found}}',
                values: { count: found.totalCount },
              })}
        </h2>
        <SelectField
          name="sort"
          data-testid="directory-sort"
          label={i18n._({ id: 'directory.sort.label', message: 'Sort by' })}
          value={filters.sortBy}
          options={SORT_ORDERS.map((order) => ({ value: order, label: sortLabel(order) }))}
          onChange={(event) =>
            setFilter(FILTER_KEYS.sort, event.target.value === 'RECOMMENDED' ? null : event.target.value)
          }
        />
        <Checkbox
          label={i18n._({ id: 'directory.filter.photos', message: 'Only with photos of their work' })}
          name="photos"
          data-testid="directory-only-photos"
          checked={filters.onlyWithPhotos}
          onChange={(event) => setFilter(FILTER_KEYS.photos, event.target.checked ? '1' : null)}
        />
      </div>
      {results.error && !found ? (
        <LoadFailed error={results.error} onRetry={() => void results.mutate()} />
      ) : !found ? (
        <Loading />
      ) : edges.length === 0 ? (
        empty
      ) : (
        <>
          <ol className="list directory-list" data-testid="directory-results">
            {edges.map((edge) => (
              <li key={edge.node.id}>
                <ProCard pro={edge.node} distance={edge.distance} sponsored={edge.sponsored} />
              </li>
            ))}
          </ol>
          {router.match ? (
            <Pagination
              label={i18n._({ id: 'directory.pages', message: 'Pages of tradespeople' })}
              to={router.match.route.name}
              params={linkParams}
              current={page}
              last={Math.max(1, Math.ceil(found.totalCount / DIRECTORY_PAGE_SIZE))}
              previous={i18n._({ id: 'content.listing.previous', message: 'Previous page' })}
              next={i18n._({ id: 'content.listing.next', message: 'Next page' })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

export function NoResults({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState title={title}>
      <div className="directory-widen">{children}</div>
    </EmptyState>
  );
}
