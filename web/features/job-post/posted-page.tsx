// /service-request/posted (spec §2.5): the job the home owner just posted, what happens next, and
// the ways to follow it. The job's id comes in the address (?serviceRequestId=).
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { LoadFailed } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { JobPostAccountDocument, JobPostPostedRequestDocument } from './generated/documents.ts';
import { NextSteps } from './next-steps.tsx';
import { useStartTimeLabel } from './start-time-label.ts';

export const SERVICE_REQUEST_ID_PARAM = 'serviceRequestId';

export function PostedPage({ serviceRequestId }: { serviceRequestId: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { user } = useSession();
  const startTimeLabel = useStartTimeLabel();
  const isConsumer = user?.type === 'CONSUMER';
  const job = useQuery(
    JobPostPostedRequestDocument,
    { id: serviceRequestId },
    { enabled: isConsumer && serviceRequestId !== '' },
  );
  const account = useQuery(JobPostAccountDocument, undefined, { enabled: isConsumer });
  const me = account.data?.me;
  const pending = me?.__typename === 'Consumer' && me.status === 'PENDING';
  const request = job.data?.serviceRequest;
  return (
    <div className="job-post-posted narrow">
      <PageHeading
        title={i18n._({ id: 'job-post.posted.title', message: 'Your job is posted' })}
        lead={i18n._({
          id: 'job-post.posted.lead',
          message: 'Thank you. Tradespeople who do this work near you can see it now.',
        })}
      />
      {request ? (
        <dl className="card job-post-summary" data-testid="job-post-posted-summary">
          <dt>{i18n._({ id: 'job-post.posted.service', message: 'Service' })}</dt>
          <dd>
            {request.service.name} ({request.profession.name})
          </dd>
          <dt>{i18n._({ id: 'job-post.posted.where', message: 'Where' })}</dt>
          <dd>
            {request.location.parent
              ? `${request.location.name}, ${request.location.parent.name}`
              : request.location.name}
          </dd>
          <dt>{i18n._({ id: 'job-post.posted.start', message: 'Start' })}</dt>
          <dd>{startTimeLabel(request.startTime)}</dd>
        </dl>
      ) : null}
      {job.error ? <LoadFailed error={job.error} onRetry={() => void job.mutate()} /> : null}
      {pending ? (
        <div className="card job-post-activate-notice" role="status">
          <p>
            {i18n._({
              id: 'job-post.posted.activate',
              message: 'One more thing: activate your account with the link we sent to {email}.',
              values: { email: me.email },
            })}
          </p>
          <a href={router.href('consumerActivatePending', { [SERVICE_REQUEST_ID_PARAM]: serviceRequestId })}>
            {i18n._({ id: 'job-post.posted.activate-link', message: 'How to activate your account' })}
          </a>
        </div>
      ) : null}
      <NextSteps />
      <div className="actions">
        {serviceRequestId && isConsumer ? (
          <a
            className="button"
            data-testid="job-post-overview-link"
            href={router.href('overviewProfessionals', { id: serviceRequestId })}
          >
            {i18n._({ id: 'job-post.posted.overview', message: 'See responses to this job' })}
          </a>
        ) : null}
        <a className="button secondary" data-testid="job-post-my-projects-link" href={router.href('myProjects')}>
          {i18n._({ id: 'job-post.posted.my-projects', message: 'Go to my jobs' })}
        </a>
      </div>
    </div>
  );
}
