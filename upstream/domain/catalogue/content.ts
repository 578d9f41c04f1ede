// Content pages (spec §2.2, §3 content types): one page by type and slug, and a brand's pages newest
// first, optionally of one type or content cluster.
import type { Queryable } from '../../db/database.ts';
import type { ContentType, Currency, Price, Resolvers } from '../../generated/graphql.ts';
import { professionById, serviceById } from '../../graphql/common-loaders.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import { requireBrand } from '../validation/brand.ts';
import type { ContentPageRow } from './rows.ts';

export interface ContentFilter {
  readonly brand: string;
  readonly type?: ContentType | null;
  readonly cluster?: string | null;
  readonly first?: number | null;
  readonly after?: string | null;
}

// Served by content_pages_list_idx (with a type) or content_pages_cluster_idx (with a cluster).
const MATCHES = `brand = $1 AND ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR cluster = $3)`;

export async function listContentPages(db: Queryable, filter: ContentFilter) {
  const size = pageSize(filter.first);
  const after = decodeCursor(filter.after);
  const matching = [filter.brand, filter.type ?? null, filter.cluster ?? null];
  const rows = await db.query<ContentPageRow & CursorRow>(
    `SELECT *, ${cursorTime('published_at')} AS cursor_at FROM content_pages
      WHERE ${MATCHES} AND ($4::timestamptz IS NULL OR (published_at, id) < ($4::timestamptz, $5::uuid))
      ORDER BY published_at DESC, id DESC
      LIMIT $6`,
    [...matching, after?.at ?? null, after?.id ?? null, size + 1],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM content_pages WHERE ${MATCHES}`,
    matching,
  );
  return { ...toConnection(rows, size, after), totalCount: count?.total ?? 0 };
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
      return page;
    },
    contentPages: (_root, { brand, type, cluster, first, after }, { db }) =>
      listContentPages(db, { brand: requireBrand(brand), type, cluster, first, after }),
  },
  ContentPage: {
    body: (page) => [...page.body],
    publishedAt: (page) => page.published_at,
    profession: async (page, _args, context) =>
      page.profession_id ? ((await professionById(context).load(page.profession_id)) ?? null) : null,
    service: async (page, _args, context) =>
      page.service_id ? ((await serviceById(context).load(page.service_id)) ?? null) : null,
    priceRange: priceRangeOf,
  },
};
