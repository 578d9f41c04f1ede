// The answers of the credentials mutations, as the contract's union variants (§8 codes).
import type { FieldErrorCode, LoginFailureCode, TokenErrorCode } from '../../generated/graphql.ts';
import type { IssuedSession } from '../identity/sessions.ts';

export const codeRequested = (expiresInSeconds: number) => ({ __typename: 'CodeRequested', expiresInSeconds }) as const;

export const usageLimitReached = (retryAfterSeconds: number) =>
  ({ __typename: 'UsageLimitReached', retryAfterSeconds }) as const;

export const loginFailed = (code: LoginFailureCode) =>
  ({ __typename: 'LoginFailed', code, isAuthenticated: false }) as const;

export const loginSucceeded = (session: IssuedSession) =>
  ({
    __typename: 'LoginSuccess',
    tokens: session.tokens,
    hasAssumableAccess: session.hasAssumableAccess,
    isAuthenticated: true,
  }) as const;

export const tokenFailed = (code: TokenErrorCode) => ({ __typename: 'TokenFailed', code }) as const;

export type CodeRequestResult = ReturnType<typeof codeRequested> | ReturnType<typeof usageLimitReached>;
export type LoginAnswer = ReturnType<typeof loginSucceeded> | ReturnType<typeof loginFailed>;

export const passwordReset = { __typename: 'PasswordReset', success: true } as const;

export const invalidNewPassword = (code: FieldErrorCode) => ({
  __typename: 'InvalidFields' as const,
  fieldErrors: [{ field: 'newPassword', code }],
});

export type ResetAnswer =
  | typeof passwordReset
  | ReturnType<typeof tokenFailed>
  | ReturnType<typeof invalidNewPassword>
  | ReturnType<typeof usageLimitReached>;
