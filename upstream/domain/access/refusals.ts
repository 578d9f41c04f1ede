// The errors a resolver raises on purpose, each with the code a caller can act on. Business
// failures are result variants instead; these are for calls that should not have been made.
import { GraphQLError } from 'graphql';
import type { Viewer } from '../identity/sessions.ts';

export function refusal(message: string, code: 'FORBIDDEN' | 'UNAUTHENTICATED' | 'BAD_USER_INPUT' | 'NOT_FOUND') {
  return new GraphQLError(message, { extensions: { code } });
}

export function forbidden(message = 'Not allowed for this account'): GraphQLError {
  return refusal(message, 'FORBIDDEN');
}

// The root rules already let only signed-in callers through; this narrows the type for resolvers.
export function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw refusal('Sign in first', 'UNAUTHENTICATED');
  return viewer;
}
