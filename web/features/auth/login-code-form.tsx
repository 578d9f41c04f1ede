// The second step of signing in with a one-time code (§2.4 /{login}/otp): where the code went and
// for how long it works, the code itself, and the ways to get a new one or use another address.
import { useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { FormMessage } from '../../components/ui/fields.tsx';
import type { OneTimeCodeChannel } from '../../generated/graphql.ts';
import { CodeField } from './code-field.tsx';
import { StepHeading } from './step-heading.tsx';

export interface SentCode {
  readonly email: string;
  readonly channel: OneTimeCodeChannel;
  readonly minutes: number;
}

export function LoginCodeForm({
  sent,
  codeError,
  failure,
  checking,
  signingIn,
  requesting,
  onSubmit,
  onResend,
  onOtherEmail,
}: {
  sent: SentCode;
  codeError: string | null;
  failure: string | null;
  // The code is being checked.
  checking: boolean;
  // The code was right and the next page is on its way.
  signingIn: boolean;
  // A new code is being asked for.
  requesting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onResend: () => void;
  onOtherEmail: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <form className="card form" onSubmit={onSubmit} noValidate data-testid="login-otp-code-form">
      <StepHeading focus>{i18n._({ id: 'auth.otp.code.heading', message: 'Enter your code' })}</StepHeading>
      <p>
        {sent.channel === 'SMS'
          ? i18n._({
              id: 'auth.otp.sent.sms',
              message:
                'If there is an account for {email}, we have sent a code to its phone (or by email when it has no phone). It works for {minutes, plural, one {# minute} other {# minutes}}.',
              values: { email: sent.email, minutes: sent.minutes },
            })
          : i18n._({
              id: 'auth.otp.sent.email',
              message:
                'If there is an account for {email}, we have emailed it a code. It works for {minutes, plural, one {# minute} other {# minutes}}.',
              values: { email: sent.email, minutes: sent.minutes },
            })}
      </p>
      <CodeField error={codeError} />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <button type="submit" className="button" disabled={checking || signingIn} data-testid="login-otp-submit">
        {checking || signingIn
          ? i18n._({ id: 'login.submitting', message: 'Logging in…' })
          : i18n._({ id: 'login.submit', message: 'Log in' })}
      </button>
      <div className="actions">
        <button type="button" className="button secondary" disabled={requesting || signingIn} onClick={onResend}>
          {i18n._({ id: 'auth.otp.resend', message: 'Send a new code' })}
        </button>
        <button type="button" className="button secondary" disabled={signingIn} onClick={onOtherEmail}>
          {i18n._({ id: 'auth.reset-otp.other-email', message: 'Use another email address' })}
        </button>
      </div>
    </form>
  );
}
