// App-style UI eligibility (spec §2.10): which pages take the app-like look. Consumers get it on
// Consumer/ and Account/ pages plus the two job-post pages, service pros on ServicePro/ and
// Account/ pages, visitors on Account/ pages. On mobile web those pages show it; inside the apps
// every page does.
//
// Everything that decides it but the viewport is known to the server — the page, the person and
// the wrapper (its agent cookie, decision 022) — so the server renders the answer into the page
// and the styles pick the look for the viewport (web/styles/layout.css: below breakpoint m for
// 'mobile', at every width for 'always'). The first paint is already right and hydration renders
// the same thing: nothing moves when the script starts (decision 039).
import { useEffect, useState } from 'react';
import type { UserType } from '../../generated/graphql.ts';
import { isInApp } from './agent.ts';

// 'mobile': the app look below breakpoint m, the site's at and above it; 'always': inside the apps.
export type AppStyle = 'never' | 'mobile' | 'always';

const CONSUMER_VISITOR_PAGES: readonly string[] = ['Visitor/FindAService', 'Visitor/PostAJobPage'];

export interface AppStyleInput {
  // Null for a visitor. Staff and system users are treated as visitors: §2.10 names no rule for them.
  readonly userType: UserType | null;
  readonly pageId: string | null;
  readonly inApp: boolean;
}

export function isAppStylePage(userType: UserType | null, pageId: string | null): boolean {
  if (pageId === null) return false;
  switch (userType) {
    case 'CONSUMER':
      return pageId.startsWith('Consumer/') || pageId.startsWith('Account/') || CONSUMER_VISITOR_PAGES.includes(pageId);
    case 'SERVICE_PRO':
      return pageId.startsWith('ServicePro/') || pageId.startsWith('Account/');
    default:
      return pageId.startsWith('Account/');
  }
}

export function appStyleOf({ userType, pageId, inApp }: AppStyleInput): AppStyle {
  if (inApp) return 'always';
  return isAppStylePage(userType, pageId) ? 'mobile' : 'never';
}

// The look of the current page. `renderedInApp` is what the server knew from the request; a
// wrapper that keeps its agent in session storage only (no cookie on a first load, §7.1) is found
// after hydration — the one case where the look changes once the script runs.
export function useAppStyle(userType: UserType | null, pageId: string | null, renderedInApp = false): AppStyle {
  const [inApp, setInApp] = useState(renderedInApp);
  useEffect(() => {
    if (!inApp && isInApp()) setInApp(true);
  }, [inApp]);
  return appStyleOf({ userType, pageId, inApp });
}
