// Spec §2.10: a virtual page view on each navigation (virtual-page-views.ts). The page tree says
// when; what a page view does is analytics code, fetched after the page's (lazy-analytics.ts).
import { useEffect } from 'react';
import { reportError } from '../report.ts';
import { analyticsCode } from './lazy-analytics.ts';

// Records the first page on mount and every later pathname; the integrator passes the router's.
// The address, title and time are taken when the page is shown, not when the code has arrived.
export function usePageViews(pathname: string, pageName?: string | null): void {
  // The page name follows the pathname; a change of name alone is not a navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per pathname
  useEffect(() => {
    const { href, pathname: shown, search, hash } = window.location;
    const view = {
      pathname,
      pageName,
      title: document.title,
      location: { href, pathname: shown, search, hash },
      now: Date.now(),
    };
    analyticsCode().then(
      (analytics) => analytics.recordVirtualPageView(view),
      (error: unknown) => reportError(error, { tags: { source: 'analytics-code' } }),
    );
  }, [pathname]);
}
