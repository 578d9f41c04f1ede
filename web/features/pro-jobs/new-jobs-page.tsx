// ServicePro/NewServiceRequests (spec §2.7 new-service-requests): the jobs that fit the professional,
// filtered and sorted as the address says. Opened without a query, it brings back the filters the
// professional used last on this brand (§3 stored browser filters).
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import { useConnection } from '../../lib/connection.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { ProJobsFilterOptionsDocument, ProJobsNewJobListDocument } from './generated/documents.ts';
import {
  InvoicePriceToggle,
  InvoiceSoFar,
  invoicePriceAsked,
  useInvoicePrice,
  withInvoicePrice,
} from './invoice-price.tsx';
import { JobCard } from './job-card.tsx';
import {
  activeFilterCount,
  DEFAULT_STATE,
  filterOptionsOf,
  isDefaultState,
  type JobListState,
  jobListQueryString,
  jobListVariables,
  parseJobListQuery,
  readStoredState,
  storeState,
} from './job-filters.ts';
import { JobFiltersForm } from './job-filters-form.tsx';
import { RouteLink } from './route-link.tsx';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

// Remembers the filters in the address, and restores the remembered ones once when the page was
// opened with none.
function useRememberedFilters(brand: Brand, state: JobListState, apply: (next: JobListState) => void) {
  const { search } = useRouter();
  const restored = useRef(false);
  const latest = useRef({ state, apply });
  latest.current = { state, apply };
  useEffect(() => {
    const storage = browserStorage();
    if (!restored.current) {
      restored.current = true;
      const stored = search === '' ? readStoredState(storage, brand.id) : null;
      if (stored && !isDefaultState(stored)) {
        latest.current.apply(stored);
        return;
      }
    }
    storeState(storage, brand.id, latest.current.state);
  }, [brand.id, search]);
}

export function NewJobsPage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const state = parseJobListQuery(router.query);
  const withPrices = invoicePriceAsked(router.query);
  const invoicePrice = useInvoicePrice(withPrices);
  const apply = (next: JobListState) =>
    router.replaceQuery(withInvoicePrice(new URLSearchParams(jobListQueryString(next)), withPrices));
  useRememberedFilters(brand, state, apply);
  const sheetId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = activeFilterCount(state);

  const options = useQuery(ProJobsFilterOptionsDocument);
  let total: number | undefined;
  const jobs = useConnection(ProJobsNewJobListDocument, jobListVariables(state), (data) => {
    total = data.newJobList.totalCount;
    return data.newJobList;
  });

  return (
    <div className="pro-jobs">
      <PageHeading
        title={i18n._({ id: 'pro-jobs.new.title', message: 'New jobs' })}
        lead={i18n._({
          id: 'pro-jobs.new.lead',
          message: 'Jobs in your work area that match your services. Open one to show interest or send a proposal.',
        })}
      >
        <p>
          <RouteLink to="savedJobs" className="pro-jobs-saved-link" testId="saved-jobs-link">
            <Icon icon="bookmark" />
            {i18n._({ id: 'pro-jobs.new.saved-link', message: 'Your saved jobs' })}
          </RouteLink>{' '}
          <InvoicePriceToggle on={withPrices} />
        </p>
      </PageHeading>
      {invoicePrice ? <InvoiceSoFar price={invoicePrice} /> : null}
      <div className="pro-jobs-layout">
        <JobFiltersForm
          id={sheetId}
          state={state}
          options={filterOptionsOf(options.data?.me)}
          unit={brand.distanceUnit}
          action={router.pathname}
          total={total}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          onChange={apply}
        />
        <section className="pro-jobs-results" aria-busy={jobs.isLoading}>
          <div className="pro-jobs-toolbar">
            <p className="pro-jobs-count" role="status" data-testid="job-list-count">
              {total === undefined
                ? null
                : i18n._({
                    id: 'pro-jobs.new.count',
                    message: '{count, plural, =0 {No jobs found} one {# job found} other {# jobs found}}',
                    values: { count: total },
                  })}
            </p>
            {/* On a phone the filters wait in a sheet behind this button, the list comes first. */}
            <button
              type="button"
              className="button secondary sheet-opener sheet-opener-m"
              aria-haspopup="dialog"
              aria-controls={sheetId}
              aria-expanded={filtersOpen}
              data-testid="job-filters-open"
              onClick={() => setFiltersOpen(true)}
            >
              <Icon icon="sliders-horizontal" />
              {i18n._({
                id: 'pro-jobs.filters.open',
                message: '{count, plural, =0 {Filters} other {Filters (#)}}',
                values: { count: active },
              })}
            </button>
          </div>
          {jobs.error && jobs.items.length === 0 ? (
            <LoadFailed error={jobs.error} onRetry={() => void jobs.refresh()} />
          ) : jobs.isLoading && jobs.items.length === 0 ? (
            <Loading shape="cards" />
          ) : jobs.items.length === 0 ? (
            isDefaultState(state) ? (
              <EmptyState
                icon="briefcase-business"
                title={i18n._({ id: 'pro-jobs.new.empty', message: 'No new jobs right now' })}
                action={
                  <RouteLink to="savedJobs" className="button secondary">
                    {i18n._({ id: 'pro-jobs.new.empty-saved', message: 'Look at your saved jobs' })}
                  </RouteLink>
                }
              >
                <p>
                  {i18n._({
                    id: 'pro-jobs.new.empty-text',
                    message: 'New jobs in your work area for your services appear here as soon as they are posted.',
                  })}
                </p>
              </EmptyState>
            ) : (
              <EmptyState
                icon="search-x"
                title={i18n._({ id: 'pro-jobs.new.empty-filtered', message: 'No jobs match these filters' })}
                action={
                  <button type="button" className="button" onClick={() => apply(DEFAULT_STATE)}>
                    {i18n._({ id: 'pro-jobs.filters.clear', message: 'Clear filters' })}
                  </button>
                }
              >
                <p>
                  {i18n._({
                    id: 'pro-jobs.new.empty-filtered-text',
                    message: 'Try fewer filters or a greater distance to see more jobs.',
                  })}
                </p>
              </EmptyState>
            )
          ) : (
            <>
              <ul className="list pro-job-list" data-testid="job-list">
                {jobs.items.map((job) => (
                  <JobCard key={job.id} job={job} invoicePrice={invoicePrice} />
                ))}
              </ul>
              {jobs.error ? <LoadFailed error={jobs.error} onRetry={jobs.loadMore} /> : null}
              <LoadMore hasMore={jobs.hasMore} isLoadingMore={jobs.isLoadingMore} onLoadMore={jobs.loadMore} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
