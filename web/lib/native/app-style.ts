// App-style UI eligibility (spec §2.10): which pages take the app-like look. Consumers get it on
// Consumer/ and Account/ pages plus the two job-post pages, service pros on ServicePro/ and
// Account/ pages, visitors on Account/ pages. On mobile web those pages show it; inside the apps
// every page does. Mobile web is a viewport narrower than breakpoint m (48rem).
import { useEffect, useState } from 'react';
import type { UserType } from '../../generated/graphql.ts';
import { minWidthQuery } from '../layout-tokens.ts';
import { isInApp } from './bridge.ts';

// Wide screens: at least breakpoint m. Mobile web is everything narrower.
export const WIDE_SCREEN_QUERY = minWidthQuery('m');

const CONSUMER_VISITOR_PAGES: readonly string[] = ['Visitor/FindAService', 'Visitor/PostAJobPage'];

export interface AppStyleInput {
  // Null for a visitor. Staff and system users are treated as visitors: §2.10 names no rule for them.
  readonly userType: UserType | null;
  readonly pageId: string | null;
  readonly inApp: boolean;
  readonly mobileWeb: boolean;
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

export function isAppStyleEligible({ userType, pageId, inApp, mobileWeb }: AppStyleInput): boolean {
  if (inApp) return true;
  return mobileWeb && isAppStylePage(userType, pageId);
}

function matchWideScreen(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null;
}

// True while the viewport is below breakpoint m; follows rotation and resizing.
export function useMobileWeb(): boolean {
  const [mobileWeb, setMobileWeb] = useState(false);
  useEffect(() => {
    const query = matchWideScreen();
    if (!query) return;
    const update = () => setMobileWeb(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobileWeb;
}

// Whether the current page takes the app-like look. False during the server render and the first
// client render (the server cannot know the viewport or the wrapper), so hydration matches.
export function useAppStyle(userType: UserType | null, pageId: string | null): boolean {
  const mobileWeb = useMobileWeb();
  const [inApp, setInApp] = useState(false);
  useEffect(() => setInApp(isInApp()), []);
  return isAppStyleEligible({ userType, pageId, inApp, mobileWeb });
}
