// Scenario `postgres`: the stack as a busy site runs it. The same demo data (the UK brand, scale 1)
// in the embedded PGlite and in a database of its own on the PostgreSQL server
// (BENCH_DATABASE_URL, default the machine's at 127.0.0.1:5432); the upstream on PGlite (one
// process, the default), on PostgreSQL as one process, and on PostgreSQL as several processes on
// one port (UPSTREAM_PROCESSES, one per core). Each gets a BFF of its own that keeps nothing
// (no kept pages, no kept public answers), so every request reaches the upstream and its database:
// the directory and job-list pages and three GraphQL reads, measured at 50 connections, reported
// against PGlite and against one process on PostgreSQL.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PATHS } from '../../locales/paths.ts';
import { linkTo } from '../../shared/routes.ts';
import { namedCpuMs, treeCpuMs } from './cpu.ts';
import { ms, rate, ratio, withRatios } from './format.ts';
import { cookieHeader, send } from './http.ts';
import { describeFailures, failures, type LoadResult, runLoad } from './load-run.ts';
import { BRAND, DEMO_PRO, DIRECTORY_CITY, isGraphqlData, OPERATIONS } from './operations.ts';
import { createBenchDatabase } from './postgres.ts';
import type { Child } from './processes.ts';
import type { Budget, Scenario, Table } from './report.ts';
import { bffCookies, type SharedUpstream, seedDemo, startBff, startUpstream } from './stack.ts';

const CONNECTIONS = 50;
const ROOT_DIV = '<div id="root">';
// Every request reaches the upstream: nothing is kept in the BFF.
const KEEP_NOTHING = { PAGE_CACHE_BYTES: '0', UPSTREAM_PUBLIC_ANSWER_BYTES: '0' } as const;

interface Probe {
  readonly label: string;
  readonly signedIn: boolean;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly verify: (body: string) => boolean;
}

function operationBody(id: string): string {
  const operation = OPERATIONS.find((candidate) => candidate.id === id);
  if (!operation) throw new Error(`No bench operation ${id}`);
  return operation.body;
}

const isPage = (body: string) => body.includes(ROOT_DIV);

const PROBES: readonly Probe[] = [
  {
    label: `directory page: pros in ${DIRECTORY_CITY}`,
    signedIn: false,
    method: 'GET',
    path: linkTo('findAProLocation', PATHS[BRAND.locale], { location: DIRECTORY_CITY }),
    verify: isPage,
  },
  {
    label: "job-list page (the demo pro's new jobs)",
    signedIn: true,
    method: 'GET',
    path: linkTo('newServiceRequests', PATHS[BRAND.locale], {}),
    verify: isPage,
  },
  {
    label: 'GraphQL: directory read',
    signedIn: false,
    method: 'POST',
    path: '/graphql',
    body: operationBody('directory'),
    verify: isGraphqlData,
  },
  {
    label: "GraphQL: pro's job list",
    signedIn: true,
    method: 'POST',
    path: '/graphql',
    body: operationBody('jobList'),
    verify: isGraphqlData,
  },
  {
    label: 'GraphQL: current user',
    signedIn: true,
    method: 'POST',
    path: '/graphql',
    body: operationBody('currentUser'),
    verify: isGraphqlData,
  },
];

// CPU milliseconds per answered request, by part of the stack.
interface CpuPerRequest {
  readonly bff: number;
  readonly upstream: number;
  readonly database: number;
}

interface Variant {
  readonly label: string;
  readonly result: ReadonlyMap<string, LoadResult | string>;
  readonly cpu: ReadonlyMap<string, CpuPerRequest>;
}

// A visitor after their first page (the id cookies), and the demo pro signed in through the BFF.
async function sessions(bff: Child) {
  const first = await send(`${bff.url}/`, { headers: { host: BRAND.hostname } });
  const visitor = cookieHeader(first.setCookies);
  const pro = await bffCookies(bff.url, DEMO_PRO);
  return (probe: Probe): Record<string, string> => ({
    host: BRAND.hostname,
    cookie: probe.signedIn ? pro : visitor,
    ...(probe.method === 'POST' ? { 'content-type': 'application/json' } : { accept: 'text/html' }),
  });
}

async function measureVariant(
  context: Parameters<Scenario>[0],
  label: string,
  upstream: Child,
  durationS: number,
): Promise<Variant> {
  const bff = await startBff(context, `bff-${label.replace(/\W+/g, '-')}`, upstream.url, KEEP_NOTHING);
  const results = new Map<string, LoadResult | string>();
  const cpu = new Map<string, CpuPerRequest>();
  // The BFF, the upstream with the processes it started, and the PostgreSQL server's processes.
  const readCpu = () => ({
    bff: treeCpuMs(bff.pid),
    upstream: treeCpuMs(upstream.pid),
    database: namedCpuMs('postgres'),
  });
  try {
    const headersOf = await sessions(bff);
    for (const probe of PROBES) {
      const headers = headersOf(probe);
      const sample = await send(`${bff.url}${probe.path}`, {
        method: probe.method,
        headers,
        ...(probe.body === undefined ? {} : { body: probe.body }),
      });
      if (sample.status !== 200 || !probe.verify(sample.text)) {
        const problem = `${sample.status} ${sample.text.slice(0, 160)}`;
        context.log(`${label} · ${probe.label}: wrong answer, not measured: ${problem}`);
        results.set(probe.label, problem);
        continue;
      }
      let before = readCpu();
      const result = await runLoad({
        origin: bff.url,
        request: {
          method: probe.method,
          path: probe.path,
          headers,
          ...(probe.body === undefined ? {} : { body: probe.body }),
        },
        connections: CONNECTIONS,
        warmupS: 1,
        durationS,
        verifyBody: probe.verify,
        beforeMeasure: () => {
          before = readCpu();
        },
      });
      const after = readCpu();
      const answered = Math.max(1, result.responses);
      cpu.set(probe.label, {
        bff: (after.bff - before.bff) / answered,
        upstream: (after.upstream - before.upstream) / answered,
        database: (after.database - before.database) / answered,
      });
      context.log(
        `${label} · ${probe.label}: ${result.requestsPerSecond.toFixed(0)}/s, p99 ${result.p99.toFixed(1)} ms, errors ${describeFailures(result)}`,
      );
      results.set(probe.label, result);
    }
  } finally {
    await bff.stop();
  }
  return { label, result: results, cpu };
}

// The rate and p99, then the ratios against the variants before it (PGlite, then one process).
function cell(variant: Variant, probe: Probe, baselines: readonly Variant[]): string {
  const result = variant.result.get(probe.label);
  if (result === undefined) return '–';
  if (typeof result === 'string') return `wrong answer: ${result.slice(0, 60)}`;
  const ratios = baselines.map((baseline) => {
    const other = baseline.result.get(probe.label);
    return typeof other === 'object' ? ratio(result.requestsPerSecond, other.requestsPerSecond) : '–';
  });
  return withRatios(`${rate(result.requestsPerSecond)} · p99 ${ms(result.p99)}`, ratios);
}

function table(variants: readonly Variant[]): Table {
  return {
    caption: `Requests per second through a BFF that keeps nothing, ${CONNECTIONS} connections (÷ PGlite · ÷ PostgreSQL, one process)`,
    columns: ['Request', ...variants.map((variant) => variant.label)],
    rows: PROBES.map((probe) => [
      probe.label,
      ...variants.map((variant, index) => cell(variant, probe, variants.slice(0, index))),
    ]),
  };
}

function cpuTable(variants: readonly Variant[]): Table {
  const figure = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
  return {
    caption:
      'CPU per answered request in ms, from /proc across the measured run: BFF · upstream (every process) · PostgreSQL server',
    columns: ['Request', ...variants.map((variant) => variant.label)],
    rows: PROBES.map((probe) => [
      probe.label,
      ...variants.map((variant) => {
        const used = variant.cpu.get(probe.label);
        return used ? [used.bff, used.upstream, used.database].map(figure).join(' · ') : '–';
      }),
    ]),
  };
}

function rightAnswersBudget(variants: readonly Variant[]): Budget {
  const wrong = variants.flatMap((variant) =>
    [...variant.result.entries()]
      .map(([label, result]) => {
        const count = typeof result === 'string' ? 1 : failures(result);
        return count > 0 ? `${variant.label} · ${label}: ${typeof result === 'string' ? 'wrong' : count}` : null;
      })
      .filter((line): line is string => line !== null),
  );
  return {
    name: 'PostgreSQL: every request of the stack answered right under load',
    target: '0 wrong',
    measured: wrong.length === 0 ? '0 wrong' : wrong.join('; '),
    met: wrong.length === 0 && variants.every((variant) => variant.result.size === PROBES.length),
  };
}

export function createPostgresScenario(shared: SharedUpstream): Scenario {
  return async (context) => {
    const durationS = context.quick ? 2 : 5;
    const processes = Math.max(2, availableParallelism());
    const variants: Variant[] = [];
    const run = async (label: string, upstream: Child) => {
      variants.push(await measureVariant(context, label, upstream, durationS));
    };

    await run('PGlite, 1 process', await shared.start(context));
    await shared.stop();

    const database = await createBenchDatabase(context);
    try {
      const storage = { DATABASE_URL: database.url, UPLOADS_DIR: join(context.workDir, 'pg-uploads') };
      await seedDemo(context, storage);
      for (const count of [1, processes]) {
        const label = `PostgreSQL, ${count} process${count === 1 ? '' : 'es'}`;
        context.log(`starting the upstream on PostgreSQL, ${count} process(es)`);
        const upstream = await startUpstream(context, `upstream-pg-${count}`, {
          ...storage,
          UPSTREAM_PROCESSES: String(count),
        });
        try {
          await run(label, upstream);
        } finally {
          await upstream.stop();
        }
      }
    } finally {
      await database.drop();
    }

    return {
      id: 'postgres',
      title: 'The stack on PostgreSQL, one process and several',
      description: [
        `The same demo data (the ${BRAND.id.toUpperCase()} brand, scale 1) in the embedded PGlite and in a database of its own on the PostgreSQL server (\`BENCH_DATABASE_URL\`, default the machine's at 127.0.0.1:5432, dropped after the run). The upstream runs as production runs it (built, its Node flags): on PGlite as one process (the default), on PostgreSQL as one process, and on PostgreSQL as ${processes} processes on one port (\`UPSTREAM_PROCESSES=${processes}\`, one per core of this machine, at least two).`,
        `Each upstream gets a BFF of its own in production settings that keeps nothing (\`PAGE_CACHE_BYTES=0 UPSTREAM_PUBLIC_ANSWER_BYTES=0\`), so every page and every read asks the upstream and its database. Visitors' requests carry the id cookies of a first visit; signed-in ones the demo pro's session. autocannon, ${CONNECTIONS} connections, 1 s warm-up then ${durationS} s measured; an answer counts when it is 200 with the page's root element or GraphQL data without errors. Each cell: requests per second and p99 in ms, then the ratios against PGlite and against one process on PostgreSQL.`,
        "The second table is the CPU each answered request cost each part of the stack, read from /proc (user + system time) before and after the measured run: the BFF, the upstream (all its processes), and the PostgreSQL server's processes (on PGlite the database's work is the upstream's own, and the server's column is whatever else it did).",
        'Everything (load generator, BFF, upstream processes and the PostgreSQL server) shares the machine named at the top, so a second upstream process competes with the others for the same cores: the ratios say what more processes buy on this machine, not on a machine with a core for each.',
      ].join('\n\n'),
      tables: [table(variants), cpuTable(variants)],
      budgets: [rightAnswersBudget(variants)],
    };
  };
}
