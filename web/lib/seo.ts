// The <head> lines that tell search engines about a page: public pages name their canonical
// address and, when other brands have the same page, each brand's copy (hreflang alternates);
// pages of a person's own account, forms and searches are kept out of the index.

import { PATHS } from '../../locales/paths.ts';
import { BRAND_IDS, BRANDS, type Brand, type BrandOrigins, hreflangOf } from '../../shared/brands.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { linkTo, type RouteMatch, routesForBrand } from '../../shared/routes.ts';

export interface SeoInput {
  readonly brand: Brand;
  // null: the not-found page.
  readonly match: RouteMatch | null;
  readonly pathname: string;
  readonly origins: BrandOrigins;
}

// Pages search engines may list: anyone may open them and they may be cached.
export function isIndexable(match: RouteMatch): boolean {
  return (
    match.route.access === undefined && match.route.cache !== 'none' && match.route.name !== 'directorySearchResults'
  );
}

interface Alternate {
  readonly brand: Brand;
  readonly path: string;
}

// The same page in every brand that has the route, when the page names no record of one brand.
function alternates(match: RouteMatch): Alternate[] {
  if (Object.keys(match.params).length > 0) return [];
  const name = match.route.name;
  return BRAND_IDS.map((id) => BRANDS[id])
    .filter((brand) => routesForBrand(brand).some((route) => route.name === name))
    .map((brand) => ({ brand, path: linkTo(name, PATHS[brand.locale]) }));
}

function alternateLink(hreflang: string, href: string): string {
  return `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
}

export function seoHead({ brand, match, pathname, origins }: SeoInput): string {
  if (!match || !isIndexable(match)) return '<meta name="robots" content="noindex">';
  const links = [`<link rel="canonical" href="${escapeHtml(`${origins[brand.id]}${pathname}`)}">`];
  const others = alternates(match);
  if (others.length > 1) {
    for (const other of others)
      links.push(alternateLink(hreflangOf(other.brand), `${origins[other.brand.id]}${other.path}`));
    const fallback = others.find((other) => other.brand.id === 'uk');
    if (fallback) links.push(alternateLink('x-default', `${origins.uk}${fallback.path}`));
  }
  return links.join('');
}
