// `npm run lighthouse [-- --brands uk,nl,de] [--pages home,sign-in] [--out docs/lighthouse.md]`: Lighthouse (mobile
// emulation, default throttling) on every page kind — home, directory listing, pro profile, job
// form, sign-in, a home owner's page and a professional's page signed in — in several brands, on
// the product as `npm start` runs it, with Debian's Chromium. Writes the scores as a table (issue
// 17); not part of `npm test`. Every process it starts is stopped, also on Ctrl-C.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { PATHS } from '../locales/paths.ts';
import { BRANDS, type BrandId, isBrandId } from '../shared/brands.ts';
import { CSRF_HEADER } from '../shared/constants.ts';
import { linkTo } from '../shared/routes.ts';
import { DEMO_PASSWORD } from '../upstream/db/demo-people.ts';
import { freePort, killAllNow, runChild, startChild, stopAll } from './bench/processes.ts';
import { buildAll } from './build.ts';

const root = new URL('../', import.meta.url);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// A city with demo professionals in each brand's country.
const CITY: Partial<Record<BrandId, string>> = { uk: 'manchester', ie: 'dublin', nl: 'amsterdam', de: 'berlin' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGE_KEYS = ['home', 'directory', 'profile', 'job-form', 'sign-in', 'my-projects', 'new-jobs'];

interface PageKind {
  // What --pages names it by.
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly signIn?: string;
}

interface Result {
  readonly brand: BrandId;
  readonly page: string;
  readonly path: string;
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly bytes: number;
  // The audits that cost points in a category below 95, to say why.
  readonly losses: readonly string[];
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      brands: { type: 'string', default: 'uk,nl,de' },
      pages: { type: 'string' },
      out: { type: 'string', default: 'docs/lighthouse.md' },
    },
  });
  const pages = values.pages?.split(',').map((page) => page.trim());
  const unknownPages = pages?.filter((page) => !PAGE_KEYS.includes(page)) ?? [];
  if (unknownPages.length > 0) {
    console.error(`--pages takes ${PAGE_KEYS.join(', ')}, not ${unknownPages.join(', ')}`);
    process.exit(2);
  }
  const brands = (values.brands ?? '').split(',').map((brand) => brand.trim());
  const unknown = brands.filter((brand) => !isBrandId(brand) || !CITY[brand]);
  if (unknown.length > 0) {
    console.error(
      `--brands takes brands with demo cities (${Object.keys(CITY).join(', ')}), not ${unknown.join(', ')}`,
    );
    process.exit(2);
  }
  return { brands: brands as BrandId[], pages, out: values.out ?? 'docs/lighthouse.md' };
}

async function graphql(origin: string, body: unknown): Promise<{ data?: Record<string, unknown> }> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: Record<string, unknown> };
}

// Signs a demo account in on the brand's site inside the browser Lighthouse drives, as a person
// would: the session cookies land in its cookie jar (Lighthouse clears storage between runs, not
// cookies). Signing in again as someone else replaces them.
async function signInBrowser(chromePort: number, site: string, email: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`http://${site}/`);
    const outcome = await page.evaluate(
      async ({ email, password, header }) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [header]: '1' },
          body: JSON.stringify({
            query: 'mutation($input: LoginInput!) { login(input: $input) { __typename } }',
            variables: { input: { username: email, password } },
          }),
        });
        return ((await response.json()) as { data?: { login?: { __typename?: string } } }).data?.login?.__typename;
      },
      { email, password: DEMO_PASSWORD, header: CSRF_HEADER },
    );
    await page.close();
    if (outcome !== 'LoginSuccess') throw new Error(`${email} could not sign in on ${site}`);
  } finally {
    // Only the connection: the browser is Lighthouse's.
    await browser.close();
  }
}

// A professional of the brand's demo data with a public profile, found as a visitor would.
async function demoProSlug(origin: string, brand: BrandId): Promise<string> {
  const json = await graphql(origin, {
    query: `query($input: DirectorySearchInput!) { directorySearch(input: $input, first: 1) { edges { node { slug } } } }`,
    variables: { input: { brand, localitySlug: CITY[brand] } },
  });
  const slug = (json.data?.directorySearch as { edges?: { node: { slug: string } }[] } | undefined)?.edges?.[0]?.node
    .slug;
  if (!slug) throw new Error(`No demo professional found in ${CITY[brand]} (${brand})`);
  return slug;
}

async function pageKinds(origin: string, brand: BrandId): Promise<PageKind[]> {
  const words = PATHS[BRANDS[brand].locale];
  const jobForm = BRANDS[brand].jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';
  return [
    { key: 'home', name: 'home', path: '/' },
    {
      key: 'directory',
      name: 'directory listing',
      path: linkTo('findAProLocation', words, { location: CITY[brand] ?? '' }),
    },
    {
      key: 'profile',
      name: 'pro profile',
      path: linkTo('proProfile', words, { serviceProSlug: await demoProSlug(origin, brand) }),
    },
    { key: 'job-form', name: 'job form', path: linkTo(jobForm, words) },
    { key: 'sign-in', name: 'sign-in', path: linkTo('login', words) },
    {
      key: 'my-projects',
      name: 'home owner: my projects',
      path: linkTo('myProjects', words),
      signIn: `consumer.${brand}@example.com`,
    },
    {
      key: 'new-jobs',
      name: 'pro: new jobs',
      path: linkTo('newServiceRequests', words),
      signIn: `pro.${brand}@example.com`,
    },
  ];
}

async function startProduct(workDir: string): Promise<string> {
  const logDir = join(workDir, 'logs');
  await mkdir(logDir, { recursive: true });
  const storage = { DATA_DIR: join(workDir, 'pglite'), UPLOADS_DIR: join(workDir, 'uploads') };
  console.error('Building, seeding the demo data and starting the product…');
  await buildAll({ quiet: true });
  await runChild({
    name: 'seed',
    script: new URL('scripts/seed.ts', root),
    args: ['--scale', '1', '--brands', Object.keys(CITY).join(',')],
    env: { ...storage, APP_ENV: 'development' },
    logDir,
  });
  const upstream = await startChild({
    name: 'upstream',
    script: new URL('upstream/server.ts', root),
    // The seed wrote the brands measured; in test mode the upstream adds only what is missing (the
    // other brands' accounts and places) instead of seeding all nine brands' demo data.
    env: { ...storage, APP_ENV: 'test', UPSTREAM_HOST: '127.0.0.1', UPSTREAM_PORT: '0', LOG_LEVEL: 'warn' },
    logDir,
    ready: { message: true },
    timeoutMs: 300_000,
  });
  const port = await freePort();
  await startChild({
    name: 'bff',
    script: new URL('bff/server.ts', root),
    env: {
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      UPSTREAM_GRAPHQL_URL: upstream.url,
      LOG_LEVEL: 'warn',
    },
    logDir,
    ready: { url: `http://127.0.0.1:${port}/readyz` },
  });
  return `http://127.0.0.1:${port}`;
}

// Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP under load): such a run is
// made again, up to three times, before the page counts as failed.
async function audit(chromePort: number, url: string, attempt = 1): Promise<Measured> {
  try {
    return await auditOnce(chromePort, url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(`  again: ${(error as Error).message}`);
    return audit(chromePort, url, attempt + 1);
  }
}

type Measured = Omit<Result, 'brand' | 'page' | 'path'>;

async function auditOnce(chromePort: number, url: string): Promise<Measured> {
  const runner = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that sent the browser to sign in was not the page meant.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const losses = CATEGORIES.filter((id) => score(id) < 95).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  return {
    losses,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Result['scores'],
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
  };
}

function report(results: readonly Result[]): string {
  const mark = (score: number) => (score >= 95 ? `${score}` : `**${score}**`);
  const rows = results.map(
    (result) =>
      `| ${result.brand} | ${result.page} | \`${result.path}\` | ${CATEGORIES.map((id) => mark(result.scores[id])).join(' | ')} | ` +
      `${(result.lcpMs / 1000).toFixed(1)} s | ${Math.round(result.tbtMs)} ms | ${Math.round(result.bytes / 1024)} KiB |`,
  );
  const below = results.filter((result) => CATEGORIES.some((id) => result.scores[id] < 95)).length;
  return [
    '# Lighthouse',
    '',
    'Written by `npm run lighthouse` (scripts/lighthouse.ts): Lighthouse with its default mobile emulation',
    'and simulated throttling, in headless Chromium from Debian, against the product as `npm start` runs it',
    '(development settings, demo data) on this machine. The goal (issue 17) is at least 95 in all four',
    'categories on every page kind; scores below it are in bold.',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB. ${below} of ${results.length} pages below 95 somewhere.`,
    '',
    '| Brand | Page | Path | Performance | Accessibility | Best practices | SEO | LCP | TBT | Transferred |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

async function main() {
  const { brands, pages, out } = readOptions();
  const workDir = await mkdtemp(join(tmpdir(), 'hearth-lighthouse-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const stop = async () => {
    chrome?.kill();
    await stopAll();
    await rm(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    killAllNow();
    chrome?.kill();
    process.exit(130);
  });
  try {
    const origin = await startProduct(workDir);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    });
    const results: Result[] = [];
    for (const brand of brands) {
      const site = `${brand}.localhost:${new URL(origin).port}`;
      for (const page of (await pageKinds(origin, brand)).filter((kind) => !pages || pages.includes(kind.key))) {
        if (page.signIn) await signInBrowser(chrome.port, site, page.signIn);
        console.error(`${brand} ${page.name}: ${page.path}`);
        results.push({
          brand,
          page: page.name,
          path: page.path,
          ...(await audit(chrome.port, `http://${site}${page.path}`)),
        });
        for (const loss of results.at(-1)?.losses ?? []) console.error(`  ${loss}`);
      }
    }
    await writeFile(new URL(out, root), report(results));
    console.error(`Wrote ${out}`);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killAllNow();
  process.exit(1);
});
