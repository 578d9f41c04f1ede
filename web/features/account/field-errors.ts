// What a refused field of the account forms means (spec §5 field codes), in words next to the
// field; checked on the page first, so most mistakes never reach the server.
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { useNewPasswordErrorMessage } from '../../lib/account-fields.ts';

export type AccountField = 'firstName' | 'lastName' | 'phone' | 'email' | 'newPassword' | 'repeatPassword';

export type FieldErrors = Partial<Record<AccountField, string>>;

// The fields a server answer names, as the page's fields.
export function isAccountField(field: string): field is AccountField {
  return ['firstName', 'lastName', 'phone', 'email', 'newPassword', 'repeatPassword'].includes(field);
}

export function useFieldErrorMessage(): (field: AccountField, code: FieldErrorCode) => string {
  const { i18n } = useLingui();
  const newPasswordMessage = useNewPasswordErrorMessage();
  return useCallback(
    (field, code) => {
      switch (field) {
        case 'firstName':
          return code === 'REQUIRED'
            ? i18n._({ id: 'account.error.first-name-required', message: 'Enter your first name.' })
            : i18n._({ id: 'account.error.first-name-invalid', message: 'Enter your first name in letters.' });
        case 'lastName':
          return code === 'REQUIRED'
            ? i18n._({ id: 'account.error.last-name-required', message: 'Enter your last name.' })
            : i18n._({ id: 'account.error.last-name-invalid', message: 'Enter your last name in letters.' });
        case 'phone':
          return i18n._({
            id: 'account.error.phone-invalid',
            message: 'Enter a phone number we can call, with its country code or as you would dial it at home.',
          });
        case 'email':
          if (code === 'REQUIRED')
            return i18n._({ id: 'account.error.email-required', message: 'Enter your new email address.' });
          if (code === 'DUPLICATE')
            return i18n._({
              id: 'account.error.email-duplicate',
              message: 'Another account uses this email address. Sign in to that account, or choose another address.',
            });
          if (code === 'INVALID_DNS')
            return i18n._({
              id: 'account.error.email-no-mail',
              message: 'This address cannot receive email. Check the part after the @.',
            });
          if (code === 'BLACKLISTED_EMAIL')
            return i18n._({
              id: 'account.error.email-blocked',
              message: 'This email address cannot be used. Choose another one.',
            });
          return i18n._({
            id: 'account.error.email-invalid',
            message: 'Enter an email address like name@example.com.',
          });
        case 'newPassword':
          return newPasswordMessage(code);
        case 'repeatPassword':
          return code === 'REQUIRED'
            ? i18n._({ id: 'account.error.repeat-required', message: 'Enter the new password again.' })
            : i18n._({ id: 'account.error.repeat-different', message: 'The two passwords are not the same.' });
      }
    },
    [i18n, newPasswordMessage],
  );
}
