// Reading questions and answers (the public lists are in public-questions.ts): one question, the
// caller's own, the staff queues, and the answers under each question (batched per page).
import type { Queryable, SqlValue } from '../../db/database.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import { mayActFor } from '../access/policy.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import { isShownOn } from './public-questions.ts';
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

// A published question for everyone (on a brand's site, when it shows there); one in another
// state, or not shown on that site, for its asker and staff only.
export async function questionFor(
  db: Queryable,
  viewer: Viewer | null,
  id: string,
  brand?: string | null,
): Promise<QuestionRow | null> {
  if (!isUuid(id)) return null;
  const [question] = await db.query<QuestionRow>('SELECT * FROM questions WHERE id = $1', [id]);
  if (!question) return null;
  const published =
    question.status === 'APPROVED' && (brand === null || brand === undefined || (await isShownOn(db, question, brand)));
  if (published || (await mayActFor(db, viewer, question.consumer_id))) return question;
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
