// The brand's written pages (spec §2.2): the blog (/blog with page, /blog/{slug}), articles and
// price guides (/{all-articles}, /{all-price-guides}, /{contentCluster}/{articles}/{slug} and
// /{contentCluster}/{price-guides}/{slug}). A listing shows a type's pages newest first, a numbered
// page at a time with links a crawler can follow; a page shows its title, date, author, a price
// guide's usual price range, and its body as text. Every one says where it sits in the site, and a
// page states itself to search engines (BlogPosting, Article).
import { useLingui } from '@lingui/react';
import { MAX_LISTING_PAGE } from '../../../shared/constants.ts';
import type { RouteName } from '../../../shared/routes.ts';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContentCard } from '../../components/ui/content-card.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { ContentItemQuery, ContentSummaryFragment, ContentType } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { ContentItemDocument, ContentListingDocument } from './generated/documents.ts';

// The page of a listing the address asks for: 1 without one; null for anything that is not one.
export function listingPageOf(search: URLSearchParams): number | null {
  const asked = search.get('page');
  if (asked === null) return 1;
  if (!/^[1-9][0-9]{0,3}$/.test(asked)) return null;
  const page = Number(asked);
  return page <= MAX_LISTING_PAGE ? page : null;
}

// What each kind of written page is: its type, its listing and page routes, how many a listing
// page holds, and how it states itself to search engines.
export interface ContentKind {
  readonly type: ContentType;
  readonly listing: RouteName;
  readonly item: RouteName;
  readonly pageSize: number;
  readonly schemaType: 'BlogPosting' | 'Article';
}

export const BLOG: ContentKind = {
  type: 'BLOG_POST',
  listing: 'blog',
  item: 'blogPost',
  pageSize: 10,
  schemaType: 'BlogPosting',
};
export const ARTICLES: ContentKind = {
  type: 'ARTICLE',
  listing: 'allArticles',
  item: 'article',
  pageSize: 20,
  schemaType: 'Article',
};
export const PRICE_GUIDES: ContentKind = {
  type: 'PRICE_GUIDE',
  listing: 'allPriceGuides',
  item: 'priceGuide',
  pageSize: 20,
  schemaType: 'Article',
};

export const listingVariables = (kind: ContentKind, brandId: string, page: number) => ({
  brand: brandId,
  type: kind.type,
  first: kind.pageSize,
  page,
});

export const itemVariables = (kind: ContentKind, brandId: string, params: Readonly<Record<string, string>>) => ({
  brand: brandId,
  type: kind.type,
  slug: params.slug ?? '',
  // The blog's posts belong to no trade; the others are found only under their own.
  ...(kind.type === 'BLOG_POST' ? {} : { cluster: params.contentCluster ?? '' }),
});

// The words of each kind: the listing's title and lead, and what its pages are called.
interface KindWords {
  readonly title: string;
  readonly lead: string;
  readonly pagedTitle: (page: number) => string;
  readonly pagesLabel: string;
  readonly newer: string;
  readonly older: string;
  readonly none: string;
}

function useKindWords(kind: ContentKind): KindWords {
  const { i18n } = useLingui();
  switch (kind.type) {
    case 'BLOG_POST':
      return {
        title: i18n._({ id: 'blog.title', message: 'Tips and ideas' }),
        lead: i18n._({
          id: 'blog.lead',
          message: 'Ideas and advice for your home: what to do when, what it takes, and how to find the right help.',
        }),
        pagedTitle: (page) =>
          i18n._({ id: 'blog.title-page', message: 'Tips and ideas, page {page}', values: { page } }),
        pagesLabel: i18n._({ id: 'blog.pages', message: 'Pages of tips and ideas' }),
        newer: i18n._({ id: 'blog.newer', message: 'Newer posts' }),
        older: i18n._({ id: 'blog.older', message: 'Older posts' }),
        none: i18n._({ id: 'blog.none', message: 'No posts yet' }),
      };
    case 'PRICE_GUIDE':
      return {
        title: i18n._({ id: 'content.price-guides.title', message: 'Price guides' }),
        lead: i18n._({
          id: 'content.price-guides.lead',
          message: 'What work on your home usually costs, trade by trade, and what makes the price go up or down.',
        }),
        pagedTitle: (page) =>
          i18n._({ id: 'content.price-guides.title-page', message: 'Price guides, page {page}', values: { page } }),
        pagesLabel: i18n._({ id: 'content.price-guides.pages', message: 'Pages of price guides' }),
        newer: i18n._({ id: 'content.listing.previous', message: 'Previous page' }),
        older: i18n._({ id: 'content.listing.next', message: 'Next page' }),
        none: i18n._({ id: 'content.price-guides.none', message: 'No price guides yet' }),
      };
    default:
      return {
        title: i18n._({ id: 'content.articles.title', message: 'Advice' }),
        lead: i18n._({
          id: 'content.articles.lead',
          message: 'How jobs around the home are done, what to ask a tradesperson, and what to look out for.',
        }),
        pagedTitle: (page) =>
          i18n._({ id: 'content.articles.title-page', message: 'Advice, page {page}', values: { page } }),
        pagesLabel: i18n._({ id: 'content.articles.pages', message: 'Pages of advice' }),
        newer: i18n._({ id: 'content.listing.previous', message: 'Previous page' }),
        older: i18n._({ id: 'content.listing.next', message: 'Next page' }),
        none: i18n._({ id: 'content.articles.none', message: 'No articles yet' }),
      };
  }
}

function useListingCrumbs(kind: ContentKind, words: KindWords): Crumb[] {
  const router = useRouter();
  return [
    { name: router.brand.productName, path: '/' },
    { name: words.title, path: router.href(kind.listing) },
  ];
}

const itemParams = (kind: ContentKind, page: ContentSummaryFragment) =>
  kind.type === 'BLOG_POST' ? { slug: page.slug } : { contentCluster: page.cluster ?? '', slug: page.slug };

function Byline({ page }: { page: ContentSummaryFragment }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  return (
    <p className="field-hint" data-testid="content-byline">
      <time dateTime={page.publishedAt}>{formatDate(page.publishedAt, { dateStyle: 'long' })}</time>
      {page.authorName
        ? ` · ${i18n._({ id: 'blog.by', message: 'by {author}', values: { author: page.authorName } })}`
        : null}
    </p>
  );
}

// A price guide's usual range in the brand's money, or null for a page without one.
function usePriceRange(): (page: ContentSummaryFragment) => string | null {
  const { i18n } = useLingui();
  return (page) => {
    const range = page.priceRange;
    if (!range?.min || !range.max) return null;
    return i18n._({
      id: 'content.price-guides.range',
      message: 'Usually {min} to {max}',
      values: { min: formatMoney(range.min, i18n.locale), max: formatMoney(range.max, i18n.locale) },
    });
  };
}

export function ContentListingPage({ kind, page }: { kind: ContentKind; page: number }) {
  const { brand } = useRouter();
  const words = useKindWords(kind);
  const crumbs = useListingCrumbs(kind, words);
  const listing = useQuery(ContentListingDocument, listingVariables(kind, brand.id, page));
  const priceRange = usePriceRange();
  return (
    <div className="narrow">
      <PageHeading
        title={page > 1 ? words.pagedTitle(page) : words.title}
        lead={words.lead}
        structuredData={[breadcrumbList(crumbs)]}
        {...(page > 1 ? { canonicalSearch: `?page=${page}` } : {})}
      />
      <QueryState data={listing.data} error={listing.error} onRetry={() => void listing.mutate()}>
        {({ contentPages }) =>
          contentPages.edges.length === 0 ? (
            <EmptyState icon="file-text" title={words.none} />
          ) : (
            <>
              <ul className="list" data-testid="content-listing">
                {contentPages.edges.map(({ node }) => (
                  <ContentCard
                    key={node.id}
                    title={
                      <Link to={kind.item} params={itemParams(kind, node)}>
                        {node.title}
                      </Link>
                    }
                    meta={
                      kind.type === 'PRICE_GUIDE' ? (
                        <p data-testid="content-price">
                          {[node.profession?.name, priceRange(node)].filter(Boolean).join(' · ')}
                        </p>
                      ) : (
                        <Byline page={node} />
                      )
                    }
                  >
                    <p>{node.summary}</p>
                  </ContentCard>
                ))}
              </ul>
              <Pagination
                label={words.pagesLabel}
                to={kind.listing}
                current={page}
                last={Math.max(1, Math.ceil(contentPages.totalCount / kind.pageSize))}
                previous={words.newer}
                next={words.older}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

export function ContentItemPage({ kind, params }: { kind: ContentKind; params: Readonly<Record<string, string>> }) {
  const { brand } = useRouter();
  const words = useKindWords(kind);
  const item = useQuery(ContentItemDocument, itemVariables(kind, brand.id, params));
  return (
    <div className="narrow">
      <BackLink to={kind.listing}>{words.title}</BackLink>
      <QueryState data={item.data} error={item.error} onRetry={() => void item.mutate()}>
        {({ contentPage }) => (contentPage ? <Item kind={kind} words={words} page={contentPage} /> : null)}
      </QueryState>
    </div>
  );
}

function Item({
  kind,
  words,
  page,
}: {
  kind: ContentKind;
  words: KindWords;
  page: NonNullable<ContentItemQuery['contentPage']>;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const crumbs = useListingCrumbs(kind, words);
  const priceRange = usePriceRange();
  const path = router.href(kind.item, itemParams(kind, page));
  return (
    <article data-testid="content-page">
      <PageHeading
        title={page.title}
        lead={page.summary}
        structuredData={[
          {
            '@type': kind.schemaType,
            '@id': `${path}#${kind.schemaType === 'BlogPosting' ? 'post' : 'article'}`,
            url: path,
            mainEntityOfPage: path,
            headline: page.title,
            description: page.summary,
            datePublished: page.publishedAt,
            inLanguage: router.brand.locale,
            ...(page.authorName ? { author: { '@type': 'Person', name: page.authorName } } : {}),
            publisher: { '@type': 'Organization', name: router.brand.productName, url: '/' },
          },
          breadcrumbList([...crumbs, { name: page.title, path }]),
        ]}
      >
        <Byline page={page} />
      </PageHeading>
      {kind.type === 'PRICE_GUIDE' && priceRange(page) ? (
        <section className="card account-topic" data-testid="price-range">
          <h2>{priceRange(page)}</h2>
          <p className="field-hint">
            {i18n._({
              id: 'content.price-guides.range-note',
              message:
                'What the work usually costs. Your price depends on the job: ask a few tradespeople for a quote.',
            })}
          </p>
          <p>
            <Link to="findAPro" className="button">
              {i18n._({ id: 'layout.nav.find-a-pro', message: 'Find a tradesperson' })}
            </Link>
          </p>
        </section>
      ) : null}
      <Prose blocks={page.body} testId="content-body" />
    </article>
  );
}
