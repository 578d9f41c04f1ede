// The BFF's rate limits as configured (issue 5 §7, decision 012): each a count per window, written
// `count/window` with the window in s, m or h (`10/1m`), and where the counters live. Declared
// here; read at start by config.ts, and by `npm run reset-limits` to find the counters.
import { Invalid, matching, url } from '../../shared/setting-parsers.ts';
import { type Env, readSettings, setting } from '../../shared/settings.ts';

export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitConfig {
  // Unset: counters in each process's memory. Set: shared by every instance through Redis.
  readonly redisUrl: URL | null;
  readonly keyPrefix: string;
  // Attempts that check a password or a code (login, loginWithCode …), per client and per address.
  readonly loginPerClient: RateLimitRule;
  readonly loginPerIp: RateLimitRule;
  // Requests that send a one-time code (requestLoginCode …), per client and per address.
  readonly codesPerClient: RateLimitRule;
  readonly codesPerIp: RateLimitRule;
  // Page-view beacons per client, and per address (a client that rotates its id is still one address).
  readonly pageViewsPerClient: RateLimitRule;
  readonly pageViewsPerIp: RateLimitRule;
}

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;
const MAX_WINDOW_MS = 24 * 3_600_000;
const MAX_LIMIT = 1_000_000;
const RULE = /^(\d{1,7})\/(\d{1,5})(s|m|h)$/;

function rateLimitRule(text: string): RateLimitRule {
  const match = RULE.exec(text.trim());
  const limit = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * UNIT_MS[(match?.[3] ?? 's') as keyof typeof UNIT_MS];
  if (!match || limit < 1 || limit > MAX_LIMIT || windowMs < 1_000 || windowMs > MAX_WINDOW_MS) {
    throw new Invalid(
      `must be count/window with a count from 1 to ${MAX_LIMIT} and a window from 1s to 24h (e.g. 10/1m)`,
    );
  }
  return { limit, windowMs };
}

export const RATE_LIMIT_SETTINGS = {
  REDIS_URL: setting({
    doc: '`redis://` or `rediss://`: rate-limit counters shared by every BFF instance; while Redis is unreachable requests are let through (decision 012)',
    defaultDoc: "unset: counters in each process's memory",
    parse: url(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL with a host', { host: true }),
  }),
  RATE_LIMIT_KEY_PREFIX: setting({
    doc: 'prefix of the rate-limit keys in Redis',
    default: 'hearth:rate-limit:',
    parse: matching(/^[A-Za-z0-9:_.-]{1,64}$/, 'may hold only letters, digits, ":", "_", "." and "-" (at most 64)'),
  }),
  RATE_LIMIT_LOGIN: setting({
    doc: 'password and code checks (`login`, `loginWithCode`, …) per client (`client_id` cookie, else address), as `count/window` (a count up to 1000000, a window of 1s to 24h in s, m or h); past it 429 with `Retry-After` and `RATE_LIMIT`',
    default: '10/1m',
    parse: rateLimitRule,
  }),
  RATE_LIMIT_LOGIN_PER_IP: setting({
    doc: 'password and code checks per address, as `RATE_LIMIT_LOGIN` per client',
    default: '30/1m',
    parse: rateLimitRule,
  }),
  RATE_LIMIT_CODES: setting({
    doc: 'one-time codes asked for (`requestLoginCode`, `requestPasswordReset`, `requestSecondLayerCode`) per client',
    default: '5/10m',
    parse: rateLimitRule,
  }),
  RATE_LIMIT_CODES_PER_IP: setting({
    doc: 'one-time codes asked for per address, as `RATE_LIMIT_CODES` per client',
    default: '20/10m',
    parse: rateLimitRule,
  }),
  RATE_LIMIT_PV: setting({
    doc: '`POST /pv` beacons per client; past it or `RATE_LIMIT_PV_PER_IP`, 429 and nothing is written (decision 032)',
    default: '120/1m',
    parse: rateLimitRule,
  }),
  RATE_LIMIT_PV_PER_IP: setting({
    doc: '`POST /pv` beacons per address',
    default: '240/1m',
    parse: rateLimitRule,
  }),
};

export function readRateLimitConfig(env: Env): RateLimitConfig {
  const values = readSettings(RATE_LIMIT_SETTINGS, env);
  return {
    redisUrl: values.REDIS_URL ?? null,
    keyPrefix: values.RATE_LIMIT_KEY_PREFIX,
    loginPerClient: values.RATE_LIMIT_LOGIN,
    loginPerIp: values.RATE_LIMIT_LOGIN_PER_IP,
    codesPerClient: values.RATE_LIMIT_CODES,
    codesPerIp: values.RATE_LIMIT_CODES_PER_IP,
    pageViewsPerClient: values.RATE_LIMIT_PV,
    pageViewsPerIp: values.RATE_LIMIT_PV_PER_IP,
  };
}
