// The BFF's own settings, declared once (shared/settings.ts reads them; `npm run docs:config`
// writes them into the README). The rate limits and the operations settings are declared beside
// what they configure (rate-limit/config.ts, operations-config.ts); config.ts puts it all together.
import { BRAND_IDS, type BrandId, isBrandId } from '../shared/brands.ts';
import { DEFAULT_MOBILE_LOGIN_PATH, GRAPHQL_PATH } from '../shared/constants.ts';
import { PAGE_VIEW_PATH } from '../shared/page-views.ts';
import {
  anyText,
  commaList,
  httpUrl,
  Invalid,
  matching,
  oneOf,
  onOrOff,
  url,
  wholeNumber,
} from '../shared/setting-parsers.ts';
import { byEnvironment, REQUIRED, setting } from '../shared/settings.ts';
import { parseFeatureFlags } from './feature-flags.ts';

// nl=www.example.nl: the production host name of one brand.
function brandHostname(entry: string): [BrandId, string] {
  const [brand, hostname] = entry.split('=').map((part) => part.trim().toLowerCase());
  if (!isBrandId(brand) || !hostname || !/^[a-z0-9.-]+$/.test(hostname)) {
    throw new Invalid('needs brand=hostname pairs separated by commas');
  }
  return [brand, hostname];
}

// A path of its own: not /graphql, not /pv, no query, fragment or dot segment.
function ownPath(text: string): string {
  const dotSegment = text.split('/').some((segment) => /^\.+$/.test(segment));
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(text) || dotSegment || text === GRAPHQL_PATH || text === PAGE_VIEW_PATH) {
    throw new Invalid('must be a path like /mobile/graphql, other than /graphql and /pv');
  }
  return text;
}

export const BFF_SETTINGS = {
  PORT: setting({ doc: 'BFF port (0 to 65535)', default: '3000', parse: wholeNumber(0, 65_535) }),
  HOST: setting({
    doc: 'BFF listen address',
    default: byEnvironment({ development: 'localhost', otherwise: '0.0.0.0' }),
    parse: anyText,
  }),
  UPSTREAM_GRAPHQL_URL: setting({
    doc: 'the upstream GraphQL endpoint the BFF calls',
    default: REQUIRED,
    defaultDoc: 'required by the BFF; unset, `npm start` starts the embedded upstream',
    parse: httpUrl,
  }),
  UPSTREAM_DEADLINE_MS: setting({
    doc: 'the most one upstream call may take, retries included (§8: up to 3 attempts, backoff with jitter from 300 ms, a retry budget)',
    default: '10000',
    parse: wholeNumber(1),
  }),
  UPSTREAM_CONNECTIONS: setting({
    doc: "the BFF's connection pool to the upstream",
    default: '64',
    parse: wholeNumber(1),
  }),
  UPSTREAM_PUBLIC_ANSWER_BYTES: setting({
    doc: "memory for the upstream's public answers to visitors, each kept as long as the upstream's `Cache-Control` says (decision 045); 0 keeps none",
    default: '16777216',
    defaultDoc: '16 MiB',
    parse: wholeNumber(0),
  }),
  PAGE_CACHE_BYTES: setting({
    doc: 'memory for rendered pages kept for visitors, each as long as the public answers it was built from (decision 080); 0 keeps none',
    default: '16777216',
    defaultDoc: '16 MiB',
    parse: wholeNumber(0),
  }),
  UPSTREAM_CONTRACT_CHECK: setting({
    doc: 'at start, refuse an upstream whose schema breaks `schema/upstream/*.graphql` (decision 015); `off` for an upstream that hides its schema',
    default: 'on',
    parse: onOrOff,
  }),
  GRAPHQL_FAST_PATH: setting({
    doc: "forward upstream-only queries and send the upstream's answer on, without stitched execution (decision 026); `off` executes every operation through the stitched schema",
    default: 'on',
    parse: onOrOff,
  }),
  GRAPHQL_GET_ENABLED: setting({
    doc: 'GraphQL queries over GET (§7.1); mutations over GET always answer 405. `/graphql` takes JSON; anything else, and GET, must send the `x-hearth-csrf` header',
    default: 'off',
    parse: onOrOff,
  }),
  MOBILE_LOGIN_PATH: setting({
    doc: 'where the app wrappers (cookies `agent-type` `consumer-app`/`pro-app` and `agent-version` x.y.z) send `login`, `loginWithCode` and `requestLoginCode` as JSON; a login also answers `extensions.session.accessToken` (decision 012)',
    default: DEFAULT_MOBILE_LOGIN_PATH,
    parse: ownPath,
  }),
  COOKIE_PREFIX: setting({
    doc: 'prefix of the session cookie names (at most 32 letters, digits, `_ . -`; may be empty)',
    default: 'hearth_',
    keepsEmpty: true,
    parse: matching(/^[A-Za-z0-9_.-]{0,32}$/, 'may hold only letters, digits, "_", "." and "-" (at most 32)'),
  }),
  DEFAULT_BRAND: setting({
    doc: 'the brand for host names that match no brand',
    default: 'uk',
    parse: oneOf(BRAND_IDS),
  }),
  BRAND_HOSTNAMES: setting({
    doc: 'production host names, `nl=www.example.nl,fr=…`',
    default: '',
    defaultDoc: "each brand's built-in host name",
    parse: (text) => Object.fromEntries(commaList(brandHostname)(text)) as Partial<Record<BrandId, string>>,
  }),
  FEATURE_FLAGS: setting({
    doc: '§1 flags to turn on, everywhere or for one brand: `inbox,uk:priorityMatch` (`newProposalView`, `priorityMatch`, `sponsoredPlacementV2`, `inbox`)',
    default: '',
    defaultDoc: 'none: every flag off',
    parse: parseFeatureFlags,
  }),
  DIST_DIR: setting({
    doc: 'where `npm run build` (and `npm start`) writes the client and the render bundle, and the BFF serves them from; relative to the working directory, and inside the project, so the bundle finds `node_modules`',
    defaultDoc: '`dist` in the project',
    parse: anyText,
  }),
  PV_SINK: setting({
    doc: 'where page views go: files written in batches with one fsync per batch, or `nats://host:port` for NATS JetStream (stream `HEARTH_PAGEVIEWS`, subject `hearth.pageviews.<brand>`; 204 only once acknowledged)',
    defaultDoc: 'empty: NDJSON files under `PV_DIR`',
    parse: url(['nats:'], 'must be empty (files under PV_DIR) or a nats://host:port URL', { host: true }),
  }),
  PV_DIR: setting({
    doc: 'the page-view files (a new file each hour or past 64 MB; one record per line)',
    default: 'data/pageviews',
    parse: anyText,
  }),
  PV_QUEUE_LIMIT: setting({
    doc: 'page views waiting for the sink (1 to 1000000); past this `POST /pv` answers 503 with `Retry-After`',
    default: '1000',
    parse: wholeNumber(1, 1_000_000),
  }),
  ANALYTICS_COLLECTOR_URL: setting({
    doc: "a Snowplow-compatible collector for the browser's analytics events (decision 021)",
    defaultDoc: 'unset: no analytics events are sent',
    parse: httpUrl,
  }),
  ERROR_REPORTING_DSN: setting({
    doc: "a Sentry-compatible DSN for the browser's error reports (decision 021)",
    defaultDoc: 'unset: errors go to the browser console',
    parse: httpUrl,
  }),
  CONSENT_SCRIPT_URL: setting({
    doc: 'the third-party cookie-consent script the pages load (decision 022)',
    defaultDoc: 'unset: none',
    parse: httpUrl,
  }),
  CAPTCHA_SITE_KEY: setting({
    doc: 'the public site key of the sign-up captcha (Turnstile-compatible) the job form shows; give it wherever the upstream has `CAPTCHA_SECRET`, or no visitor can post a job',
    defaultDoc: 'unset: no captcha is shown',
    parse: anyText,
  }),
  CONSENT_EXCLUDED_PATHS: setting({
    doc: 'comma-separated path prefixes that never load the consent script, e.g. `/account,/service-pro/settings`',
    default: '',
    defaultDoc: 'none',
    parse: commaList(matching(/^\/[A-Za-z0-9._~/-]*$/, 'must be comma-separated paths starting with /')),
  }),
};
