// The HTML document around a server-rendered page. Every value placed in it is escaped.
import type { Brand } from '../shared/brands.ts';
import { STATE_ELEMENT_ID } from './lib/state.ts';

export interface PageAssets {
  readonly icon: string;
  readonly script: string;
  readonly styles: readonly string[];
  readonly fonts: readonly string[];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// §2.10: the page title is the product name plus a localised tagline.
export function pageTitle(brand: Brand): string {
  return `${brand.productName} – ${brand.tagline}`;
}

export function renderDocument(input: {
  readonly brand: Brand;
  readonly appHtml: string;
  readonly stateJson: string;
  readonly assets: PageAssets;
}): string {
  const { brand, assets } = input;
  const fonts = assets.fonts
    .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return (
    `<!doctype html><html lang="${escapeHtml(brand.locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<title>${escapeHtml(pageTitle(brand))}</title>` +
    `<link rel="icon" href="${escapeHtml(assets.icon)}" type="image/svg+xml">${fonts}${styles}` +
    `<script type="module" src="${escapeHtml(assets.script)}"></script></head>` +
    `<body><div id="root">${input.appHtml}</div>` +
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${input.stateJson}</script></body></html>`
  );
}
