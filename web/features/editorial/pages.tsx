// The blog (spec §2.2): the listing, a page at a time, and each post.
import type { BlogPostQuery, BlogPostsQuery } from '../../generated/graphql.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { BlogPage, BlogPostPage, blogPageOf } from './blog-pages.tsx';
import { BlogPostDocument, BlogPostsDocument } from './generated/documents.ts';

export const PAGES = {
  blog: {
    render: ({ search }) => <BlogPage page={blogPageOf(search) ?? 1} />,
    data: ({ brand, search }) => [query(BlogPostsDocument, { brand: brand.id, page: blogPageOf(search) ?? 1 })],
    // A page that is not a number, or past the last, is not a page; the first always is.
    found: ([result], { search }) => {
      const page = blogPageOf(search);
      if (page === null) return false;
      const listed = result as BlogPostsQuery | undefined;
      return page === 1 || !listed || listed.contentPages.edges.length > 0;
    },
  },
  blogPost: {
    render: ({ params }) => <BlogPostPage slug={params.slug ?? ''} />,
    data: ({ brand, params }) => [query(BlogPostDocument, { brand: brand.id, slug: params.slug ?? '' })],
    found: ([result]) => (result as BlogPostQuery | undefined)?.contentPage !== null,
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';
