// Spec §2.10: on each navigation a virtual page view goes to the BFF (/pv), to the analytics layer,
// and to a feedback widget. A feedback widget integrates by defining
// `window.hearthFeedback.pageView(url)`; it is called with the new page's address. §4: the one
// locale site with a session-tracking cookie keeps it alive 30 minutes past each route change. The
// page tree asks for each one through usePageViews (use-page-views.ts), which fetches this code.
import { reportError } from '../report.ts';
import { collectorArrival, collectorPageView } from './collector.ts';
import { refreshTrackingCookie } from './cookies.ts';
import { pageViewRecord, sendPageView } from './page-views.ts';
import { measurementSettings } from './settings.ts';

export interface FeedbackWidget {
  pageView?(url: string): void;
}

declare global {
  interface Window {
    // The integration point of a feedback widget (§2.10).
    hearthFeedback?: FeedbackWidget;
  }
}

export interface VirtualPageView {
  readonly pathname: string;
  // The page identifier of shared/routes.ts (Visitor/Home …), when the route table knows the path.
  readonly pageName?: string | null;
  readonly title?: string;
  // The address and the time when the page was shown, if that was before this call.
  readonly location?: Pick<Location, 'href' | 'pathname' | 'search' | 'hash'>;
  readonly now?: number;
}

// The address of the page shown before this one: the referrer of the next virtual page view.
let previousUrl: string | null = null;

export function recordVirtualPageView({
  pathname,
  pageName,
  title = document.title,
  location = window.location,
  now = Date.now(),
}: VirtualPageView): Promise<void> {
  const settings = measurementSettings();
  if (settings) refreshTrackingCookie(settings);
  // The router has usually moved the address already; if not, the path alone names the page.
  const current = location.pathname === pathname;
  const uri = current ? `${pathname}${location.search}${location.hash}` : pathname;
  const url = current ? location.href : new URL(pathname, location.href).href;
  const referer = previousUrl ?? document.referrer;
  previousUrl = url;
  collectorPageView({ url, title });
  try {
    window.hearthFeedback?.pageView?.(url);
  } catch (error) {
    reportError(error, { tags: { source: 'feedback-widget' } });
  }
  const send = () => sendPageView(pageViewRecord({ uri, pageName, title, referer, now }));
  // The record carries the analytics ids, which are there once the tracker's code has arrived.
  const arrival = collectorArrival();
  return arrival ? arrival.then(send) : send();
}
