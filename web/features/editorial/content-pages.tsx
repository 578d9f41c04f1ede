// Visitor/Blog and Visitor/BlogPost (spec §2.2 /blog with page, /blog/{slug}): the brand's posts
// newest first, ten a page with numbered links a crawler can follow, each with its date, author and
// summary; and one post in full. Both say where they sit in the site, and a post states itself as a
// BlogPosting for search engines.
import { useLingui } from '@lingui/react';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContentCard } from '../../components/ui/content-card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { BlogPostSummaryFragment } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { BlogPostDocument, BlogPostsDocument } from './generated/documents.ts';

export const BLOG_PAGE_SIZE = 10;
const MAX_PAGE = 1000;

// The page of the listing the address asks for: 1 without one; null for anything that is not one.
export function blogPageOf(search: URLSearchParams): number | null {
  const asked = search.get('page');
  if (asked === null) return 1;
  if (!/^[1-9][0-9]{0,3}$/.test(asked)) return null;
  const page = Number(asked);
  return page <= MAX_PAGE ? page : null;
}

function useBlogCrumbs(): Crumb[] {
  const { i18n } = useLingui();
  const router = useRouter();
  return [
    { name: router.brand.productName, path: '/' },
    { name: i18n._({ id: 'blog.title', message: 'Tips and ideas' }), path: router.href('blog') },
  ];
}

function PostByline({ post }: { post: BlogPostSummaryFragment }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const date = <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, { dateStyle: 'long' })}</time>;
  return (
    <p className="field-hint" data-testid="blog-byline">
      {date}
      {post.authorName
        ? ` · ${i18n._({ id: 'blog.by', message: 'by {author}', values: { author: post.authorName } })}`
        : null}
    </p>
  );
}

export function BlogPage({ page }: { page: number }) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const crumbs = useBlogCrumbs();
  const posts = useQuery(BlogPostsDocument, { brand: brand.id, page });
  const title =
    page > 1
      ? i18n._({ id: 'blog.title-page', message: 'Tips and ideas, page {page}', values: { page } })
      : i18n._({ id: 'blog.title', message: 'Tips and ideas' });
  return (
    <div className="narrow">
      <PageHeading
        title={title}
        lead={i18n._({
          id: 'blog.lead',
          message: 'Ideas and advice for your home: what to do when, what it takes, and how to find the right help.',
        })}
        structuredData={[breadcrumbList(crumbs)]}
        {...(page > 1 ? { canonicalSearch: `?page=${page}` } : {})}
      />
      <QueryState data={posts.data} error={posts.error} onRetry={() => void posts.mutate()}>
        {({ contentPages }) =>
          contentPages.edges.length === 0 ? (
            <EmptyState icon="file-text" title={i18n._({ id: 'blog.none', message: 'No posts yet' })} />
          ) : (
            <>
              <ul className="list" data-testid="blog-posts">
                {contentPages.edges.map(({ node: post }) => (
                  <ContentCard
                    key={post.id}
                    title={
                      <Link to="blogPost" params={{ slug: post.slug }}>
                        {post.title}
                      </Link>
                    }
                    meta={<PostByline post={post} />}
                  >
                    <p>{post.summary}</p>
                  </ContentCard>
                ))}
              </ul>
              <Pagination
                label={i18n._({ id: 'blog.pages', message: 'Pages of tips and ideas' })}
                to="blog"
                current={page}
                last={Math.max(1, Math.ceil(contentPages.totalCount / BLOG_PAGE_SIZE))}
                previous={i18n._({ id: 'blog.newer', message: 'Newer posts' })}
                next={i18n._({ id: 'blog.older', message: 'Older posts' })}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

export function BlogPostPage({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const post = useQuery(BlogPostDocument, { brand: brand.id, slug });
  return (
    <div className="narrow">
      <BackLink to="blog">{i18n._({ id: 'blog.title', message: 'Tips and ideas' })}</BackLink>
      <QueryState data={post.data} error={post.error} onRetry={() => void post.mutate()}>
        {({ contentPage }) => (contentPage ? <Post post={contentPage} /> : null)}
      </QueryState>
    </div>
  );
}

function Post({ post }: { post: BlogPostSummaryFragment & { body: readonly { kind: string; text: string }[] } }) {
  const router = useRouter();
  const crumbs = useBlogCrumbs();
  const path = router.href('blogPost', { slug: post.slug });
  return (
    <article data-testid="blog-post">
      <PageHeading
        title={post.title}
        lead={post.summary}
        structuredData={[
          {
            '@type': 'BlogPosting',
            '@id': `${path}#post`,
            url: path,
            mainEntityOfPage: path,
            headline: post.title,
            description: post.summary,
            datePublished: post.publishedAt,
            inLanguage: router.brand.locale,
            ...(post.authorName ? { author: { '@type': 'Person', name: post.authorName } } : {}),
            publisher: { '@type': 'Organization', name: router.brand.productName, url: '/' },
          },
          breadcrumbList([...crumbs, { name: post.title, path }]),
        ]}
      >
        <PostByline post={post} />
      </PageHeading>
      <Prose blocks={post.body} testId="blog-body" />
    </article>
  );
}
