// A professional answers a published question, once (spec §2.2 questions, §2.5 my-answers). The
// answer waits for staff before it shows under the question.
import type { Database, Queryable } from '../../db/database.ts';
import type { AnswerQuestionInput } from '../../generated/graphql.ts';
import { invalidFields } from '../account/results.ts';
import type { Viewer } from '../identity/sessions.ts';
import { checkText, contactDetailsIn } from '../reviews/review-input.ts';
import { isUuid } from '../validation/ids.ts';
import { answerBuckets, countIn, waitBefore } from './question-limits.ts';
import type { AnswerRow } from './rows.ts';

async function answerOf(db: Queryable, questionId: string, proId: string): Promise<AnswerRow | undefined> {
  const [row] = await db.query<AnswerRow>('SELECT * FROM answers WHERE question_id = $1 AND pro_id = $2', [
    questionId,
    proId,
  ]);
  return row;
}

export async function answerQuestion(
  { db, viewer }: { readonly db: Database; readonly viewer: Viewer },
  input: AnswerQuestionInput,
) {
  const { questionId } = input;
  const published = isUuid(questionId)
    ? await db.query(`SELECT 1 FROM questions WHERE id = $1 AND status = 'APPROVED'`, [questionId])
    : [];
  if (published.length === 0) return { __typename: 'NotFound', id: questionId } as const;
  const earlier = await answerOf(db, questionId, viewer.userId);
  if (earlier) return { __typename: 'AlreadyAnswered', answer: earlier } as const;
  const invalid = invalidFields({ body: checkText(input.body, 20, 3000) });
  if (invalid) return invalid;
  const shared = contactDetailsIn({ body: input.body });
  if (shared) return shared;
  const buckets = answerBuckets(viewer.userId);
  const wait = await waitBefore(db, buckets);
  if (wait !== null) return { __typename: 'AnswerRateLimitReached', retryAfterSeconds: wait } as const;
  const answer = await db.transaction(async (tx) => {
    const [row] = await tx.query<AnswerRow>(
      `INSERT INTO answers (question_id, pro_id, body) VALUES ($1, $2, $3)
       ON CONFLICT (question_id, pro_id) DO NOTHING RETURNING *`,
      [questionId, viewer.userId, input.body.trim()],
    );
    if (row) await countIn(tx, buckets);
    return row;
  });
  if (answer) return { __typename: 'QuestionAnswered', answer } as const;
  // Another answer of the same professional was stored between our check and this write.
  const stored = await answerOf(db, questionId, viewer.userId);
  if (!stored) throw new Error('The answer was neither stored nor found');
  return { __typename: 'AlreadyAnswered', answer: stored } as const;
}
