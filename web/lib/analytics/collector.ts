// The analytics layer (spec §2.10, §7.3, §9): a Snowplow browser tracker that sends page views and
// product events to a separate collector. Without a collector address in the public settings no
// tracker is made, no analytics cookie is written and nothing is sent.
import {
  type BrowserTracker,
  newTracker,
  type SelfDescribingJson,
  type TrackerConfiguration,
  trackPageView,
  trackStructEvent,
} from '@snowplow/browser-tracker';
import type { AppEnv } from '../../../shared/app-env.ts';
import { CLIENT_NAME } from '../../../shared/constants.ts';
import { WEB_APP_VERSION } from '../../../shared/version.ts';
import { isSecureEnv } from './cookies.ts';
import type { TrackingContext } from './track.ts';

// §9 analytics constants.
export const ANALYTICS_SESSION_TIMEOUT_SECONDS = 1800;
export const ANALYTICS_VISITOR_COOKIE_SECONDS = 63_072_000;
export const COLLECTOR_TIMEOUT_MS = 5000;
export const COLLECTOR_MAX_POST_BYTES = 40_000;
export const COLLECTOR_QUEUE_SIZE = 1000;
// §9: the tracker's cookies are _sp_id.<hash> and _sp_ses.<hash> (Snowplow appends a hash of the
// cookie domain to the prefix's id and ses cookies).
export const ANALYTICS_COOKIE_PREFIX = '_sp_';

// §9: in the test environment every event carries these, so journeys can assert on them.
export const MOCK_ANALYTICS_IDS = {
  domainUserId: '00000000-0000-4000-8000-000000000001',
  sessionId: '00000000-0000-4000-8000-000000000002',
} as const;

export const TRACKER_ID = 'hearth';
// The schema of each §3 context as the collector sees it: one per TrackingContextName.
export const CONTEXT_SCHEMA_VENDOR = 'com.hearth';

export interface CollectorSettings {
  readonly env: AppEnv;
  readonly analyticsCollectorUrl: string | null;
}

export interface AnalyticsIds {
  readonly domainUserId: string;
  readonly sessionId: string;
}

let tracker: BrowserTracker | null = null;
let trackerEnv: AppEnv | null = null;

// In the test environment the tracker's own ids are replaced on every event by the fixed ones.
const mockIdsPlugin = {
  beforeTrack(payload: { add(key: string, value: unknown): void }) {
    payload.add('duid', MOCK_ANALYTICS_IDS.domainUserId);
    payload.add('sid', MOCK_ANALYTICS_IDS.sessionId);
  },
};

export function collectorConfiguration(env: AppEnv): TrackerConfiguration {
  return {
    appId: CLIENT_NAME,
    appVersion: WEB_APP_VERSION,
    platform: 'web',
    eventMethod: 'post',
    cookieName: ANALYTICS_COOKIE_PREFIX,
    cookieSameSite: 'Lax',
    cookieSecure: isSecureEnv(env),
    cookieLifetime: ANALYTICS_VISITOR_COOKIE_SECONDS,
    sessionCookieTimeout: ANALYTICS_SESSION_TIMEOUT_SECONDS,
    connectionTimeout: COLLECTOR_TIMEOUT_MS,
    maxPostBytes: COLLECTOR_MAX_POST_BYTES,
    maxLocalStorageQueueSize: COLLECTOR_QUEUE_SIZE,
    // One event per request: a page closed right after an event still has it sent.
    bufferSize: 1,
    keepalive: true,
    contexts: { webPage: true, session: false, browser: false },
    plugins: env === 'test' ? [mockIdsPlugin] : [],
  };
}

// Makes the page's tracker once; true when one is running. Later calls keep the first tracker.
export function startCollector({ env, analyticsCollectorUrl }: CollectorSettings): boolean {
  if (tracker) return true;
  if (!analyticsCollectorUrl) return false;
  tracker = newTracker(TRACKER_ID, analyticsCollectorUrl, collectorConfiguration(env)) ?? null;
  trackerEnv = tracker ? env : null;
  return tracker !== null;
}

export function isCollectorRunning(): boolean {
  return tracker !== null;
}

// The visitor and session ids the tracker keeps (or the fixed ones in the test environment); null
// without a tracker.
export function analyticsIds(): AnalyticsIds | null {
  if (!tracker) return null;
  if (trackerEnv === 'test') return MOCK_ANALYTICS_IDS;
  const info = tracker.getDomainUserInfo();
  return { domainUserId: tracker.getDomainUserId(), sessionId: String(info[6] ?? '') };
}

export function toSelfDescribing(context: TrackingContext): SelfDescribingJson {
  return {
    schema: `iglu:${CONTEXT_SCHEMA_VENDOR}/${context.name.toLowerCase()}/jsonschema/1-0-0`,
    data: { ...context.data },
  };
}

// §2.10: a virtual page view for the analytics layer.
export function collectorPageView({ url, title }: { url: string; title: string }): void {
  if (!tracker) return;
  tracker.setCustomUrl(url);
  trackPageView({ title }, [TRACKER_ID]);
}

// A product event as a structured event: the label as its label, the value as its property
// (Snowplow's own value is a number, and ours is text), the §3 contexts as entities.
export function collectorEvent(event: {
  category: string;
  action: string;
  label?: string;
  value?: string;
  contexts: readonly TrackingContext[];
}): void {
  if (!tracker) return;
  trackStructEvent(
    {
      category: event.category,
      action: event.action,
      label: event.label,
      property: event.value,
      context: event.contexts.map(toSelfDescribing),
    },
    [TRACKER_ID],
  );
}
