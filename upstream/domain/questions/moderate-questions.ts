// Staff moderation of questions and answers (spec §1 moderation operations): approved ones are
// public, rejected ones are not. Each decision is in the audit log with the author as subject.
import type { Database } from '../../db/database.ts';
import type { ModerateQuestionInput } from '../../generated/graphql.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import type { AnswerRow, QuestionRow } from './rows.ts';

interface Staff {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

const statusOf = (input: ModerateQuestionInput) => (input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED');

export async function moderateQuestion({ db, viewer, requestId }: Staff, input: ModerateQuestionInput) {
  if (!isUuid(input.id)) return { __typename: 'NotFound', id: input.id } as const;
  const question = await db.transaction(async (tx) => {
    const [row] = await tx.query<QuestionRow>('UPDATE questions SET status = $2 WHERE id = $1 RETURNING *', [
      input.id,
      statusOf(input),
    ]);
    if (row) await recordStaffAction(tx, viewer, row.consumer_id, 'moderateQuestion', requestId);
    return row;
  });
  if (!question) return { __typename: 'NotFound', id: input.id } as const;
  return { __typename: 'QuestionModerated', question } as const;
}

export async function moderateAnswer({ db, viewer, requestId }: Staff, input: ModerateQuestionInput) {
  if (!isUuid(input.id)) return { __typename: 'NotFound', id: input.id } as const;
  const answer = await db.transaction(async (tx) => {
    const [row] = await tx.query<AnswerRow>('UPDATE answers SET status = $2 WHERE id = $1 RETURNING *', [
      input.id,
      statusOf(input),
    ]);
    if (row) await recordStaffAction(tx, viewer, row.pro_id, 'moderateAnswer', requestId);
    return row;
  });
  if (!answer) return { __typename: 'NotFound', id: input.id } as const;
  return { __typename: 'AnswerModerated', answer } as const;
}
