// The process-level settings of the BFF (issue 5 §7, §8; docs/decisions/013-operations.md): which
// proxies are trusted, the HTTP timeouts, the shutdown grace period, load shedding and access to
// /metrics. Declared here, read at start by config.ts; a wrong value stops the process with a
// message naming the variable.
import { isIP } from 'node:net';
import { commaList, Invalid, matching, wholeNumber } from '../shared/setting-parsers.ts';
import { type Env, readSettings, setting } from '../shared/settings.ts';

export interface LoadSheddingConfig {
  // Mean event-loop delay over one sample above which requests are shed; 0 turns the check off.
  readonly maxEventLoopDelayMs: number;
  // Share of one sample the event loop was busy (0–1) above which requests are shed; 0 turns it off.
  readonly maxEventLoopUtilization: number;
  readonly sampleIntervalMs: number;
}

export interface OperationsConfig {
  // Proxies whose X-Forwarded-For names the client: none (false), any (true), or these addresses,
  // CIDR ranges and proxy-addr names (loopback, linklocal, uniquelocal).
  readonly trustProxy: boolean | readonly string[];
  // The whole request (headers and body) must arrive within this (slow clients are cut off).
  readonly requestTimeoutMs: number;
  // A route must answer within this, or the client gets 503 (a backstop behind the upstream deadline).
  readonly handlerTimeoutMs: number;
  // An idle keep-alive connection is closed after this; longer than a load balancer's idle timeout.
  readonly keepAliveTimeoutMs: number;
  // After SIGTERM, in-flight requests may finish for this long before their connections are cut.
  readonly shutdownGraceMs: number;
  readonly loadShedding: LoadSheddingConfig;
  // /metrics is served only when set, and only to `Authorization: Bearer <token>`.
  readonly metricsToken: string | null;
}

const HOUR_MS = 3_600_000;
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function trustedProxy(entry: string): string {
  if (!PROXY_NAMES.has(entry) && !isAddressOrRange(entry)) {
    throw new Invalid(
      'must be false, true, or a comma list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    );
  }
  return entry;
}

// TRUST_PROXY=false | true | 10.0.0.0/8,192.168.1.7,loopback. Hop counts are refused: they trust
// whoever connects directly (Fastify 5 no longer accepts them for that reason).
function trustedProxies(text: string): boolean | readonly string[] {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    throw new Invalid("does not take a hop count (name the proxies' addresses or ranges, e.g. 10.0.0.0/8)");
  }
  return commaList(trustedProxy)(value);
}

function fraction(text: string): number {
  const value = Number(text);
  if (!/^(0|0?\.\d+)$/.test(text) || !(value >= 0 && value < 1)) {
    throw new Invalid('must be a fraction from 0 (off) to below 1');
  }
  return value;
}

export const OPERATIONS_SETTINGS = {
  TRUST_PROXY: setting({
    doc: 'proxies whose `X-Forwarded-For` names the client: `true` (every hop), or addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`, comma-separated; no hop counts (decision 013)',
    default: 'false',
    parse: trustedProxies,
  }),
  REQUEST_TIMEOUT_MS: setting({
    doc: 'the most a whole request (headers and body) may take to arrive, 1 ms to 1 h; a slower one gets 408 within a second of it (decision 032)',
    default: '30000',
    parse: wholeNumber(1, HOUR_MS),
  }),
  HANDLER_TIMEOUT_MS: setting({
    doc: 'a request not answered by then (1 ms to 1 h) gets 503 (a backstop behind `UPSTREAM_DEADLINE_MS`)',
    default: '30000',
    parse: wholeNumber(1, HOUR_MS),
  }),
  KEEP_ALIVE_TIMEOUT_MS: setting({
    doc: "an idle keep-alive connection is closed after this (1 ms to 1 h); keep it above the load balancer's idle timeout",
    default: '72000',
    parse: wholeNumber(1, HOUR_MS),
  }),
  SHUTDOWN_GRACE_MS: setting({
    doc: 'after SIGTERM or SIGINT (`npm start`, `npm run start:bff` and `node bff/server.ts` alike), requests in flight may finish for this long (up to 1 h); then their connections are cut and the process exits at most 5 s later',
    default: '20000',
    parse: wholeNumber(0, HOUR_MS),
  }),
  SHED_EVENT_LOOP_DELAY_MS: setting({
    doc: 'mean event-loop delay over one sample (up to 60000) above which requests get 503 with `Retry-After` (not `/healthz`, `/metrics`); `0` turns it off',
    default: '500',
    parse: wholeNumber(0, 60_000),
  }),
  SHED_EVENT_LOOP_UTILIZATION: setting({
    doc: 'event-loop utilisation (a fraction below 1) above which requests are shed; `0` turns it off',
    default: '0',
    parse: fraction,
  }),
  SHED_SAMPLE_INTERVAL_MS: setting({
    doc: 'how often the event loop is sampled for load shedding (20 to 60000)',
    default: '1000',
    parse: wholeNumber(20, 60_000),
  }),
  // Bearer tokens (RFC 6750 token68): long enough that guessing is hopeless.
  METRICS_TOKEN: setting({
    doc: 'bearer token (≥ 32 characters) that `GET /metrics` requires; the Prometheus metrics are served only when it is set',
    defaultDoc: 'unset: no `/metrics`',
    secret: true,
    parse: matching(/^[A-Za-z0-9._~+/-]{32,512}=*$/, 'must be at least 32 characters of letters, digits and "-._~+/"'),
  }),
};

export function readOperationsConfig(env: Env): OperationsConfig {
  const values = readSettings(OPERATIONS_SETTINGS, env);
  return {
    trustProxy: values.TRUST_PROXY,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    handlerTimeoutMs: values.HANDLER_TIMEOUT_MS,
    keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    loadShedding: {
      maxEventLoopDelayMs: values.SHED_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: values.SHED_EVENT_LOOP_UTILIZATION,
      sampleIntervalMs: values.SHED_SAMPLE_INTERVAL_MS,
    },
    metricsToken: values.METRICS_TOKEN ?? null,
  };
}
