// The BFF's limits per client (issue 5 §7, decision 012): login attempts, one-time-code requests and
// page-view beacons. A client is its `client_id` cookie when that is well formed, else its address.
// Every kind is also counted per address, so a client that drops or rotates its cookie does not
// start again from zero (issue 15 §6: beacons with a fresh id each filled the disk).
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { CLIENT_ID_COOKIES, isIdentifier } from '../../shared/request-identity.ts';
import type { RateLimitConfig, RateLimitRule } from './config.ts';
import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { RateLimitOutcome, RateLimitStore } from './store.ts';

export type RateLimitKind = 'login' | 'codes' | 'pageViews';

export interface ClientLimits {
  // Counts `cost` hits for the request's client; refused when any of the kind's limits is passed.
  hit(kind: RateLimitKind, request: FastifyRequest, cost?: number): Promise<RateLimitOutcome>;
  close(): Promise<void>;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...zeros, ...right];
}

// One key per address; for IPv6 per /64, the block one subscriber usually holds, so walking through
// its addresses is not a way around the limit.
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = expandIPv6(ip.split('%')[0] ?? ip).slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

// The cookie only: an id the BFF has just made for a cookie-less request is new every time, and a
// header is whatever the caller wants it to be.
export function clientKeyOf(request: FastifyRequest): string {
  for (const name of CLIENT_ID_COOKIES) {
    const value = request.cookies?.[name];
    if (isIdentifier(value)) return `id:${value}`;
  }
  return `ip:${addressKey(request.ip)}`;
}

function refusalOf(outcomes: readonly RateLimitOutcome[]): RateLimitOutcome {
  const refused = outcomes.filter((outcome) => !outcome.allowed);
  if (refused.length === 0)
    return outcomes.reduce((least, outcome) => (outcome.remaining < least.remaining ? outcome : least));
  return refused.reduce((longest, outcome) => (outcome.retryAfterMs > longest.retryAfterMs ? outcome : longest));
}

export async function createClientLimits(config: RateLimitConfig, log: FastifyBaseLogger): Promise<ClientLimits> {
  // In memory, beacons count in a store of their own: a flood of beacons with made-up client ids
  // can then never push login counters out of a full store.
  const auth: RateLimitStore = config.redisUrl
    ? await createRedisStore({ url: config.redisUrl, keyPrefix: config.keyPrefix, log })
    : createMemoryStore();
  const pageViews: RateLimitStore = config.redisUrl ? auth : createMemoryStore();

  const rules: Record<RateLimitKind, { store: RateLimitStore; client: RateLimitRule; ip?: RateLimitRule }> = {
    login: { store: auth, client: config.loginPerClient, ip: config.loginPerIp },
    codes: { store: auth, client: config.codesPerClient, ip: config.codesPerIp },
    pageViews: { store: pageViews, client: config.pageViewsPerClient, ip: config.pageViewsPerIp },
  };

  return {
    async hit(kind, request, cost = 1) {
      const { store, client, ip } = rules[kind];
      const hits = [store.hit(`${kind}:client:${clientKeyOf(request)}`, client.limit, client.windowMs, cost)];
      if (ip) hits.push(store.hit(`${kind}:ip:${addressKey(request.ip)}`, ip.limit, ip.windowMs, cost));
      return refusalOf(await Promise.all(hits));
    },
    async close() {
      await auth.close();
      if (pageViews !== auth) await pageViews.close();
    },
  };
}
