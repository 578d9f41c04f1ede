// The servers the GraphQL, SSR and page-view scenarios measure, each started as a child process on
// 127.0.0.1: the real upstream with the UK demo data (shared by the scenarios of one run), the BFF
// as it runs in production, and the helpers of scripts/bench (fixed-response upstream, pass-through
// proxy, stitched gateway). Also the two ways of signing in: the BFF's login (cookies) and the
// upstream's own (a bearer token).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readDistDir } from '../../bff/config.ts';
import { SERVER_NODE_FLAGS, type ServerName, serverBundle } from '../build-servers.ts';
import { cookieHeader, send } from './http.ts';
import { BRAND, DEMO_PASSWORD } from './operations.ts';
import { type Child, freePort, runChild, startChild } from './processes.ts';
import type { BenchContext } from './report.ts';

const root = new URL('../../', import.meta.url);

export interface SharedUpstream {
  // Starts the upstream the first time a scenario asks (seeding the demo data), then reuses it.
  start(context: BenchContext): Promise<Child>;
  stop(): Promise<void>;
}

async function logDir(context: BenchContext): Promise<string> {
  const dir = join(context.workDir, 'logs');
  await mkdir(dir, { recursive: true });
  return dir;
}

// The UK brand's demo data (scale 1: 200 pros, 2,500 jobs, the demo accounts) is seeded by
// `npm run seed`'s program into the given storage (a fresh PGlite directory or PostgreSQL
// database); the upstream then starts with APP_ENV=test, which adds only what is missing (the other
// brands' accounts and places). Seeding one brand takes seconds where the full first start of
// development seeds all nine.
export async function seedDemo(context: BenchContext, storage: Readonly<Record<string, string>>): Promise<void> {
  context.log(`seeding the ${BRAND.id} demo data`);
  await runChild({
    name: 'seed',
    script: new URL('scripts/seed.ts', root),
    args: ['--scale', '1', '--brands', BRAND.id],
    env: { ...storage, APP_ENV: 'development' },
    logDir: await logDir(context),
  });
}

async function startRealUpstream(context: BenchContext): Promise<Child> {
  const storage = {
    DATA_DIR: join(context.workDir, 'pglite'),
    UPLOADS_DIR: join(context.workDir, 'uploads'),
  };
  await seedDemo(context, storage);
  context.log('starting the upstream');
  return startUpstream(context, 'upstream', storage);
}

// An upstream as production runs it (its built JavaScript) on the given storage: DATA_DIR for
// PGlite, or DATABASE_URL (and UPSTREAM_PROCESSES) for PostgreSQL; its demo data seeded already.
export async function startUpstream(
  context: BenchContext,
  name: string,
  storage: Readonly<Record<string, string>>,
): Promise<Child> {
  return startChild({
    name,
    ...asInProduction('upstream'),
    // No DNS look-ups of email domains: the benchmark stays on 127.0.0.1, and the visitors who post
    // the job list's jobs (bench-jobs.ts) write from example.com, which publishes a null MX.
    env: {
      ...storage,
      APP_ENV: 'test',
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: '0',
      LOG_LEVEL: 'warn',
      EMAIL_DNS_CHECK: 'off',
      // What APP_ENV=test turns off, kept as production keeps it: the home figures for a minute in
      // the upstream, and visitors' public answers marked as keepable for a minute (decision 045).
      HOME_FIGURES_CACHE_SECONDS: '60',
      PUBLIC_ANSWER_MAX_AGE_SECONDS: '60',
    },
    logDir: await logDir(context),
    ready: { message: true },
    timeoutMs: 120_000,
  });
}

export function createSharedUpstream(): SharedUpstream {
  let started: Promise<Child> | null = null;
  return {
    start(context) {
      started ??= startRealUpstream(context);
      return started;
    },
    async stop() {
      const child = await started?.catch(() => null);
      started = null;
      await child?.stop();
    },
  };
}

// A server as production runs it: its built JavaScript (`npm run build`, scripts/build-servers.ts)
// with the servers' Node flags.
function asInProduction(name: ServerName): { script: URL; nodeFlags: readonly string[] } {
  return { script: serverBundle(readDistDir(), name), nodeFlags: SERVER_NODE_FLAGS[name] };
}

// The BFF as production runs it (APP_ENV=production: no introspection, no schema hints, secure
// cookies, every limit at its default), quiet logs (warn), the built client from dist/.
export async function startBff(
  context: BenchContext,
  name: string,
  upstreamUrl: string,
  env: Readonly<Record<string, string>> = {},
): Promise<Child> {
  const port = await freePort();
  return startChild({
    name,
    ...asInProduction('bff'),
    env: {
      APP_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      UPSTREAM_GRAPHQL_URL: upstreamUrl,
      LOG_LEVEL: 'warn',
      PV_DIR: join(context.workDir, `${name}-pageviews`),
      ...env,
    },
    logDir: await logDir(context),
    ready: { url: `http://127.0.0.1:${port}/healthz` },
  });
}

export type Helper = 'fixed-upstream' | 'pass-through' | 'stitched-gateway';

export async function startHelper(context: BenchContext, helper: Helper, upstreamUrl: string, name: string = helper) {
  return startChild({
    name,
    script: new URL(`${helper}.ts`, import.meta.url),
    env: { UPSTREAM_URL: upstreamUrl, PORT: '0' },
    logDir: await logDir(context),
    ready: { message: true },
  });
}

function postGraphql(url: string, body: unknown, headers: Record<string, string> = {}) {
  return send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function dataOf(text: string): Record<string, unknown> | undefined {
  try {
    return (JSON.parse(text) as { data?: Record<string, unknown> }).data;
  } catch {
    return undefined;
  }
}

const UPSTREAM_LOGIN = `mutation login($input: LoginInput!) {
  login(input: $input) { __typename ... on LoginSuccess { tokens { accessToken } } }
}`;

// The upstream's own login, as the baselines need it: the bearer token of the person.
export async function upstreamToken(upstreamUrl: string, email: string): Promise<string> {
  const answer = await postGraphql(upstreamUrl, {
    query: UPSTREAM_LOGIN,
    variables: { input: { username: email, password: DEMO_PASSWORD } },
  });
  const login = dataOf(answer.text)?.login as { tokens?: { accessToken?: unknown } } | undefined;
  const token = login?.tokens?.accessToken;
  if (typeof token !== 'string') throw new Error(`The upstream refused the login of ${email}: ${answer.text}`);
  return token;
}

const BFF_LOGIN = `mutation login($input: LoginInput!) {
  login(input: $input) { __typename ... on LoginSuccess { isAuthenticated } }
}`;

// The BFF's login, as the web client does it: the session comes back as cookies, returned here as
// the Cookie header a browser would send with later calls.
export async function bffCookies(origin: string, email: string): Promise<string> {
  const answer = await postGraphql(
    `${origin}/graphql`,
    { query: BFF_LOGIN, variables: { input: { username: email, password: DEMO_PASSWORD } } },
    { host: BRAND.hostname },
  );
  const login = dataOf(answer.text)?.login as { __typename?: string } | undefined;
  if (login?.__typename !== 'LoginSuccess') throw new Error(`The BFF refused the login of ${email}: ${answer.text}`);
  return cookieHeader(answer.setCookies);
}
