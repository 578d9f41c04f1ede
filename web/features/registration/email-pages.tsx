// The email address of a professional's registration (spec §2.8 activation verify-email and
// email-verification; §3 EMAIL_VERIFICATION_REQUESTED; §8 ERROR_EXPIRED_TOKEN, ERROR_INVALID_TOKEN;
// decision 054). verify-email: the link was sent at sign-up, and a new one can be asked for (only
// the newest works). email-verification?token=: the link itself, used by the page in the browser,
// never by the server render a mail scanner could trigger; then on with the registration.
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { RegistrationProgress } from '../../components/registration-progress.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Loading } from '../../components/ui/status.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import {
  RegistrationOnboardingDocument,
  RegistrationRequestEmailLinkDocument,
  RegistrationVerifyEmailDocument,
} from './generated/documents.ts';

export function VerifyEmailPage() {
  const { i18n } = useLingui();
  const router = useRouter();
  const { user } = useSession();
  const errorMessage = useErrorMessage();
  const onboarding = useQuery(RegistrationOnboardingDocument);
  const request = useMutation(RegistrationRequestEmailLinkDocument);
  const [said, setSaid] = useState<string | null>(null);

  async function sendAgain() {
    setSaid(null);
    try {
      const { requestAccountActivation: answer } = await request.trigger();
      if (answer.__typename === 'UsageLimitReached') {
        setSaid(
          i18n._({
            id: 'register.email.limit',
            message:
              'You asked for several links just now. Ask again in {minutes, plural, one {# minute} other {# minutes}}.',
            values: { minutes: Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) },
          }),
        );
      } else if (answer.expiresInSeconds === 0) {
        // Nothing left to prove: the address is confirmed already.
        router.navigate(router.href('proRegister'));
      } else {
        setSaid(i18n._({ id: 'register.email.sent', message: 'A new link is on its way. Only the newest one works.' }));
      }
    } catch (error) {
      setSaid(errorMessage(error));
    }
  }

  return (
    <div className="narrow">
      {onboarding.data?.myOnboarding ? <RegistrationProgress onboarding={onboarding.data.myOnboarding} /> : null}
      <PageHeading
        title={i18n._({ id: 'register.email.title', message: 'Confirm your email address' })}
        lead={i18n._({
          id: 'register.email.lead',
          message: 'We sent a link to {email}. Open it to confirm the address is yours; it takes one click.',
          values: { email: user?.email ?? '' },
        })}
      />
      <p>
        {i18n._({
          id: 'register.email.spam',
          message: 'Nothing arrived? Look in your spam folder, or ask for a new link.',
        })}
      </p>
      {said ? (
        <p className="card" role="status" data-testid="verify-email-said">
          {said}
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          disabled={request.isMutating}
          onClick={() => void sendAgain()}
          data-testid="verify-email-resend"
        >
          {i18n._({ id: 'register.email.resend', message: 'Send a new link' })}
        </button>
      </div>
    </div>
  );
}

type State =
  | { kind: 'running' }
  | { kind: 'done' }
  | { kind: 'refused'; expired: boolean }
  | { kind: 'failed'; message: string };

export function EmailVerificationPage({ token }: { token: string }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const { trigger: verify } = useMutation(RegistrationVerifyEmailDocument, { revalidate: ['registrationOnboarding'] });
  const [state, setState] = useState<State>({ kind: 'running' });
  const started = useRef(false);

  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    verify({ input: { token } })
      .then(({ activateAccount: answer }) =>
        setState(
          answer.__typename === 'TokenFailed'
            ? { kind: 'refused', expired: answer.code === 'ERROR_EXPIRED_TOKEN' }
            : { kind: 'done' },
        ),
      )
      .catch((error: unknown) => setState({ kind: 'failed', message: errorMessage(error) ?? '' }));
  }, [token, verify, errorMessage]);

  const askAgain = (
    <div className="actions">
      <Link to="proActivationVerifyEmail" className="button">
        {i18n._({ id: 'register.email.ask-again', message: 'Ask for a new link' })}
      </Link>
    </div>
  );
  if (token === '' || state.kind === 'refused') {
    const expired = state.kind === 'refused' && state.expired;
    return (
      <div className="narrow" data-testid="email-verification-refused">
        <PageHeading
          title={
            expired
              ? i18n._({ id: 'register.email.expired', message: 'This link has expired' })
              : i18n._({ id: 'register.email.invalid', message: 'This link does not work' })
          }
          lead={i18n._({
            id: 'register.email.refused.lead',
            message: 'Links work once, for a limited time, and only the newest one sent. Ask for a new link.',
          })}
        />
        {askAgain}
      </div>
    );
  }
  if (state.kind === 'running') {
    return (
      <div className="narrow">
        <PageHeading title={i18n._({ id: 'register.email.running', message: 'Confirming your email address' })} />
        <Loading />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="narrow">
        <PageHeading title={i18n._({ id: 'register.email.running', message: 'Confirming your email address' })} />
        <FormMessage>{state.message}</FormMessage>
      </div>
    );
  }
  return (
    <div className="narrow" data-testid="email-verification-done">
      <PageHeading
        title={i18n._({ id: 'register.email.done', message: 'Your email address is confirmed' })}
        lead={i18n._({ id: 'register.email.done.lead', message: 'Thank you. Your registration goes on.' })}
      />
      <div className="actions">
        <Link to="proRegister" className="button">
          {i18n._({ id: 'register.dropper.continue', message: 'Continue my registration' })}
        </Link>
      </div>
    </div>
  );
}
