// Builds what the BFF serves: the client bundles and fonts with content hashes
// (dist/public/assets), the server render bundle (dist/server/render.js), dist/manifest.json
// naming the entry script, styles and fonts to preload, and one service worker per locale
// (dist/service-worker/service-worker.<locale>.js) that precaches those hashed assets.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { setupI18n } from '@lingui/core';
import { build, type Metafile } from 'esbuild';
import { CATALOGS } from '../locales/catalogs.ts';
import { LOCALES, type Locale } from '../shared/locales.ts';
import { OFFLINE_MESSAGES, type OfflineText } from '../web/service-worker-messages.ts';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);

export interface Manifest {
  readonly icon: string;
  readonly script: string;
  readonly styles: string[];
  readonly fonts: string[];
}

function toManifest(metafile: Metafile, icon: string): Manifest {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint?.endsWith('web/client-entry.tsx'));
  if (!entry) throw new Error('The client build produced no entry script');
  const publicPath = (file: string) => `/assets/${file.slice(file.lastIndexOf('/') + 1)}`;
  return {
    icon,
    script: publicPath(entry[0]),
    styles: entry[1].cssBundle ? [publicPath(entry[1].cssBundle)] : [],
    fonts: outputs
      .map(([file]) => file)
      .filter((file) => file.endsWith('.woff2'))
      .map(publicPath)
      .sort(),
  };
}

// Every file the client build wrote that a page may load (not the source maps), plus the icon.
function precacheList(metafile: Metafile, manifest: Manifest): string[] {
  const files = Object.keys(metafile.outputs)
    .filter((file) => !file.endsWith('.map'))
    .map((file) => `/assets/${file.slice(file.lastIndexOf('/') + 1)}`);
  return [...new Set([...files, manifest.icon])].sort();
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
async function buildServiceWorkers(precache: string[], manifest: Manifest, quiet: boolean): Promise<void> {
  await Promise.all(
    LOCALES.map((locale) => {
      const content = { locale, precache, styles: manifest.styles, icon: manifest.icon, offline: offlineText(locale) };
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
        outfile: `dist/service-worker/service-worker.${locale}.js`,
        logLevel: quiet ? 'error' : 'warning',
      });
    }),
  );
}

// A static file copied into the assets under a content-hashed name.
async function copyHashed(path: string): Promise<string> {
  const body = await readFile(new URL(path, root));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8).toUpperCase();
  const name = basename(path).replace(/(\.[a-z0-9]+)$/, `-${hash}$1`);
  await writeFile(new URL(`public/assets/${name}`, dist), body);
  return `/assets/${name}`;
}

export async function buildAll({ quiet = false }: { quiet?: boolean } = {}): Promise<Manifest> {
  await rm(dist, { recursive: true, force: true });
  await mkdir(new URL('public/assets/', dist), { recursive: true });
  const production = { 'process.env.NODE_ENV': '"production"' };
  const [client] = await Promise.all([
    build({
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
      define: production,
      outdir: 'dist/public/assets',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      assetNames: '[name]-[hash]',
      loader: { '.woff2': 'file' },
      publicPath: '/assets/',
      metafile: true,
      logLevel: quiet ? 'error' : 'warning',
    }),
    build({
      absWorkingDir: root.pathname,
      entryPoints: { render: 'web/server-entry.tsx' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: ['node24'],
      jsx: 'automatic',
      define: production,
      // React and friends load from node_modules at run time; our own code is bundled.
      packages: 'external',
      outdir: 'dist/server',
      logLevel: quiet ? 'error' : 'warning',
    }),
  ]);
  const manifest = toManifest(client.metafile, await copyHashed('web/static/favicon.svg'));
  await writeFile(new URL('manifest.json', dist), `${JSON.stringify(manifest, null, 2)}\n`);
  await buildServiceWorkers(precacheList(client.metafile, manifest), manifest, quiet);
  return manifest;
}

if (import.meta.main) {
  const manifest = await buildAll();
  console.log(
    `Built ${manifest.script} with ${manifest.styles.length} stylesheet(s) and ${manifest.fonts.length} font(s).`,
  );
}
