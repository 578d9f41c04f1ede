// The first step of signing in with a one-time code (§2.4 /{login}/otp): the account's email
// address, and whether the code goes by email or by text message.
import { useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { FormMessage, SelectField, TextField } from '../../components/ui/fields.tsx';

export function LoginCodeRequestForm({
  emailError,
  failure,
  sending,
  onSubmit,
}: {
  emailError: string | null;
  failure: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { i18n } = useLingui();
  const channelOptions = [
    { value: 'EMAIL', label: i18n._({ id: 'auth.otp.channel.email', message: 'By email' }) },
    { value: 'SMS', label: i18n._({ id: 'auth.otp.channel.sms', message: 'By text message to my phone' }) },
  ];
  return (
    <form className="card form" onSubmit={onSubmit} noValidate data-testid="login-otp-request-form">
      <TextField
        label={i18n._({ id: 'login.email', message: 'Email address' })}
        name="email"
        type="email"
        autoComplete="username"
        required
        error={emailError}
      />
      <SelectField
        label={i18n._({ id: 'auth.otp.channel', message: 'How should we send the code?' })}
        name="channel"
        options={channelOptions}
        defaultValue="EMAIL"
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <button type="submit" className="button" disabled={sending} data-testid="login-otp-request">
        {sending
          ? i18n._({ id: 'auth.forgot.sending', message: 'Sending…' })
          : i18n._({ id: 'auth.otp.request', message: 'Send me a code' })}
      </button>
    </form>
  );
}
