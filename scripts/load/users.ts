// The virtual users of a load test: visitors (returning browsers, each with its own identity
// cookies) and the signed-in accounts, each a browser holding one session. The BFF counts beacons
// and logins per client_id cookie, so every user needs its own, as real browsers have.
import { randomBytes } from 'node:crypto';
import { CLIENT_ID_COOKIES, SESSION_ID_COOKIES } from '../../shared/request-identity.ts';
import type { UserType } from '../../web/generated/graphql.ts';
import { type CookieJar, createCookieJar } from './cookie-jar.ts';
import { createRoundRobin } from './rotation.ts';

export interface VirtualUser {
  readonly jar: CookieJar;
  // Who is signed in, or null for a visitor.
  readonly email: string | null;
  readonly type: UserType | null;
}

// Who a request is sent as.
export type Audience = 'visitor' | 'consumer' | 'pro' | 'signedIn' | 'anyone' | 'newVisitor';

// A browser that has been here before: the ids the BFF made on its first visit (both spellings of
// each, as the BFF sets them).
export function returningBrowserJar(): CookieJar {
  const clientId = randomBytes(16).toString('hex');
  const sessionId = randomBytes(16).toString('hex');
  return createCookieJar(
    Object.fromEntries([
      ...CLIENT_ID_COOKIES.map((name) => [name, clientId]),
      ...SESSION_ID_COOKIES.map((name) => [name, sessionId]),
    ]),
  );
}

// About one request a second from each visitor, never fewer than 10 visitors: far below the BFF's
// per-client beacon limit (120 a minute), and roughly how often a person browsing clicks.
export function visitorCount(rate: number): number {
  return Math.max(10, Math.ceil(rate));
}

export interface UserPool {
  // A new visitor is someone arriving to sign in: a fresh browser each time.
  pick(audience: Audience): VirtualUser;
  has(audience: Audience): boolean;
}

function belongs(user: VirtualUser, audience: Exclude<Audience, 'newVisitor'>): boolean {
  switch (audience) {
    case 'anyone':
      return true;
    case 'visitor':
      return user.email === null;
    case 'signedIn':
      return user.email !== null;
    case 'consumer':
      return user.type === 'CONSUMER';
    case 'pro':
      return user.type === 'SERVICE_PRO';
  }
}

export function createUserPool(visitors: number, signedIn: readonly VirtualUser[]): UserPool {
  const everyone: VirtualUser[] = [
    ...Array.from({ length: visitors }, () => ({ jar: returningBrowserJar(), email: null, type: null })),
    ...signedIn,
  ];
  const rotations = new Map<Audience, () => VirtualUser>();
  for (const audience of ['anyone', 'visitor', 'signedIn', 'consumer', 'pro'] as const) {
    const members = everyone.filter((user) => belongs(user, audience));
    if (members.length > 0) rotations.set(audience, createRoundRobin(members));
  }
  return {
    has: (audience) => audience === 'newVisitor' || rotations.has(audience),
    pick(audience) {
      if (audience === 'newVisitor') return { jar: returningBrowserJar(), email: null, type: null };
      const next = rotations.get(audience);
      if (!next) throw new Error(`No virtual user is ${audience}: the plan should have left such requests out`);
      return next();
    },
  };
}
