// §2.10: the page title is the product name plus a localised tagline, after the page's own name
// when it has one (issue 17). The server writes it into the document, the browser after each
// navigation.
import type { Brand } from '../../shared/brands.ts';

export function pageTitle(brand: Brand, first?: string): string {
  const suffix = `${brand.productName} – ${brand.tagline}`;
  return first ? `${first} | ${suffix}` : suffix;
}
