// Scenario `ssr`: server-side rendering through the BFF on the real upstream — the home page and a
// data-heavy directory page (the pros of one city) — at 50 connections. The baseline is a static
// asset from the same BFF process: it passes every request hook (brand, identity, security headers,
// load shedding, metrics) but neither renders nor asks the upstream, so a page's ratio against it
// says what rendering and its data cost on top of the BFF's cheapest answer.
import { readFile } from 'node:fs/promises';
import { PATHS } from '../../locales/paths.ts';
import { linkTo } from '../../shared/routes.ts';
import { kilobytes, megabytes, ms, rate, ratio, withRatios } from './format.ts';
import { bytesSent, cookieHeader, send } from './http.ts';
import { describeFailures, failures, type LoadResult, runLoad } from './load-run.ts';
import { BRAND, DIRECTORY_CITY } from './operations.ts';
import { type Child, readMemory } from './processes.ts';
import { BFF_MEMORY_NOTE, type Budget, type Scenario, type Table } from './report.ts';
import { type SharedUpstream, startBff } from './stack.ts';

const CONNECTIONS = 50;
const ROOT_DIV = '<div id="root">';
const BUDGET_MB = 250;
const IDLE_BUDGET_MB = 120;
// How long the BFF is left alone after it reports ready, before its idle memory is read: what is
// still settling from the start (the schema's and the render bundle's first compilation) is done.
const IDLE_SETTLE_S = 5;
// A page's HTML, compressed as a browser asks for it, fits in the first round trip of a new
// connection: an initial congestion window of ten packets of 1460 bytes (RFC 6928).
const HTML_BUDGET_BYTES = 14_600;

interface Page {
  readonly label: string;
  readonly path: string;
  readonly isPage: boolean;
}

interface Measured {
  readonly page: Page;
  readonly bytes: number;
  // The same answer with brotli asked for, as sent.
  readonly brotliBytes: number;
  readonly problem: string | null;
  readonly result: LoadResult | null;
}

async function iconPath(): Promise<string> {
  const manifest: unknown = JSON.parse(await readFile(new URL('../../dist/manifest.json', import.meta.url), 'utf8'));
  const icon = typeof manifest === 'object' && manifest !== null && 'icon' in manifest ? manifest.icon : null;
  if (typeof icon !== 'string') throw new Error('dist/manifest.json names no icon: run the build');
  return icon;
}

const DIRECTORY_PATH = linkTo('findAProLocation', PATHS[BRAND.locale], { location: DIRECTORY_CITY });

// The pages as production serves them: the visitors' public answers kept (decision 045).
async function pages(): Promise<Page[]> {
  return [
    { label: 'static asset (baseline)', path: await iconPath(), isPage: false },
    { label: 'home page', path: '/', isPage: true },
    { label: `directory: pros in ${DIRECTORY_CITY}`, path: DIRECTORY_PATH, isPage: true },
  ];
}

// The same pages from a BFF that keeps no rendered page (decision 080) but keeps the upstream's
// public answers: the cost of a render whose data is at hand.
const RENDERED_PAGES: readonly Page[] = [
  { label: 'home page, rendered each time', path: '/', isPage: true },
  { label: `directory: pros in ${DIRECTORY_CITY}, rendered each time`, path: DIRECTORY_PATH, isPage: true },
];

// The same pages from a BFF that keeps nothing: every page asks the upstream for all of its data.
const UNKEPT_PAGES: readonly Page[] = [
  { label: 'home page, nothing kept', path: '/', isPage: true },
  { label: `directory: pros in ${DIRECTORY_CITY}, nothing kept`, path: DIRECTORY_PATH, isPage: true },
];

function pageTable(measured: readonly Measured[]): Table {
  const baseline = measured.find((m) => !m.page.isPage)?.result;
  const against = (result: LoadResult, pick: (r: LoadResult) => number, figure: string) =>
    withRatios(figure, [baseline ? ratio(pick(result), pick(baseline)) : '–']);
  return {
    caption: `Pages at ${CONNECTIONS} connections (÷ static asset)`,
    columns: ['Page', 'Path', 'pages/s', 'p50 ms', 'p95 ms', 'p99 ms', 'Errors', 'KB', 'KB brotli', 'Peak RSS MB'],
    rows: measured.map(({ page, bytes, brotliBytes, problem, result }) =>
      result
        ? [
            page.label,
            page.path,
            against(result, (r) => r.requestsPerSecond, rate(result.requestsPerSecond)),
            against(result, (r) => r.p50, ms(result.p50)),
            against(result, (r) => r.p95, ms(result.p95)),
            against(result, (r) => r.p99, ms(result.p99)),
            describeFailures(result),
            kilobytes(bytes),
            kilobytes(brotliBytes),
            megabytes(result.memory?.peakBytes ?? null),
          ]
        : [
            page.label,
            page.path,
            '–',
            '–',
            '–',
            '–',
            `wrong answer: ${problem}`,
            kilobytes(bytes),
            kilobytes(brotliBytes),
            '–',
          ],
    ),
  };
}

// The production BFF's resident memory when it has started and no one has asked it anything yet,
// and again after its first page.
interface Idle {
  readonly idleBytes: number | null;
  readonly afterPageBytes: number | null;
}

const IDLE_NOTE =
  "Node's own pages are about 50 MB of it, shared with every Node process; the young generation 32 MB, which V8 grows to while the BFF starts and keeps while it is idle; an old generation of 55 MB with about 40 MB live (the stitched gateway schema, the render bundle with React and every page, Fastify and mercurius); the assets' buffers 6 MB (docs/scaling.md)";

function idleBudget(idle: Idle | null): Budget {
  const bytes = idle?.idleBytes ?? null;
  const met = bytes !== null && bytes <= IDLE_BUDGET_MB * 1024 * 1024;
  return {
    name: 'SSR: BFF idle RSS, started and not yet asked',
    target: `≤ ${IDLE_BUDGET_MB} MB`,
    measured:
      bytes === null
        ? '–'
        : `${megabytes(bytes)} MB (${megabytes(idle?.afterPageBytes ?? null)} MB after its first page)`,
    met,
    ...(met ? {} : { note: IDLE_NOTE }),
  };
}

function memoryBudget(measured: readonly Measured[]): Budget {
  const peak = Math.max(0, ...measured.map((m) => m.result?.memory?.peakBytes ?? 0));
  const met = peak > 0 && peak <= BUDGET_MB * 1024 * 1024;
  return {
    name: 'SSR: BFF peak RSS under load',
    target: `≤ ${BUDGET_MB} MB`,
    measured: `${megabytes(peak)} MB`,
    met,
    ...(met ? {} : { note: BFF_MEMORY_NOTE }),
  };
}

// Decision 080: a visitor's repeated page from the kept pages against the same page rendered for
// every request (its data kept), in the same run.
const KEPT_PAGE_FACTOR = 20;

function keptPageBudget(measured: readonly Measured[]): Budget {
  const rate = (label: string) => measured.find((m) => m.page.label === label)?.result?.requestsPerSecond ?? 0;
  const kept = rate('home page');
  const rendered = rate('home page, rendered each time');
  const asset = rate('static asset (baseline)');
  const factor = rendered > 0 ? kept / rendered : 0;
  const met = factor >= KEPT_PAGE_FACTOR;
  return {
    name: 'SSR: home page from the kept pages vs rendered each time',
    target: `≥ ${KEPT_PAGE_FACTOR}×`,
    measured: rendered > 0 ? `${factor.toFixed(1)}× (${kept.toFixed(0)} against ${rendered.toFixed(0)} pages/s)` : '–',
    met,
    // What is left of a kept page is what every answer costs: the static asset is its floor.
    ...(met || asset <= 0
      ? {}
      : {
          note: `a kept page answers at ${(kept / asset).toFixed(2)}× the static asset's rate: what is left is the per-request pipeline every answer passes (docs/scaling.md)`,
        }),
  };
}

function htmlBudget(measured: readonly Measured[]): Budget {
  const pages = measured.filter((m) => m.page.isPage);
  const largest = pages.reduce<Measured | undefined>(
    (max, m) => (!max || m.brotliBytes > max.brotliBytes ? m : max),
    undefined,
  );
  return {
    name: 'SSR: HTML of a page, brotli as sent',
    target: `≤ ${kilobytes(HTML_BUDGET_BYTES)} KB`,
    measured: largest ? `${kilobytes(largest.brotliBytes)} KB at most (${largest.page.label})` : '–',
    met: largest !== undefined && largest.brotliBytes > 0 && largest.brotliBytes <= HTML_BUDGET_BYTES,
    note: 'the first round trip of a new connection carries the whole page',
  };
}

export function createSsrScenario(upstream: SharedUpstream): Scenario {
  return async (context) => {
    const durationS = context.quick ? 2 : 5;
    const warmupS = 1;
    const real = await upstream.start(context);
    const measured: Measured[] = [];
    let idle: Idle | null = null;
    const idleSettleS = context.quick ? 1 : IDLE_SETTLE_S;
    const measure = async (bff: Child, list: readonly Page[], measureIdle: boolean) => {
      if (measureIdle) await new Promise((resolve) => setTimeout(resolve, idleSettleS * 1000));
      const idleBytes = readMemory(bff.pid)?.currentBytes ?? null;
      // A returning visitor: the id cookies of a first visit come with every later page load.
      const first = await send(`${bff.url}/`, { headers: { host: BRAND.hostname } });
      if (measureIdle) idle = { idleBytes, afterPageBytes: readMemory(bff.pid)?.currentBytes ?? null };
      const headers = { host: BRAND.hostname, accept: 'text/html', cookie: cookieHeader(first.setCookies) };
      for (const page of list) {
        const answer = await send(`${bff.url}${page.path}`, { headers });
        const right = answer.status === 200 && (!page.isPage || answer.text.includes(ROOT_DIV));
        const bytes = Buffer.byteLength(answer.text);
        const brotliBytes = await bytesSent(`${bff.url}${page.path}`, { ...headers, 'accept-encoding': 'br' });
        if (!right) {
          const problem = `${answer.status} ${answer.text.slice(0, 120)}`;
          context.log(`${page.label}: wrong answer, not measured: ${problem}`);
          measured.push({ page, bytes, brotliBytes, problem, result: null });
          continue;
        }
        const result = await runLoad({
          origin: bff.url,
          request: { method: 'GET', path: page.path, headers },
          connections: CONNECTIONS,
          warmupS,
          durationS,
          ...(page.isPage ? { verifyBody: (body: string) => body.includes(ROOT_DIV) } : {}),
          serverPid: bff.pid,
        });
        context.log(
          `${page.label}: ${result.requestsPerSecond.toFixed(0)} pages/s, p99 ${result.p99.toFixed(1)} ms, errors ${describeFailures(result)}`,
        );
        measured.push({ page, bytes, brotliBytes, problem: null, result });
      }
    };
    for (const [name, list, env] of [
      ['bff-ssr', await pages(), {}],
      ['bff-ssr-rendered', RENDERED_PAGES, { PAGE_CACHE_BYTES: '0' }],
      ['bff-ssr-unkept', UNKEPT_PAGES, { UPSTREAM_PUBLIC_ANSWER_BYTES: '0', PAGE_CACHE_BYTES: '0' }],
    ] as const) {
      const bff = await startBff(context, name, real.url, env);
      try {
        await measure(bff, list, name === 'bff-ssr');
      } finally {
        await bff.stop();
      }
    }
    const wrong = measured.filter((m) => !m.result || failures(m.result) > 0);
    return {
      id: 'ssr',
      title: 'Server-side rendering',
      description: [
        `GET of whole pages from the BFF (the same production settings as the GraphQL section) on the real upstream, on the UK brand's host, as a returning visitor (the id cookies of a first visit): autocannon, ${CONNECTIONS} connections, ${warmupS} s warm-up then ${durationS} s measured. A page counts as right when it answers 200 with the app's root element; anything else is an error. KB is the HTML as rendered; KB brotli the same page asked for with \`Accept-Encoding: br\`, as the BFF sends it (the load runs ask for no compression).`,
        "The upstream marks a visitor's reads of public data as keepable for a minute, as in production. The first rows are the pages as visitors get them: the BFF keeps a rendered public page as long as its data (decision 080) and answers the page's data from what it kept (decision 045). The rows marked 'rendered each time' come from a second BFF process that keeps no page (PAGE_CACHE_BYTES=0) but keeps the data: the cost of one render. The rows marked 'nothing kept' come from a third that keeps neither (UPSTREAM_PUBLIC_ANSWER_BYTES=0 too), so every page asks the upstream for all of its data: the price of a page whose data is not at hand.",
        `The idle memory is the first BFF's resident set (VmRSS) ${idleSettleS} s after it reported ready, before any request, and again after its first page (the home page of a first visit).`,
        "Baseline: a static asset (the icon) from the same BFF in the same run. It passes every request hook (brand, identity, security headers, load shedding, metrics) but neither renders nor asks the upstream, so a page's ratio to it is the price of rendering and of the page's data on top of the cheapest answer this BFF gives. (A GraphQL call as the baseline would mix in the upstream's own cost.)",
      ].join('\n\n'),
      tables: [pageTable(measured)],
      budgets: [keptPageBudget(measured), idleBudget(idle), memoryBudget(measured), htmlBudget(measured)],
      notes: wrong.map((m) =>
        m.result
          ? `${m.page.label}: ${describeFailures(m.result)} wrong answers during the run`
          : `${m.page.label}: ${m.problem}`,
      ),
    };
  };
}
