// A browser document for component tests: jsdom's window globals registered on Node's global
// object before React loads, React's act() environment switched on, and the rendered tree removed
// after every test. Import it first in a web test, as a bare import (a bare import stays where
// it is when imports are sorted):
//
//   import './dom.ts';
//
// Node's own fetch, URL, AbortController, streams, crypto and timers stay: they are what the
// browser has too, and real HTTP tests need Node's fetch. Tests that need another address call
// `setUrl`.
import { JSDOM } from 'jsdom';
import t from 'tap';

const dom = new JSDOM('<!doctype html><html lang="en-GB"><head></head><body></body></html>', {
  url: 'http://uk.localhost/',
  pretendToBeVisual: true,
});

const KEEP = new Set([
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'URL',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'crypto',
  'performance',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  'structuredClone',
  'console',
]);

const target = globalThis as unknown as Record<string, unknown>;
const source = dom.window as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (KEEP.has(key) || key in target || key === 'window') continue;
  if (/^[0-9]/.test(key) || key === 'undefined') continue;
  Object.defineProperty(target, key, {
    configurable: true,
    // Window methods called on Node's global object must still run against the window.
    get: () => {
      const value = source[key];
      return typeof value === 'function' && /^[a-z]/.test(key) ? value.bind(dom.window) : value;
    },
    set: (value) => {
      source[key] = value;
    },
  });
}
// Properties Node already has but which must be the document's (navigator carries onLine and
// userAgent; the event classes must be jsdom's for dispatchEvent to accept them).
for (const key of ['navigator', 'Event', 'EventTarget', 'CustomEvent', 'MessageEvent', 'DOMException']) {
  Object.defineProperty(target, key, { configurable: true, writable: true, value: source[key] });
}
Object.defineProperty(target, 'window', { configurable: true, writable: true, value: dom.window });
// jsdom's window keeps its own timers; the document's code must see the same ones as the tests.
for (const key of ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch']) {
  source[key] = target[key];
}
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const jsdom = dom;

// Moves the document to another address (path, query, host) without a navigation.
export function setUrl(url: string): void {
  dom.reconfigure({ url: new URL(url, dom.window.location.href).href });
}

const { cleanup, configure } = await import('@testing-library/react');
// How long findBy… and waitFor wait for the page to get somewhere: many of these waits span a
// real HTTP round trip, which a busy machine (the whole suite on two cores) can stretch past
// the library's 1 s default. A wait ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });
t.afterEach(() => {
  cleanup();
  dom.window.document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) dom.window.document.cookie = `${name}=; max-age=0; path=/`;
  });
  dom.window.sessionStorage.clear();
  dom.window.localStorage.clear();
});
