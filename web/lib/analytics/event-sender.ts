// Sends product events (track.ts): to the BFF as the TrackEvent mutation with the client platform,
// and to the analytics collector when one is configured. Loaded with the first event.

import { WEB_APP_VERSION } from '../../../shared/version.ts';
import { request } from '../graphql.ts';
import { TrackEventDocument } from '../platform/generated/documents.ts';
import { clientPlatform } from './agent.ts';
import { collectorEvent } from './collector.ts';
import { appVersionContext, platformContext, type TrackingContext } from './contexts.ts';
import { APP_VERSION_BANNER_ACTIONS, type TrackedEvent } from './track.ts';

const BANNER_ACTIONS: ReadonlySet<string> = new Set(Object.values(APP_VERSION_BANNER_ACTIONS));

// The mutation has one text value: the label, the value, or both as "label: value".
function eventValue({ label, value }: Pick<TrackedEvent, 'label' | 'value'>): string | undefined {
  if (label && value) return `${label}: ${value}`;
  return label || value || undefined;
}

// The event's contexts as sent: the caller's, the platform's, and for the banner's actions the app
// version (the app's own version inside an app, the web app's on the website) unless given.
function eventContexts(event: TrackedEvent): TrackingContext[] {
  const { platform, version } = clientPlatform();
  const contexts = [...(event.contexts ?? [])];
  if (!contexts.some(({ name }) => name === 'PLATFORM')) contexts.push(platformContext(platform, version));
  if (BANNER_ACTIONS.has(event.action) && !contexts.some(({ name }) => name === 'APP_VERSION')) {
    contexts.push(appVersionContext(version ?? WEB_APP_VERSION));
  }
  return contexts;
}

export async function sendEvent(event: TrackedEvent): Promise<void> {
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
