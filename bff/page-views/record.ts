// The §3 page-view record: the fields a beacon may send, checked one by one, and the fields the
// server adds. A field that fails names itself, so a broken client is easy to find in the logs.
import { randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import {
  EXPERIMENTS_FIELD,
  EXTRA_FIELD_PREFIX,
  MAX_EXPERIMENTS,
  MAX_PAGE_NAME,
  MAX_PAGE_VIEW_EXTRA_VALUE,
  MAX_PAGE_VIEW_TEXT,
  MAX_PAGE_VIEW_URL,
  PAGE_VIEW_IDENTIFIER,
} from '../../shared/page-views.ts';

// The beacon's own fields, as §3 lists them, after validation.
export interface PageViewFields {
  readonly page_title: string | null;
  readonly method: string | null;
  readonly uri: string;
  readonly referer: string | null;
  readonly screen_resolution_width: number | null;
  readonly screen_resolution_height: number | null;
  readonly viewport_width: number | null;
  readonly viewport_height: number | null;
  readonly color_depth: number | null;
  // The browser's clock, milliseconds since the epoch; received_at is the one to trust.
  readonly timestamp: number | null;
  readonly page_name: string | null;
  readonly service_id: string | null;
  readonly experiments: readonly string[];
  // Tracking ids and session-stored values, sent as `ext_<name>` (EXTRA_FIELD_PREFIX); stored under
  // <name>.
  readonly extra: Readonly<Record<string, string>>;
}

// What the server knows about the request; never the token itself.
export interface PageViewContext {
  readonly receivedAt: Date;
  readonly brand: string;
  readonly locale: string;
  readonly clientId: string | null;
  readonly sessionId: string | null;
  readonly userType: string | null;
  readonly ip: string;
  readonly userAgent: string | undefined;
}

export interface PageViewRecord extends PageViewFields {
  // Unique per record: a consumer drops duplicates by it (JetStream uses it as the message id).
  readonly id: string;
  readonly received_at: string;
  readonly brand: string;
  readonly locale: string;
  readonly client_id: string | null;
  readonly session_id: string | null;
  readonly user_type: string | null;
  readonly ip: string | null;
  readonly user_agent: string | null;
}

export class PageViewFieldError extends Error {
  override name = 'PageViewFieldError';
  readonly field: string;
  constructor(field: string, reason: string) {
    super(`${field}: ${reason}`);
    this.field = field;
  }
}

// The BFF's own bounds, besides those the client keeps to (shared/page-views.ts).
const MAX_DIMENSION = 100_000;
const MAX_EXTRA_KEYS = 20;
const EXTRA_NAME = /^[a-z0-9_]{1,40}$/;
const COOKIE_ID = /^[A-Za-z0-9_.-]{1,64}$/;
// Printable text without control characters: it ends up in logs and reports.
const CONTROL = /\p{Cc}/u;

const NUMBER_FIELDS = {
  screen_resolution_width: MAX_DIMENSION,
  screen_resolution_height: MAX_DIMENSION,
  viewport_width: MAX_DIMENSION,
  viewport_height: MAX_DIMENSION,
  color_depth: 64,
  // Up to the year 2286, as milliseconds.
  timestamp: 9_999_999_999_999,
} as const;

const SCALAR_FIELDS = new Set([
  'page_title',
  'method',
  'uri',
  'referer',
  'page_name',
  'service_id',
  ...Object.keys(NUMBER_FIELDS),
]);

function text(field: string, value: string | undefined, max = MAX_PAGE_VIEW_TEXT): string | null {
  if (value === undefined || value === '') return null;
  if (value.length > max) throw new PageViewFieldError(field, `at most ${max} characters`);
  if (CONTROL.test(value)) throw new PageViewFieldError(field, 'control characters are not allowed');
  return value;
}

function matching(field: string, value: string | undefined, pattern: RegExp, what: string): string | null {
  const checked = text(field, value);
  if (checked !== null && !pattern.test(checked)) throw new PageViewFieldError(field, what);
  return checked;
}

function wholeNumber(field: keyof typeof NUMBER_FIELDS, value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const max = NUMBER_FIELDS[field];
  if (!/^\d{1,16}$/.test(value) || Number(value) > max) {
    throw new PageViewFieldError(field, `a whole number from 0 to ${max}`);
  }
  return Number(value);
}

// §7.3: the page the view happened on — a path on this site, or an absolute URL of this brand's
// host. Stored as path, query and fragment, so every record names its page the same way.
function pageUri(value: string | undefined, hosts: readonly string[]): string {
  const raw = text('uri', value, MAX_PAGE_VIEW_URL);
  if (raw === null) throw new PageViewFieldError('uri', 'required');
  const pathOnly = raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(raw, 'http://page.invalid');
  } catch {
    throw new PageViewFieldError('uri', 'not a URL');
  }
  if (!pathOnly && (!/^https?:$/.test(url.protocol) || !hosts.includes(url.host.toLowerCase()))) {
    throw new PageViewFieldError('uri', "a path on this site or an absolute URL of the brand's host");
  }
  if (pathOnly && url.host !== 'page.invalid') throw new PageViewFieldError('uri', 'a path on this site');
  return `${url.pathname}${url.search}${url.hash}`;
}

// Referrers may be other sites; only web URLs are kept.
function referer(value: string | undefined): string | null {
  const raw = text('referer', value, MAX_PAGE_VIEW_URL);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageViewFieldError('referer', 'an absolute http(s) URL');
  }
  if (!/^https?:$/.test(url.protocol)) throw new PageViewFieldError('referer', 'an absolute http(s) URL');
  return raw;
}

// The form body as field → values. Only the experiments may repeat; any other repeated key is a
// client bug, refused rather than guessed at.
export function parsePageViewFields(body: string, hosts: readonly string[]): PageViewFields {
  const single = new Map<string, string>();
  const experiments: string[] = [];
  const extra: Record<string, string> = {};
  let extraCount = 0;
  for (const [key, value] of new URLSearchParams(body)) {
    if (key === EXPERIMENTS_FIELD) {
      if (experiments.length === MAX_EXPERIMENTS) {
        throw new PageViewFieldError(EXPERIMENTS_FIELD, `at most ${MAX_EXPERIMENTS} entries`);
      }
      const experiment = matching(EXPERIMENTS_FIELD, value, PAGE_VIEW_IDENTIFIER, 'letters, digits and _ . : / - only');
      if (experiment !== null) experiments.push(experiment);
    } else if (key.startsWith(EXTRA_FIELD_PREFIX)) {
      const name = key.slice(EXTRA_FIELD_PREFIX.length);
      if (!EXTRA_NAME.test(name)) throw new PageViewFieldError(key, `${EXTRA_FIELD_PREFIX} and 1-40 of a-z 0-9 _`);
      if (Object.hasOwn(extra, name)) throw new PageViewFieldError(key, 'sent more than once');
      if (++extraCount > MAX_EXTRA_KEYS) {
        throw new PageViewFieldError(key, `at most ${MAX_EXTRA_KEYS} ${EXTRA_FIELD_PREFIX} fields`);
      }
      extra[name] = text(key, value, MAX_PAGE_VIEW_EXTRA_VALUE) ?? '';
    } else if (SCALAR_FIELDS.has(key)) {
      if (single.has(key)) throw new PageViewFieldError(key, 'sent more than once');
      single.set(key, value);
    } else {
      throw new PageViewFieldError(key.slice(0, 64), 'not a page-view field');
    }
  }
  return {
    page_title: text('page_title', single.get('page_title')),
    method: matching('method', single.get('method'), /^[A-Za-z_-]{1,16}$/, 'a word of at most 16 letters'),
    uri: pageUri(single.get('uri'), hosts),
    referer: referer(single.get('referer')),
    screen_resolution_width: wholeNumber('screen_resolution_width', single.get('screen_resolution_width')),
    screen_resolution_height: wholeNumber('screen_resolution_height', single.get('screen_resolution_height')),
    viewport_width: wholeNumber('viewport_width', single.get('viewport_width')),
    viewport_height: wholeNumber('viewport_height', single.get('viewport_height')),
    color_depth: wholeNumber('color_depth', single.get('color_depth')),
    timestamp: wholeNumber('timestamp', single.get('timestamp')),
    page_name: text('page_name', single.get('page_name'), MAX_PAGE_NAME),
    service_id: matching(
      'service_id',
      single.get('service_id'),
      PAGE_VIEW_IDENTIFIER,
      'letters, digits and _ . : / - only',
    ),
    experiments,
    extra,
  };
}

// Privacy: the address is kept only to a network — IPv4 /24, IPv6 /48.
export function truncateIp(ip: string): string | null {
  const address = ip.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return truncateIp(mapped[1]);
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}

function cookieId(value: string | null): string | null {
  return value !== null && COOKIE_ID.test(value) ? value : null;
}

export function toPageViewRecord(fields: PageViewFields, context: PageViewContext): PageViewRecord {
  return {
    id: randomUUID(),
    received_at: context.receivedAt.toISOString(),
    brand: context.brand,
    locale: context.locale,
    client_id: cookieId(context.clientId),
    session_id: cookieId(context.sessionId),
    user_type: context.userType,
    ip: truncateIp(context.ip),
    user_agent: context.userAgent ? context.userAgent.slice(0, 512) : null,
    ...fields,
  };
}
