// Reading questions and answers: the public list of a brand (or one trade), one question, the
// caller's own, the staff queues, and the answers under each question (batched per page).
import type { Queryable, SqlValue } from '../../db/database.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import { mayActFor } from '../access/policy.ts';
import type { Viewer } from '../identity/sessions.ts';
import { requireBrand } from '../validation/brand.ts';
import { isUuid } from '../validation/ids.ts';
import type { AnswerRow, QuestionRow } from './rows.ts';

export interface Page {
  readonly first?: number | null;
  readonly after?: string | null;
}

// A page of a table's rows matching `where` (whose parameters are `params`), by (created_at, id)
// newest or oldest first, with the number of all matching rows.
async function timePage<Row extends { id: string }>(
  db: Queryable,
  table: 'questions' | 'answers',
  where: string,
  params: readonly SqlValue[],
  order: 'newest' | 'oldest',
  page: Page,
) {
  const size = pageSize(page.first);
  const after = decodeCursor(page.after);
  const n = params.length;
  const [beyond, direction] = order === 'newest' ? ['<', 'DESC'] : ['>', 'ASC'];
  const rows = await db.query<Row & CursorRow>(
    `SELECT *, ${cursorTime('created_at')} AS cursor_at FROM ${table}
      WHERE ${where} AND ($${n + 1}::timestamptz IS NULL OR (created_at, id) ${beyond} ($${n + 1}::timestamptz, $${n + 2}::uuid))
      ORDER BY created_at ${direction}, id ${direction} LIMIT $${n + 3}`,
    [...params, after?.at ?? null, after?.id ?? null, size + 1],
  );
  const [total] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} WHERE ${where}`, [
    ...params,
  ]);
  return { ...toConnection(rows, size, after), totalCount: total?.count ?? 0 };
}

// Published questions of a brand, newest first; of one trade when its slug is given.
export async function publicQuestions(
  db: Queryable,
  brandId: string,
  professionSlug: string | null | undefined,
  page: Page,
) {
  const brand = requireBrand(brandId);
  if (professionSlug === null || professionSlug === undefined) {
    return timePage<QuestionRow>(db, 'questions', `brand = $1 AND status = 'APPROVED'`, [brand], 'newest', page);
  }
  const [profession] = await db.query<{ id: string }>('SELECT id FROM professions WHERE brand = $1 AND slug = $2', [
    brand,
    professionSlug,
  ]);
  // An unknown trade has no questions.
  if (!profession) return { ...toConnection([], pageSize(page.first), decodeCursor(page.after)), totalCount: 0 };
  return timePage<QuestionRow>(
    db,
    'questions',
    `profession_id = $1 AND status = 'APPROVED'`,
    [profession.id],
    'newest',
    page,
  );
}

// A published question for everyone; one in another state for its asker and staff only.
export async function questionFor(db: Queryable, viewer: Viewer | null, id: string): Promise<QuestionRow | null> {
  if (!isUuid(id)) return null;
  const [question] = await db.query<QuestionRow>('SELECT * FROM questions WHERE id = $1', [id]);
  if (!question) return null;
  if (question.status === 'APPROVED' || (await mayActFor(db, viewer, question.consumer_id))) return question;
  return null;
}

export const myQuestions = (db: Queryable, consumerId: string, page: Page) =>
  timePage<QuestionRow>(db, 'questions', 'consumer_id = $1', [consumerId], 'newest', page);

export const myAnswers = (db: Queryable, proId: string, page: Page) =>
  timePage<AnswerRow>(db, 'answers', 'pro_id = $1', [proId], 'newest', page);

export const pendingQuestions = (db: Queryable, page: Page) =>
  timePage<QuestionRow>(db, 'questions', `status = 'PENDING'`, [], 'oldest', page);

export const pendingAnswers = (db: Queryable, page: Page) =>
  timePage<AnswerRow>(db, 'answers', `status = 'PENDING'`, [], 'oldest', page);
