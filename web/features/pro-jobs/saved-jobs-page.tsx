// ServicePro/SavedJobs (spec §2.7 saved-jobs): the jobs the professional saved for later.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import { useConnection } from '../../lib/connection.tsx';
import { ProJobsSavedJobsDocument } from './generated/documents.ts';
import { JobCard } from './job-card.tsx';
import { RouteLink } from './route-link.tsx';

export const SAVED_JOBS_VARIABLES = {};

export function SavedJobsPage() {
  const { i18n } = useLingui();
  const jobs = useConnection(ProJobsSavedJobsDocument, SAVED_JOBS_VARIABLES, (data) => data.savedForLaterJobs);
  return (
    <div className="pro-jobs">
      <PageHeading
        title={i18n._({ id: 'pro-jobs.saved.title', message: 'Saved jobs' })}
        lead={i18n._({ id: 'pro-jobs.saved.lead', message: 'Jobs you saved to look at again later.' })}
      />
      {jobs.error && jobs.items.length === 0 ? (
        <LoadFailed error={jobs.error} onRetry={() => void jobs.refresh()} />
      ) : jobs.isLoading && jobs.items.length === 0 ? (
        <Loading shape="cards" />
      ) : jobs.items.length === 0 ? (
        <EmptyState
          icon="bookmark"
          title={i18n._({ id: 'pro-jobs.saved.empty', message: 'You have no saved jobs' })}
          action={
            <RouteLink to="newServiceRequests" className="button" testId="saved-jobs-find">
              {i18n._({ id: 'pro-jobs.saved.find', message: 'Find new jobs' })}
            </RouteLink>
          }
        >
          <p>
            {i18n._({
              id: 'pro-jobs.saved.empty-text',
              message: 'Save a job from the new jobs list to come back to it here.',
            })}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="list pro-job-list" data-testid="saved-job-list">
            {jobs.items.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                onSavedChange={(saved) => {
                  if (!saved) void jobs.refresh();
                }}
              />
            ))}
          </ul>
          {jobs.error ? <LoadFailed error={jobs.error} onRetry={jobs.loadMore} /> : null}
          <LoadMore hasMore={jobs.hasMore} isLoadingMore={jobs.isLoadingMore} onLoadMore={jobs.loadMore} />
        </>
      )}
    </div>
  );
}
