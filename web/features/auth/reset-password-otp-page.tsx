// Account/ResetPasswordOtp (§2.4 /{reset-password-otp}): a new password with the one-time code of
// a reset email. The email asks for the code (or arrives from the forgotten-password page with
// ?email=), the code and the new password set it, and the person is then signed in with it.
// Every session of the account ended with the reset (upstream password-reset.ts).

import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { readQueryParam } from '../../../shared/query.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Link } from '../../lib/router.tsx';
import { CodeStep } from './reset-otp-code-step.tsx';
import { RequestStep } from './reset-otp-request-step.tsx';
import { StepHeading } from './step-heading.tsx';

type Step = 'request' | 'code' | 'done';

export function ResetPasswordOtpPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const initialEmail = readQueryParam(search, 'email').trim();
  const [step, setStep] = useState<Step>(initialEmail ? 'code' : 'request');
  // Focus follows a step change, not the page load.
  const [moved, setMoved] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [expiresInSeconds, setExpiresInSeconds] = useState<number | null>(null);

  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'auth.reset-otp.title', message: 'Reset your password with a code' })}
        lead={i18n._({
          id: 'auth.reset-otp.lead',
          message: 'We email you a 6-digit code. Enter it here with a new password of your choice.',
        })}
      />
      {step === 'request' ? (
        <RequestStep
          email={email}
          focus={moved}
          onRequested={(address, seconds) => {
            setEmail(address);
            setExpiresInSeconds(seconds);
            goTo('code');
          }}
        />
      ) : step === 'code' ? (
        <CodeStep
          email={email}
          expiresInSeconds={expiresInSeconds}
          focus={moved}
          onResent={setExpiresInSeconds}
          onOtherEmail={() => goTo('request')}
          onDone={() => goTo('done')}
        />
      ) : (
        <DoneStep />
      )}
      <p className="aside-links">
        <Link to="login">{i18n._({ id: 'auth.reset-otp.back-to-login', message: 'Back to log in' })}</Link>
        <Link to="forgotPassword">
          {i18n._({ id: 'auth.reset-otp.use-link', message: 'Reset with a link instead' })}
        </Link>
      </p>
    </div>
  );
}

function DoneStep() {
  const { i18n } = useLingui();
  const [focus, setFocus] = useState(false);
  useEffect(() => setFocus(true), []);
  return (
    <section className="card" data-testid="reset-otp-done">
      <StepHeading focus={focus}>
        {i18n._({ id: 'auth.reset-otp.done.heading', message: 'Your password has been changed' })}
      </StepHeading>
      <p>
        {i18n._({
          id: 'auth.reset-otp.done.body',
          message: 'For your safety you have been logged out everywhere. Log in with your new password.',
        })}
      </p>
      <Link to="loginPassword" className="button">
        {i18n._({ id: 'auth.reset-otp.done.login', message: 'Log in' })}
      </Link>
    </section>
  );
}
