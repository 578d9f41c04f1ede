// runLoad: the load test itself. Learns the site, signs the accounts in, then starts requests on a
// fixed schedule (an open model, as real visitors arrive whether or not the server kept up): a slow
// server shows as latency and as requests in flight, never as a lower offered rate. Past
// --max-in-flight, a request that is due is skipped and counted instead of queued.
import { setTimeout as sleep } from 'node:timers/promises';
import { demoAccounts, describeError, discoverSite, type Site, signIn } from './discovery.ts';
import { createSiteClient, type SiteClient } from './http.ts';
import { planTargets } from './mix.ts';
import { type Account, KINDS, type Kind, type LoadOptions } from './options.ts';
import { type LoadReport, toReport } from './report.ts';
import { createWeightedRotation } from './rotation.ts';
import { createTallies, type Tallies, type Tally } from './stats.ts';
import type { Target } from './targets.ts';
import { createUserPool, type UserPool, type VirtualUser, visitorCount } from './users.ts';

export interface Progress {
  readonly elapsedMs: number;
  readonly warmingUp: boolean;
  readonly sent: number;
  readonly completed: number;
  readonly inFlight: number;
  readonly skipped: number;
  readonly errors: number;
}

export interface Ready {
  readonly brand: string;
  readonly signedIn: readonly string[];
  // What was left out or is worth knowing before the figures arrive.
  readonly notes: readonly string[];
}

export interface RunHooks {
  // Stops starting requests; those in flight finish and the report covers what ran.
  readonly signal?: AbortSignal;
  // The site is learnt and the accounts signed in: the schedule starts now.
  readonly onReady?: (ready: Ready) => void;
  readonly onProgress?: (progress: Progress) => void;
  readonly progressEveryMs?: number;
}

// Logins the BFF allows from one address by default (RATE_LIMIT_LOGIN_PER_IP), and the upstream's
// own limit (upstream/domain/abuse/rate-limits.ts).
const BFF_LOGINS_PER_MINUTE = 30;
const UPSTREAM_LOGINS_PER_WINDOW = 60;
const UPSTREAM_LOGIN_WINDOW_SECONDS = 15 * 60;
// Lateness of the generator's own schedule worth a word in the report.
const NOTABLE_LAG_MS = 100;

// Picks the kind by the mix, then the target within the kind, each in a steady rotation.
function createPicker(targets: readonly Target[], mix: LoadOptions['mix']): () => Target {
  const withinKind = new Map<Kind, () => Target>();
  for (const kind of KINDS) {
    const ofKind = targets.filter((target) => target.kind === kind);
    if (ofKind.length > 0 && mix[kind] > 0) withinKind.set(kind, createWeightedRotation(ofKind));
  }
  const kinds = createWeightedRotation([...withinKind.keys()].map((kind) => ({ kind, weight: mix[kind] })));
  return () => (withinKind.get(kinds().kind) as () => Target)();
}

async function signInAll(
  client: SiteClient,
  site: Site,
  accounts: readonly Account[],
  notes: string[],
): Promise<{ users: VirtualUser[]; working: Account[] }> {
  const users: VirtualUser[] = [];
  const working: Account[] = [];
  for (const account of accounts) {
    const user = await signIn(client, site.brand, account);
    if (typeof user === 'string') notes.push(`Could not sign in: ${user}`);
    else {
      users.push(user);
      working.push(account);
    }
  }
  return { users, working };
}

// Said before the figures when the mix will pass a login limit for one address: the BFF's
// (RATE_LIMIT_LOGIN_PER_IP, a minute) or the upstream's (a quarter of an hour, in its database).
// The sign-ins at the start count too.
function loginNotes(options: LoadOptions, accounts: readonly Account[]): string[] {
  if (accounts.length === 0 || options.mix.login === 0) return [];
  const perSecond = (options.rate * options.mix.login) / KINDS.reduce((sum, kind) => sum + options.mix[kind], 0);
  const notes: string[] = [];
  const perMinute = Math.round(perSecond * 60 + accounts.length);
  if (perMinute > BFF_LOGINS_PER_MINUTE) {
    notes.push(
      `About ${perMinute} logins a minute from one address: past the BFF's default limit of ` +
        `${BFF_LOGINS_PER_MINUTE} (RATE_LIMIT_LOGIN_PER_IP), so some will be rate limited`,
    );
  }
  const runSeconds = Math.min((options.warmupMs + options.durationMs) / 1000, UPSTREAM_LOGIN_WINDOW_SECONDS);
  const inWindow = Math.round(perSecond * runSeconds + accounts.length);
  if (inWindow > UPSTREAM_LOGINS_PER_WINDOW) {
    notes.push(
      `About ${inWindow} logins in 15 minutes from one address: past the upstream's limit of ` +
        `${UPSTREAM_LOGINS_PER_WINDOW}, so the rest will be rate limited, and sign-ins from this address fail until its window ends`,
    );
  }
  return notes;
}

interface Prepared {
  readonly site: Site;
  readonly signedIn: readonly VirtualUser[];
  readonly users: UserPool;
  readonly targets: readonly Target[];
}

// Learns the site, signs the accounts in and plans the targets; what was left out becomes a note.
async function prepare(client: SiteClient, options: LoadOptions, notes: string[]): Promise<Prepared> {
  const site = await discoverSite(client, options.url, notes);
  const accounts = options.accounts ?? demoAccounts(site.brand);
  const { users: signedIn, working } = await signInAll(client, site, accounts, notes);
  const users = createUserPool(visitorCount(options.rate), signedIn);
  const plan = planTargets(site, users, options.mix, working);
  notes.push(...plan.notes, ...loginNotes(options, working));
  if (plan.targets.length === 0) throw new Error('Nothing of the mix can be sent to this site');
  return { site, signedIn, users, targets: plan.targets };
}

// Sends one request and counts what became of it, and which replica answered; resolves with the
// time it finished.
async function send(
  client: SiteClient,
  target: Target,
  user: VirtualUser,
  tally: Tally,
  answeredBy: Map<string, number>,
): Promise<number> {
  const label = `${target.kind} ${target.name}`;
  const started = performance.now();
  try {
    const answer = await client.send(target.build(user), user.jar);
    answeredBy.set(answer.origin, (answeredBy.get(answer.origin) ?? 0) + 1);
    const verdict = target.judge(answer);
    const latency = performance.now() - started;
    const message = verdict.message && `${label}: ${verdict.message}`;
    tally.answered(answer.status, verdict.outcome, latency, answer.bytes, message);
  } catch (error) {
    tally.failed(`${label}: ${describeError(error)}`);
  }
  return performance.now();
}

interface Driven {
  readonly startedAt: Date;
  readonly warm: Tallies;
  readonly measured: Tallies;
  // Measured answers by the replica that gave them.
  readonly answeredBy: ReadonlyMap<string, number>;
  readonly elapsedMs: number;
  readonly maxLagMs: number;
  readonly stoppedEarly: boolean;
}

// The schedule: the n-th request is due n / rate seconds in (computed afresh, so no rounding adds
// up), sent as soon as it is due unless too many are in flight, whatever became of the earlier ones.
async function drive(client: SiteClient, options: LoadOptions, hooks: RunHooks, prepared: Prepared): Promise<Driven> {
  const pick = createPicker(prepared.targets, options.mix);
  const warm = createTallies();
  const measured = createTallies();
  const answeredBy = new Map<string, number>();
  const ignored = new Map<string, number>();
  const inFlight = new Set<Promise<number>>();
  const startedAt = new Date();
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const endsAt = measureFrom + options.durationMs;
  const dueOf = (n: number) => start + (n * 1000) / options.rate;
  let lastAnswerAt = measureFrom;
  let maxLagMs = 0;

  const dispatch = (due: number) => {
    const target = pick();
    const tallies = due < measureFrom ? warm : measured;
    const tally = tallies.forTarget(target.kind, target.name);
    if (inFlight.size >= options.maxInFlight) return tally.skipped();
    if (tallies === measured) maxLagMs = Math.max(maxLagMs, performance.now() - due);
    tally.sent();
    const byOrigin = tallies === measured ? answeredBy : ignored;
    const user = prepared.users.pick(target.audience);
    const request = send(client, target, user, tally, byOrigin).then((finishedAt) => {
      if (tallies === measured) lastAnswerAt = Math.max(lastAnswerAt, finishedAt);
      inFlight.delete(request);
      return finishedAt;
    });
    inFlight.add(request);
  };

  const ticker = hooks.onProgress
    ? setInterval(() => {
        const now = performance.now();
        hooks.onProgress?.(
          progressOf(now < measureFrom ? warm : measured, now - start, now < measureFrom, inFlight.size),
        );
      }, hooks.progressEveryMs ?? 10_000)
    : undefined;
  let next = 0;
  let stoppedAt = endsAt;
  try {
    while (dueOf(next) < endsAt) {
      if (hooks.signal?.aborted) {
        stoppedAt = performance.now();
        break;
      }
      const now = performance.now();
      for (; dueOf(next) <= now && dueOf(next) < endsAt; next += 1) dispatch(dueOf(next));
      const wait = Math.max(1, dueOf(next) - performance.now());
      if (dueOf(next) < endsAt) await sleep(wait, undefined, { signal: hooks.signal }).catch(() => undefined);
    }
    await Promise.all(inFlight);
  } finally {
    clearInterval(ticker);
  }
  const stoppedEarly = stoppedAt < endsAt;
  const elapsedMs = Math.max(0, Math.max(lastAnswerAt, stoppedAt) - measureFrom);
  return { startedAt, warm, measured, answeredBy, elapsedMs, maxLagMs, stoppedEarly };
}

function progressOf(tallies: Tallies, elapsedMs: number, warmingUp: boolean, inFlight: number): Progress {
  const summary = tallies.overall.summary(0);
  return {
    elapsedMs,
    warmingUp,
    sent: summary.sent,
    completed: summary.completed,
    inFlight,
    skipped: summary.skipped,
    errors: summary.errors.total,
  };
}

export async function runLoad(options: LoadOptions, hooks: RunHooks = {}): Promise<LoadReport> {
  const notes: string[] = [];
  const client = createSiteClient(options.replicas, { connections: options.maxInFlight, timeoutMs: options.timeoutMs });
  try {
    const prepared = await prepare(client, options, notes);
    hooks.onReady?.({
      brand: prepared.site.brand.id,
      signedIn: prepared.signedIn.map((user) => `${user.email} (${user.type ?? 'unknown'})`),
      notes: [...notes],
    });
    const driven = await drive(client, options, hooks, prepared);
    if (driven.maxLagMs > NOTABLE_LAG_MS) {
      notes.push(
        `The generator started some requests up to ${Math.round(driven.maxLagMs)} ms late (this machine, or the ` +
          'generator itself, was busy): at times it offered less than the rate asked',
      );
    }
    return toReport({ options, site: prepared.site, signedIn: prepared.signedIn, notes, ...driven });
  } finally {
    await client.close();
  }
}
