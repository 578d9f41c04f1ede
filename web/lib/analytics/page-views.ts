// Page views registered with the BFF (spec §3 page-view record, §7.3 POST /pv): a form-encoded
// record sent by beacon, with a keepalive fetch when the beacon is missing or refused. Only the
// production, staging and test environments send them (§9); a fallback that fails is reported
// with its status and text (§8).
import type { AppEnv } from '../../../shared/app-env.ts';
import {
  EXPERIMENTS_FIELD,
  EXTRA_FIELD_PREFIX,
  MAX_EXPERIMENTS,
  MAX_PAGE_NAME,
  MAX_PAGE_VIEW_EXTRA_VALUE,
  MAX_PAGE_VIEW_TEXT,
  MAX_PAGE_VIEW_URL,
  PAGE_VIEW_IDENTIFIER,
  PAGE_VIEW_PATH,
} from '../../../shared/page-views.ts';
import { reportError } from '../report.ts';
import { readAgent } from './agent.ts';
import { analyticsIds } from './collector.ts';
import { readCookie, TRACKING_COOKIE } from './cookies.ts';
import { measurementSettings } from './settings.ts';

export const PAGE_VIEW_ENVS: readonly AppEnv[] = ['production', 'staging', 'test'];
const FORM = 'application/x-www-form-urlencoded';

// §7.3: request-form steps are told apart by the step in the query string, under this page name.
export const FORM_STEP_PAGE_NAME = 'form/step';
export const FORM_STEP_PARAM = 'step';

export interface PageViewRecord {
  readonly page_title: string;
  readonly method: string;
  readonly uri: string;
  readonly referer: string | null;
  readonly screen_resolution_width: number;
  readonly screen_resolution_height: number;
  readonly viewport_width: number;
  readonly viewport_height: number;
  readonly color_depth: number;
  readonly timestamp: number;
  readonly page_name: string | null;
  readonly service_id: string | null;
  readonly experiments: readonly string[];
  // Tracking ids and session-stored values; sent as ext_<name> (lowercase letters, digits, _).
  readonly extra: Readonly<Record<string, string>>;
}

// Before start-up (no settings) nothing is sent.
export function sendsPageViews(env: AppEnv | null = measurementSettings()?.env ?? null): boolean {
  return env !== null && PAGE_VIEW_ENVS.includes(env);
}

// The tracking ids the browser holds and the values the app wrappers keep in the session.
function trackingValues(): Record<string, string> {
  const extra: Record<string, string> = {};
  const add = (name: string, value: string | null | undefined) => {
    if (value) extra[name] = value.slice(0, MAX_PAGE_VIEW_EXTRA_VALUE);
  };
  add('tracking_cookie_id', readCookie(TRACKING_COOKIE));
  const ids = analyticsIds();
  add('domain_user_id', ids?.domainUserId);
  add('domain_session_id', ids?.sessionId);
  const agent = readAgent();
  add('agent_type', agent?.type);
  add('agent_version', agent?.version);
  return extra;
}

function absoluteWebUrl(value: string): string | null {
  if (!value || value.length > MAX_PAGE_VIEW_URL) return null;
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}

export interface PageViewInput {
  readonly pageName?: string | null;
  readonly title?: string;
  // A path on this site with its query; the current one when not given.
  readonly uri?: string;
  // The page before this one; the document's referrer when not given.
  readonly referer?: string | null;
  readonly serviceId?: string | null;
  readonly experiments?: readonly string[];
  readonly now?: number;
}

// The §3 record of the page the browser shows now.
export function pageViewRecord(input: PageViewInput = {}): PageViewRecord {
  const uri = input.uri ?? `${location.pathname}${location.search}${location.hash}`;
  const serviceId = input.serviceId && PAGE_VIEW_IDENTIFIER.test(input.serviceId) ? input.serviceId : null;
  return {
    page_title: (input.title ?? document.title).slice(0, MAX_PAGE_VIEW_TEXT),
    method: 'GET',
    uri: uri.slice(0, MAX_PAGE_VIEW_URL),
    referer: absoluteWebUrl(input.referer === undefined ? document.referrer : (input.referer ?? '')),
    screen_resolution_width: Math.round(screen.width),
    screen_resolution_height: Math.round(screen.height),
    viewport_width: Math.round(window.innerWidth),
    viewport_height: Math.round(window.innerHeight),
    color_depth: Math.round(screen.colorDepth),
    timestamp: Math.round(input.now ?? Date.now()),
    page_name: input.pageName ? input.pageName.slice(0, MAX_PAGE_NAME) : null,
    service_id: serviceId,
    experiments: (input.experiments ?? []).filter((name) => PAGE_VIEW_IDENTIFIER.test(name)).slice(0, MAX_EXPERIMENTS),
    extra: trackingValues(),
  };
}

// The form body the BFF parses: empty fields are left out, experiments repeat.
export function encodePageView(record: PageViewRecord): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    if (key === 'experiments' || key === 'extra' || value === null || value === '') continue;
    form.append(key, String(value));
  }
  for (const experiment of record.experiments) form.append(EXPERIMENTS_FIELD, experiment);
  for (const [name, value] of Object.entries(record.extra)) form.append(`${EXTRA_FIELD_PREFIX}${name}`, value);
  return form.toString();
}

async function sendByFetch(url: string, body: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': FORM },
      body,
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    reportError(new Error(`Page view not registered: ${text}`), {
      tags: { source: 'page-views' },
      extra: { status: 0, text },
    });
    return;
  }
  if (response.ok) return;
  const text = (await response.text().catch(() => '')).slice(0, 500) || response.statusText;
  reportError(new Error(`Page view not registered: ${response.status} ${text}`), {
    tags: { source: 'page-views' },
    extra: { status: response.status, text },
  });
}

// Resolves once the record is handed to the beacon, or the fallback has answered; never rejects.
export async function sendPageView(record: PageViewRecord): Promise<void> {
  if (!sendsPageViews()) return;
  const url = new URL(PAGE_VIEW_PATH, location.href).href;
  const body = encodePageView(record);
  let queued = false;
  try {
    queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: FORM }));
  } catch {
    // Some browsers throw for a beacon past their quota; the fetch below tries again.
  }
  if (!queued) await sendByFetch(url, body);
}

export interface FormStepPageView {
  readonly step: number;
  readonly serviceId?: string | null;
  // The experiment the form runs under, when it runs under one.
  readonly experiment?: string | null;
}

// §7.3: a request-form step as a page view of its own — the step in the query string of the
// current path, the page name form/step, the form's service and its experiment.
export function sendFormStepPageView({ step, serviceId, experiment }: FormStepPageView): Promise<void> {
  const search = new URLSearchParams(location.search);
  search.set(FORM_STEP_PARAM, String(step));
  return sendPageView(
    pageViewRecord({
      uri: `${location.pathname}?${search}`,
      pageName: FORM_STEP_PAGE_NAME,
      serviceId,
      experiments: experiment ? [experiment] : [],
      referer: null,
    }),
  );
}
