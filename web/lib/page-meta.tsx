// A page's own title and description (issue 17, §2.10): the title's first part names the page
// ("Tradespeople in Manchester") before the product name and tagline, and the description is what
// a search result shows under it. A page states them with usePageMeta while it renders; the first
// to speak in a render is the page (the page's heading speaks before anything inside it).
//
// On the server the render collects them for the document's <head> (PageMetaCollector); in the
// browser the document's title and description follow each navigation. Pages that say nothing get
// the product name and tagline and no description.
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { BrandId } from '../../shared/brands.ts';
import type { LinkParams } from '../../shared/link.ts';
import type { RouteName } from '../../shared/routes.ts';
import { showDocumentMeta } from './document-meta.ts';
import { useRouter } from './router.tsx';
import type { StructuredData } from './structured-data.ts';

export interface PageMeta {
  readonly title?: string;
  readonly description?: string;
  // What the page is, for search engines (JSON-LD in the server's <head>; structured-data.ts).
  readonly structuredData?: readonly StructuredData[];
  // The query its canonical address keeps ('?page=2' of a numbered listing); none by default.
  readonly canonicalSearch?: string; // The brands that show this record's page too (a question in every brand of its language, decision
  // 075), for hreflang: by default a page naming a record has no copies elsewhere.
  readonly alternates?: PageAlternates;
}

export interface PageAlternates {
  readonly route: RouteName;
  readonly params: LinkParams;
  readonly brands: readonly BrandId[];
  // The brand whose copy is for everyone else (x-default).
  readonly fallback: BrandId;
}

// What a server render of one page said about itself.
export interface PageMetaCollector {
  meta: PageMeta | null;
}

const CollectorContext = createContext<PageMetaCollector | null>(null);

export function PageMetaCollectorProvider({
  collector,
  children,
}: {
  collector: PageMetaCollector | undefined;
  children: ReactNode;
}) {
  return <CollectorContext.Provider value={collector ?? null}>{children}</CollectorContext.Provider>;
}

export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(CollectorContext);
  if (collector && collector.meta === null) collector.meta = meta;
  const { brand, pathname } = useRouter();
  useEffect(() => {
    showDocumentMeta(brand, pathname, { title: meta.title, description: meta.description });
  }, [brand, pathname, meta.title, meta.description]);
}
