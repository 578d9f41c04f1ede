// /consumer/activate/verify?token=… (spec §2.6, §8 ERROR_EXPIRED_TOKEN, ERROR_INVALID_TOKEN): opens
// the link of the activation email. The link works once, so it is used by the page in the browser
// (activateAccount), never by the server render a mail scanner could trigger.
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { REDIRECT_TO } from '../../../shared/redirect.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Loading } from '../../components/ui/status.tsx';
import type { JobPostActivateAccountMutation } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { JobPostAccountDocument, JobPostActivateAccountDocument } from './generated/documents.ts';
import { ResendActivation } from './resend-activation.tsx';

// The query parameter of the link in the account-activation email: the token of its payload.
export const ACTIVATION_TOKEN_PARAM = 'token';

type Result = JobPostActivateAccountMutation['activateAccount'];
type State = { kind: 'running' } | { kind: 'done'; result: Result } | { kind: 'failed'; message: string };

export function ActivateVerifyPage({ token }: { token: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { user } = useSession();
  const errorMessage = useErrorMessage();
  const { trigger: activate } = useMutation(JobPostActivateAccountDocument);
  const account = useQuery(JobPostAccountDocument, undefined, { enabled: user?.type === 'CONSUMER' });
  const consumer = account.data?.me?.__typename === 'Consumer' ? account.data.me : null;
  const [state, setState] = useState<State>({ kind: 'running' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (token === '' || started.current === attempt) return;
    started.current = attempt;
    setState({ kind: 'running' });
    activate({ input: { token } })
      .then(({ activateAccount }) => setState({ kind: 'done', result: activateAccount }))
      .catch((error: unknown) => setState({ kind: 'failed', message: errorMessage(error) ?? '' }));
  }, [token, attempt, activate, errorMessage]);

  const myProjects = router.href('myProjects');
  const login = router.href('login', { [REDIRECT_TO]: myProjects });
  const newLink =
    consumer?.status === 'PENDING' ? (
      <ResendActivation email={consumer.email} />
    ) : (
      <p>
        <a href={router.href('login', { [REDIRECT_TO]: router.href('consumerActivatePending') })}>
          {i18n._({ id: 'job-post.pending.log-in', message: 'Log in to ask for a new link' })}
        </a>
      </p>
    );

  if (token === '') {
    return (
      <div className="narrow">
        <PageHeading
          title={i18n._({ id: 'job-post.verify.incomplete', message: 'This activation link is incomplete' })}
          lead={i18n._({
            id: 'job-post.verify.incomplete.lead',
            message: 'Open the link from the email again, or copy the whole address into your browser.',
          })}
        />
        {newLink}
      </div>
    );
  }
  if (state.kind === 'running') {
    return (
      <div className="narrow">
        <PageHeading title={i18n._({ id: 'job-post.verify.running', message: 'Activating your account' })} />
        <Loading />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="narrow">
        <PageHeading title={i18n._({ id: 'job-post.verify.failed', message: 'We could not activate your account' })} />
        <FormMessage>{state.message}</FormMessage>
        <div className="actions">
          <button type="button" className="button" onClick={() => setAttempt((current) => current + 1)}>
            {i18n._({ id: 'job-post.verify.retry', message: 'Try again' })}
          </button>
        </div>
      </div>
    );
  }
  const { result } = state;
  if (result.__typename === 'AccountActivated') {
    const signedInAsThem = user !== null && user.id === result.user.id;
    return (
      <div className="narrow" data-testid="job-post-activated">
        <PageHeading
          title={i18n._({ id: 'job-post.verify.done', message: 'Your account is active' })}
          lead={
            signedInAsThem
              ? i18n._({
                  id: 'job-post.verify.done.signed-in',
                  message:
                    'Thank you for confirming your email address. Follow your jobs and the responses in My jobs.',
                })
              : i18n._({
                  id: 'job-post.verify.done.log-in',
                  message:
                    'Thank you for confirming your email address. Log in to follow your jobs: choose to get a one-time code by email, as your account has no password yet.',
                })
          }
        />
        <div className="actions">
          {signedInAsThem ? (
            <a className="button" data-testid="job-post-activated-my-projects" href={myProjects}>
              {i18n._({ id: 'job-post.activation.my-projects', message: 'Go to my jobs' })}
            </a>
          ) : (
            <a className="button" data-testid="job-post-activated-login" href={login}>
              {i18n._({ id: 'job-post.verify.log-in', message: 'Log in' })}
            </a>
          )}
        </div>
      </div>
    );
  }
  if (result.code === 'ERROR_EXPIRED_TOKEN') {
    return (
      <div className="narrow">
        <PageHeading
          title={i18n._({ id: 'job-post.verify.expired', message: 'This activation link has expired' })}
          lead={i18n._({
            id: 'job-post.verify.expired.lead',
            message: 'Links work for 7 days. Ask for a new one and open it from the newest email.',
          })}
        />
        {newLink}
      </div>
    );
  }
  if (consumer?.status === 'ACTIVE') {
    return (
      <div className="narrow">
        <PageHeading
          title={i18n._({ id: 'job-post.activation.already-active', message: 'Your account is already active' })}
        />
        <div className="actions">
          <a className="button" href={myProjects}>
            {i18n._({ id: 'job-post.activation.my-projects', message: 'Go to my jobs' })}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'job-post.verify.invalid', message: 'This activation link does not work' })}
        lead={i18n._({
          id: 'job-post.verify.invalid.lead',
          message:
            'It may have been used already, replaced by a newer one, or copied incompletely. Open the link in the newest email we sent, or ask for a new one.',
        })}
      />
      {newLink}
    </div>
  );
}
