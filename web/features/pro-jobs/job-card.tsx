// One job in the new-job list or the saved jobs: what the work is, where and how far, when it
// starts, when it was posted, its photos and responses, a link to the job and save for later.
import { useLingui } from '@lingui/react';
import type { ProJobsCardFieldsFragment } from '../../generated/graphql.ts';
import { PlaceAndTimeFacts, photoCount, ResponsesCount } from './job-facts.tsx';
import { RouteLink } from './route-link.tsx';
import { SaveJobButton } from './save-job-button.tsx';

export function JobCard({
  job,
  onSavedChange,
}: {
  job: ProJobsCardFieldsFragment;
  onSavedChange?: (saved: boolean) => void;
}) {
  const { i18n } = useLingui();
  const photos = photoCount(job.attachments);
  return (
    <li className="card pro-job-card" data-testid="job-card" data-job-id={job.id}>
      <h2 className="pro-job-card-title">
        <RouteLink to="job" params={{ serviceRequestId: job.id }} testId="job-card-link" jobId={job.id}>
          {job.service.name}
        </RouteLink>
      </h2>
      <p className="pro-job-card-profession">{job.profession.name}</p>
      <dl className="pro-job-facts">
        <PlaceAndTimeFacts job={job} />
        <div>
          <dt>{i18n._({ id: 'pro-jobs.card.photos', message: 'Photos' })}</dt>
          <dd>
            {i18n._({
              id: 'pro-jobs.card.photo-count',
              message: '{count, plural, =0 {No photos} one {# photo} other {# photos}}',
              values: { count: photos },
            })}
          </dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'pro-jobs.card.responses', message: 'Responses' })}</dt>
          <dd>
            <ResponsesCount count={job.responsesCount} leadType={job.leadType} />
          </dd>
        </div>
      </dl>
      <div className="actions">
        <SaveJobButton jobId={job.id} saved={job.isSavedForLater} onChange={onSavedChange} />
      </div>
    </li>
  );
}
