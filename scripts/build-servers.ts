// The servers as production runs them: the BFF, the upstream and the reference services, each one
// JavaScript file bundled by esbuild (dist/node/<name>.js), with the packages left in node_modules.
// Node then runs plain JavaScript: no type stripping at start, nor its memory for as long as the
// process runs (docs/scaling.md). Tests and `node bff/server.ts` still run the TypeScript itself.
//
// A module that finds a file beside it (`new URL('../../schema/', import.meta.url)`) keeps finding
// it from the bundle: import.meta.url is written as the module's own place, relative to the bundle,
// so the built files stay where the project is and may move with it.
//
// Each server's file starts it in production mode for the libraries it imports: it sets NODE_ENV
// to production (unless the environment says otherwise) and then imports the bundle
// (`<name>.main.js`). graphql-js reads NODE_ENV once, when it loads, and outside production checks
// every type test for a second copy of itself: 5–8 % of a GraphQL read through the BFF. A static
// import would load it before any line of the bundle could set the variable. The bundle is only
// ever run as its server, so `import.meta.main` (how bff/server.ts knows it was started rather
// than imported) is true in it.
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = new URL('../', import.meta.url);

export const SERVER_BUNDLES = {
  bff: 'bff/server.ts',
  upstream: 'upstream/server.ts',
  'reference-services': 'reference-services/server.ts',
} as const;

export type ServerName = keyof typeof SERVER_BUNDLES;

// Node's flags for each server (measured in docs/scaling.md). V8's young generation grows to more
// than 100 MB under a server's allocation rate and stays that size: 16 MB semi-spaces keep it to
// 48 MB at the same throughput. The BFF's old generation is capped at 256 MB: its live data is
// about 65 MB with every cache full, and without a cap V8 lets dead requests pile up to 250 MB of
// heap before it collects them. A tighter cap (160 MB) saved little more at peak and added a full
// collection to the moderate-rate run, 4–5 ms at its p99. The upstream's old generation is left
// alone: seeding and the embedded database's work set vary with the data.
export const SERVER_NODE_FLAGS: Readonly<Record<ServerName, readonly string[]>> = {
  bff: ['--max-semi-space-size=16', '--max-old-space-size=256'],
  upstream: ['--max-semi-space-size=16'],
  'reference-services': ['--max-semi-space-size=16'],
};

// The built file of a server, in the dist folder the build wrote.
export function serverBundle(dist: URL, name: ServerName): URL {
  return new URL(`node/${name}.js`, dist);
}

function starter(name: ServerName): string {
  return [
    `// ${SERVER_BUNDLES[name]} as built by scripts/build-servers.ts: production mode for its libraries, then the server.`,
    "process.env.NODE_ENV ??= 'production';",
    `await import('./${name}.main.js');`,
    '',
  ].join('\n');
}

function ownUrls(outdir: string): Plugin {
  return {
    name: 'own-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.url') || path.includes('/node_modules/')) return undefined;
        const own = `new URL(${JSON.stringify(relative(outdir, path))}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
      });
    },
  };
}

export async function buildServers(dist: URL, quiet = false): Promise<void> {
  const outdir = fileURLToPath(new URL('node/', dist));
  await build({
    absWorkingDir: fileURLToPath(root),
    entryPoints: Object.fromEntries(Object.entries(SERVER_BUNDLES).map(([name, entry]) => [`${name}.main`, entry])),
    outdir,
    bundle: true,
    // One file per server: what two of them share is small next to a process of its own.
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: ['node24'],
    packages: 'external',
    sourcemap: 'linked',
    define: { 'import.meta.main': 'true' },
    plugins: [ownUrls(outdir)],
    logLevel: quiet ? 'error' : 'warning',
  });
  await Promise.all(
    (Object.keys(SERVER_BUNDLES) as ServerName[]).flatMap((name) => [
      writeFile(new URL(`node/${name}.js`, dist), starter(name)),
      rewriteAscii(new URL(`node/${name}.main.js`, dist)),
    ]),
  );
}

// V8 keeps a module's source text for as long as the process runs (functions are compiled from it
// when first called), one byte per character while every character is Latin-1 and two bytes
// otherwise: one dash in one comment doubles the whole file in memory (4.4 MB more for the render
// bundle). esbuild writes strings, templates and identifiers as ASCII already (its default
// charset); it keeps comments as written. What is left outside ASCII is written as a \u escape,
// which in a comment is just text.
export function asciiOnly(source: string): string {
  // Without the u flag a character beyond the BMP is two code units, each escaped on its own.
  return source.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export async function rewriteAscii(file: URL): Promise<void> {
  const source = await readFile(file, 'utf8');
  const ascii = asciiOnly(source);
  if (ascii !== source) await writeFile(file, ascii);
}
