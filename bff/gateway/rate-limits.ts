// Issue 5 §7: logins and one-time-code requests on /graphql (and the mobile login path, which runs
// through the same mercurius instance) are counted per client before they run. Past a limit the
// answer is HTTP 429 with `Retry-After` and a RATE_LIMIT error, and nothing reaches the upstream.
import type { DocumentNode } from 'graphql';
import mercurius, { type MercuriusContext, type preExecutionHookHandler } from 'mercurius';
import { ErrorCode } from '../../shared/error-codes.ts';
import type { ClientLimits } from '../rate-limit/client-limits.ts';
import { type RateLimitOutcome, retryAfterSeconds } from '../rate-limit/store.ts';
import { operationsOf, rootFieldNames } from './root-fields.ts';

// Mutations that check a password or a one-time code: each call is a guess (decision 012).
export const LOGIN_FIELDS: ReadonlySet<string> = new Set([
  'login',
  'loginWithCode',
  'confirmPassword',
  'confirmSecondLayerCode',
  'resetPasswordWithCode',
]);
// Mutations that send a one-time code by email or SMS.
export const CODE_FIELDS: ReadonlySet<string> = new Set([
  'requestLoginCode',
  'requestPasswordReset',
  'requestSecondLayerCode',
]);

const TOO_MANY = 'Too many attempts from this client; try again later.';

// Every mutation in the document is counted, not only the one operationName picks (the hook does
// not see it): a document carrying several is unusual, and counting more only holds back its sender.
export function countAuthAttempts(document: DocumentNode): { login: number; codes: number } {
  let login = 0;
  let codes = 0;
  for (const operation of operationsOf(document)) {
    if (operation.operation !== 'mutation') continue;
    for (const name of rootFieldNames(document, operation)) {
      if (LOGIN_FIELDS.has(name)) login += 1;
      else if (CODE_FIELDS.has(name)) codes += 1;
    }
  }
  return { login, codes };
}

export function createGraphqlRateLimitHook(limits: ClientLimits): preExecutionHookHandler<MercuriusContext> {
  return async (_schema, document, context) => {
    const { login, codes } = countAuthAttempts(document);
    if (login === 0 && codes === 0) return;
    const { request } = context.reply;
    const outcomes: RateLimitOutcome[] = await Promise.all([
      ...(login > 0 ? [limits.hit('login', request, login)] : []),
      ...(codes > 0 ? [limits.hit('codes', request, codes)] : []),
    ]);
    const refused = outcomes.filter((outcome) => !outcome.allowed);
    if (refused.length === 0) return;
    const seconds = Math.max(...refused.map(retryAfterSeconds));
    request.log.warn({ login, codes, retryAfterSeconds: seconds }, 'login rate limit reached');
    context.reply.header('retry-after', String(seconds));
    throw new mercurius.ErrorWithProps(TOO_MANY, { code: ErrorCode.RateLimit, retryAfterSeconds: seconds }, 429);
  };
}
