// What a failed call means to the person using the page (spec §8): a 401 is rethrown so the caller
// forces a new sign-in, a network TypeError means no connection (unless the caller silences it),
// a 404 is "Page not found", the BFF's answers for an upstream that is down, too slow or answering
// nonsense (502, 503, 504: decisions 011 and 027) are "Temporarily unavailable", everything else is
// "Internal server error" — each with its translated message.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

export type ErrorKind =
  | 'unauthenticated'
  | 'noConnection'
  | 'silenced'
  | 'notFound'
  | 'unavailable'
  | 'internalServerError';

// Statuses that say the call may well work if sent again a little later: nothing is wrong with it.
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export interface ClassifyOptions {
  // Callers that retry on their own or run in the background keep "No connection" off the screen.
  readonly silenceNetworkErrors?: boolean;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function classifyError(error: unknown, { silenceNetworkErrors = false }: ClassifyOptions = {}): ErrorKind {
  const status = statusOf(error);
  if (status === 401) return 'unauthenticated';
  // fetch rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return silenceNetworkErrors ? 'silenced' : 'noConnection';
  if (status === 404) return 'notFound';
  if (status !== undefined && UNAVAILABLE_STATUSES.has(status)) return 'unavailable';
  return 'internalServerError';
}

export const ERROR_MESSAGES = {
  notFound: { id: 'error.page-not-found', message: 'Page not found' },
  internalServerError: { id: 'error.internal-server-error', message: 'Internal server error' },
  noConnection: { id: 'error.no-connection', message: 'No connection' },
  unavailable: { id: 'error.unavailable', message: 'Temporarily unavailable' },
} as const satisfies Record<string, MessageDescriptor>;

// The translated message for a failed call; null when it is silenced. A 401 is rethrown: there is
// nothing to show, the caller must send the person to sign in again.
export function errorMessage(i18n: I18n, error: unknown, options: ClassifyOptions = {}): string | null {
  const kind = classifyError(error, options);
  if (kind === 'unauthenticated') throw error;
  if (kind === 'silenced') return null;
  return i18n._(ERROR_MESSAGES[kind]);
}

export function useErrorMessage(): (error: unknown, options?: ClassifyOptions) => string | null {
  const { i18n } = useLingui();
  return useCallback((error, options) => errorMessage(i18n, error, options), [i18n]);
}
