// Where a person goes once signed in (§9 `redirect-to`): back to the page a lapsed session sent
// them from — the query parameter, else the cookie — when it is a page of this site; otherwise to
// the home of their own area (§2.6, §2.7): professionals to new jobs, home owners to their projects.
// A professional whose previous visit ended two weeks ago or more is welcomed back first (decision
// 052): what happened while they were away, then the way on.
import { useCallback, useEffect, useRef, useState } from 'react';
import { REDIRECT_TO, safeRedirectPath } from '../../../shared/redirect.ts';
import type { RouteName } from '../../../shared/routes.ts';
import { homeRouteFor } from '../../components/nav-destinations.ts';
import { request } from '../../lib/graphql.ts';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { AuthPreviousVisitDocument } from './generated/documents.ts';

export const WELCOME_BACK_AFTER_DAYS = 14;
const DAY_MS = 86_400_000;

// Whether the professional was away long enough to be welcomed back; a failed read is "no": the
// sign-in goes on to the new jobs as ever.
async function welcomeBackDue(now = Date.now()): Promise<boolean> {
  try {
    const { myPreviousVisitEnd } = await request(AuthPreviousVisitDocument);
    return myPreviousVisitEnd !== null && now - Date.parse(myPreviousVisitEnd) >= WELCOME_BACK_AFTER_DAYS * DAY_MS;
  } catch {
    return false;
  }
}

function redirectCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${REDIRECT_TO}=`));
  if (pair === undefined) return null;
  try {
    return decodeURIComponent(pair.slice(REDIRECT_TO.length + 1));
  } catch {
    return null;
  }
}

export function requestedRedirect(query: URLSearchParams): string | null {
  return query.get(REDIRECT_TO) ?? redirectCookie();
}

export function afterLoginHref(
  query: URLSearchParams,
  userType: string | null | undefined,
  href: (name: RouteName) => string,
): string {
  const requested = requestedRedirect(query);
  if (requested !== null) {
    // Used once, as the server does with it.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
    if (typeof document !== 'undefined') document.cookie = `${REDIRECT_TO}=; max-age=0; path=/`;
    return safeRedirectPath(requested);
  }
  return href(homeRouteFor(userType));
}

// Call `signedIn()` once a login resolved: as soon as the session holds the new user, the page
// moves on to afterLoginHref (once).
export function useAfterLoginNavigation(): () => void {
  const { user } = useSession();
  const router = useRouter();
  const [signedIn, setSignedIn] = useState(false);
  const navigated = useRef(false);
  useEffect(() => {
    if (!signedIn || !user || navigated.current) return;
    navigated.current = true;
    if (user.type === 'SERVICE_PRO' && requestedRedirect(router.query) === null) {
      void welcomeBackDue().then((due) =>
        router.navigate(due ? router.href('proWelcomeBack') : afterLoginHref(router.query, user.type, router.href)),
      );
      return;
    }
    router.navigate(afterLoginHref(router.query, user.type, router.href));
  }, [signedIn, user, router]);
  return useCallback(() => setSignedIn(true), []);
}
