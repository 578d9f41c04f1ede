// The job a proposal answers, in short: what, where, when, for whom and how busy it is.
import { useLingui } from '@lingui/react';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ProposalsJobSummaryFragment } from '../../generated/graphql.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { useLabels } from './labels.ts';

export function placeName(location: ProposalsJobSummaryFragment['location']): string {
  return location.parent ? `${location.name}, ${location.parent.name}` : location.name;
}

export function JobSummary({ job, headingLevel = 2 }: { job: ProposalsJobSummaryFragment; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const labels = useLabels();
  const { formatDate } = useDateFormatters();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card job-summary" aria-labelledby={`job-summary-${job.id}`} data-testid="job-summary">
      <Heading id={`job-summary-${job.id}`}>
        {i18n._({
          id: 'proposals.job.heading',
          message: '{service} in {place}',
          values: { service: job.service.name, place: placeName(job.location) },
        })}
      </Heading>
      <p className="job-summary-status">
        <StatusPill tone={job.status === 'OPEN' ? 'good' : 'bad'}>{labels.jobStatus(job.status)}</StatusPill>
      </p>
      <p className="job-summary-description">{job.description}</p>
      <dl className="facts">
        <div>
          <dt>{i18n._({ id: 'proposals.job.profession', message: 'Trade' })}</dt>
          <dd>{job.profession.name}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'proposals.job.owner', message: 'Home owner' })}</dt>
          <dd>{job.consumer.displayName}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'proposals.job.start', message: 'Start' })}</dt>
          <dd>{labels.startTime(job.startTime)}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'proposals.job.posted', message: 'Posted' })}</dt>
          <dd>
            <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'proposals.job.responses', message: 'Responses so far' })}</dt>
          <dd>{i18n.number(job.responsesCount)}</dd>
        </div>
      </dl>
    </section>
  );
}
