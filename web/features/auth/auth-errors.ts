// A translated, helpful message for every way a sign-in page can fail: the §8 login, sign-up/auth
// and token codes, the field codes of a refused new password (§5), a usage limit with its wait, and
// a call that failed on the way (no connection, the server).
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ErrorCode } from '../../../shared/error-codes.ts';
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { classifyError } from '../../lib/error-messages.ts';
import { useLoginErrorMessage } from './login-errors.ts';

// §8 codes a sign-in page can meet (the login codes, the sign-up or auth codes, the token codes),
// plus the two of the session itself.
export const AUTH_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'UNABLE_TO_LOGIN_AS_ASSUMABLE_USER',
  ErrorCode.Unauthenticated,
  'USAGE_LIMIT_REACHED',
  'ALREADY_AUTHENTICATED',
  'CAPTCHA_VERIFICATION_FAILED',
  'INVALID_DATA',
  ErrorCode.RateLimit,
  'TECHNICAL_ERROR',
  'ERROR_EXPIRED_TOKEN',
  'ERROR_INVALID_TOKEN',
  'IN_PROGRESS',
  'NO_CONNECTION',
  ErrorCode.Forbidden,
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export function isAuthErrorCode(code: unknown): code is AuthErrorCode {
  return typeof code === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(code);
}

// What a thrown call means: the GraphQL error's code when it is one of ours (the BFF's RATE_LIMIT,
// a refused FORBIDDEN), no connection when no answer came, otherwise a technical error. A 401
// ends in UNAUTHENTICATED (the app also sends the person to sign in again).
export function codeOfError(error: unknown): AuthErrorCode {
  const code = (error as { code?: unknown } | null)?.code;
  if (isAuthErrorCode(code)) return code;
  const kind = classifyError(error);
  if (kind === 'unauthenticated') return 'UNAUTHENTICATED';
  if (kind === 'noConnection') return 'NO_CONNECTION';
  return 'TECHNICAL_ERROR';
}

export function useAuthErrorMessage(): (code: AuthErrorCode) => string {
  const { i18n } = useLingui();
  const loginMessage = useLoginErrorMessage();
  return useCallback(
    (code: AuthErrorCode) => {
      switch (code) {
        case 'INVALID_CREDENTIALS':
        case 'UNABLE_TO_LOGIN_AS_ASSUMABLE_USER':
        case 'UNAUTHENTICATED':
        case 'USAGE_LIMIT_REACHED':
        case 'IN_PROGRESS':
        case 'TECHNICAL_ERROR':
          return loginMessage(code);
        case 'ALREADY_AUTHENTICATED':
          return i18n._({
            id: 'auth.error.already-authenticated',
            message: 'You are already logged in. Sign out first to use another account.',
          });
        case 'CAPTCHA_VERIFICATION_FAILED':
          return i18n._({
            id: 'auth.error.captcha',
            message: 'We could not confirm that you are not a robot. Please try again.',
          });
        case 'INVALID_DATA':
          return i18n._({
            id: 'auth.error.invalid-data',
            message: 'Some details are missing or not valid. Check them and try again.',
          });
        case 'RATE_LIMIT':
          return i18n._({
            id: 'auth.error.rate-limit',
            message: 'Too many attempts from this device. Wait a few minutes before you try again.',
          });
        case 'ERROR_EXPIRED_TOKEN':
          return i18n._({
            id: 'auth.error.expired-token',
            message: 'This code or link has expired. Ask for a new one and use it within the hour.',
          });
        case 'ERROR_INVALID_TOKEN':
          return i18n._({
            id: 'auth.error.invalid-token',
            message: 'This code or link is not valid, or it has been used already. Check it, or ask for a new one.',
          });
        case 'NO_CONNECTION':
          return i18n._({
            id: 'auth.error.no-connection',
            message: 'No connection. Check your internet connection and try again.',
          });
        case 'FORBIDDEN':
          return i18n._({
            id: 'auth.error.forbidden',
            message: 'You cannot do this while you are acting for someone else.',
          });
      }
    },
    [i18n, loginMessage],
  );
}

// §9 usage limits: the wait, in whole minutes (at least one).
export function useUsageLimitMessage(): (retryAfterSeconds: number) => string {
  const { i18n } = useLingui();
  return useCallback(
    (retryAfterSeconds: number) =>
      i18n._({
        id: 'auth.error.usage-limit-wait',
        message: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
        values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      }),
    [i18n],
  );
}

// §5: why an email address was refused (checked on the page before anything is sent, too).
export function useEmailErrorMessage(): (code: FieldErrorCode) => string {
  const { i18n } = useLingui();
  return useCallback(
    (code: FieldErrorCode) =>
      code === 'REQUIRED'
        ? i18n._({ id: 'auth.error.email-required', message: 'Enter your email address.' })
        : i18n._({
            id: 'auth.error.email-invalid',
            message: 'Enter an email address in the form name@example.com.',
          }),
    [i18n],
  );
}
