// The BFF's configuration, read once from the environment and checked at start: a wrong value
// stops the process with a message naming the variable.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_ENVS, type AppEnv, isAppEnv } from '../shared/app-env.ts';
import { BRAND_IDS, type BrandId, isBrandId } from '../shared/brands.ts';
import { DEFAULT_MOBILE_LOGIN_PATH, GRAPHQL_PATH } from '../shared/constants.ts';
import { PAGE_VIEW_PATH } from '../shared/page-views.ts';
import { type FeatureFlagConfig, parseFeatureFlags } from './feature-flags.ts';
import { type OperationsConfig, parseOperationsConfig } from './operations-config.ts';
import { parseRateLimitConfig, type RateLimitConfig } from './rate-limit/config.ts';

export interface BffConfig {
  readonly appEnv: AppEnv;
  readonly host: string;
  readonly port: number;
  readonly upstreamGraphqlUrl: URL;
  // One upstream call's time across all its attempts (UPSTREAM_DEADLINE_MS, default 10 s).
  readonly upstreamDeadlineMs: number;
  // Connections the upstream pool may open at once (UPSTREAM_CONNECTIONS, default 64).
  readonly upstreamConnections: number;
  readonly cookiePrefix: string;
  // Secure cookies everywhere but development (spec §9: secure in production and staging).
  readonly secureCookies: boolean;
  // Staging and production are served over HTTPS only: Strict-Transport-Security is sent and the
  // session cookies carry the __Host- prefix (issue 15 §10, decision 032).
  readonly httpsOnly: boolean;
  readonly defaultBrand: BrandId;
  readonly brandHostnames: Partial<Record<BrandId, string>>;
  // `<brand>.localhost` hosts select a brand only in development and test.
  readonly allowLocalhostBrands: boolean;
  // Where `npm run build` wrote the client assets and the server render bundle.
  readonly distDir: URL;
  readonly logLevel: string;
  // §7.1: queries may use GET only if configured (GRAPHQL_GET_ENABLED, not enabled by default).
  readonly graphqlGetEnabled: boolean;
  // Issue §1: at start, refuse an upstream whose schema breaks the contract (UPSTREAM_CONTRACT_CHECK,
  // on by default; off only for an upstream that hides its schema from introspection).
  readonly upstreamContractCheck: boolean;
  // Issue 8: upstream-only queries are forwarded without stitched execution (GRAPHQL_FAST_PATH, on
  // by default; off runs every operation through the stitched schema, for comparison).
  readonly graphqlFastPath: boolean;
  // Where acknowledged page views go (spec §7.3): rotating NDJSON files or NATS JetStream.
  readonly pageViewSink: PageViewSinkConfig;
  // Page views waiting for the sink; past this a beacon is answered 503, never 204 (§7.3).
  readonly pageViewQueueLimit: number;
  // Spec §1 feature flags turned on for this deployment (feature-flags.ts).
  readonly featureFlags: FeatureFlagConfig;
  // Trusted proxies, HTTP timeouts, shutdown grace, load shedding, /metrics access (decision 013).
  readonly operations: OperationsConfig;
  // Issue §7: login, one-time-code and page-view limits per client; shared through REDIS_URL (decision 012).
  readonly rateLimits: RateLimitConfig;
  // §7.1: where the apps send login and one-time-code operations (MOBILE_LOGIN_PATH, decision 012).
  readonly mobileLoginPath: string;
  // Public settings handed to the browser (spec §9 environment configuration).
  readonly clientSettings: ClientSettings;
}

export interface ClientSettings {
  // A Snowplow-compatible collector for analytics events (ANALYTICS_COLLECTOR_URL); none: no events.
  readonly analyticsCollectorUrl: string | null;
  // A Sentry-compatible DSN for the browser's error reports (ERROR_REPORTING_DSN); none: console.
  readonly errorReportingDsn: string | null;
  // The third-party consent script (CONSENT_SCRIPT_URL) and the path prefixes that skip it
  // (CONSENT_EXCLUDED_PATHS, comma-separated).
  readonly consentScriptUrl: string | null;
  readonly consentExcludedPaths: readonly string[];
}

export type PageViewSinkConfig =
  | { readonly kind: 'file'; readonly dir: string }
  | { readonly kind: 'nats'; readonly url: URL };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readAppEnv(raw: string | undefined): AppEnv {
  if (raw === undefined || raw === '') return 'production';
  if (!isAppEnv(raw)) throw new ConfigError(`APP_ENV must be one of ${APP_ENVS.join(', ')}, not "${raw}"`);
  return raw;
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be a port number from 0 to 65535, not "${raw}"`);
  }
  return port;
}

function readUpstreamUrl(raw: string | undefined): URL {
  if (!raw) throw new ConfigError('UPSTREAM_GRAPHQL_URL is required (the upstream GraphQL endpoint)');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`UPSTREAM_GRAPHQL_URL is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('UPSTREAM_GRAPHQL_URL must be an http or https URL');
  }
  return url;
}

function readPositiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new ConfigError(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

// Cookie names are RFC 6265 tokens; the prefix stays short so names stay readable.
function readCookiePrefix(raw: string | undefined): string {
  const prefix = raw ?? 'hearth_';
  if (!/^[A-Za-z0-9_.-]{0,32}$/.test(prefix)) {
    throw new ConfigError('COOKIE_PREFIX may hold only letters, digits, "_", "." and "-" (at most 32)');
  }
  return prefix;
}

function readDefaultBrand(raw: string | undefined): BrandId {
  if (raw === undefined || raw === '') return 'uk';
  if (!isBrandId(raw)) throw new ConfigError(`DEFAULT_BRAND must be one of ${BRAND_IDS.join(', ')}, not "${raw}"`);
  return raw;
}

// BRAND_HOSTNAMES=nl=www.example.nl,fr=www.example.fr
function readBrandHostnames(raw: string | undefined): Partial<Record<BrandId, string>> {
  const hostnames: Partial<Record<BrandId, string>> = {};
  if (!raw) return hostnames;
  for (const pair of raw.split(',')) {
    const [brand, hostname] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (!isBrandId(brand) || !hostname || !/^[a-z0-9.-]+$/.test(hostname)) {
      throw new ConfigError(`BRAND_HOSTNAMES needs brand=hostname pairs separated by commas, not "${pair}"`);
    }
    hostnames[brand] = hostname;
  }
  return hostnames;
}

function readFlag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, not "${raw}"`);
}

// A check that is on unless turned off: on/off (or true/false, 1/0).
function readSwitch(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'on' || raw === 'true' || raw === '1') return true;
  if (raw === 'off' || raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be on or off, not "${raw}"`);
}

export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const appEnv = readAppEnv(env.APP_ENV);
  const local = appEnv === 'development' || appEnv === 'test';
  return {
    appEnv,
    host: env.HOST || (appEnv === 'development' ? 'localhost' : '0.0.0.0'),
    port: readPort(env.PORT),
    upstreamGraphqlUrl: readUpstreamUrl(env.UPSTREAM_GRAPHQL_URL),
    upstreamDeadlineMs: readPositiveInteger('UPSTREAM_DEADLINE_MS', env.UPSTREAM_DEADLINE_MS, 10_000),
    upstreamConnections: readPositiveInteger('UPSTREAM_CONNECTIONS', env.UPSTREAM_CONNECTIONS, 64),
    cookiePrefix: readCookiePrefix(env.COOKIE_PREFIX),
    secureCookies: appEnv !== 'development',
    httpsOnly: appEnv === 'staging' || appEnv === 'production',
    defaultBrand: readDefaultBrand(env.DEFAULT_BRAND),
    brandHostnames: readBrandHostnames(env.BRAND_HOSTNAMES),
    allowLocalhostBrands: local,
    distDir: readDistDir(env),
    logLevel: env.LOG_LEVEL || (appEnv === 'test' ? 'warn' : 'info'),
    graphqlGetEnabled: readFlag('GRAPHQL_GET_ENABLED', env.GRAPHQL_GET_ENABLED),
    upstreamContractCheck: readSwitch('UPSTREAM_CONTRACT_CHECK', env.UPSTREAM_CONTRACT_CHECK),
    graphqlFastPath: readSwitch('GRAPHQL_FAST_PATH', env.GRAPHQL_FAST_PATH),
    pageViewSink: readPageViewSink(env.PV_SINK, env.PV_DIR),
    pageViewQueueLimit: readPageViewQueueLimit(env.PV_QUEUE_LIMIT),
    featureFlags: readFeatureFlags(env.FEATURE_FLAGS),
    operations: readOperations(env),
    rateLimits: readRateLimits(env),
    mobileLoginPath: readMobileLoginPath(env.MOBILE_LOGIN_PATH),
    clientSettings: {
      analyticsCollectorUrl: readHttpUrl('ANALYTICS_COLLECTOR_URL', env.ANALYTICS_COLLECTOR_URL),
      errorReportingDsn: readHttpUrl('ERROR_REPORTING_DSN', env.ERROR_REPORTING_DSN),
      consentScriptUrl: readHttpUrl('CONSENT_SCRIPT_URL', env.CONSENT_SCRIPT_URL),
      consentExcludedPaths: readPathList('CONSENT_EXCLUDED_PATHS', env.CONSENT_EXCLUDED_PATHS),
    },
  };
}

// Where `npm run build` writes the client and the render bundle, and the BFF serves them from:
// DIST_DIR (relative to the working directory), or dist/ in the project. A folder outside the
// project cannot resolve the render bundle's packages (react, …) from node_modules.
export function readDistDir(env: NodeJS.ProcessEnv = process.env): URL {
  if (!env.DIST_DIR) return new URL('../dist/', import.meta.url);
  const url = pathToFileURL(resolve(env.DIST_DIR));
  return new URL(url.href.endsWith('/') ? url.href : `${url.href}/`);
}

// An optional absolute http(s) address the browser will reach; empty: not configured.
function readHttpUrl(name: string, raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, not "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an http(s) URL, not "${raw}"`);
  }
  return url.href;
}

// Comma-separated path prefixes such as /account,/service-pro/settings.
function readPathList(name: string, raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const paths = raw.split(',').map((part) => part.trim());
  for (const path of paths) {
    if (!/^\/[A-Za-z0-9._~/-]*$/.test(path)) {
      throw new ConfigError(`${name} must be comma-separated paths starting with /, not "${raw}"`);
    }
  }
  return paths;
}

function readRateLimits(env: NodeJS.ProcessEnv): RateLimitConfig {
  const parsed = parseRateLimitConfig(env);
  if (typeof parsed === 'string') throw new ConfigError(parsed);
  return parsed;
}

// A path of its own: not /graphql, not /pv, no query or fragment.
function readMobileLoginPath(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEFAULT_MOBILE_LOGIN_PATH;
  const dotSegment = raw.split('/').some((segment) => /^\.+$/.test(segment));
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(raw) || dotSegment || raw === GRAPHQL_PATH || raw === PAGE_VIEW_PATH) {
    throw new ConfigError(
      `MOBILE_LOGIN_PATH must be a path like /mobile/graphql, other than /graphql and /pv, not "${raw}"`,
    );
  }
  return raw;
}

function readOperations(env: NodeJS.ProcessEnv): OperationsConfig {
  const parsed = parseOperationsConfig(env);
  if (typeof parsed === 'string') throw new ConfigError(parsed);
  return parsed;
}

function readFeatureFlags(raw: string | undefined): FeatureFlagConfig {
  const parsed = parseFeatureFlags(raw);
  if (typeof parsed === 'string') throw new ConfigError(parsed);
  return parsed;
}

// PV_SINK unset: NDJSON files under PV_DIR; PV_SINK=nats://host:port: NATS JetStream.
function readPageViewSink(raw: string | undefined, dir: string | undefined): PageViewSinkConfig {
  if (raw === undefined || raw === '') return { kind: 'file', dir: dir || 'data/pageviews' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PV_SINK must be empty (files under PV_DIR) or a nats:// URL, not "${raw}"`);
  }
  if (url.protocol !== 'nats:' || !url.hostname) {
    throw new ConfigError(`PV_SINK must be empty (files under PV_DIR) or a nats://host:port URL, not "${raw}"`);
  }
  return { kind: 'nats', url };
}

function readPageViewQueueLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1000;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1_000_000) {
    throw new ConfigError(`PV_QUEUE_LIMIT must be a whole number from 1 to 1000000, not "${raw}"`);
  }
  return limit;
}
