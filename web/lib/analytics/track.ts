// Product events (spec §3 tracking contexts, §7.2 TrackEvent). Each event goes to the BFF as the
// TrackEvent mutation with the client platform, and to the analytics collector when one is
// configured. Never throws and never rejects: tracking fails silently.

import { WEB_APP_VERSION } from '../../../shared/version.ts';
import { request } from '../graphql.ts';
import { TrackEventDocument } from '../platform/generated/documents.ts';
import { clientPlatform } from './agent.ts';
import { collectorEvent } from './collector.ts';
import { appVersionContext, platformContext, type TrackingContext } from './contexts.ts';

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

const BANNER_ACTIONS: ReadonlySet<string> = new Set(Object.values(APP_VERSION_BANNER_ACTIONS));

// The mutation has one text value: the label, the value, or both as "label: value".
export function eventValue({ label, value }: Pick<TrackedEvent, 'label' | 'value'>): string | undefined {
  if (label && value) return `${label}: ${value}`;
  return label || value || undefined;
}

// The event's contexts as sent: the caller's, the platform's, and for the banner's actions the app
// version (the app's own version inside an app, the web app's on the website) unless given.
export function eventContexts(event: TrackedEvent): TrackingContext[] {
  const { platform, version } = clientPlatform();
  const contexts = [...(event.contexts ?? [])];
  if (!contexts.some(({ name }) => name === 'PLATFORM')) contexts.push(platformContext(platform, version));
  if (BANNER_ACTIONS.has(event.action) && !contexts.some(({ name }) => name === 'APP_VERSION')) {
    contexts.push(appVersionContext(version ?? WEB_APP_VERSION));
  }
  return contexts;
}

async function send(event: TrackedEvent): Promise<void> {
  const contexts = eventContexts(event);
  collectorEvent({ ...event, contexts });
  await request(TrackEventDocument, {
    input: {
      category: event.category,
      action: event.action,
      value: eventValue(event) ?? null,
      contexts: contexts.map(({ name, data }) => ({ name, data: { ...data } })),
      platform: clientPlatform().platform,
    },
  });
}

// Fire and forget: any failure (a locked-down browser's storage, the network, the server) drops
// the event; a lost event is not worth an error on screen or in the reporter (§7.2).
export function trackEvent(event: TrackedEvent): void {
  send(event).catch(() => {});
}
