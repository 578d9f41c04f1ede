// Visitor/Job (spec §2.5 /{job}/{serviceRequestId}): one job, as the person looking may see it. A
// professional it was offered to reads it whole and responds; its home owner gets a summary and the
// way to their responses; a visitor is asked to sign in (the API shows a job to no one signed out).
import { useLingui } from '@lingui/react';
import { REDIRECT_TO } from '../../../shared/redirect.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { ProJobsJobDocument } from './generated/documents.ts';
import { type Job, JobContent, JobFacts, JobHeading } from './job-details.tsx';
import { ProJobActions } from './pro-job-actions.tsx';
import { RouteLink } from './route-link.tsx';

function SignInToSeeJob() {
  const { i18n } = useLingui();
  const router = useRouter();
  return (
    <div className="pro-jobs narrow">
      <PageHeading
        title={i18n._({ id: 'pro-jobs.job.sign-in-title', message: 'Sign in to see this job' })}
        lead={i18n._({
          id: 'pro-jobs.job.sign-in-lead',
          message:
            'Jobs are shown only to their home owner and to the professionals they were sent to. Sign in to see this one.',
        })}
      />
      <div className="actions">
        <RouteLink
          to="login"
          params={{ [REDIRECT_TO]: `${router.pathname}${router.search}` }}
          className="button"
          testId="job-sign-in"
        >
          {i18n._({ id: 'pro-jobs.job.sign-in', message: 'Sign in' })}
        </RouteLink>
      </div>
    </div>
  );
}

function OwnerSummary({ job }: { job: Job }) {
  const { i18n } = useLingui();
  return (
    <div className="pro-jobs">
      <JobHeading job={job} />
      <section className="card pro-job-owner" aria-label={i18n._({ id: 'pro-jobs.owner.label', message: 'Your job' })}>
        <p>
          {i18n._({
            id: 'pro-jobs.owner.summary',
            message:
              'This is your job. {count, plural, =0 {No professional has responded yet.} one {# professional has responded.} other {# professionals have responded.}}',
            values: { count: job.responsesCount },
          })}
        </p>
        <JobFacts job={job} showLeadFee={false} />
        <div className="actions">
          <RouteLink to="overviewProfessionals" params={{ id: job.id }} className="button" testId="job-owner-overview">
            {i18n._({ id: 'pro-jobs.owner.overview', message: 'See the professionals for this job' })}
          </RouteLink>
        </div>
      </section>
      <JobContent job={job} />
    </div>
  );
}

function JobView({ job, isPro }: { job: Job; isPro: boolean }) {
  return (
    <div className="pro-jobs pro-job-page" data-testid="job-page" data-job-id={job.id}>
      <JobHeading job={job} />
      <JobFacts job={job} showLeadFee={isPro} />
      {isPro ? <ProJobActions job={job} /> : null}
      <JobContent job={job} />
    </div>
  );
}

export function jobVariables(params: Readonly<Record<string, string>>): { id: string } {
  return { id: params.serviceRequestId ?? '' };
}

function SignedInJobPage({ id }: { id: string }) {
  const { user } = useSession();
  const { data, error, mutate } = useQuery(ProJobsJobDocument, { id });
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {({ serviceRequest: job }) => {
        if (!job) return <NotFoundPage />;
        if (user?.type === 'CONSUMER' && job.consumer.id === user.id) return <OwnerSummary job={job} />;
        return <JobView job={job} isPro={user?.type === 'SERVICE_PRO'} />;
      }}
    </QueryState>
  );
}

export function JobPage({ params }: { params: Readonly<Record<string, string>> }) {
  const { user } = useSession();
  if (!user) return <SignInToSeeJob />;
  return <SignedInJobPage id={jobVariables(params).id} />;
}
