// What each kind of written page is (spec §2.2): its type, its listing and page routes, how its
// listing is ordered and how many a listing page holds, how it states itself to search engines,
// and the words it is shown with.
import { useLingui } from '@lingui/react';
import type { RouteName } from '../../../shared/routes.ts';
import type { ContentOrder, ContentType } from '../../generated/graphql.ts';

export interface ContentKind {
  readonly type: ContentType;
  readonly listing: RouteName;
  readonly item: RouteName;
  // Newest first (the blog, advice), or an index trade by trade with a section per trade.
  readonly order: ContentOrder;
  readonly pageSize: number;
  readonly schemaType: 'BlogPosting' | 'Article';
}

export const BLOG: ContentKind = {
  type: 'BLOG_POST',
  listing: 'blog',
  item: 'blogPost',
  order: 'NEWEST',
  pageSize: 10,
  schemaType: 'BlogPosting',
};
export const ARTICLES: ContentKind = {
  type: 'ARTICLE',
  listing: 'allArticles',
  item: 'article',
  order: 'NEWEST',
  pageSize: 20,
  schemaType: 'Article',
};
// The indexes by trade hold a hundred a page: a brand's every trade on one page in most markets.
export const PRICE_GUIDES: ContentKind = {
  type: 'PRICE_GUIDE',
  listing: 'allPriceGuides',
  item: 'priceGuide',
  order: 'BY_TRADE',
  pageSize: 100,
  schemaType: 'Article',
};
export const SERVICES: ContentKind = {
  type: 'SERVICE_PAGE',
  listing: 'services',
  item: 'servicePage',
  order: 'BY_TRADE',
  pageSize: 100,
  schemaType: 'Article',
};
export const TASKS: ContentKind = {
  type: 'TASK_ARTICLE',
  listing: 'tasks',
  item: 'task',
  order: 'BY_TRADE',
  pageSize: 100,
  schemaType: 'Article',
};

export const listingVariables = (kind: ContentKind, brandId: string, page: number) => ({
  brand: brandId,
  type: kind.type,
  first: kind.pageSize,
  page,
  order: kind.order,
});

export const itemVariables = (kind: ContentKind, brandId: string, params: Readonly<Record<string, string>>) => ({
  brand: brandId,
  type: kind.type,
  slug: params.slug ?? '',
  // The blog's posts belong to no trade; the others are found only under their own.
  ...(kind.type === 'BLOG_POST' ? {} : { cluster: params.contentCluster ?? '' }),
});

// The words of each kind: the listing's title and lead, and what its pages are called.
export interface KindWords {
  readonly title: string;
  readonly lead: string;
  readonly pagedTitle: (page: number) => string;
  readonly pagesLabel: string;
  readonly newer: string;
  readonly older: string;
  readonly none: string;
}

export function useKindWords(kind: ContentKind): KindWords {
  const { i18n } = useLingui();
  const numbered = {
    newer: i18n._({ id: 'content.listing.previous', message: 'Previous page' }),
    older: i18n._({ id: 'content.listing.next', message: 'Next page' }),
  };
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
        ...numbered,
        title: i18n._({ id: 'content.price-guides.title', message: 'Price guides' }),
        lead: i18n._({
          id: 'content.price-guides.lead',
          message: 'What work on your home usually costs, trade by trade, and what makes the price go up or down.',
        }),
        pagedTitle: (page) =>
          i18n._({ id: 'content.price-guides.title-page', message: 'Price guides, page {page}', values: { page } }),
        pagesLabel: i18n._({ id: 'content.price-guides.pages', message: 'Pages of price guides' }),
        none: i18n._({ id: 'content.price-guides.none', message: 'No price guides yet' }),
      };
    case 'SERVICE_PAGE':
      return {
        ...numbered,
        title: i18n._({ id: 'content.services.title', message: 'Services' }),
        lead: i18n._({
          id: 'content.services.lead',
          message: 'Every service our tradespeople offer, trade by trade: what it involves and how to get it done.',
        }),
        pagedTitle: (page) =>
          i18n._({ id: 'content.services.title-page', message: 'Services, page {page}', values: { page } }),
        pagesLabel: i18n._({ id: 'content.services.pages', message: 'Pages of services' }),
        none: i18n._({ id: 'content.services.none', message: 'No services described yet' }),
      };
    case 'TASK_ARTICLE':
      return {
        ...numbered,
        title: i18n._({ id: 'content.tasks.title', message: 'Common jobs' }),
        lead: i18n._({
          id: 'content.tasks.lead',
          message: 'The jobs people most often need done, trade by trade, and what to expect from each.',
        }),
        pagedTitle: (page) =>
          i18n._({ id: 'content.tasks.title-page', message: 'Common jobs, page {page}', values: { page } }),
        pagesLabel: i18n._({ id: 'content.tasks.pages', message: 'Pages of common jobs' }),
        none: i18n._({ id: 'content.tasks.none', message: 'No jobs described yet' }),
      };
    default:
      return {
        ...numbered,
        title: i18n._({ id: 'content.articles.title', message: 'Advice' }),
        lead: i18n._({
          id: 'content.articles.lead',
          message: 'How jobs around the home are done, what to ask a tradesperson, and what to look out for.',
        }),
        pagedTitle: (page) =>
          i18n._({ id: 'content.articles.title-page', message: 'Advice, page {page}', values: { page } }),
        pagesLabel: i18n._({ id: 'content.articles.pages', message: 'Pages of advice' }),
        none: i18n._({ id: 'content.articles.none', message: 'No articles yet' }),
      };
  }
}
