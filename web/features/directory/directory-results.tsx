// The professionals of a directory search (spec §2.3), with the sort orders and the photo filter
// kept in the address (spec §3 directory sortBy, onlyWithPhotos), a page at a time.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { SelectField } from '../../components/ui/fields.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import type { ProviderSortOrder } from '../../generated/graphql.ts';
import { useConnection } from '../../lib/connection.tsx';
import { useRouter } from '../../lib/router.tsx';
import { type DirectoryScope, FILTER_KEYS, filtersOf, SORT_ORDERS, searchVariables } from './directory-query.ts';
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
  // Each item is an edge (its card and distance) with the search's total, which comes with every page.
  const results = useConnection(DirectorySearchDocument, searchVariables(brand, scope, filters), (data) => ({
    edges: data.directorySearch.edges.map((edge) => ({
      node: { ...edge, totalCount: data.directorySearch.totalCount },
    })),
    pageInfo: data.directorySearch.pageInfo,
  }));
  const first = results.items[0];

  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(router.query);
    if (value === null) next.delete(key);
    else next.set(key, value);
    router.replaceQuery(next);
  };

  return (
    <section className="directory-results" aria-labelledby="directory-results-heading">
      <div className="directory-filters">
        <h2 id="directory-results-heading" className="directory-count" aria-live="polite">
          {results.isLoading && !first
            ? i18n._({ id: 'directory.results.heading', message: 'Tradespeople' })
            : i18n._({
                id: 'directory.results.count',
                message: '{count, plural, one {# tradesperson found} other {# tradespeople found}}',
                values: { count: first?.totalCount ?? 0 },
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
      {results.error && results.items.length === 0 ? (
        <LoadFailed error={results.error} onRetry={() => void results.refresh()} />
      ) : results.isLoading && results.items.length === 0 ? (
        <Loading />
      ) : results.items.length === 0 ? (
        empty
      ) : (
        <>
          <ol className="list directory-list" data-testid="directory-results">
            {results.items.map((edge) => (
              <li key={edge.node.id}>
                <ProCard pro={edge.node} distance={edge.distance} sponsored={edge.sponsored} />
              </li>
            ))}
          </ol>
          {results.error ? <LoadFailed error={results.error} onRetry={results.loadMore} /> : null}
          <LoadMore hasMore={results.hasMore} isLoadingMore={results.isLoadingMore} onLoadMore={results.loadMore} />
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
