// The upstream's public answers, kept in memory for as long as it says (decision 045). A visitor's
// read of the catalogue, places, the home page's figures or the directory is the same for every
// visitor; the upstream marks such an answer `Cache-Control: public, max-age=N`, and for N seconds
// the same request body from any visitor is answered from here. Bounded by bytes, least recently
// used first out (ByteLru). An entry past its age stays until it is pushed out: it tells that the next
// request for it is a refresh that concurrent callers may share.

import { ByteLru } from '../byte-lru.ts';

export interface KeptAnswers {
  // The kept answer to this request body while it is fresh.
  fresh(key: string, now: number): Buffer | undefined;
  // When the kept answer to this request body stops being fresh (epoch ms; 0 when none is kept).
  expiresAt(key: string): number;
  // Whether this request body had a public answer before (kept, fresh or not).
  known(key: string): boolean;
  keep(key: string, bytes: Buffer, maxAgeSeconds: number, now: number): void;
  // Bytes held (request bodies and answers): the metrics' gauge of it.
  readonly size: number;
}

interface Entry {
  readonly bytes: Buffer;
  readonly expiresAt: number;
}

// The max age of an answer that any visitor may be given, in seconds; 0 for any other.
export function publicMaxAgeOf(cacheControl: string | string[] | undefined): number {
  if (typeof cacheControl !== 'string') return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (!directives.includes('public')) return 0;
  if (directives.some((d) => d === 'no-store' || d === 'private' || d === 'no-cache')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='))?.slice('max-age='.length);
  return maxAge && /^\d{1,9}$/.test(maxAge) ? Number(maxAge) : 0;
}

export function createKeptAnswers(maxBytes: number): KeptAnswers {
  const entries = new ByteLru<Entry>(maxBytes);
  return {
    fresh(key, now) {
      const entry = entries.peek(key);
      if (!entry || entry.expiresAt <= now) return undefined;
      return entries.get(key)?.bytes;
    },
    expiresAt: (key) => entries.peek(key)?.expiresAt ?? 0,
    known: (key) => entries.has(key),
    keep(key, bytes, maxAgeSeconds, now) {
      if (maxAgeSeconds <= 0) entries.delete(key);
      else entries.set(key, { bytes, expiresAt: now + maxAgeSeconds * 1000 }, bytes.length);
    },
    get size() {
      return entries.bytes;
    },
  };
}
