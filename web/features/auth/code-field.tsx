// The field for a one-time code from an email or a text message: six digits, offered by the phone's
// keyboard and autofill, whether the code signs in or resets a password.
import { useLingui } from '@lingui/react';
import { TextField } from '../../components/ui/fields.tsx';

export function CodeField({ error }: { error: string | null }) {
  const { i18n } = useLingui();
  return (
    <TextField
      label={i18n._({ id: 'auth.otp.code', message: '6-digit code' })}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      error={error}
    />
  );
}
