// Consumer/OverviewProfessionals (spec §2.6 /consumer/my-projects/{id}/overview-professionals): the
// responses to one job with the owner's choices, the limits, closing the job and, once a pro is
// hired, the way to review them. `notHiredServiceProId` (a pro the owner passed over, e.g. from a
// "you chose someone else" email) marks that pro's response and opens its decline form, so the
// owner can tell them why.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ConsumerJobOverviewQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { CloseJob } from './close-job.tsx';
import { ConsumerJobOverviewDocument } from './generated/documents.ts';
import { HiredPanel } from './hired-panel.tsx';
import { JOB_STATUS_TONE, jobStatusLabel, proName } from './labels.ts';
import { InvitedSection, ResponsesSection } from './overview-responses.tsx';
import { ResponseCard } from './response-card.tsx';

type Job = NonNullable<ConsumerJobOverviewQuery['serviceRequest']>;

export function OverviewPage({ id, notHiredServiceProId }: { id: string; notHiredServiceProId: string | null }) {
  const { i18n } = useLingui();
  const overview = useQuery(ConsumerJobOverviewDocument, { id });
  return (
    <div className="consumer-page">
      <QueryState data={overview.data} error={overview.error} onRetry={() => void overview.mutate()}>
        {(data) =>
          data.serviceRequest?.responsesOverview ? (
            <JobOverview
              job={data.serviceRequest}
              reviewed={data.myReview !== null}
              notHiredServiceProId={notHiredServiceProId}
            />
          ) : (
            <>
              <PageHeading title={i18n._({ id: 'consumer.overview.missing-title', message: 'Job not found' })} />
              <EmptyState
                title={i18n._({
                  id: 'consumer.overview.missing',
                  message: 'This job does not exist or is not one of yours.',
                })}
                action={
                  <Link to="myProjects" className="button">
                    {i18n._({ id: 'consumer.back-to-projects', message: 'Back to my projects' })}
                  </Link>
                }
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function JobOverview({
  job,
  reviewed,
  notHiredServiceProId,
}: {
  job: Job;
  reviewed: boolean;
  notHiredServiceProId: string | null;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const [justHired, setJustHired] = useState(false);
  const overview = job.responsesOverview;
  if (!overview) return null;
  const open = job.status === 'OPEN';
  const place = job.location.parent?.name ?? job.location.name;
  const notHired = notHiredServiceProId
    ? overview.responses.find((response) => response.servicePro.id === notHiredServiceProId)
    : undefined;
  // The hired response is shown at the top; the list holds everyone else.
  const others = overview.responses.filter((response) => response.id !== overview.hired?.id);

  return (
    <>
      <p className="consumer-back">
        <Link to="myProjects">{i18n._({ id: 'consumer.back-to-projects', message: 'Back to my projects' })}</Link>
      </p>
      <PageHeading
        title={i18n._({
          id: 'consumer.project.title',
          message: '{service} in {place}',
          values: { service: job.service.name, place },
        })}
        lead={i18n._({
          id: 'consumer.project.posted',
          message: '{profession} · posted on {date}',
          values: { profession: job.profession.name, date: formatDate(job.createdAt) },
        })}
      >
        <StatusPill tone={JOB_STATUS_TONE[job.status]}>{jobStatusLabel(i18n, job.status)}</StatusPill>
        {job.featured && job.featuredUntil ? (
          <>
            {' '}
            <StatusPill tone="warn">
              {i18n._({
                id: 'consumer.overview.featured-until',
                message: 'Featured until {date}',
                values: { date: formatDate(job.featuredUntil) },
              })}
            </StatusPill>
          </>
        ) : null}
      </PageHeading>
      <div className="card consumer-job">
        <p className="consumer-description">{job.description}</p>
        <ul
          className="consumer-counts"
          aria-label={i18n._({ id: 'consumer.overview.limits', message: 'Your choices' })}
        >
          <li data-testid="overview-shortlist-count">
            {i18n._({
              id: 'consumer.overview.shortlist-limit',
              message: 'Shortlisted: {count} of {limit}',
              values: { count: overview.shortlisted.length, limit: overview.shortlistLimit },
            })}
          </li>
          <li data-testid="overview-invite-count">
            {i18n._({
              id: 'consumer.overview.invite-limit',
              message: 'Invited: {count} of {limit}',
              values: { count: job.invitesCount, limit: overview.inviteLimit },
            })}
          </li>
        </ul>
      </div>

      {open && job.featuring && job.featuring.refusal === null ? (
        <Notice
          title={i18n._({ id: 'consumer.overview.feature-title', message: 'Few responses so far?' })}
          testId="overview-feature"
        >
          <p>
            {i18n._({
              id: 'consumer.overview.feature-text',
              message: 'Feature your job: for {days} days it comes first for the pros who suit it. It is free.',
              values: { days: job.featuring.days },
            })}
          </p>
          <p>
            <Link to="featuredJob" params={{ serviceRequestId: job.id }} className="button secondary">
              {i18n._({ id: 'consumer.featured.title', message: 'Feature your job' })}
            </Link>
          </p>
        </Notice>
      ) : null}

      {overview.hired ? (
        <HiredPanel
          serviceRequestId={job.id}
          name={proName(overview.hired.servicePro)}
          reviewed={reviewed}
          focus={justHired}
        />
      ) : null}

      {notHiredServiceProId && !notHired ? (
        <FormMessage>
          {i18n._({
            id: 'consumer.overview.not-hired-missing',
            message: 'The pro you were asked about has not responded to this job.',
          })}
        </FormMessage>
      ) : null}

      {overview.hired ? (
        <ul className="list consumer-responses">
          <ResponseCard response={overview.hired} serviceRequestId={job.id} jobOpen={false} onHired={() => {}} />
        </ul>
      ) : null}

      <ResponsesSection
        serviceRequestId={job.id}
        responses={others}
        open={open}
        highlightedId={notHired?.id}
        onHired={() => setJustHired(true)}
      />
      <InvitedSection serviceRequestId={job.id} invited={overview.invited} open={open} />

      {open ? <CloseJob serviceRequestId={job.id} /> : null}
    </>
  );
}
