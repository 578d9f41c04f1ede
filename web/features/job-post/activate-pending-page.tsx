// /consumer/activate/pending (spec §2.6): a new home owner's account waits until they open the
// link we emailed them. Says where it went, how long it works, and sends a new one.
import { useLingui } from '@lingui/react';
import { REDIRECT_TO } from '../../../shared/redirect.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { JobPostAccountDocument } from './generated/documents.ts';
import { NextSteps } from './next-steps.tsx';
import { SERVICE_REQUEST_ID_PARAM } from './posted-page.tsx';
import { ResendActivation } from './resend-activation.tsx';

// upstream/domain/signup/activation.ts: a link works for a week.
export const ACTIVATION_LINK_DAYS = 7;

export function ActivatePendingPage({ serviceRequestId }: { serviceRequestId: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { user } = useSession();
  const account = useQuery(JobPostAccountDocument, undefined, { enabled: user?.type === 'CONSUMER' });
  const me = account.data?.me;
  const consumer = me?.__typename === 'Consumer' ? me : null;

  if (consumer?.status === 'ACTIVE') {
    return (
      <div className="narrow">
        <PageHeading
          title={i18n._({ id: 'job-post.activation.already-active', message: 'Your account is already active' })}
        />
        <div className="actions">
          <a className="button" href={router.href('myProjects')}>
            {i18n._({ id: 'job-post.activation.my-projects', message: 'Go to my jobs' })}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="job-post-pending narrow">
      <PageHeading
        title={i18n._({ id: 'job-post.pending.title', message: 'Check your email to activate your account' })}
        lead={
          consumer
            ? i18n._({
                id: 'job-post.pending.sent-to',
                message: 'We sent an email to {email} with a link to activate your account.',
                values: { email: consumer.email },
              })
            : i18n._({
                id: 'job-post.pending.sent',
                message: 'We sent you an email with a link to activate your account.',
              })
        }
      />
      {serviceRequestId ? (
        <p className="card" data-testid="job-post-pending-posted">
          {i18n._({
            id: 'job-post.pending.job-posted',
            message: 'Your job is posted and tradespeople near you can see it.',
          })}{' '}
          <a href={router.href('serviceRequestPosted', { [SERVICE_REQUEST_ID_PARAM]: serviceRequestId })}>
            {i18n._({ id: 'job-post.pending.job-link', message: 'See your job' })}
          </a>
        </p>
      ) : null}
      <p>
        {i18n._({
          id: 'job-post.pending.how',
          message:
            'Open the link in that email within {days} days. It confirms that the address is yours, so we can tell you when tradespeople respond and you can log in with a code sent there.',
          values: { days: ACTIVATION_LINK_DAYS },
        })}
      </p>
      <p>
        {i18n._({
          id: 'job-post.pending.nothing-arrived',
          message: 'Nothing arrived after a few minutes? Look in your spam folder, or ask for a new link.',
        })}
      </p>
      {consumer ? (
        <ResendActivation email={consumer.email} />
      ) : (
        <p>
          <a href={router.href('login', { [REDIRECT_TO]: router.href('consumerActivatePending') })}>
            {i18n._({ id: 'job-post.pending.log-in', message: 'Log in to ask for a new link' })}
          </a>
        </p>
      )}
      <NextSteps />
    </div>
  );
}
