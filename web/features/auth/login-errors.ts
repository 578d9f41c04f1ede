// A translated, helpful message for every way a login can fail (spec §8 login codes).
import { useLingui } from '@lingui/react';
import type { AuthFailureCode } from '../../lib/session.tsx';

export function useLoginErrorMessage(): (code: AuthFailureCode) => string {
  const { i18n } = useLingui();
  return (code) => {
    switch (code) {
      case 'INVALID_CREDENTIALS':
        return i18n._({
          id: 'login.error.invalid-credentials',
          message: 'That email address and password do not match. Check them and try again.',
        });
      case 'UNABLE_TO_LOGIN_AS_ASSUMABLE_USER':
        return i18n._({
          id: 'login.error.assumable-user',
          message: 'This account can only be used through the account that manages it.',
        });
      case 'USAGE_LIMIT_REACHED':
        return i18n._({
          id: 'login.error.usage-limit',
          message: 'Too many attempts. Wait a few minutes before you try again.',
        });
      case 'UNAUTHENTICATED':
        return i18n._({ id: 'login.error.unauthenticated', message: 'Your session has ended. Please log in again.' });
      case 'IN_PROGRESS':
        return i18n._({ id: 'login.error.in-progress', message: 'Another login or logout in progress' });
      case 'TECHNICAL_ERROR':
        return i18n._({
          id: 'login.error.technical',
          message: 'Something went wrong on our side. Please try again in a moment.',
        });
    }
  };
}
