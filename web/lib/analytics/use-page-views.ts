// Spec §2.10: a virtual page view on each navigation (virtual-page-views.ts). The page tree says
// when; what a page view does, and the analytics it feeds, is code of its own, fetched with the
// first page view instead of with the page: nothing of it is needed to show or hydrate a page.
import { useEffect } from 'react';
import { reportError } from '../report.ts';
import { measurementStarted } from './start-measurement.ts';

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
    void measurementStarted()
      .then(() => import('./virtual-page-views.ts'))
      .then(
        (pageViews) => pageViews.recordVirtualPageView(view),
        (error: unknown) => reportError(error, { tags: { source: 'page-view-code' } }),
      );
  }, [pathname]);
}
