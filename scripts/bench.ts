// `npm run bench`: the benchmarks of issue 8. Builds the product, starts every server it measures as
// a child process on 127.0.0.1, runs the scenarios (graphql, ssr, pv, postgres, scaleout, bundles, scale), prints a
// table, writes docs/benchmarks.md and stops everything it started — also when a scenario fails or
// the run is interrupted.
// Options: --quick (short runs, rough figures), --only <ids> (comma-separated), --out <file>.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createGraphqlScenario } from './bench/graphql.ts';
import { machineFacts } from './bench/machine.ts';
import { createPageViewsScenario } from './bench/page-views.ts';
import { createPostgresScenario } from './bench/postgres-stack.ts';
import { killAllNow, stopAll } from './bench/processes.ts';
import { type BenchContext, renderMarkdown, renderText, type Scenario, type Section } from './bench/report.ts';
import { createScaleOutScenario } from './bench/scale-out.ts';
import { createSsrScenario } from './bench/ssr.ts';
import { createSharedUpstream } from './bench/stack.ts';
import { buildAll } from './build.ts';

const SCENARIO_IDS = ['graphql', 'ssr', 'pv', 'postgres', 'scaleout', 'bundles', 'scale'] as const;
type ScenarioId = (typeof SCENARIO_IDS)[number];
// These need the shared real upstream; it is stopped once they are done, before the others run.
const NEEDS_UPSTREAM: readonly ScenarioId[] = ['graphql', 'ssr', 'pv', 'postgres'];

const USAGE =
  'Usage: npm run bench -- [--quick] [--only graphql,ssr,pv,postgres,scaleout,bundles,scale] [--out docs/benchmarks.md]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function readOptions() {
  let values: { quick?: boolean; only?: string; out?: string };
  try {
    ({ values } = parseArgs({
      options: { quick: { type: 'boolean' }, only: { type: 'string' }, out: { type: 'string' } },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const only = values.only?.split(',').map((id) => id.trim()) ?? [...SCENARIO_IDS];
  const unknown = only.filter((id) => !(SCENARIO_IDS as readonly string[]).includes(id));
  if (unknown.length > 0) fail(`Unknown scenario ${unknown.join(', ')}`);
  return {
    quick: values.quick ?? false,
    only: SCENARIO_IDS.filter((id) => only.includes(id)),
    out: resolve(values.out ?? 'docs/benchmarks.md'),
  };
}

// A colleague's scenario file that may not exist yet: the run goes on without it.
async function optionalScenario(file: string, name: string): Promise<Scenario | null> {
  const url = new URL(`./bench/${file}`, import.meta.url);
  if (!existsSync(url)) return null;
  const module: Record<string, unknown> = await import(url.href);
  const scenario = module[name];
  if (typeof scenario !== 'function') throw new Error(`scripts/bench/${file} exports no scenario named ${name}`);
  return scenario as Scenario;
}

function failedSection(id: string, error: unknown): Section {
  const message = error instanceof Error ? error.message : String(error);
  return {
    id,
    title: `${id} (failed)`,
    description: `The scenario did not finish: ${message}`,
    tables: [],
    budgets: [
      {
        name: `${id}: the scenario ran`,
        target: 'to the end',
        measured: 'failed',
        met: false,
        note: message.split('\n')[0],
      },
    ],
  };
}

async function main() {
  const options = readOptions();
  const startedAt = new Date();
  const elapsed = () => (Date.now() - startedAt.getTime()) / 1000;
  const log = (line: string) => console.log(`[${elapsed().toFixed(0).padStart(4)} s] ${line}`);
  const workDir = await mkdtemp(join(tmpdir(), 'hearth-bench-'));
  const machine = await machineFacts();
  const upstream = createSharedUpstream();

  // Nothing this run started may outlive it.
  process.on('exit', killAllNow);
  const interrupt = (signal: string, code: number) =>
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers`);
      void Promise.all([upstream.stop(), stopAll()])
        .then(() => rm(workDir, { recursive: true, force: true }))
        .finally(() => process.exit(code));
    });
  interrupt('SIGINT', 130);
  interrupt('SIGTERM', 143);

  const context: BenchContext = { quick: options.quick, workDir, log };
  const scenarios: Record<ScenarioId, () => Promise<Scenario | null>> = {
    graphql: async () => createGraphqlScenario(upstream),
    ssr: async () => createSsrScenario(upstream),
    pv: async () => createPageViewsScenario(upstream),
    postgres: async () => createPostgresScenario(upstream),
    scaleout: async () => createScaleOutScenario(),
    bundles: () => optionalScenario('bundles.ts', 'bundles'),
    scale: () => optionalScenario('upstream-scale.ts', 'upstreamScale'),
  };

  log(`building the product (work directory ${workDir})`);
  await buildAll({ quiet: true });
  const sections: Section[] = [];
  const ran: string[] = [];
  let failed = false;
  for (const id of options.only) {
    if (!NEEDS_UPSTREAM.includes(id)) await upstream.stop();
    const started = elapsed();
    try {
      const scenario = await scenarios[id]();
      if (!scenario) {
        log(`${id}: skipped, its scenario file is not there yet`);
        continue;
      }
      log(`${id}: running`);
      sections.push(await scenario(context));
    } catch (error) {
      failed = true;
      log(`${id}: failed: ${error instanceof Error ? error.message : error}`);
      sections.push(failedSection(id, error));
    }
    ran.push(id);
    log(`${id}: done in ${(elapsed() - started).toFixed(0)} s`);
  }
  await upstream.stop();
  await stopAll();

  const info = { startedAt, seconds: elapsed(), quick: options.quick, ran, machine };
  console.log(`\n${renderText(sections, info)}`);
  await mkdir(dirname(options.out), { recursive: true });
  await writeFile(options.out, renderMarkdown(sections, info));
  console.log(`Wrote ${options.out} (${elapsed().toFixed(0)} s in all).`);
  if (failed) {
    console.error(`Some scenarios failed; the servers' logs are kept in ${join(workDir, 'logs')}.`);
    process.exitCode = 1;
  } else {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await stopAll();
  process.exit(1);
});
