// GET /assets/*: the hashed client bundles and fonts from `npm run build`, loaded into memory at
// start. A file whose name carries its content hash never changes, so it is cached for a year as
// immutable; any other file (source maps) is revalidated on every use. Only files the build wrote
// can be named, so no path from the request ever reaches the file system.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
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
};

interface Asset {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
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
    for (const name of readdirSync(dir)) {
      const type = TYPES[name.slice(name.lastIndexOf('.'))];
      if (!type) continue;
      const body = readFileSync(new URL(name, dir));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      assets.set(name, { body, type, etag, cacheControl: assetCacheControl(name) });
    }
    app.get<{ Params: { name: string } }>('/assets/:name', { config: { session: false } }, async (request, reply) => {
      const asset = assets.get(request.params.name);
      if (!asset) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
      reply.header('content-type', asset.type).header('etag', asset.etag);
      reply.header('cache-control', asset.cacheControl);
      if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
      return reply.send(asset.body);
    });
  },
  { name: 'assets' },
);
