// Content pages (spec §2.2, §3 content types): one page by type and slug, and a brand's pages newest
// first, optionally of one type or content cluster. Partners and trade perks (spec §2.7) are content
// too, but only for professionals: the public reads never show them, and a professional reads those
// of their own brand (docs/decisions/051-partners-and-trade-perks.md).
import type { Queryable } from '../../db/database.ts';
import type {
  ContentOffer,
  ContentOrder,
  ContentType,
  Currency,
  Price,
  ProContentType,
  Resolvers,
} from '../../generated/graphql.ts';
import { professionById, serviceById, userById } from '../../graphql/common-loaders.ts';
import {
  type CursorRow,
  cursorTime,
  decodeCursor,
  numberedOffset,
  pageSize,
  toConnection,
} from '../../graphql/pagination.ts';
import { refusal, signedIn } from '../access/refusals.ts';
import { requireBrand } from '../validation/brand.ts';
import { keptFor } from './home-figures.ts';
import { quotedPrices } from './quoted-prices.ts';
import type { ContentPageRow } from './rows.ts';

export interface ContentFilter {
  readonly brand: string;
  readonly type?: ContentType | null;
  readonly cluster?: string | null;
  readonly first?: number | null;
  readonly after?: string | null;
  // A numbered listing's page, from 1, instead of a cursor.
  readonly page?: number | null;
  readonly order?: ContentOrder | null;
}

// Trade by trade reads as an index: pages without a trade (the blog) after every trade's.
const ORDERS: Readonly<Record<ContentOrder, string>> = {
  NEWEST: 'published_at DESC, id DESC',
  BY_TRADE: 'cluster NULLS LAST, title, id',
};

// The types only signed-in professionals read.
export const PRO_CONTENT_TYPES: readonly ProContentType[] = ['PARTNER', 'TRADE_PERK'];

// Served by content_pages_list_idx (with a type) or content_pages_cluster_idx (with a cluster). $4:
// whether the professionals' types may be listed.
const MATCHES = `brand = $1 AND ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR cluster = $3)
  AND ($4 OR type NOT IN ('PARTNER', 'TRADE_PERK'))`;

export async function listContentPages(db: Queryable, filter: ContentFilter, proContent = false) {
  const size = pageSize(filter.first);
  const after = decodeCursor(filter.after);
  const page = filter.page ?? null;
  const offset = numberedOffset(page, after, size);
  const order = filter.order ?? 'NEWEST';
  // A cursor marks a time; an index by trade is read a numbered page at a time.
  if (order !== 'NEWEST' && after !== null) throw refusal('after is for the newest-first order', 'BAD_USER_INPUT');
  const matching = [filter.brand, filter.type ?? null, filter.cluster ?? null, proContent];
  const rows = await db.query<ContentPageRow & CursorRow>(
    `SELECT *, ${cursorTime('published_at')} AS cursor_at FROM content_pages
      WHERE ${MATCHES} AND ($5::timestamptz IS NULL OR (published_at, id) < ($5::timestamptz, $6::uuid))
      ORDER BY ${ORDERS[order]}
      LIMIT $7 OFFSET $8`,
    [...matching, after?.at ?? null, after?.id ?? null, size + 1, offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM content_pages WHERE ${MATCHES}`,
    matching,
  );
  const connection = toConnection(rows, size, after);
  const pageInfo = page === null ? connection.pageInfo : { ...connection.pageInfo, hasPreviousPage: page > 1 };
  return { ...connection, pageInfo, totalCount: count?.total ?? 0 };
}

// Partners and trade perks say what they offer and where; other pages nothing.
function offerOf(page: ContentPageRow): ContentOffer | null {
  if (page.partner_name === null || page.offer === null || page.offer_url === null) return null;
  return { partnerName: page.partner_name, headline: page.offer, code: page.offer_code, url: page.offer_url };
}

// Price guides carry the usual price range of the work; other pages none.
function priceRangeOf(page: ContentPageRow): Price | null {
  if (page.price_min_minor === null || page.price_max_minor === null || page.currency === null) return null;
  const currency = page.currency as Currency;
  return {
    type: 'ESTIMATED_PRICE_RANGE',
    min: { amountMinor: page.price_min_minor, currency },
    max: { amountMinor: page.price_max_minor, currency },
  };
}

export const contentResolvers: Resolvers = {
  Query: {
    async contentPage(_root, { brand, type, slug, cluster }, { db }) {
      const [page] = await db.query<ContentPageRow>(
        'SELECT * FROM content_pages WHERE brand = $1 AND type = $2 AND slug = $3',
        [requireBrand(brand), type, slug],
      );
      // §2.2 /{contentCluster}/…/{slug}: a page is found only under its own cluster.
      if (!page || (cluster != null && page.cluster !== cluster)) return null;
      // Not public: as if it did not exist.
      if ((PRO_CONTENT_TYPES as readonly ContentType[]).includes(page.type)) return null;
      return page;
    },
    contentPages: (_root, { brand, type, cluster, first, after, page, order }, { db }) =>
      listContentPages(db, { brand: requireBrand(brand), type, cluster, first, after, page, order }),
    // The professional's own brand decides the market and so the language; the root rule lets only
    // professionals through.
    async proContentPages(_root, { type, first, after }, context) {
      const pro = await userById(context).load(signedIn(context.viewer).userId);
      if (!pro) throw new Error('A signed-in professional has no account row');
      return listContentPages(context.db, { brand: requireBrand(pro.brand), type, first, after }, true);
    },
  },
  ContentPage: {
    body: (page) => [...page.body],
    publishedAt: (page) => page.published_at,
    authorName: (page) => page.author_name,
    profession: async (page, _args, context) =>
      page.profession_id ? ((await professionById(context).load(page.profession_id)) ?? null) : null,
    service: async (page, _args, context) =>
      page.service_id ? ((await serviceById(context).load(page.service_id)) ?? null) : null,
    priceRange: priceRangeOf,
    // A listing of guides asks for each: kept as the home figures are, per service (a bounded set).
    async quotedPrices(page, _args, { db, config }) {
      const serviceId = page.service_id;
      if (page.type !== 'PRICE_GUIDE' || serviceId === null) return null;
      const quoted = await keptFor(db, `quoted:${serviceId}`, config.homeFiguresCacheSeconds, () =>
        quotedPrices(db, serviceId),
      );
      if (!quoted) return null;
      const money = (amountMinor: number) => ({ amountMinor, currency: quoted.currency as Currency });
      return {
        low: money(quoted.lowMinor),
        median: money(quoted.medianMinor),
        high: money(quoted.highMinor),
        quoteCount: quoted.quoteCount,
        since: quoted.since,
      };
    },
    offer: offerOf,
  },
};
