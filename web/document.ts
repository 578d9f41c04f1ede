// The HTML document around a server-rendered page. Every value placed in it is escaped, and every
// <script> element and module preload carries the response's CSP nonce
// (bff/plugins/security-headers.ts).
import { type Brand, hreflangOf } from '../shared/brands.ts';
import { escapeHtml } from '../shared/escape.ts';
import { pageTitle } from './lib/page-title.ts';
import { STATE_ELEMENT_ID } from './lib/state.ts';

// What dist/manifest.json names (scripts/build.ts). The two chunk lists are optional: a manifest
// written before pages were split has neither, and its pages still load, one request after another.
export interface PageAssets {
  readonly icon: string;
  readonly script: string;
  // The chunks the entry script imports.
  readonly scriptImports?: readonly string[];
  readonly styles: readonly string[];
  readonly fonts: readonly string[];
  // Per page module (web/page-modules.ts), the chunks its pages need beyond the entry's.
  readonly pages?: Readonly<Record<string, readonly string[]>>;
  // Per locale, its compiled messages (a hashed JSON file).
  readonly catalogs?: Readonly<Record<string, string>>;
  // The icons every page draws from (a hashed SVG sprite, web/components/ui/icon.tsx).
  readonly iconSprite?: string;
}

export { escapeHtml };

// JSON placed inside a <script> element: `<` cannot start `</script>` or `<!--`, and `>`, `&` and
// the two JavaScript line terminators are escaped too (ASVS 1.2.3). The JSON escapes read back as
// the same characters. The state arrives serialised this way already; escaping again here costs
// nothing (it is idempotent) and keeps the element safe whoever serialised it.
export function escapeScriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function renderDocument(input: {
  readonly brand: Brand;
  readonly appHtml: string;
  readonly stateJson: string;
  readonly assets: PageAssets;
  // The chunks of the page shown (PageAssets.pages of its module).
  readonly pageChunks?: readonly string[];
  readonly nonce: string;
  // More of <head>, already escaped: description, canonical and alternate links, social cards.
  readonly head?: string;
  // The page's own name, before the product name and tagline (PageMeta.title).
  readonly title?: string;
}): string {
  const { brand, assets } = input;
  const nonce = escapeHtml(input.nonce);
  const fonts = assets.fonts
    .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  // The messages the client starts with, fetched alongside the scripts (web/lib/loading/catalog.ts).
  const catalog = assets.catalogs?.[brand.locale];
  const catalogLink = catalog
    ? `<link rel="preload" href="${escapeHtml(catalog)}" as="fetch" type="application/json" crossorigin>`
    : '';
  // Fetched with the entry script rather than after it has run: no waterfall of requests.
  const modules = [...new Set([...(assets.scriptImports ?? []), ...(input.pageChunks ?? [])])]
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${nonce}">`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(hreflangOf(brand))}" data-brand="${escapeHtml(brand.id)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<title>${escapeHtml(pageTitle(brand, input.title))}</title>` +
    `<link rel="icon" href="${escapeHtml(assets.icon)}" type="image/svg+xml">${input.head ?? ''}${fonts}${styles}` +
    `<script type="module" src="${escapeHtml(assets.script)}" nonce="${nonce}"></script>${modules}${catalogLink}</head>` +
    `<body><div id="root">${input.appHtml}</div>` +
    `<script type="application/json" id="${STATE_ELEMENT_ID}" nonce="${nonce}">${escapeScriptJson(input.stateJson)}` +
    '</script></body></html>'
  );
}
