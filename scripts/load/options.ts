// The options of `npm run load`: read from the command line with node:util parseArgs and checked
// one by one, so a mistake is answered with what is wrong and the usage text (exit code 2), never
// with a stack trace.
import { parseArgs } from 'node:util';

export const KINDS = ['pages', 'graphql', 'login', 'pv'] as const;

export type Kind = (typeof KINDS)[number];

export type Mix = Readonly<Record<Kind, number>>;

// Logins are limited per address — by the BFF (30 a minute, RATE_LIMIT_LOGIN_PER_IP) and, more
// tightly, by the upstream (60 a quarter of an hour) — and a load test runs from one address: 1 in
// 500 keeps even a long run at the default rate under both (2.4 a minute).
export const DEFAULT_MIX: Mix = { pages: 45, graphql: 40, login: 0.2, pv: 14.8 };
export const DEFAULT_PASSWORD = 'hearth-demo';

export interface Account {
  readonly email: string;
  readonly password: string;
}

export interface LoadOptions {
  // The site's origin; its host name picks the brand, as a browser's would.
  readonly url: URL;
  // Every origin the requests go to, each in turn: the site's replicas (url first). One unless
  // --url was given more than once.
  readonly replicas: readonly URL[];
  // Requests started per second, whatever became of the earlier ones (an open model).
  readonly rate: number;
  readonly durationMs: number;
  // Run at the same rate first, without counting, so caches and the JIT are warm.
  readonly warmupMs: number;
  readonly mix: Mix;
  // null: the brand's demo accounts; an empty list: no one signs in.
  readonly accounts: readonly Account[] | null;
  // Past this many unanswered requests, the next ones due are skipped (and counted).
  readonly maxInFlight: number;
  // A request not answered in full by then is abandoned as a network error.
  readonly timeoutMs: number;
  readonly json: boolean;
}

// One process cannot start more than this many requests a second, nor keep more connections busy.
const MAX_RATE = 100_000;
const MAX_IN_FLIGHT = 10_000;

export const DEFAULTS = {
  rate: 20,
  durationMs: 30_000,
  warmupMs: 0,
  maxInFlight: 100,
  timeoutMs: 30_000,
} as const;

export const USAGE = `Usage: npm run load -- --url <origin> [options]

Sends a realistic mix of requests to a running BFF and reports what happened.

  --url <origin>          the site, e.g. http://uk.localhost:3000 (required); the host name picks
                          the brand; <brand>.localhost is reached over loopback. Given more than
                          once (same host name, other ports), the site's replicas: each request
                          goes to the next in turn, with the same visitors and sessions
  --rate <n>              requests started per second, overall (default ${DEFAULTS.rate})
  --duration <time>       how long to measure: 30s, 2m, 1h, 500ms (default ${DEFAULTS.durationMs / 1000}s)
  --warmup <time>         run this long first without counting (default 0s)
  --mix <weights>         kinds and their weights (default ${mixText(DEFAULT_MIX)});
                          kinds: ${KINDS.join(', ')}; a kind left out is not sent
  --accounts <list>       who signs in: email[:password],… (password default ${DEFAULT_PASSWORD}), or
                          "none"; default the brand's demo accounts consumer.<brand>@example.com and
                          pro.<brand>@example.com
  --max-in-flight <n>     requests waiting for an answer at most; more are skipped (default ${DEFAULTS.maxInFlight})
  --timeout <time>        give up on a request after this long (default ${DEFAULTS.timeoutMs / 1000}s)
  --json                  print the report as JSON
  --help                  print this text

Logins are limited per address, by the BFF (30 a minute) and by the upstream (60 in 15 minutes):
past them they are reported as rate limited, and sign-ins from this address fail for a while.
Never point this at a site you have not been allowed to load-test.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export function mixText(mix: Mix): string {
  return KINDS.filter((kind) => mix[kind] > 0)
    .map((kind) => `${kind}=${mix[kind]}`)
    .join(',');
}

const TIME = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/;
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;
const MAX_TIME_MS = 24 * 3_600_000;

// `30s`, `2m`, `1h`, `500ms`; a bare number is seconds.
export function parseTime(raw: string): number | null {
  const match = TIME.exec(raw.trim());
  if (!match) return null;
  const ms = Number(match[1]) * UNIT_MS[(match[2] ?? 's') as keyof typeof UNIT_MS];
  return Number.isFinite(ms) && ms <= MAX_TIME_MS ? Math.round(ms) : null;
}

export function parseMix(raw: string): Mix | string {
  const mix: Record<Kind, number> = { pages: 0, graphql: 0, login: 0, pv: 0 };
  for (const part of raw.split(',')) {
    const [name = '', weight, ...rest] = part.split('=').map((text) => text.trim());
    if (!(KINDS as readonly string[]).includes(name)) {
      return `--mix: "${name}" is not a kind; the kinds are ${KINDS.join(', ')}`;
    }
    const value = Number(weight);
    if (weight === undefined || weight === '' || rest.length > 0 || !Number.isFinite(value) || value < 0) {
      return `--mix: the weight of ${name} must be a number of 0 or more, as in ${name}=10`;
    }
    mix[name as Kind] = value;
  }
  return KINDS.some((kind) => mix[kind] > 0) ? mix : '--mix: at least one kind needs a weight above 0';
}

export function parseAccounts(raw: string): Account[] | string {
  if (raw.trim() === 'none') return [];
  const accounts: Account[] = [];
  for (const entry of raw.split(',').map((text) => text.trim())) {
    const colon = entry.indexOf(':');
    const email = colon < 0 ? entry : entry.slice(0, colon);
    const password = colon < 0 ? DEFAULT_PASSWORD : entry.slice(colon + 1);
    if (!/^[^@\s]+@[^@\s]+$/.test(email) || password === '') {
      return `--accounts: "${email}" is not email[:password]`;
    }
    accounts.push({ email, password });
  }
  return accounts;
}

function parseOrigin(raw: string | undefined): URL | string {
  if (raw === undefined) return '--url is required, e.g. --url http://uk.localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `--url is not a URL: "${raw}"`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '--url must be http:// or https://';
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return `--url is the site's origin alone, e.g. ${url.protocol}//${url.host}`;
  }
  return url;
}

// Replicas of one site: the same scheme and host name (the brand, and where the cookies go), each
// origin once.
function replicaProblem(replicas: readonly URL[]): string | null {
  const [first] = replicas;
  if (!first) return null;
  const other = replicas.find((url) => url.protocol !== first.protocol || url.hostname !== first.hostname);
  if (other) {
    return `--url given more than once names replicas of one site, with the same scheme and host name as ${first.origin}, not ${other.origin}`;
  }
  const origins = replicas.map((url) => url.origin);
  const twice = origins.find((origin, index) => origins.indexOf(origin) !== index);
  return twice ? `--url ${twice} is given twice` : null;
}

function positive(
  name: string,
  raw: string | undefined,
  fallback: number,
  whole: boolean,
  max: number,
): number | string {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (
    raw.trim() === '' ||
    !Number.isFinite(value) ||
    value <= 0 ||
    value > max ||
    (whole && !Number.isInteger(value))
  ) {
    return `--${name} must be a ${whole ? 'whole number' : 'number'} above 0 and at most ${max}, not "${raw}"`;
  }
  return value;
}

function time(name: string, raw: string | undefined, fallback: number, allowZero: boolean): number | string {
  if (raw === undefined) return fallback;
  const ms = parseTime(raw);
  if (ms === null || (ms === 0 && !allowZero)) {
    return `--${name} must be a time such as 30s, 2m or 500ms${allowZero ? '' : ' (above 0)'}, not "${raw}"`;
  }
  return ms;
}

const SPEC = {
  url: { type: 'string', multiple: true },
  rate: { type: 'string' },
  duration: { type: 'string' },
  warmup: { type: 'string' },
  mix: { type: 'string' },
  accounts: { type: 'string' },
  'max-in-flight': { type: 'string' },
  timeout: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

function readValues(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], options: SPEC, allowPositionals: false, strict: true }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

// The options of a command line, or 'help'. Throws UsageError naming every mistake it found.
export function parseLoadArgs(args: readonly string[]): LoadOptions | 'help' {
  const values = readValues(args);
  if (values.help) return 'help';
  const urls = (values.url ?? [undefined]).map(parseOrigin);
  const replicas = urls.filter((url): url is URL => typeof url !== 'string');
  const url = urls.find((each) => typeof each === 'string') ?? replicaProblem(replicas) ?? (replicas[0] as URL);
  const rate = positive('rate', values.rate, DEFAULTS.rate, false, MAX_RATE);
  const durationMs = time('duration', values.duration, DEFAULTS.durationMs, false);
  const warmupMs = time('warmup', values.warmup, DEFAULTS.warmupMs, true);
  const mix = values.mix === undefined ? DEFAULT_MIX : parseMix(values.mix);
  const accounts = values.accounts === undefined ? null : parseAccounts(values.accounts);
  const maxInFlight = positive('max-in-flight', values['max-in-flight'], DEFAULTS.maxInFlight, true, MAX_IN_FLIGHT);
  const timeoutMs = time('timeout', values.timeout, DEFAULTS.timeoutMs, false);
  const problems = [url, rate, durationMs, warmupMs, mix, accounts, maxInFlight, timeoutMs].filter(
    (value): value is string => typeof value === 'string',
  );
  // The default mix merely drops its logins when no one may sign in; a mix asked for says so.
  const noAccounts = Array.isArray(accounts) && accounts.length === 0;
  if (values.mix !== undefined && typeof mix !== 'string' && mix.login > 0 && noAccounts) {
    problems.push('--mix has logins but --accounts is none: a login needs an account');
  }
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return {
    url: url as URL,
    replicas,
    rate: rate as number,
    durationMs: durationMs as number,
    warmupMs: warmupMs as number,
    mix: mix as Mix,
    accounts: accounts as Account[] | null,
    maxInFlight: maxInFlight as number,
    timeoutMs: timeoutMs as number,
    json: values.json ?? false,
  };
}
