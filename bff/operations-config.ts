// The process-level settings of the BFF (issue 5 §7, §8; docs/decisions/013-operations.md): which
// proxies are trusted, the HTTP timeouts, the shutdown grace period, load shedding and access to
// /metrics. Read from the environment by config.ts; a wrong value comes back as a message naming
// the variable, so the process refuses to start.
import { isIP } from 'node:net';

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

class Invalid extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Invalid(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// TRUST_PROXY=false | true | 10.0.0.0/8,192.168.1.7,loopback. Hop counts are refused: they trust
// whoever connects directly (Fastify 5 no longer accepts them for that reason).
function readTrustProxy(raw: string | undefined): boolean | readonly string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    throw new Invalid(
      `TRUST_PROXY does not take a hop count ("${value}"): name the proxies' addresses or ranges, e.g. 10.0.0.0/8`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!PROXY_NAMES.has(entry) && !isAddressOrRange(entry)) {
      throw new Invalid(
        `TRUST_PROXY must be false, true, or a comma list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal; "${entry}" is none of these`,
      );
    }
  }
  return entries;
}

function readUtilization(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!/^(0|0?\.\d+)$/.test(raw) || !(value >= 0 && value < 1)) {
    throw new Invalid(`SHED_EVENT_LOOP_UTILIZATION must be a fraction from 0 (off) to below 1, not "${raw}"`);
  }
  return value;
}

// Bearer tokens (RFC 6750 token68): long enough that guessing is hopeless.
function readMetricsToken(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!/^[A-Za-z0-9._~+/-]{32,512}=*$/.test(raw)) {
    throw new Invalid('METRICS_TOKEN must be at least 32 characters of letters, digits and "-._~+/"');
  }
  return raw;
}

export function parseOperationsConfig(env: NodeJS.ProcessEnv): OperationsConfig | string {
  try {
    return {
      trustProxy: readTrustProxy(env.TRUST_PROXY),
      requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, 1, HOUR_MS),
      handlerTimeoutMs: integer('HANDLER_TIMEOUT_MS', env.HANDLER_TIMEOUT_MS, 30_000, 1, HOUR_MS),
      keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 72_000, 1, HOUR_MS),
      shutdownGraceMs: integer('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 20_000, 0, HOUR_MS),
      loadShedding: {
        maxEventLoopDelayMs: integer('SHED_EVENT_LOOP_DELAY_MS', env.SHED_EVENT_LOOP_DELAY_MS, 500, 0, 60_000),
        maxEventLoopUtilization: readUtilization(env.SHED_EVENT_LOOP_UTILIZATION),
        sampleIntervalMs: integer('SHED_SAMPLE_INTERVAL_MS', env.SHED_SAMPLE_INTERVAL_MS, 1_000, 20, 60_000),
      },
      metricsToken: readMetricsToken(env.METRICS_TOKEN),
    };
  } catch (error) {
    if (error instanceof Invalid) return error.message;
    throw error;
  }
}
