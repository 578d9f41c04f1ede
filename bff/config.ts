// The BFF's configuration, read once from the environment and checked at start: a wrong value
// stops the process with a message naming the variable. The settings are declared in settings.ts,
// rate-limit/config.ts and operations-config.ts; this puts their values in the shape the app uses.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppEnv } from '../shared/app-env.ts';
import type { BrandId } from '../shared/brands.ts';
import { COMMON_SETTINGS, readSettings } from '../shared/settings.ts';
import type { FeatureFlagConfig } from './feature-flags.ts';
import { type OperationsConfig, readOperationsConfig } from './operations-config.ts';
import { type RateLimitConfig, readRateLimitConfig } from './rate-limit/config.ts';
import { BFF_SETTINGS } from './settings.ts';

// The one error a wrong setting raises, whichever process reads it.
export { ConfigError } from '../shared/settings.ts';

export interface BffConfig {
  readonly appEnv: AppEnv;
  readonly host: string;
  readonly port: number;
  readonly upstreamGraphqlUrl: URL;
  // One upstream call's time across all its attempts (UPSTREAM_DEADLINE_MS, default 10 s).
  readonly upstreamDeadlineMs: number;
  // Connections the upstream pool may open at once (UPSTREAM_CONNECTIONS, default 64).
  readonly upstreamConnections: number;
  // Bytes of the upstream's public answers kept for visitors (UPSTREAM_PUBLIC_ANSWER_BYTES, decision 045).
  readonly upstreamPublicAnswerBytes: number;
  // Bytes of rendered pages kept for visitors (PAGE_CACHE_BYTES, decision 080).
  readonly pageCacheBytes: number;
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
  // The public site key of the sign-up captcha (CAPTCHA_SITE_KEY); none: no captcha is shown.
  readonly captchaSiteKey: string | null;
}

export type PageViewSinkConfig =
  | { readonly kind: 'file'; readonly dir: string }
  | { readonly kind: 'nats'; readonly url: URL };

const BFF_WITH_COMMON_SETTINGS = { ...COMMON_SETTINGS, ...BFF_SETTINGS };

export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const values = readSettings(BFF_WITH_COMMON_SETTINGS, env);
  const appEnv = values.APP_ENV;
  const local = appEnv === 'development' || appEnv === 'test';
  return {
    appEnv,
    host: values.HOST,
    port: values.PORT,
    upstreamGraphqlUrl: values.UPSTREAM_GRAPHQL_URL,
    upstreamDeadlineMs: values.UPSTREAM_DEADLINE_MS,
    upstreamConnections: values.UPSTREAM_CONNECTIONS,
    upstreamPublicAnswerBytes: values.UPSTREAM_PUBLIC_ANSWER_BYTES,
    pageCacheBytes: values.PAGE_CACHE_BYTES,
    cookiePrefix: values.COOKIE_PREFIX,
    secureCookies: appEnv !== 'development',
    httpsOnly: appEnv === 'staging' || appEnv === 'production',
    defaultBrand: values.DEFAULT_BRAND,
    brandHostnames: values.BRAND_HOSTNAMES,
    allowLocalhostBrands: local,
    distDir: toDistDir(values.DIST_DIR),
    logLevel: values.LOG_LEVEL,
    graphqlGetEnabled: values.GRAPHQL_GET_ENABLED,
    upstreamContractCheck: values.UPSTREAM_CONTRACT_CHECK,
    graphqlFastPath: values.GRAPHQL_FAST_PATH,
    pageViewSink: values.PV_SINK ? { kind: 'nats', url: values.PV_SINK } : { kind: 'file', dir: values.PV_DIR },
    pageViewQueueLimit: values.PV_QUEUE_LIMIT,
    featureFlags: values.FEATURE_FLAGS,
    operations: readOperationsConfig(env),
    rateLimits: readRateLimitConfig(env),
    mobileLoginPath: values.MOBILE_LOGIN_PATH,
    clientSettings: {
      analyticsCollectorUrl: values.ANALYTICS_COLLECTOR_URL?.href ?? null,
      errorReportingDsn: values.ERROR_REPORTING_DSN?.href ?? null,
      consentScriptUrl: values.CONSENT_SCRIPT_URL?.href ?? null,
      consentExcludedPaths: values.CONSENT_EXCLUDED_PATHS,
      captchaSiteKey: values.CAPTCHA_SITE_KEY ?? null,
    },
  };
}

// Where `npm run build` writes the client and the render bundle, and the BFF serves them from:
// DIST_DIR (relative to the working directory), or dist/ in the project. A folder outside the
// project cannot resolve the render bundle's packages (react, …) from node_modules.
function toDistDir(dir: string | undefined): URL {
  if (!dir) return new URL('../dist/', import.meta.url);
  const url = pathToFileURL(resolve(dir));
  return new URL(url.href.endsWith('/') ? url.href : `${url.href}/`);
}

export function readDistDir(env: NodeJS.ProcessEnv = process.env): URL {
  return toDistDir(readSettings({ DIST_DIR: BFF_SETTINGS.DIST_DIR }, env).DIST_DIR);
}
