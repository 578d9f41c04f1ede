// The fields every form that asks for an email address or a new password shares (signing in,
// resetting a password, the account's own pages): the light check before sending, and why a new
// password was refused (§5).
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { FieldErrorCode } from '../generated/graphql.ts';

// A light check before sending: something@something.something.
export function emailProblem(email: string): FieldErrorCode | null {
  if (email.trim() === '') return 'REQUIRED';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'INVALID';
}

export function useNewPasswordErrorMessage(): (code: FieldErrorCode) => string {
  const { i18n } = useLingui();
  return useCallback(
    (code: FieldErrorCode) =>
      code === 'REQUIRED'
        ? i18n._({ id: 'auth.error.new-password-required', message: 'Enter a new password.' })
        : i18n._({
            id: 'auth.error.new-password-invalid',
            message: 'Choose a password of 8 to 128 characters that is hard to guess and is not your email address.',
          }),
    [i18n],
  );
}
