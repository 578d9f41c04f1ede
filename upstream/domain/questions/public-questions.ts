// The published questions a site lists (spec §2.2 /{questions}): a brand's and its language
// siblings' (question-sharing.ts), of one trade or all, all or only the unanswered, newest first —
// by cursor, or a numbered page at a time for the pages a crawler follows (issue 21). And the
// questions a professional may answer (spec §2.7 ask-a-trade).
import type { Queryable } from '../../db/database.ts';
import {
  type CursorRow,
  cursorTime,
  decodeCursor,
  numberedOffset,
  pageSize,
  toConnection,
} from '../../graphql/pagination.ts';
import { requireBrand } from '../validation/brand.ts';
import { isUuid } from '../validation/ids.ts';
import { brandsSharingLanguage, shownIn } from './question-sharing.ts';
import type { QuestionRow } from './rows.ts';

export interface ListFilter {
  readonly professionSlug?: string | null;
  readonly unanswered?: boolean | null;
  readonly first?: number | null;
  readonly after?: string | null;
  readonly page?: number | null;
}

const HAS_APPROVED_ANSWER = `EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.status = 'APPROVED')`;

// $1 the sibling brands, $2 the listing brand (which must have the trade), $3 a trade's slug or
// null, $4 only the unanswered.
const SHOWN = `q.status = 'APPROVED' AND q.brand = ANY($1::text[])
  AND EXISTS (SELECT 1 FROM professions here WHERE here.brand = $2 AND here.slug = qp.slug)
  AND ($3::text IS NULL OR qp.slug = $3)
  AND (NOT $4::boolean OR NOT ${HAS_APPROVED_ANSWER})`;

export async function publicQuestions(db: Queryable, brandId: string, filter: ListFilter) {
  const brand = requireBrand(brandId);
  const size = pageSize(filter.first);
  const after = decodeCursor(filter.after);
  const page = filter.page ?? null;
  const offset = numberedOffset(page, after, size);
  const matching = [brandsSharingLanguage(brand), brand, filter.professionSlug ?? null, filter.unanswered === true];
  const rows = await db.query<QuestionRow & CursorRow>(
    `SELECT q.*, ${cursorTime('q.created_at')} AS cursor_at
       FROM questions q JOIN professions qp ON qp.id = q.profession_id
      WHERE ${SHOWN} AND ($5::timestamptz IS NULL OR (q.created_at, q.id) < ($5::timestamptz, $6::uuid))
      ORDER BY q.created_at DESC, q.id DESC LIMIT $7 OFFSET $8`,
    [...matching, after?.at ?? null, after?.id ?? null, size + 1, offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM questions q JOIN professions qp ON qp.id = q.profession_id WHERE ${SHOWN}`,
    matching,
  );
  const connection = toConnection(rows, size, after);
  const pageInfo = page === null ? connection.pageInfo : { ...connection.pageInfo, hasPreviousPage: page > 1 };
  return { ...connection, pageInfo, totalCount: count?.total ?? 0 };
}

// Whether a brand's site shows a published question.
export async function isShownOn(db: Queryable, question: QuestionRow, brandId: string): Promise<boolean> {
  const brand = requireBrand(brandId);
  return (await shownIn(db, question)).includes(brand);
}

// The professional's trades as (brand, slug) pairs, each widened to the brands of its language.
async function tradesOf(db: Queryable, proId: string): Promise<{ brands: string[]; slugs: string[] }> {
  const rows = await db.query<{ brand: string; slug: string }>(
    `SELECT p.brand, p.slug FROM pro_professions pp JOIN professions p ON p.id = pp.profession_id
      WHERE pp.pro_id = $1`,
    [proId],
  );
  const brands: string[] = [];
  const slugs: string[] = [];
  for (const row of rows) {
    for (const brand of brandsSharingLanguage(requireBrand(row.brand))) {
      brands.push(brand);
      slugs.push(row.slug);
    }
  }
  return { brands, slugs };
}

// §2.7 ask-a-trade: what the professional could answer — those nobody has answered yet first, as
// they need an answer most, then newest.
export async function answerableQuestions(db: Queryable, proId: string, filter: Pick<ListFilter, 'first' | 'page'>) {
  if (!isUuid(proId)) throw new Error('A professional is known by a uuid');
  const size = pageSize(filter.first);
  const page = filter.page ?? null;
  const offset = numberedOffset(page, null, size);
  const { brands, slugs } = await tradesOf(db, proId);
  const WHERE = `q.status = 'APPROVED' AND q.consumer_id <> $1
    AND (qp.brand, qp.slug) IN (SELECT * FROM unnest($2::text[], $3::text[]))
    AND NOT EXISTS (SELECT 1 FROM answers mine WHERE mine.question_id = q.id AND mine.pro_id = $1)`;
  const rows = await db.query<QuestionRow & CursorRow>(
    `SELECT q.*, ${cursorTime('q.created_at')} AS cursor_at
       FROM questions q JOIN professions qp ON qp.id = q.profession_id
      WHERE ${WHERE}
      ORDER BY ${HAS_APPROVED_ANSWER}, q.created_at DESC, q.id DESC LIMIT $4 OFFSET $5`,
    [proId, brands, slugs, size + 1, offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM questions q JOIN professions qp ON qp.id = q.profession_id WHERE ${WHERE}`,
    [proId, brands, slugs],
  );
  const connection = toConnection(rows, size, null);
  return {
    ...connection,
    pageInfo: { ...connection.pageInfo, hasPreviousPage: (page ?? 1) > 1 },
    totalCount: count?.total ?? 0,
  };
}
