// Structured data (schema.org, as JSON-LD) a public page states about itself with usePageMeta: the
// business a profile is, its score and reviews, the organisation behind the site, where a page sits
// in the site (breadcrumbs). Addresses are paths of the site here; the document's head makes them
// absolute with the brand's origin (seo.ts), so a page never needs to know where it is served from.
import type { Brand } from '../../shared/brands.ts';
import { escapeHtml } from '../../shared/escape.ts';

export interface StructuredData {
  readonly '@type': string;
  readonly [property: string]: unknown;
}

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}

export function organisation(brand: Brand): StructuredData[] {
  return [
    { '@type': 'Organization', '@id': '/#organization', name: brand.productName, url: '/' },
    {
      '@type': 'WebSite',
      '@id': '/#website',
      name: brand.productName,
      url: '/',
      inLanguage: brand.locale,
      publisher: { '@id': '/#organization' },
    },
  ];
}

export interface BusinessReview {
  readonly reviewerName: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly createdAt: string;
}

// A professional's business: where it is, its score from its reviews (1 to 5), and the reviews shown.
export function localBusiness(input: {
  readonly name: string;
  readonly path: string;
  readonly country: string;
  readonly locality: string | null;
  readonly description: string | null;
  readonly image: string | null;
  readonly average: number | null;
  readonly count: number;
  readonly reviews: readonly BusinessReview[];
}): StructuredData {
  return {
    '@type': 'LocalBusiness',
    '@id': `${input.path}#business`,
    name: input.name,
    url: input.path,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: input.country,
      ...(input.locality ? { addressLocality: input.locality } : {}),
    },
    ...(input.average !== null && input.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.average,
            reviewCount: input.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(input.reviews.length > 0
      ? {
          review: input.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.reviewerName },
            datePublished: review.createdAt.slice(0, 10),
            name: review.title,
            reviewBody: review.body,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

export interface PageQuestion {
  readonly title: string;
  readonly body: string;
  readonly askerName: string;
  readonly createdAt: string;
  readonly answerCount: number;
  readonly answers: readonly {
    readonly id: string;
    readonly body: string;
    readonly author: string;
    readonly createdAt: string;
  }[];
}

// A question and its published answers (Google's QAPage: a page where people answer one question).
// Nobody accepts an answer here, so each is a suggested answer; a question without one states none.
export function qaPage(path: string, question: PageQuestion): StructuredData | null {
  if (question.answers.length === 0) return null;
  const person = (name: string) => ({ '@type': 'Person', name });
  return {
    '@type': 'QAPage',
    '@id': `${path}#page`,
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text: question.body,
      answerCount: question.answerCount,
      dateCreated: question.createdAt,
      author: person(question.askerName),
      suggestedAnswer: question.answers.map((answer) => ({
        '@type': 'Answer',
        text: answer.body,
        dateCreated: answer.createdAt,
        author: person(answer.author),
        url: `${path}#answer-${answer.id}`,
      })),
    },
  };
}

const ADDRESS_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo', 'mainEntityOfPage']);

// The page's structured data as one JSON-LD document for the <head>, its site paths made absolute
// with the origin, and safe inside a <script> element (no "</script>" can close it early).
export function jsonLdScript(data: readonly StructuredData[], origin: string, nonce?: string): string {
  const absolute = (value: unknown, key: string | null): unknown => {
    if (typeof value === 'string')
      return key && ADDRESS_KEYS.has(key) && value.startsWith('/') ? `${origin}${value}` : value;
    if (Array.isArray(value)) return value.map((item) => absolute(item, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, absolute(inner, name)]));
    }
    return value;
  };
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': absolute(data, null) })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<script type="application/ld+json"${nonceAttribute}>${json}</script>`;
}
