// Product events (spec §3 tracking contexts, §7.2 TrackEvent). Each event goes to the BFF as the
// TrackEvent mutation with the client platform, and to the analytics collector when one is
// configured (event-sender.ts, analytics code fetched after the page's: lazy-analytics.ts).
// Never throws and never rejects: tracking fails silently.
import type { TrackingContext } from './contexts.ts';
import { analyticsCode } from './lazy-analytics.ts';

export interface TrackedEvent {
  readonly category: string;
  readonly action: string;
  readonly label?: string;
  readonly value?: string;
  readonly contexts?: readonly TrackingContext[];
}

// §7.2: the new-app-version banner's three actions; their events carry the app's version.
export const APP_VERSION_BANNER_ACTIONS = {
  displayed: 'new_app_version_banner_displayed',
  updateNowClicked: 'new_app_version_banner_update_now_clicked',
  dismissed: 'new_app_version_banner_dismissed',
} as const;

// Fire and forget: any failure (the sender's code, a locked-down browser's storage, the network,
// the server) drops the event; a lost event is not worth an error on screen or in the reporter (§7.2).
export function trackEvent(event: TrackedEvent): void {
  analyticsCode()
    .then((analytics) => analytics.sendEvent(event))
    .catch(() => {});
}
