// The analytics layer (spec §2.10, §7.3, §9): a Snowplow browser tracker that sends page views and
// product events to a separate collector. Without a collector address in the public settings no
// tracker is made, no analytics cookie is written and nothing is sent. The tracker's code is
// fetched when measurement starts, out of the first page's script
// (docs/decisions/025-page-code-splitting.md); what is tracked before it arrives waits in a queue.
import type { BrowserTracker, SelfDescribingJson, TrackerConfiguration } from '@snowplow/browser-tracker';
import type { AppEnv } from '../../../shared/app-env.ts';
import { CLIENT_NAME } from '../../../shared/constants.ts';
import { WEB_APP_VERSION } from '../../../shared/version.ts';
import type { TrackingContext } from './contexts.ts';
import { isSecureEnv } from './cookies.ts';

// §9 analytics constants.
export const ANALYTICS_SESSION_TIMEOUT_SECONDS = 1800;
export const ANALYTICS_VISITOR_COOKIE_SECONDS = 63_072_000;
export const COLLECTOR_TIMEOUT_MS = 5000;
export const COLLECTOR_MAX_POST_BYTES = 40_000;
export const COLLECTOR_QUEUE_SIZE = 1000;
// §9: the tracker's cookies are _sp_id.<hash> and _sp_ses.<hash> (Snowplow appends a hash of the
// cookie domain to the prefix's id and ses cookies).
export const ANALYTICS_COOKIE_PREFIX = '_sp_';

// §9: the test environment uses fixed analytics ids instead of the tracker's own, so every event
// and page view it records carries these (journeys there can assert on them).
export const TEST_ENVIRONMENT_ANALYTICS_IDS = {
  domainUserId: '00000000-0000-4000-8000-000000000001',
  sessionId: '00000000-0000-4000-8000-000000000002',
} as const;

const usesFixedAnalyticsIds = (env: AppEnv) => env === 'test';

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

// Events tracked while the tracker's code loads; past this the oldest are dropped.
export const MAX_QUEUED_EVENTS = 100;
// How long a page view waits for the tracker's ids before it goes without them.
export const COLLECTOR_LOAD_WAIT_MS = 3000;

// The part of the Snowplow browser tracker used here.
export type TrackerSdk = Pick<
  typeof import('@snowplow/browser-tracker'),
  'newTracker' | 'trackPageView' | 'trackStructEvent'
>;

export interface CollectorOptions {
  // How the tracker's code is fetched; tests may pass another.
  readonly load?: () => Promise<TrackerSdk>;
}

type Send = (sdk: TrackerSdk, tracker: BrowserTracker) => void;

type State =
  | { readonly kind: 'off' }
  // `arrived` settles (never rejects) once the code is here or could not be fetched.
  | { readonly kind: 'loading'; readonly env: AppEnv; readonly queue: Send[]; readonly arrived: Promise<void> }
  | { readonly kind: 'running'; readonly env: AppEnv; readonly sdk: TrackerSdk; readonly tracker: BrowserTracker };

let state: State = { kind: 'off' };

const loadSnowplow = (): Promise<TrackerSdk> => import('@snowplow/browser-tracker');

// Replaces the tracker's own ids on every event by the test environment's fixed ones.
const fixedIdsPlugin = {
  beforeTrack(payload: { add(key: string, value: unknown): void }) {
    payload.add('duid', TEST_ENVIRONMENT_ANALYTICS_IDS.domainUserId);
    payload.add('sid', TEST_ENVIRONMENT_ANALYTICS_IDS.sessionId);
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
    plugins: usesFixedAnalyticsIds(env) ? [fixedIdsPlugin] : [],
  };
}

// Sends now when the tracker runs, later when its code is on the way, never without a collector.
function send(call: Send): void {
  if (state.kind === 'running') {
    try {
      call(state.sdk, state.tracker);
    } catch {
      // Tracking fails silently (web/lib/analytics/track.ts).
    }
  } else if (state.kind === 'loading') {
    state.queue.push(call);
    if (state.queue.length > MAX_QUEUED_EVENTS) state.queue.shift();
  }
}

// Makes the page's tracker once, fetching its code first; true when one is running or on its way.
// Later calls keep the first tracker. Code that cannot be fetched (offline) leaves measurement
// without a collector, silently, as any other tracking failure (web/lib/analytics/track.ts).
export function startCollector(
  { env, analyticsCollectorUrl }: CollectorSettings,
  { load = loadSnowplow }: CollectorOptions = {},
): boolean {
  if (state.kind !== 'off') return true;
  if (!analyticsCollectorUrl) return false;
  const queue: Send[] = [];
  const arrived = load()
    .then((sdk) => {
      const tracker = sdk.newTracker(TRACKER_ID, analyticsCollectorUrl, collectorConfiguration(env));
      state = tracker ? { kind: 'running', env, sdk, tracker } : { kind: 'off' };
      if (tracker) for (const call of queue) send(call);
    })
    .catch(() => {
      state = { kind: 'off' };
    });
  state = { kind: 'loading', env, queue, arrived };
  return true;
}

// While the tracker's code is on its way: resolves once it runs (so analyticsIds() has its ids),
// or could not be fetched, or after `waitMs` at most; never rejects. Null when nothing is on its
// way, so a caller need not wait at all.
export function collectorArrival(waitMs = COLLECTOR_LOAD_WAIT_MS): Promise<void> | null {
  if (state.kind !== 'loading') return null;
  const { arrived } = state;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void arrived.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

// The visitor and session ids the tracker keeps (or the fixed ones in the test environment); null
// without a tracker, or while its code loads.
export function analyticsIds(): AnalyticsIds | null {
  if (state.kind === 'off') return null;
  if (usesFixedAnalyticsIds(state.env)) return TEST_ENVIRONMENT_ANALYTICS_IDS;
  if (state.kind === 'loading') return null;
  const info = state.tracker.getDomainUserInfo();
  return { domainUserId: state.tracker.getDomainUserId(), sessionId: String(info[6] ?? '') };
}

export function toSelfDescribing(context: TrackingContext): SelfDescribingJson {
  return {
    schema: `iglu:${CONTEXT_SCHEMA_VENDOR}/${context.name.toLowerCase()}/jsonschema/1-0-0`,
    data: { ...context.data },
  };
}

// §2.10: a virtual page view for the analytics layer.
export function collectorPageView({ url, title }: { url: string; title: string }): void {
  send((sdk, tracker) => {
    tracker.setCustomUrl(url);
    sdk.trackPageView({ title }, [TRACKER_ID]);
  });
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
  send((sdk) =>
    sdk.trackStructEvent(
      {
        category: event.category,
        action: event.action,
        label: event.label,
        property: event.value,
        context: event.contexts.map(toSelfDescribing),
      },
      [TRACKER_ID],
    ),
  );
}
