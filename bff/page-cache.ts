// Rendered pages kept for visitors (decision 080). A page a visitor may share with every other
// visitor — no login cookie came, its kind has a public cache policy (§6/§9), it rendered whole
// with 200, and every upstream answer it was built from was a public one (decision 045) — is kept
// as long as the soonest of those answers stays fresh, at most its kind's max-age. The same address
// on the same host then gets the kept page instead of a render: the hooks still run for each
// request (its cookies, security headers, cache headers, compression); only the render is saved.
//
// What a render puts in the page for one request alone — the CSP nonce on every script and the
// request id the client reports as its parent — is rendered as a marker and filled in per answer.
//
// Identical misses arriving together share one render (the first renders, the others wait for it).
// A page past its freshness is rendered again by the first request for it, while the others are
// given the kept page for up to STALE_SECONDS more (stale-while-revalidate).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { ByteLru } from './byte-lru.ts';
import { publicUntilOf } from './upstream-client/client.ts';

// How long a page past its freshness may still be given while one request renders it again.
export const STALE_SECONDS = 30;

// A page of one of its parts: its bytes as sent, or where this answer's nonce or request id goes.
// Kept as bytes: a kept page is copied into the answer, not encoded again for each one.
type Part = Buffer | typeof NONCE | typeof REQUEST_ID;
const NONCE = 0;
const REQUEST_ID = 1;

export interface KeptPage {
  readonly status: number;
  readonly route: string;
  readonly parts: readonly Part[];
  readonly freshUntil: number;
}

export type PageCacheOutcome = 'hit' | 'miss' | 'stale' | 'shared';

export interface PageCacheObserver {
  outcome(outcome: PageCacheOutcome): void;
  bytes(bytes: number): void;
}

// The upstream answers of one request: until when all of them are public (Infinity when there
// were none yet), 0 once one was not.
const reads = new WeakMap<FastifyRequest, number>();

// Noted by the gateway for every upstream answer a request's operations got.
export function noteUpstreamRead(request: FastifyRequest, result: ExecutionResult): void {
  const until = publicUntilOf(result);
  reads.set(request, Math.min(reads.get(request) ?? Number.POSITIVE_INFINITY, until));
}

function publicReadsUntil(request: FastifyRequest): number {
  return reads.get(request) ?? Number.POSITIVE_INFINITY;
}

export interface Rendered {
  readonly status: number;
  readonly html: string | Buffer;
  readonly route: string | null;
  readonly complete: boolean;
  readonly redirect?: string | undefined;
}

export interface PageCache {
  // What a render puts where this answer's nonce and request id go.
  readonly markers: { readonly nonce: string; readonly requestId: string };
  // The page for this key: kept, or rendered once for every request asking meanwhile. `render`
  // renders for this request, with the markers; `maxAgeOf` is the page kind's max-age, null when
  // it is never public. The answer is this request's page, markers filled in.
  answer(
    key: string,
    request: FastifyRequest,
    render: () => Promise<Rendered>,
    maxAgeOf: (route: string | null) => number | null,
    fill: { readonly nonce: string; readonly requestId: string },
  ): Promise<Rendered>;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createPageCache(
  maxBytes: number,
  observer?: PageCacheObserver,
  now: () => number = Date.now,
): PageCache {
  const tag = randomBytes(9).toString('hex');
  const markers = { nonce: `pagenonce${tag}`, requestId: `pagerequest${tag}` };
  const pattern = new RegExp(`(${escapeForPattern(markers.nonce)}|${escapeForPattern(markers.requestId)})`);
  const pages = new ByteLru<KeptPage>(maxBytes);
  // Renders under way for a key, shared by the identical requests arriving meanwhile.
  const rendering = new Map<string, Promise<KeptPage | null>>();

  function partsOf(html: string): Part[] {
    return html
      .split(pattern)
      .map((part) => (part === markers.nonce ? NONCE : part === markers.requestId ? REQUEST_ID : Buffer.from(part)));
  }

  function filled(parts: readonly Part[], fill: { nonce: string; requestId: string }): Buffer {
    const nonce = Buffer.from(fill.nonce);
    const requestId = Buffer.from(fill.requestId);
    return Buffer.concat(parts.map((part) => (part === NONCE ? nonce : part === REQUEST_ID ? requestId : part)));
  }

  function asRendered(page: KeptPage, fill: { nonce: string; requestId: string }): Rendered {
    return { status: page.status, html: filled(page.parts, fill), route: page.route, complete: true };
  }

  // A page rendered with the markers and not kept, as this request's own.
  function withMarkersFilled(rendered: Rendered, fill: { nonce: string; requestId: string }): Rendered {
    return { ...rendered, html: filled(partsOf(String(rendered.html)), fill) };
  }

  // Renders for this request and keeps the page when every visitor may be given it.
  async function renderAndKeep(
    key: string,
    request: FastifyRequest,
    render: () => Promise<Rendered>,
    maxAgeOf: (route: string | null) => number | null,
  ): Promise<{ rendered: Rendered; kept: KeptPage | null }> {
    const rendered = await render();
    const maxAge = maxAgeOf(rendered.route);
    const started = now();
    const freshUntil = Math.min(publicReadsUntil(request), started + (maxAge ?? 0) * 1000);
    if (
      rendered.redirect !== undefined ||
      rendered.status !== 200 ||
      !rendered.complete ||
      rendered.route === null ||
      maxAge === null ||
      freshUntil <= started
    ) {
      return { rendered, kept: null };
    }
    const parts = partsOf(String(rendered.html));
    const kept: KeptPage = { status: rendered.status, route: rendered.route, parts, freshUntil };
    pages.set(
      key,
      kept,
      parts.reduce<number>((sum, part) => sum + (typeof part === 'number' ? 0 : part.length), 0),
    );
    observer?.bytes(pages.bytes);
    return { rendered, kept };
  }

  return {
    markers,
    async answer(key, request, render, maxAgeOf, fill) {
      const at = now();
      const known = pages.get(key);
      if (known && known.freshUntil > at) {
        observer?.outcome('hit');
        return asRendered(known, fill);
      }
      const underway = rendering.get(key);
      if (underway) {
        // Someone renders it already: the kept page while it may still be given, else their page.
        if (known && known.freshUntil + STALE_SECONDS * 1000 > at) {
          observer?.outcome('stale');
          return asRendered(known, fill);
        }
        // A render under way settles with the kept page, or null: it never rejects.
        const shared = await underway;
        if (shared) {
          observer?.outcome('shared');
          return asRendered(shared, fill);
        }
      }
      observer?.outcome('miss');
      if (underway) return withMarkersFilled((await renderAndKeep(key, request, render, maxAgeOf)).rendered, fill);
      const shared = Promise.withResolvers<KeptPage | null>();
      rendering.set(key, shared.promise);
      try {
        const { rendered, kept } = await renderAndKeep(key, request, render, maxAgeOf);
        shared.resolve(kept);
        return withMarkersFilled(rendered, fill);
      } catch (error) {
        shared.resolve(null);
        throw error;
      } finally {
        rendering.delete(key);
      }
    },
  };
}
