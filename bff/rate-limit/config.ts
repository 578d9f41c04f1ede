// The BFF's rate limits as configured (issue 5 §7, decision 012): each a count per window, written
// `count/window` with the window in s, m or h (`10/1m`), and where the counters live.

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

const RULES = {
  loginPerClient: ['RATE_LIMIT_LOGIN', '10/1m'],
  loginPerIp: ['RATE_LIMIT_LOGIN_PER_IP', '30/1m'],
  codesPerClient: ['RATE_LIMIT_CODES', '5/10m'],
  codesPerIp: ['RATE_LIMIT_CODES_PER_IP', '20/10m'],
  pageViewsPerClient: ['RATE_LIMIT_PV', '120/1m'],
  pageViewsPerIp: ['RATE_LIMIT_PV_PER_IP', '240/1m'],
} as const;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;
const MAX_WINDOW_MS = 24 * 3_600_000;
const MAX_LIMIT = 1_000_000;
const RULE = /^(\d{1,7})\/(\d{1,5})(s|m|h)$/;

export function parseRateLimitRule(name: string, raw: string): RateLimitRule | string {
  const match = RULE.exec(raw.trim());
  const limit = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * UNIT_MS[(match?.[3] ?? 's') as keyof typeof UNIT_MS];
  if (!match || limit < 1 || limit > MAX_LIMIT || windowMs < 1_000 || windowMs > MAX_WINDOW_MS) {
    return `${name} must be count/window with a count from 1 to ${MAX_LIMIT} and a window from 1s to 24h (e.g. 10/1m), not "${raw}"`;
  }
  return { limit, windowMs };
}

function parseRedisUrl(raw: string | undefined): URL | null | string {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `REDIS_URL is not a URL: "${raw}"`;
  }
  if ((url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    return 'REDIS_URL must be a redis:// or rediss:// URL with a host';
  }
  return url;
}

// The configuration, or a message naming the variable that is wrong.
export function parseRateLimitConfig(env: NodeJS.ProcessEnv): RateLimitConfig | string {
  const redisUrl = parseRedisUrl(env.REDIS_URL);
  if (typeof redisUrl === 'string') return redisUrl;
  const keyPrefix = env.RATE_LIMIT_KEY_PREFIX || 'hearth:rate-limit:';
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(keyPrefix)) {
    return 'RATE_LIMIT_KEY_PREFIX may hold only letters, digits, ":", "_", "." and "-" (at most 64)';
  }
  const rules: Partial<Record<keyof typeof RULES, RateLimitRule>> = {};
  for (const [key, [name, fallback]] of Object.entries(RULES) as [
    keyof typeof RULES,
    (typeof RULES)[keyof typeof RULES],
  ][]) {
    const rule = parseRateLimitRule(name, env[name] || fallback);
    if (typeof rule === 'string') return rule;
    rules[key] = rule;
  }
  return { redisUrl, keyPrefix, ...(rules as Record<keyof typeof RULES, RateLimitRule>) };
}
