// The server render bundle's messages. scripts/build.ts bundles this module in place of
// catalogs.ts: each locale's messages are read from the file the build wrote for the
// browser (public/assets/messages-<locale>-<hash>.json, as manifest.json names it), the first time a
// page in that locale is rendered. Bundled, all eight catalogues would stay in the BFF twice over
// (as the bundle's source text and as the string constants parsed from it), whether or not a
// brand in that locale is ever asked for. Tests that render from the TypeScript import
// catalogs.ts itself.
import { readFileSync } from 'node:fs';
import type { Messages } from '@lingui/core';
import { LOCALES, type Locale } from '../shared/locales.ts';

// This module is bundled into dist/server/render.js: the dist folder is one up.
const dist = new URL('../', import.meta.url);

let manifestCatalogs: Readonly<Record<string, string>> | undefined;

function catalogFile(locale: Locale): string {
  manifestCatalogs ??= (JSON.parse(readFileSync(new URL('manifest.json', dist), 'utf8')).catalogs ?? {}) as Record<
    string,
    string
  >;
  const file = manifestCatalogs[locale];
  if (!file) throw new Error(`The build named no catalogue for ${locale} in manifest.json`);
  return file;
}

const loaded = new Map<Locale, Messages>();

function messagesOf(locale: Locale): Messages {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`public${catalogFile(locale)}`, dist), 'utf8')) as Messages;
    loaded.set(locale, messages);
  }
  return messages;
}

export const CATALOGS: Readonly<Record<Locale, Messages>> = Object.defineProperties(
  {} as Record<Locale, Messages>,
  Object.fromEntries(LOCALES.map((locale) => [locale, { enumerable: true, get: () => messagesOf(locale) }])),
);
