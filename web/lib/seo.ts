// The <head> lines that tell search engines about a page: public pages name their canonical
// address and, when other brands have the same page, each brand's copy (hreflang alternates);
// forms, searches and unknown addresses are kept out of the index; pages of a person's own account
// say nothing, since a crawler never sees them: it is sent to sign in (decision 044).

import { PATHS } from '../../locales/paths.ts';
import { BRAND_IDS, BRANDS, type Brand, type BrandOrigins, hreflangOf } from '../../shared/brands.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { linkTo, type RouteMatch, routesForBrand } from '../../shared/routes.ts';
import type { PageAlternates, PageMeta } from './page-meta.tsx';
import { jsonLdScript } from './structured-data.ts';

export interface SeoInput {
  readonly brand: Brand;
  // null: the not-found page.
  readonly match: RouteMatch | null;
  readonly pathname: string;
  readonly origins: BrandOrigins;
  // What the page said of itself while it rendered (page-meta.tsx).
  readonly meta?: PageMeta | null;
  // The response's Content-Security-Policy nonce, which every <script> of the page carries.
  readonly nonce?: string;
}

// Pages search engines may list: anyone may open them, and they may be cached or are marked as
// belonging in search results all the same.
export function isIndexable(match: RouteMatch): boolean {
  return (
    match.route.access === undefined &&
    (match.route.cache !== 'none' || match.route.indexed === true) &&
    match.route.name !== 'directorySearchResults'
  );
}

interface Alternate {
  readonly brand: Brand;
  readonly path: string;
}

// The same page in every brand that has the route, when the page names no record of one brand;
// a record's page in the brands the page says show it.
function alternates(match: RouteMatch, stated: PageAlternates | undefined): Alternate[] {
  if (stated) {
    return stated.brands.map((id) => ({
      brand: BRANDS[id],
      path: linkTo(stated.route, PATHS[BRANDS[id].locale], stated.params),
    }));
  }
  if (Object.keys(match.params).length > 0) return [];
  const name = match.route.name;
  return BRAND_IDS.map((id) => BRANDS[id])
    .filter((brand) => routesForBrand(brand).some((route) => route.name === name))
    .map((brand) => ({ brand, path: linkTo(name, PATHS[brand.locale]) }));
}

function alternateLink(hreflang: string, href: string): string {
  return `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

// How a link to a public page looks when shared (Open Graph, and the Twitter card that reads it).
function socialCard(brand: Brand, url: string, title: string, description: string | undefined): string[] {
  return [
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', brand.productName),
    metaTag('property', 'og:locale', hreflangOf(brand).replace('-', '_')),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:title', title),
    ...(description ? [metaTag('property', 'og:description', description)] : []),
    metaTag('name', 'twitter:card', 'summary'),
  ];
}

export function seoHead({ brand, match, pathname, origins, meta, nonce }: SeoInput): string {
  const description = meta?.description ? [metaTag('name', 'description', meta.description)] : [];
  // Only the person signed in ever gets this page; the sign-in keeps it out of every index.
  if (match?.route.access !== undefined) return description.join('');
  if (!match || !isIndexable(match)) return [...description, '<meta name="robots" content="noindex">'].join('');
  const canonical = `${origins[brand.id]}${pathname}${meta?.canonicalSearch ?? ''}`;
  const links = [
    ...description,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...socialCard(brand, canonical, meta?.title ?? brand.productName, meta?.description),
    ...(meta?.structuredData?.length ? [jsonLdScript(meta.structuredData, origins[brand.id], nonce)] : []),
  ];
  // A later page of a listing has no copy of its own in the other brands.
  const others = meta?.canonicalSearch ? [] : alternates(match, meta?.alternates);
  if (others.length > 1) {
    for (const other of others)
      links.push(alternateLink(hreflangOf(other.brand), `${origins[other.brand.id]}${other.path}`));
    const fallbackId = meta?.alternates?.fallback ?? 'uk';
    const fallback = others.find((other) => other.brand.id === fallbackId);
    if (fallback) links.push(alternateLink('x-default', `${origins[fallbackId]}${fallback.path}`));
  }
  return links.join('');
}
