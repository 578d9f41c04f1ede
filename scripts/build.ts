// Builds what the BFF serves: the client bundles and fonts with content hashes
// (dist/public/assets), the server render bundle (dist/server/render.js), dist/manifest.json
// naming the entry script, styles and fonts to preload and each page module's chunks, esbuild's
// account of the client build (dist/metafile.json: what went into which file, for
// scripts/bench/bundles.ts), and one service worker per locale
// (dist/service-worker/service-worker.<locale>.js) that precaches those hashed assets; and the
// servers themselves as production runs them (dist/node/*.js, build-servers.ts).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { setupI18n } from '@lingui/core';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';
import { readDistDir } from '../bff/config.ts';
import { CATALOGS } from '../locales/catalogs.ts';
import { LOCALES, type Locale } from '../shared/locales.ts';
import { PAGE_MODULE_NAMES, type PageModuleName } from '../web/page-modules.ts';
import { OFFLINE_MESSAGES, type OfflineText } from '../web/service-worker-messages.ts';
import { buildServers, rewriteAscii } from './build-servers.ts';
import { iconSprite } from './icon-sprite.ts';
import { stripMessages } from './strip-messages.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const root = new URL('../', import.meta.url);

export interface Manifest {
  readonly icon: string;
  readonly script: string;
  // The chunks the entry script imports, preloaded with it.
  readonly scriptImports: string[];
  readonly styles: string[];
  readonly fonts: string[];
  // Per page module (web/page-modules.ts), the chunks a page of it needs beyond the entry's: its
  // own file and what that imports, preloaded with the page (docs/decisions/025-page-code-splitting.md).
  readonly pages: Record<PageModuleName, string[]>;
  // Per locale, its compiled messages as a hashed JSON file: fetched by the page that names it and
  // kept by the browser across pages, instead of repeated inside every page's HTML.
  readonly catalogs: Record<Locale, string>;
  // Every icon the pages draw, as one hashed SVG sprite (scripts/icon-sprite.ts).
  readonly iconSprite: string;
}

// The client's own sources as the build reads them. First, each message descriptor loses its
// source text (strip-messages.ts): the browser reads every text from its locale's catalog.
// Second, esbuild puts each piece of code in the chunk of the set of entry points that reach it:
// what the entry script shares with some of the lazily loaded modules would be split across many
// small chunks, each a request and a gzip stream of its own (~3 KB more on the first load). Every
// lazily loaded module of ours (an import() target under web/) also imports the entry, so
// everything the entry loads is one chunk. At run time that import does nothing: the entry has
// run already.
const webDir = fileURLToPath(new URL('web/', root));
const clientEntry = fileURLToPath(new URL('web/client-entry.tsx', root));
const messageIds: ReadonlySet<string> = new Set(Object.keys(CATALOGS['en-GB']));
const clientSources: Plugin = {
  name: 'client-sources',
  setup(build) {
    build.onResolve({ filter: /^\./ }, async ({ path, kind, importer, resolveDir, pluginData }) => {
      if (kind !== 'dynamic-import' || pluginData?.resolving) return undefined;
      const resolved = await build.resolve(path, { kind, importer, resolveDir, pluginData: { resolving: true } });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(webDir)) return undefined;
      return { path: resolved.path, pluginData: { lazy: true } };
    });
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path, pluginData }) => {
      if (!path.startsWith(webDir)) return undefined;
      const source = stripMessages(await readFile(path, 'utf8'), messageIds);
      return {
        contents: pluginData?.lazy ? `${source}\nimport ${JSON.stringify(clientEntry)};\n` : source,
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

// Packages that only fill in for old React versions, pointed at what React itself has.
const SHIMS = { 'use-sync-external-store/shim': './web/lib/sync-external-store.ts' };

// Where the client build writes, and how: scripts/bench/bundles.ts builds the same to elsewhere.
export function clientBuildOptions({ outdir, quiet }: { outdir: string; quiet: boolean }): BuildOptions & {
  metafile: true;
} {
  return {
    absWorkingDir: root.pathname,
    entryPoints: ['web/client-entry.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    sourcemap: 'linked',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: SHIMS,
    // The licences of the bundled packages go in a file beside each script instead of its tail.
    legalComments: 'linked',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.woff2': 'file' },
    publicPath: '/assets/',
    metafile: true,
    plugins: [clientSources],
    logLevel: quiet ? 'error' : 'warning',
  };
}

// The client build's entry script (its output file, as the metafile names it).
export function entryOutput(metafile: Metafile): string {
  const entry = Object.entries(metafile.outputs).find(([, output]) =>
    output.entryPoint?.endsWith('web/client-entry.tsx'),
  );
  if (!entry) throw new Error('The client build produced no entry script');
  return entry[0];
}

// The output of each page module: the file esbuild made for its dynamic import() target.
export function pageModuleOutputs(metafile: Metafile): Record<PageModuleName, string> {
  const outputs = Object.entries(metafile.outputs);
  const found = PAGE_MODULE_NAMES.map((name) => {
    const output = outputs.find(([, { entryPoint }]) => entryPoint === `web/features/${name}/pages.tsx`);
    // A module web/page-modules.ts lists but the build did not split off would go unpreloaded.
    if (!output) throw new Error(`The client build produced no chunk for the page module ${name}`);
    return [name, output[0]] as const;
  });
  return Object.fromEntries(found) as Record<PageModuleName, string>;
}

// Every output file `file` imports statically, directly or through others (not itself, not the
// import() targets, which load later).
export function staticImports(metafile: Metafile, file: string): string[] {
  const seen = new Set<string>();
  const visit = (from: string) => {
    for (const { path, kind, external } of metafile.outputs[from]?.imports ?? []) {
      if (external || kind !== 'import-statement' || seen.has(path)) continue;
      seen.add(path);
      visit(path);
    }
  };
  visit(file);
  seen.delete(file);
  return [...seen];
}

// A page module's own file and its static imports, less what the entry script loads anyway.
export function pageModuleFiles(metafile: Metafile, moduleFile: string): string[] {
  const entry = entryOutput(metafile);
  const inEntry = new Set([entry, ...staticImports(metafile, entry)]);
  return [moduleFile, ...staticImports(metafile, moduleFile)].filter((file) => !inEntry.has(file));
}

const publicPath = (file: string) => `/assets/${file.slice(file.lastIndexOf('/') + 1)}`;

function toManifest(metafile: Metafile, icon: string, catalogs: Record<Locale, string>, iconSprite: string): Manifest {
  const entry = entryOutput(metafile);
  const cssBundle = metafile.outputs[entry]?.cssBundle;
  const modules = Object.entries(pageModuleOutputs(metafile)).map(([name, file]) => [
    name,
    pageModuleFiles(metafile, file).map(publicPath),
  ]);
  return {
    icon,
    script: publicPath(entry),
    scriptImports: staticImports(metafile, entry).map(publicPath),
    styles: cssBundle ? [publicPath(cssBundle)] : [],
    fonts: Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.woff2'))
      .map(publicPath)
      .sort(),
    pages: Object.fromEntries(modules) as Record<PageModuleName, string[]>,
    catalogs,
    iconSprite,
  };
}

// Every file the client build wrote that a page may load (not the source maps, nor the licence
// files, which only people read), plus the icon and the icon sprite.
function precacheList(metafile: Metafile, manifest: Manifest): string[] {
  const files = Object.keys(metafile.outputs)
    .filter((file) => !file.endsWith('.map') && !file.endsWith('.LEGAL.txt'))
    .map(publicPath);
  return [...new Set([...files, manifest.icon, manifest.iconSprite])].sort();
}

function offlineText(locale: Locale): OfflineText {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  const text = (descriptor: { id: string; message: string }) => {
    if (!Object.hasOwn(CATALOGS[locale], descriptor.id)) {
      throw new Error(`${descriptor.id} is missing from the ${locale} catalog: run npm run i18n:extract`);
    }
    return i18n._(descriptor.id);
  };
  return {
    title: text(OFFLINE_MESSAGES.title),
    lead: text(OFFLINE_MESSAGES.lead),
    retry: text(OFFLINE_MESSAGES.retry),
  };
}

// One classic-script worker per locale (spec §2.10: /service-worker.{locale}.js), with its words and
// the build's asset list written in. The version changes whenever either does.
async function buildServiceWorkers(dist: URL, precache: string[], manifest: Manifest, quiet: boolean): Promise<void> {
  await Promise.all(
    LOCALES.map((locale) => {
      // The locale's messages too: a page read offline from the cache needs them to start.
      const files = [...precache, manifest.catalogs[locale]].sort();
      const content = {
        locale,
        precache: files,
        styles: manifest.styles,
        icon: manifest.icon,
        offline: offlineText(locale),
      };
      const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12);
      return build({
        absWorkingDir: root.pathname,
        entryPoints: ['web/service-worker.ts'],
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: ['es2022'],
        minify: true,
        define: { __HEARTH_SW_BUILD__: JSON.stringify({ ...content, version }) },
        outfile: fileURLToPath(new URL(`service-worker/service-worker.${locale}.js`, dist)),
        logLevel: quiet ? 'error' : 'warning',
      });
    }),
  );
}

// A file written into the assets under a content-hashed name.
async function writeHashed(dist: URL, name: string, body: Buffer | string): Promise<string> {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8).toUpperCase();
  const hashed = name.replace(/(\.[a-z0-9]+)$/, `-${hash}$1`);
  await writeFile(new URL(`public/assets/${hashed}`, dist), body);
  return `/assets/${hashed}`;
}

// A static file copied into the assets under a content-hashed name.
async function copyHashed(dist: URL, path: string): Promise<string> {
  return writeHashed(dist, basename(path), await readFile(new URL(path, root)));
}

// Each locale's compiled messages, as the client reads them (web/lib/loading/catalog.ts).
async function writeCatalogs(dist: URL): Promise<Record<Locale, string>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => [
      locale,
      await writeHashed(dist, `messages-${locale}.json`, JSON.stringify(CATALOGS[locale])),
    ]),
  );
  return Object.fromEntries(entries) as Record<Locale, string>;
}

// Text assets compressed once, at the highest levels, beside each file (`<name>.br`, `<name>.gz`):
// the BFF sends the one the client takes (routes/assets.ts) without compressing per request. Fonts
// (woff2) are compressed already; source maps are for developers and stay as they are. A
// compressed copy that is not smaller is not written.
const PRECOMPRESSED = /\.(js|css|svg|json)$/;

async function precompressAssets(dist: URL): Promise<void> {
  const dir = new URL('public/assets/', dist);
  const names = (await readdir(dir)).filter((name) => PRECOMPRESSED.test(name));
  await Promise.all(
    names.map(async (name) => {
      const body = await readFile(new URL(name, dir));
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < body.length) await writeFile(new URL(`${name}.br`, dir), br);
      if (gz.length < body.length) await writeFile(new URL(`${name}.gz`, dir), gz);
    }),
  );
}

// The render bundle reads each locale's messages from the file written for the browser, when a page
// in that locale is first rendered (locales/built-catalogs.ts), instead of carrying all eight.
const catalogs = fileURLToPath(new URL('locales/catalogs.ts', root));
const serverCatalogs: Plugin = {
  name: 'server-catalogs',
  setup(build) {
    build.onResolve({ filter: /\/catalogs\.ts$/ }, ({ path, resolveDir }) =>
      fileURLToPath(new URL(path, `file://${resolveDir}/`)) === catalogs
        ? { path: fileURLToPath(new URL('locales/built-catalogs.ts', root)) }
        : undefined,
    );
  },
};

// Builds into DIST_DIR (or dist/), where the BFF serves from (bff/config.ts).
export async function buildAll({
  quiet = false,
  dist = readDistDir(),
}: {
  quiet?: boolean;
  dist?: URL;
} = {}): Promise<Manifest> {
  await rm(dist, { recursive: true, force: true });
  await mkdir(new URL('public/assets/', dist), { recursive: true });
  const production = { 'process.env.NODE_ENV': '"production"' };
  const [client] = await Promise.all([
    build(clientBuildOptions({ outdir: fileURLToPath(new URL('public/assets/', dist)), quiet })),
    buildServers(dist, quiet),
    build({
      absWorkingDir: root.pathname,
      entryPoints: { render: 'web/server-entry.tsx' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: ['node24'],
      jsx: 'automatic',
      define: production,
      // React and everything else the pages use are bundled too, so that the define above holds
      // for them: left in node_modules, React picks its build from NODE_ENV at run time, and the
      // BFF would render with React's development build, several times slower.
      // Node's built-ins stay external; the CommonJS packages among the bundled ones ask for
      // them with require(), which an ES module has only through createRequire.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      plugins: [serverCatalogs],
      outdir: fileURLToPath(new URL('server/', dist)),
      logLevel: quiet ? 'error' : 'warning',
    }).then(() => rewriteAscii(new URL('server/render.js', dist))),
  ]);
  const manifest = toManifest(
    client.metafile,
    await copyHashed(dist, 'web/static/favicon.svg'),
    await writeCatalogs(dist),
    await writeHashed(dist, 'icons.svg', await iconSprite()),
  );
  await writeFile(new URL('manifest.json', dist), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(new URL('metafile.json', dist), JSON.stringify(client.metafile));
  await buildServiceWorkers(dist, precacheList(client.metafile, manifest), manifest, quiet);
  await precompressAssets(dist);
  return manifest;
}

if (import.meta.main) {
  const manifest = await buildAll();
  console.log(
    `Built ${manifest.script} with ${manifest.styles.length} stylesheet(s) and ${manifest.fonts.length} font(s).`,
  );
}
