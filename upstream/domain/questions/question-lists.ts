// Reading questions and answers (the public lists are in public-questions.ts): one question, the
// caller's own, the staff queues, and the answers under each question (batched per page).
import type { Queryable } from '../../db/database.ts';
import { type Page, timePage } from '../../graphql/pagination.ts';
import { mayActFor } from '../access/policy.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import { isShownOn } from './public-questions.ts';
import type { AnswerRow, QuestionRow } from './rows.ts';

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
