// Issue 8, client bundles: the JavaScript and CSS each page kind loads first, and what is fetched
// only later, from the production client build's metafile. The build runs here, with the options
// of `npm run build`, into the run's work directory, so dist/ is left alone.
// `npx node scripts/bench/bundles.ts` runs it alone and prints the section.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { PAGE_MODULE_NAMES, PAGE_MODULES } from '../../web/page-modules.ts';
import { clientBuildOptions, entryOutput, pageModuleFiles, pageModuleOutputs, staticImports } from '../build.ts';
import { kilobytes } from './format.ts';
import type { Budget, Scenario, Table } from './report.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
// KB in the tables and budgets is 1024 bytes.
const KIB = 1024;
const HOME_BUDGET_KIB = 100;
const PAGE_BUDGET_KIB = 150;

interface Size {
  readonly raw: number;
  readonly gzip: number;
}

const ZERO: Size = { raw: 0, gzip: 0 };
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

// Each file as a server sends it: compressed on its own, gzip level 9.
async function sizesOf(files: readonly string[]): Promise<Map<string, Size>> {
  const entries = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(join(root, file));
      return [file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }] as const;
    }),
  );
  return new Map(entries);
}

// What a chunk that is loaded later is, by the source it was made for.
function chunkLabel(metafile: Metafile, file: string): string {
  const source = metafile.outputs[file]?.entryPoint ?? '';
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return packageName ?? source;
}

export const bundles: Scenario = async (context) => {
  context.log('bundles: building the client');
  const outdir = join(context.workDir, 'bundles');
  const { metafile } = await build(clientBuildOptions({ outdir, quiet: true }));
  const outputs = Object.keys(metafile.outputs).filter((file) => !file.endsWith('.map'));
  const sizes = await sizesOf(outputs);
  const total = (files: Iterable<string>) => [...files].reduce((sum, file) => add(sum, sizes.get(file) ?? ZERO), ZERO);

  const entry = entryOutput(metafile);
  const entryFiles = [entry, ...staticImports(metafile, entry)];
  const entryJs = entryFiles.filter((file) => file.endsWith('.js'));
  const css = metafile.outputs[entry]?.cssBundle;
  const cssSize = css ? total([css]) : ZERO;
  const modules = pageModuleOutputs(metafile);

  const firstLoads = PAGE_MODULE_NAMES.map((name) => {
    const own = pageModuleFiles(metafile, modules[name]);
    return { name, route: PAGE_MODULES[name].routes[0] ?? '', own: total(own), js: total([...entryJs, ...own]) };
  });
  const firstLoaded = new Set([
    ...entryJs,
    ...PAGE_MODULE_NAMES.flatMap((name) => pageModuleFiles(metafile, modules[name])),
  ]);
  // The import() targets that are not pages (the error reporter, the analytics tracker, the
  // error-report dialog, the development page), each with the chunks only it needs.
  const later = outputs
    .filter((file) => file.endsWith('.js') && metafile.outputs[file]?.entryPoint && !firstLoaded.has(file))
    .map((file) => {
      const files = [file, ...staticImports(metafile, file)].filter((chunk) => !firstLoaded.has(chunk));
      return { label: chunkLabel(metafile, file), files: files.length, size: total(files) };
    })
    .sort((a, b) => b.size.gzip - a.size.gzip);

  const kib = (bytes: number) => kilobytes(bytes);
  const firstLoadTable: Table = {
    caption: 'First load of each page kind (KB = 1024 bytes; gzip level 9, each file on its own)',
    columns: ['Page kind', 'Route', 'JS raw', 'JS gzip', 'Page chunks gzip', 'CSS raw', 'CSS gzip'],
    rows: firstLoads.map(({ name, route, own, js }) => [
      name,
      route,
      kib(js.raw),
      kib(js.gzip),
      kib(own.gzip),
      kib(cssSize.raw),
      kib(cssSize.gzip),
    ]),
  };
  const entrySize = total(entryJs);
  const entryTable: Table = {
    caption: 'The entry script and its static imports, loaded by every page',
    columns: ['Files', 'JS raw', 'JS gzip'],
    rows: [[String(entryJs.length), kib(entrySize.raw), kib(entrySize.gzip)]],
  };
  const laterTable: Table = {
    caption: 'Loaded later: fetched with import() when needed, never on a first load',
    columns: ['Chunk', 'Files', 'JS raw', 'JS gzip'],
    rows: later.map(({ label, files, size }) => [label, String(files), kib(size.raw), kib(size.gzip)]),
  };

  const home = firstLoads.find(({ name }) => name === 'home');
  const heaviest = firstLoads.reduce((max, load) => (load.js.gzip > max.js.gzip ? load : max));
  const budgets: Budget[] = [
    {
      name: 'Home page first-load JavaScript',
      target: `≤ ${HOME_BUDGET_KIB} KB gzip`,
      measured: `${kib(home?.js.gzip ?? Number.NaN)} KB`,
      met: home !== undefined && home.js.gzip <= HOME_BUDGET_KIB * KIB,
      note: 'React DOM is about two thirds of it; the rest is the app shell every page needs',
    },
    {
      name: 'First-load JavaScript of every page',
      target: `≤ ${PAGE_BUDGET_KIB} KB gzip`,
      measured: `${kib(heaviest.js.gzip)} KB at most (${heaviest.name})`,
      met: heaviest.js.gzip <= PAGE_BUDGET_KIB * KIB,
    },
  ];
  return {
    id: 'bundles',
    title: 'Client bundles',
    description:
      'The production client build (the options of `npm run build`, esbuild with code splitting), read from ' +
      "esbuild's metafile. A first load of a page kind fetches the entry script and everything it imports " +
      "statically, plus the page's feature module and the chunks it imports statically that the entry does " +
      'not — exactly the files the server names in the page as module preloads — and the one stylesheet. ' +
      'Each file is compressed on its own with gzip level 9 (node:zlib), as a server sends it; 1 KB is 1024 ' +
      'bytes. "Page chunks" is what an in-page navigation to that kind of page fetches. Fonts and the icon are ' +
      'not counted. Chunks loaded with import() only when needed are listed apart.',
    tables: [firstLoadTable, entryTable, laterTable],
    budgets,
  };
};

if (import.meta.main) {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const workDir = await mkdtemp(join(tmpdir(), 'hearth-bench-'));
  try {
    const section = await bundles({ quick: false, workDir, log: (line) => console.error(line) });
    console.log(JSON.stringify(section, null, 2));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
