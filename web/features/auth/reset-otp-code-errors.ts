// What the code step of a password reset (§2.4 /{reset-password-otp}) says is wrong: before
// sending, a code that is not six digits or a missing password; after, every answer of
// resetPasswordWithCode other than the reset itself, each on the field it concerns or for the form.

import { useLingui } from '@lingui/react';
import type { AuthResetPasswordWithCodeMutation } from '../../generated/graphql.ts';
import { useNewPasswordErrorMessage } from '../../lib/account-fields.ts';
import { useAuthErrorMessage, useEmailErrorMessage, useUsageLimitMessage } from './auth-errors.ts';

export interface CodeErrors {
  readonly code?: string;
  readonly newPassword?: string;
  readonly form?: string;
}

const CODE_PATTERN = /^\d{6}$/;

type ResetResult = AuthResetPasswordWithCodeMutation['resetPasswordWithCode'];

export function useCodeErrors() {
  const { i18n } = useLingui();
  const authMessage = useAuthErrorMessage();
  const usageLimit = useUsageLimitMessage();
  const newPasswordMessage = useNewPasswordErrorMessage();
  const emailMessage = useEmailErrorMessage();
  return {
    beforeSending(code: string, newPassword: string): CodeErrors {
      return {
        ...(CODE_PATTERN.test(code)
          ? {}
          : {
              code: i18n._({ id: 'auth.reset-otp.code-invalid', message: 'Enter the 6-digit code from the email.' }),
            }),
        ...(newPassword === '' ? { newPassword: newPasswordMessage('REQUIRED') } : {}),
      };
    },
    // Null when the password was reset.
    ofAnswer(result: ResetResult): CodeErrors | null {
      switch (result.__typename) {
        case 'PasswordReset':
          return null;
        case 'TokenFailed':
          return { code: authMessage(result.code) };
        case 'UsageLimitReached':
          return { form: usageLimit(result.retryAfterSeconds) };
        case 'InvalidFields': {
          const next: { code?: string; newPassword?: string; form?: string } = {};
          for (const { field, code: fieldCode } of result.fieldErrors) {
            if (field === 'newPassword') next.newPassword = newPasswordMessage(fieldCode);
            else if (field === 'email') next.form = emailMessage(fieldCode);
            else next.form = authMessage('INVALID_DATA');
          }
          return next;
        }
      }
    },
  };
}
