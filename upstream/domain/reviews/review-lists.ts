// Reading reviews: a home owner's own, a professional's (all states), the staff queue, and the
// published reviews of any professional on their profile (batched: a directory page asks for many).

import type { BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import type { ReviewStatus } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import {
  type Cursor,
  type CursorRow,
  cursorTime,
  decodeCursor,
  numberedOffset,
  pageSize,
  toConnection,
} from '../../graphql/pagination.ts';
import { refusal } from '../access/refusals.ts';
import { isUuid } from '../validation/ids.ts';
import type { ReviewRow } from './rows.ts';

interface Page {
  readonly first?: number | null;
  readonly after?: string | null;
}

export async function myReview(db: Queryable, consumerId: string, serviceRequestId: string) {
  if (!isUuid(serviceRequestId)) return null;
  const [review] = await db.query<ReviewRow>(
    'SELECT * FROM reviews WHERE service_request_id = $1 AND consumer_id = $2',
    [serviceRequestId, consumerId],
  );
  return review ?? null;
}

// Newest first, optionally of one professional and in one state.
async function reviewsPage(db: Queryable, filter: { proId?: string; status?: ReviewStatus | null }, page: Page) {
  const size = pageSize(page.first);
  const after = decodeCursor(page.after);
  const where = `($1::uuid IS NULL OR pro_id = $1::uuid) AND ($2::text IS NULL OR status = $2::text)`;
  const params = [filter.proId ?? null, filter.status ?? null];
  const rows = await db.query<ReviewRow & CursorRow>(
    `SELECT *, ${cursorTime('created_at')} AS cursor_at FROM reviews
      WHERE ${where} AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
      ORDER BY created_at DESC, id DESC LIMIT $5`,
    [...params, after?.at ?? null, after?.id ?? null, size + 1],
  );
  const [total] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM reviews WHERE ${where}`,
    params,
  );
  return { ...toConnection(rows, size, after), totalCount: total?.count ?? 0 };
}

export const myReviews = (db: Queryable, proId: string, page: Page) => reviewsPage(db, { proId }, page);

export const reviewModerationQueue = (db: Queryable, status: ReviewStatus | null | undefined, page: Page) =>
  reviewsPage(db, { status }, page);

// A professional's published reviews, newest first: one page per professional asked for, all in one
// query per page shape (on reviews_pro_idx).
type PageKey = string;
type ReviewPage = ReturnType<typeof toConnection<ReviewRow & CursorRow>> & { totalCount: number };

async function publishedPages(db: Queryable, keys: readonly PageKey[]): Promise<ReviewPage[]> {
  // Keys of the same page size, cursor and numbered page share one query.
  const shapes = new Map<string, { size: number; after: Cursor | null; offset: number; proIds: string[] }>();
  for (const key of keys) {
    const [proId, size, after, offset] = JSON.parse(key) as [string, number, Cursor | null, number];
    const shape = JSON.stringify([size, after, offset]);
    const group = shapes.get(shape) ?? { size, after, offset, proIds: [] };
    group.proIds.push(proId);
    shapes.set(shape, group);
  }
  const counts = await db.query<{ pro_id: string; count: number }>(
    `SELECT pro_id, count(*)::int AS count FROM reviews
      WHERE pro_id = ANY($1::uuid[]) AND status = 'APPROVED' GROUP BY pro_id`,
    [keys.map((key) => (JSON.parse(key) as [string])[0])],
  );
  const countOf = new Map(counts.map((row) => [row.pro_id, row.count]));
  const pages = new Map<PageKey, ReviewPage>();
  for (const { size, after, offset, proIds } of shapes.values()) {
    const rows = await db.query<ReviewRow & CursorRow>(
      `SELECT page.* FROM unnest($1::uuid[]) AS pro(id)
        CROSS JOIN LATERAL (
          SELECT r.*, ${cursorTime('r.created_at')} AS cursor_at FROM reviews r
           WHERE r.pro_id = pro.id AND r.status = 'APPROVED'
             AND ($2::timestamptz IS NULL OR (r.created_at, r.id) < ($2::timestamptz, $3::uuid))
           ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5) page
        ORDER BY page.pro_id, page.created_at DESC, page.id DESC`,
      [proIds, after?.at ?? null, after?.id ?? null, size + 1, offset],
    );
    for (const proId of proIds) {
      const own = rows.filter((row) => row.pro_id === proId);
      const connection = toConnection(own, size, after);
      // A numbered page past the first has pages before it, as a cursor's page has.
      const pageInfo = offset > 0 ? { ...connection.pageInfo, hasPreviousPage: true } : connection.pageInfo;
      const page = { ...connection, pageInfo, totalCount: countOf.get(proId) ?? 0 };
      pages.set(JSON.stringify([proId, size, after, offset]), page);
    }
  }
  return keys.map((key) => {
    const page = pages.get(key);
    if (!page) throw new Error(`No page was read for ${key}`);
    return page;
  });
}

// A page by cursor, or a numbered page (from 1) of a profile's reviews page a crawler can follow.
export function publishedReviews(
  ctx: Pick<UpstreamContext, 'loaders'>,
  proId: string,
  page: Page & { readonly page?: number | null },
) {
  const size = pageSize(page.first);
  const offset = numberedOffset(page.page, page.after, size);
  const key: PageKey = JSON.stringify([proId, size, decodeCursor(page.after), offset]);
  return ctx.loaders.get('reviews.publishedByPro', publishedPages).load(key);
}

// The most the home page may ask for.
export const MAX_RECENT_REVIEWS = 12;

// The brand's newest published reviews of professionals the directory lists (spec §2.2 home): the
// same reviews their profiles show anyone. Read newest first on reviews_published_created_idx.
export async function recentReviews(
  db: Queryable,
  brand: BrandId,
  first: number,
  minRating: number,
): Promise<ReviewRow[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_RECENT_REVIEWS) {
    throw refusal(`first must be between 1 and ${MAX_RECENT_REVIEWS}`, 'BAD_USER_INPUT');
  }
  if (!Number.isInteger(minRating) || minRating < 1 || minRating > 5) {
    throw refusal('minRating must be between 1 and 5', 'BAD_USER_INPUT');
  }
  return db.query<ReviewRow>(
    `SELECT r.* FROM reviews r JOIN users u ON u.id = r.pro_id
      WHERE r.status = 'APPROVED' AND u.brand = $1 AND u.type = 'SERVICE_PRO' AND u.status = 'ACTIVE'
        AND NOT u.assumable_only AND r.rating >= $3
      ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [brand, first, minRating],
  );
}
