// Staff moderation of questions and answers (spec §1 moderation operations): approved ones are
// public, rejected ones are not. Staff decide one item or up to a hundred at once, with a reason.
// Every item whose status changes is in the audit log with its author as subject, and its author
// is told through the outbox (published, or not published and why); deciding an item again as it
// stands changes nothing and tells no one.
import type { Database, Queryable } from '../../db/database.ts';
import type { ModerateManyInput, ModerateQuestionInput, ModerationDecision } from '../../generated/graphql.ts';
import { refusal } from '../access/refusals.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import { enqueueMessage, type Template } from '../messages/outbox.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';
import type { AnswerRow, QuestionRow } from './rows.ts';

export const MAX_MODERATED_AT_ONCE = 100;

interface Staff {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

type Kind = 'question' | 'answer';

interface Decided<Row> {
  readonly decided: Row[];
  readonly notFoundIds: string[];
}

const statusOf = (decision: ModerationDecision) => (decision === 'APPROVE' ? 'APPROVED' : 'REJECTED');

// What each kind's rows are, who wrote them and what the author is told.
const KINDS = {
  question: {
    table: 'questions',
    author: 'consumer_id',
    operation: 'moderateQuestion',
    // The question's own title names it in the message.
    titleSql: 'i.title',
    templates: { APPROVE: 'question-published', REJECT: 'question-rejected' },
  },
  answer: {
    table: 'answers',
    author: 'pro_id',
    operation: 'moderateAnswer',
    titleSql: '(SELECT q.title FROM questions q WHERE q.id = i.question_id)',
    templates: { APPROVE: 'answer-published', REJECT: 'answer-rejected' },
  },
} as const satisfies Record<
  Kind,
  {
    table: string;
    author: string;
    operation: string;
    titleSql: string;
    templates: Record<ModerationDecision, Template>;
  }
>;

interface Changed {
  readonly id: string;
  readonly author_id: string;
  readonly email: string;
  readonly locale: string;
  readonly brand: string;
  readonly title: string;
}

async function decide<Row extends { id: string }>(
  tx: Queryable,
  { viewer, requestId }: Omit<Staff, 'db'>,
  kind: Kind,
  ids: readonly string[],
  decision: ModerationDecision,
  reason: string | null,
): Promise<Decided<Row>> {
  const { table, author, operation, titleSql, templates } = KINDS[kind];
  const wellFormed = [...new Set(ids.filter(isUuid))].sort();
  // Locked in id order, as every moderation locks them, so two staff deciding overlapping items
  // wait for each other instead of deadlocking.
  const existing = await tx.query<Row>(`SELECT * FROM ${table} WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [
    wellFormed,
  ]);
  const changed = await tx.query<Changed>(
    `UPDATE ${table} i SET status = $2 FROM users u
      WHERE i.id = ANY($1::uuid[]) AND i.status <> $2 AND u.id = i.${author}
      RETURNING i.id, i.${author} AS author_id, u.email, u.locale, u.brand, ${titleSql} AS title`,
    [wellFormed, statusOf(decision)],
  );
  for (const item of changed.sort((a, b) => a.id.localeCompare(b.id))) {
    await recordStaffAction(tx, viewer, item.author_id, operation, requestId, reason);
    await enqueueMessage(tx, {
      userId: item.author_id,
      recipient: item.email,
      channel: 'EMAIL',
      template: templates[decision],
      locale: item.locale,
      payload: { brand: item.brand, title: item.title, reason },
    });
  }
  const decided = await tx.query<Row>(`SELECT * FROM ${table} WHERE id = ANY($1::uuid[])`, [wellFormed]);
  const found = new Set(existing.map((row) => row.id));
  const order = new Map(ids.map((id, index) => [id.toLowerCase(), index]));
  return {
    decided: decided.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
    notFoundIds: [...new Set(ids)].filter((id) => !found.has(id.toLowerCase())),
  };
}

function checked(input: { reason?: string | null }): string | null {
  checkReason(input.reason);
  return input.reason?.trim() || null;
}

async function moderateOne<Row extends { id: string }>(staff: Staff, kind: Kind, input: ModerateQuestionInput) {
  const reason = checked(input);
  const { decided } = await staff.db.transaction((tx) =>
    decide<Row>(tx, staff, kind, [input.id], input.decision, reason),
  );
  return decided[0];
}

export async function moderateQuestion(staff: Staff, input: ModerateQuestionInput) {
  const question = await moderateOne<QuestionRow>(staff, 'question', input);
  if (!question) return { __typename: 'NotFound', id: input.id } as const;
  return { __typename: 'QuestionModerated', question } as const;
}

export async function moderateAnswer(staff: Staff, input: ModerateQuestionInput) {
  const answer = await moderateOne<AnswerRow>(staff, 'answer', input);
  if (!answer) return { __typename: 'NotFound', id: input.id } as const;
  return { __typename: 'AnswerModerated', answer } as const;
}

async function moderateMany<Row extends { id: string }>(staff: Staff, kind: Kind, input: ModerateManyInput) {
  const reason = checked(input);
  if (input.ids.length < 1 || input.ids.length > MAX_MODERATED_AT_ONCE) {
    throw refusal(`ids must name between 1 and ${MAX_MODERATED_AT_ONCE} items`, 'BAD_USER_INPUT');
  }
  return staff.db.transaction((tx) => decide<Row>(tx, staff, kind, input.ids, input.decision, reason));
}

export async function moderateQuestions(staff: Staff, input: ModerateManyInput) {
  const { decided, notFoundIds } = await moderateMany<QuestionRow>(staff, 'question', input);
  return { __typename: 'QuestionsModerated', questions: decided, notFoundIds } as const;
}

export async function moderateAnswers(staff: Staff, input: ModerateManyInput) {
  const { decided, notFoundIds } = await moderateMany<AnswerRow>(staff, 'answer', input);
  return { __typename: 'AnswersModerated', answers: decided, notFoundIds } as const;
}
