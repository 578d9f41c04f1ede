// Written content (spec §2.2): the blog, articles, price guides, services and common jobs — each
// listing a page at a time, and each page.
import type { ContentItemQuery, ContentListingQuery } from '../../generated/graphql.ts';
import { listingPageOf } from '../../lib/listing-page.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import {
  ARTICLES,
  BLOG,
  type ContentKind,
  itemVariables,
  listingVariables,
  PRICE_GUIDES,
  SERVICES,
  TASKS,
} from './content-kinds.ts';
import { ContentItemPage, ContentListingPage } from './content-pages.tsx';
import { ContentItemDocument, ContentListingDocument } from './generated/documents.ts';

function listing(kind: ContentKind): PageDefinition {
  return {
    render: ({ search }) => <ContentListingPage kind={kind} page={listingPageOf(search) ?? 1} />,
    data: ({ brand, search }) => [
      query(ContentListingDocument, listingVariables(kind, brand.id, listingPageOf(search) ?? 1)),
    ],
    // A page that is not a number, or past the last, is not a page; the first always is.
    found: ([result], { search }) => {
      const page = listingPageOf(search);
      if (page === null) return false;
      const listed = result as ContentListingQuery | undefined;
      return page === 1 || !listed || listed.contentPages.edges.length > 0;
    },
  };
}

function item(kind: ContentKind): PageDefinition {
  return {
    render: ({ params }) => <ContentItemPage kind={kind} params={params} />,
    data: ({ brand, params }) => [query(ContentItemDocument, itemVariables(kind, brand.id, params))],
    found: ([result]) => (result as ContentItemQuery | undefined)?.contentPage !== null,
  };
}

export const PAGES = {
  blog: listing(BLOG),
  blogPost: item(BLOG),
  allArticles: listing(ARTICLES),
  article: item(ARTICLES),
  allPriceGuides: listing(PRICE_GUIDES),
  priceGuide: item(PRICE_GUIDES),
  services: listing(SERVICES),
  servicePage: item(SERVICES),
  tasks: listing(TASKS),
  task: item(TASKS),
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';
