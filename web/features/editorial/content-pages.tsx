// The brand's written pages (spec §2.2): the blog (/blog with page, /blog/{slug}), articles and
// price guides (/{all-articles}, /{all-price-guides}, /{contentCluster}/{articles}/{slug} and
// /{contentCluster}/{price-guides}/{slug}). A listing shows a type's pages newest first, a numbered
// page at a time with links a crawler can follow; a page shows its title, date, author, a price
// guide's usual price range, and its body as text. Every one says where it sits in the site, and a
// page states itself to search engines (BlogPosting, Article).
import { useLingui } from '@lingui/react';
import { externalLinksOf } from '../../../shared/external-links.ts';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContentCard } from '../../components/ui/content-card.tsx';
import { LinkList } from '../../components/ui/link-list.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { ContentItemQuery, ContentSummaryFragment } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { type ContentKind, itemVariables, type KindWords, listingVariables, useKindWords } from './content-kinds.ts';
import { ContentItemDocument, ContentListingDocument } from './generated/documents.ts';

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
// What professionals quoted lately when enough did (decision 077), else the editors' estimate.
function usePriceRange(): (page: ContentSummaryFragment) => string | null {
  const { i18n } = useLingui();
  return (page) => {
    const quoted = page.quotedPrices;
    const range = quoted ? { min: quoted.low, max: quoted.high } : page.priceRange;
    if (!range?.min || !range.max) return null;
    return i18n._({
      id: 'content.price-guides.range',
      message: 'Usually {min} to {max}',
      values: { min: formatMoney(range.min, i18n.locale), max: formatMoney(range.max, i18n.locale) },
    });
  };
}

function ContentList({ kind, pages }: { kind: ContentKind; pages: readonly ContentSummaryFragment[] }) {
  const priceRange = usePriceRange();
  return (
    <ul className="list" data-testid="content-listing">
      {pages.map((node) => (
        <ContentCard
          key={node.id}
          title={
            <Link to={kind.item} params={itemParams(kind, node)}>
              {node.title}
            </Link>
          }
          meta={
            kind.type === 'PRICE_GUIDE' ? (
              <p data-testid="content-price">{priceRange(node)}</p>
            ) : kind.order === 'NEWEST' ? (
              <Byline page={node} />
            ) : null
          }
        >
          <p>{node.summary}</p>
        </ContentCard>
      ))}
    </ul>
  );
}

// An index by trade: a section per trade (price guides with their ranges; services and jobs as
// names to scan), its address the trade's slug, so that a link can point
// at one trade's part (spec §2.2 /{all-price-guides} with an optional hash).
function TradeSections({ kind, pages }: { kind: ContentKind; pages: readonly ContentSummaryFragment[] }) {
  const sections: { cluster: string; name: string; pages: ContentSummaryFragment[] }[] = [];
  for (const page of pages) {
    const cluster = page.cluster ?? '';
    const last = sections.at(-1);
    if (last?.cluster === cluster) last.pages.push(page);
    else sections.push({ cluster, name: page.profession?.name ?? '', pages: [page] });
  }
  return (
    <div data-testid="content-index">
      {sections.map((section) => (
        <section key={section.cluster} id={section.cluster} aria-labelledby={`${section.cluster}-heading`}>
          <h2 id={`${section.cluster}-heading`}>{section.name}</h2>
          {kind.type === 'PRICE_GUIDE' ? (
            <ContentList kind={kind} pages={section.pages} />
          ) : (
            <LinkList
              items={section.pages.map((page) => ({
                key: page.id,
                link: (
                  <Link to={kind.item} params={itemParams(kind, page)}>
                    {page.title}
                  </Link>
                ),
              }))}
            />
          )}
        </section>
      ))}
    </div>
  );
}

export function ContentListingPage({ kind, page }: { kind: ContentKind; page: number }) {
  const { brand } = useRouter();
  const words = useKindWords(kind);
  const crumbs = useListingCrumbs(kind, words);
  const listing = useQuery(ContentListingDocument, listingVariables(kind, brand.id, page));
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
              {kind.order === 'BY_TRADE' ? (
                <TradeSections kind={kind} pages={contentPages.edges.map((edge) => edge.node)} />
              ) : (
                <ContentList kind={kind} pages={contentPages.edges.map((edge) => edge.node)} />
              )}
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
  const { formatDate } = useDateFormatters();
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
          <p className="field-hint" data-testid="price-basis">
            {page.quotedPrices
              ? i18n._({
                  id: 'content.price-guides.quoted-note',
                  message:
                    'From {count} quotes tradespeople sent on {product} since {date}: the middle 80 % of them, so one unusual quote does not move it. Your price depends on the job: ask a few tradespeople for a quote.',
                  values: {
                    count: page.quotedPrices.quoteCount,
                    product: router.brand.productName,
                    date: formatDate(page.quotedPrices.since, { dateStyle: 'long' }),
                  },
                })
              : i18n._({
                  id: 'content.price-guides.range-note',
                  message:
                    'What the work usually costs. Your price depends on the job: ask a few tradespeople for a quote.',
                })}
          </p>
          <p>
            <a href={externalLinksOf(router.brand.id).costsArticle} data-testid="costs-article">
              {i18n._({ id: 'content.price-guides.costs-article', message: 'What makes a job cost more or less' })}
            </a>
          </p>
        </section>
      ) : null}
      <Prose blocks={page.body} testId="content-body" />
      {kind.order === 'BY_TRADE' && page.profession ? <GetItDone page={page} profession={page.profession} /> : null}
    </article>
  );
}

// Under a service, a common job or a price guide: where to take it from reading to doing — post
// the job for this service, or look at the trade's professionals.
function GetItDone({
  page,
  profession,
}: {
  page: ContentSummaryFragment;
  profession: NonNullable<ContentSummaryFragment['profession']>;
}) {
  const { i18n } = useLingui();
  return (
    <section className="card account-topic" data-testid="content-next-steps">
      <h2>{i18n._({ id: 'content.next.title', message: 'Get it done' })}</h2>
      <p>
        {i18n._({
          id: 'content.next.lead',
          message:
            'Describe the job in a few minutes and hear from tradespeople near you. It is free and you are not bound to anyone.',
        })}
      </p>
      <div className="actions">
        <Link
          to="jobPostProfession"
          params={{ slug: profession.slug, ...(page.service ? { serviceSlug: page.service.slug } : {}) }}
          className="button"
        >
          {i18n._({ id: 'content.next.post', message: 'Post your job' })}
        </Link>
        <Link to="tradePros" params={{ professionSlug: profession.slug }}>
          {i18n._({
            id: 'content.next.pros',
            message: 'See all {pros}',
            values: { pros: profession.professionalsName.toLocaleLowerCase(i18n.locale) },
          })}
        </Link>
      </div>
    </section>
  );
}
