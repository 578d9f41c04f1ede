// The shared rate-limit store (REDIS_URL): every BFF instance counts in the same Redis, so a client
// cannot spread its attempts over instances. One Lua script per hit keeps the count and its expiry
// atomic. When Redis cannot answer, requests are let through (fail open) with a warning: the
// upstream keeps its own abuse limits, and an outage of a counter must not stop every login
// (decision 012).
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { outcomeOf, type RateLimitStore } from './store.ts';

// INCRBY then, for a key that has no expiry yet (it was just made), PEXPIRE: the window opens at
// the first hit. Answers the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return { count, ttl }
`;

// A login waits at most this long for a counter before it is let through.
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;

type ScriptedRedis = Redis & {
  rateLimitHit(key: string, cost: number, windowMs: number): Promise<[number, number]>;
};

export interface RedisStoreOptions {
  readonly url: URL;
  // Put before every key, so deployments (and test runs) sharing a Redis never share counters.
  readonly keyPrefix: string;
  readonly log: FastifyBaseLogger;
}

export async function createRedisStore({ url, keyPrefix, log }: RedisStoreOptions): Promise<RateLimitStore> {
  const client = new Redis(url.href, {
    keyPrefix,
    lazyConnect: true,
    // While disconnected a command fails at once instead of queueing: a login must not wait for a
    // reconnect to decide.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Reconnect for as long as the process runs, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  }) as ScriptedRedis;
  client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });

  // One warning when counting stops working and one line when it works again, not one per request.
  let reachable = true;
  const down = (error: unknown) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'rate-limit store unreachable: requests are let through until it answers again');
  };
  const up = () => {
    if (reachable) return;
    reachable = true;
    log.info('rate-limit store answers again');
  };
  client.on('error', down);
  client.on('ready', up);

  // The BFF starts whether or not Redis is there; it connects as soon as Redis answers.
  await client.connect().catch(down);

  return {
    async hit(key, limit, windowMs, cost = 1) {
      try {
        const [count, msLeft] = await client.rateLimitHit(key, cost, windowMs);
        up();
        return outcomeOf(Number(count), limit, Number(msLeft));
      } catch (error) {
        down(error);
        return { allowed: true, retryAfterMs: 0, remaining: limit };
      }
    },
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
