// The document's title and description in the browser, as pages state them (page-meta.tsx) and
// as the router resets them after a navigation to a page that states nothing.
import type { Brand } from '../../shared/brands.ts';
import { pageTitle } from './page-title.ts';

// The address whose page last set the title: the router's effect runs after the page's in the same
// commit, and must not undo it.
let shownFor: string | null = null;

function setDescription(description: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  element.content = description;
}

export function showDocumentMeta(
  brand: Brand,
  pathname: string,
  meta: { readonly title?: string; readonly description?: string },
): void {
  document.title = pageTitle(brand, meta.title);
  setDescription(meta.description);
  shownFor = pathname;
}

// After a navigation: the product name and tagline and no description, unless the page said more.
export function resetDocumentMetaUnlessShown(brand: Brand, pathname: string): void {
  if (shownFor === pathname) return;
  document.title = pageTitle(brand);
  setDescription(undefined);
}
