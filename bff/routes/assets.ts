// GET /assets/*: the hashed client bundles and fonts from `npm run build`, loaded into memory at
// start; source maps, two thirds of the bytes and asked for only by developers' tools, are read
// from disk when asked. A file whose name carries its content hash never changes, so it is cached for a year as
// immutable; any other file (source maps) is revalidated on every use. Only files the build wrote
// can be named, so no path from the request ever reaches the file system. Scripts, styles and
// icons were compressed at build time (brotli and gzip beside each): the client gets the one it
// takes, each with an ETag of its own, and caches are told the answer varies by Accept-Encoding.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type ContentEncoding, preferredEncoding } from '../content-encoding.ts';
import { BuildMissingError } from '../errors.ts';

export interface AssetManifest {
  readonly icon: string;
  readonly script: string;
  readonly styles: readonly string[];
  readonly fonts: readonly string[];
  // The chunks the entry script imports, and per page module the chunks a page of it needs first
  // (decision 025): the server names them in modulepreload links.
  readonly scriptImports?: readonly string[];
  readonly pages?: Readonly<Record<string, readonly string[]>>;
  // Per locale, its compiled messages (a hashed JSON file the page fetches).
  readonly catalogs?: Readonly<Record<string, string>>;
  // The SVG sprite every icon is drawn from (decision 046).
  readonly iconSprite?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    assetManifest: AssetManifest;
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // The licences of the packages bundled into a script, which names its file (legalComments).
  '.txt': 'text/plain; charset=utf-8',
};

interface Representation {
  readonly body: Buffer;
  readonly etag: string;
}

interface Asset {
  readonly type: string;
  readonly cacheControl: string;
  // Null: read from disk at each request (ON_DISK).
  readonly identity: Representation | null;
  // What the build compressed, by content coding; empty for files sent as they are.
  readonly encoded: Partial<Record<ContentEncoding, Representation>>;
}

const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];
const ON_DISK = /\.map$/;
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

function representation(body: Buffer, tag = ''): Representation {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${tag}"` };
}

// The build names a file `<name>-<HASH>.<ext>` (scripts/build.ts: esbuild's [hash], copyHashed).
const HASHED_NAME = /-[A-Z0-9]{8}\.[a-z0-9]+$/;

export function assetCacheControl(name: string): string {
  return HASHED_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function readManifest(distDir: URL): AssetManifest {
  const url = new URL('manifest.json', distDir);
  try {
    return JSON.parse(readFileSync(url, 'utf8'));
  } catch {
    throw new BuildMissingError(url.pathname);
  }
}

export const assetsPlugin = fp<{ distDir: URL }>(
  async (app, { distDir }) => {
    app.decorate('assetManifest', readManifest(distDir));
    const dir = new URL('public/assets/', distDir);
    const assets = new Map<string, Asset>();
    const files = new Set(readdirSync(dir));
    for (const name of files) {
      const type = TYPES[name.slice(name.lastIndexOf('.'))];
      if (!type) continue;
      const encoded: Partial<Record<ContentEncoding, Representation>> = {};
      for (const encoding of ENCODINGS) {
        const file = `${name}${SUFFIX[encoding]}`;
        if (files.has(file)) encoded[encoding] = representation(readFileSync(new URL(file, dir)), `-${encoding}`);
      }
      const identity = ON_DISK.test(name) ? null : representation(readFileSync(new URL(name, dir)));
      assets.set(name, { type, cacheControl: assetCacheControl(name), identity, encoded });
    }
    const notFound = (reply: FastifyReply) =>
      reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
    app.get<{ Params: { name: string } }>('/assets/:name', { config: { session: false } }, async (request, reply) => {
      const name = request.params.name;
      const asset = assets.get(name);
      if (!asset) return notFound(reply);
      const available = ENCODINGS.filter((encoding) => asset.encoded[encoding]);
      const encoding = preferredEncoding(request.headers['accept-encoding'], available);
      let chosen = (encoding && asset.encoded[encoding]) || asset.identity;
      if (!chosen) {
        // A build that replaced the files under a running BFF: the name is no longer there.
        const body = await readFile(new URL(name, dir)).catch(() => null);
        if (!body) return notFound(reply);
        chosen = representation(body);
      }
      reply.header('content-type', asset.type).header('etag', chosen.etag);
      reply.header('cache-control', asset.cacheControl);
      if (available.length > 0) reply.header('vary', 'Accept-Encoding');
      if (encoding) reply.header('content-encoding', encoding);
      if (request.headers['if-none-match'] === chosen.etag) return reply.code(304).send();
      return reply.send(chosen.body);
    });
  },
  { name: 'assets' },
);
