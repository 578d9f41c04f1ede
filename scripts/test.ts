// `npm test`: every check the project has, in order, stopping at the first failure —
// typecheck, lint, generated files, message catalogs, build, then every tap test (unit and
// integration over real HTTP and databases, then the browser journeys one at a time). What the
// checks need from Debian (chromium, and a PostgreSQL server when none answers) is installed first,
// once, saying what and why. No step rewrites a tracked file: a check that finds stale generated
// code or catalogs fails and names the command that brings them up to date.
import { type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
const cleanups: (() => void)[] = [];

function heading(text: string) {
  console.log(`\n── ${text} ${'─'.repeat(Math.max(0, 70 - text.length))}`);
}

function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  for (const cleanup of cleanups) cleanup();
  process.exit(1);
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

let aptUpdated = false;
async function aptInstall(packages: string[], why: string) {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    fail(
      `${why}: install the Debian package(s) ${packages.join(', ')} (apt-get install ${packages.join(' ')}) and run again`,
    );
  }
  console.log(`${why}, and it is missing: installing the Debian package(s) ${packages.join(', ')} (apt-get install).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) fail('apt-get update failed');
    aptUpdated = true;
  }
  if ((await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) !== 0) {
    fail(`apt-get install ${packages.join(' ')} failed`);
  }
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  heading('Installing chromium for the browser tests');
  await aptInstall(['chromium'], 'The browser tests need Chromium');
  if (!existsSync(CHROMIUM)) fail(`Chromium is still missing at ${CHROMIUM}`);
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// The PostgreSQL tests use TEST_DATABASE_URL (the machine's server by default). When nothing
// answers there, a private server is started from Debian's packages for this run only.
async function ensurePostgres() {
  if (await canConnect(process.env.TEST_DATABASE_URL as string)) return;
  heading('Starting a private PostgreSQL server for this run');
  console.log(
    `Nothing answers at TEST_DATABASE_URL (${process.env.TEST_DATABASE_URL}), and the PostgreSQL tests need a server:` +
      ' one is started in a temporary folder for this run and removed at its end.',
  );
  const binDir = () => {
    const base = '/usr/lib/postgresql';
    const versions = existsSync(base) ? readdirSync(base) : [];
    const latest = versions.sort((a, b) => Number(b) - Number(a))[0];
    return latest ? join(base, latest, 'bin') : undefined;
  };
  if (!binDir()) await aptInstall(['postgresql'], 'The PostgreSQL tests need a PostgreSQL server');
  const bin = binDir();
  if (!bin) fail('PostgreSQL was installed but its programs were not found');
  const dir = mkdtempSync(join(tmpdir(), 'hearth-pg-'));
  const port = String(55_000 + Math.floor(Math.random() * 5_000));
  // initdb refuses to run as root: the Debian package's postgres user owns the private cluster.
  const asOwner = (args: string[]) =>
    isRoot()
      ? run('su', ['postgres', '-s', '/bin/sh', '-c', args.map((arg) => `'${arg}'`).join(' ')])
      : run(args[0] as string, args.slice(1));
  if (isRoot()) spawnSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  if ((await asOwner([`${bin}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust'])) !== 0) fail('initdb failed');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  if ((await asOwner([`${bin}/pg_ctl`, '-D', data, '-o', options, '-w', 'start', '-l', join(dir, 'log')])) !== 0) {
    fail('the private PostgreSQL server did not start');
  }
  cleanups.push(() => {
    spawnSync(
      isRoot() ? 'su' : `${bin}/pg_ctl`,
      isRoot()
        ? ['postgres', '-s', '/bin/sh', '-c', `${bin}/pg_ctl -D ${data} -m fast stop`]
        : ['-D', data, '-m', 'fast', 'stop'],
    );
    rmSync(dir, { recursive: true, force: true });
  });
  process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
}

async function step(name: string, command: string, args: string[]) {
  heading(name);
  if ((await run(command, args)) !== 0) fail(`${name} failed`);
}

// The compiled catalogs (locales/*/messages.ts) must be what `npm run i18n:compile` makes of the
// .po files. They are compiled into a scratch copy and compared, so the check never rewrites a
// tracked file: a stale catalog fails and names the command that brings it up to date.
async function catalogsCurrent() {
  heading('Compiled message catalogs are current');
  const locales = readdirSync('locales', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const scratch = mkdtempSync(join(tmpdir(), 'hearth-catalogs-'));
  try {
    copyFileSync('lingui.config.ts', join(scratch, 'lingui.config.ts'));
    symlinkSync(resolve('node_modules'), join(scratch, 'node_modules'), 'dir');
    for (const locale of locales) {
      mkdirSync(join(scratch, 'locales', locale), { recursive: true });
      copyFileSync(join('locales', locale, 'messages.po'), join(scratch, 'locales', locale, 'messages.po'));
    }
    const config = join(scratch, 'lingui.config.ts');
    if ((await run('lingui', ['compile', '--typescript', '--config', config])) !== 0) fail('lingui compile failed');
    const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
    const stale = locales
      .map((locale) => join('locales', locale, 'messages.ts'))
      .filter((file) => read(file) !== read(join(scratch, file)));
    if (stale.length > 0) {
      fail(`These compiled catalogs are stale; run \`npm run i18n:compile\` and commit them:\n  ${stale.join('\n  ')}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// tap's own summary, turned into the plain "N passed, N failed" line.
const totals = { pass: 0, failed: 0 };
async function tap(name: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  heading(name);
  const child = spawn('tap', ['--reporter=terse', ...args], { stdio: ['inherit', 'pipe', 'inherit'], env });
  let tail = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    tail = (tail + chunk.toString()).slice(-4_000);
  });
  const code = await new Promise<number>((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
  const counts = /total: (\d+), pass: (\d+)(?:, fail: (\d+))?(?:, skip: (\d+))?/.exec(tail);
  if (counts) {
    const [, , pass = '0', failed = '0', skip] = counts;
    totals.pass += Number(pass);
    totals.failed += Number(failed);
    console.log(`\n${pass} passed, ${failed} failed${skip ? `, ${skip} skipped` : ''}`);
  }
  if (code !== 0) fail('tests failed');
}

// The upstream's tests once more, each on its own database on the PostgreSQL server instead of
// PGlite: the same SQL must hold on both engines (DESIGN §4). The fault tests under faults/ name
// their engines themselves and run once.
const upstreamTests = readdirSync('test/upstream', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts') && !name.startsWith('faults/'))
  .map((name) => join('test/upstream', name))
  .sort();

// The browser journeys, one at a time: each runs a browser, a BFF and an upstream with its demo
// data, and two cores shared by several of them (or by them and the integration tests) made pages
// take long enough for whole files to reach tap's per-file timeout.
const browserTests = readdirSync('test/e2e')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => join('test/e2e', name))
  .sort();

// What the tracked files hold, as git sees them, so that the end of the run can tell whether
// anything it ran changed one (a test or a check must never write into the source tree).
function trackedState(): string | undefined {
  const diff = spawnSync('git', ['diff', 'HEAD', '--binary'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (diff.status !== 0) return undefined;
  return createHash('sha256').update(diff.stdout).digest('hex');
}

function changedTrackedFiles(): string[] {
  const names = spawnSync('git', ['diff', 'HEAD', '--name-only'], { encoding: 'utf8' });
  return names.stdout.split('\n').filter(Boolean);
}

const trackedBefore = trackedState();
await ensureChromium();
await ensurePostgres();
await step('Typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
await step('Lint and format', 'biome', ['check', '.']);
await step('Generated GraphQL types are current', 'node', ['scripts/codegen.ts', '--check']);
await catalogsCurrent();
await step('Build', 'node', ['scripts/build.ts']);
await tap('Tests: unit and integration', ['--exclude=**/@(fixture*(s)|dist|e2e)/**']);
await tap('Tests: in the browser', ['--jobs=1', ...browserTests]);
await tap('Tests: the upstream on PostgreSQL', upstreamTests, { ...process.env, UPSTREAM_TEST_ENGINE: 'postgres' });
console.log(`\nAll runs: ${totals.pass} passed, ${totals.failed} failed`);
if (trackedBefore !== undefined && trackedState() !== trackedBefore) {
  fail(`The run changed tracked files, which no check or test may do:\n  ${changedTrackedFiles().join('\n  ')}`);
}
for (const cleanup of cleanups) cleanup();
