// Batched reads for the fields of jobs shown in lists (answers, photos, the home owner's phone).
import type { Queryable } from '../../db/database.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { rowsGroupedBy } from '../../graphql/loaders.ts';
import { mayContactConsumer } from '../access/policy.ts';
import type { ServiceQuestionRow } from '../catalogue/rows.ts';
import type { AnswerValue } from './answers.ts';
import type { AttachmentRow } from './rows.ts';

type Context = Pick<UpstreamContext, 'loaders'>;

export interface AnswerWithQuestion {
  readonly question: ServiceQuestionRow;
  readonly value: AnswerValue;
}

async function answersByJob(db: Queryable, jobIds: readonly string[]): Promise<AnswerWithQuestion[][]> {
  const rows = await db.query<ServiceQuestionRow & { service_request_id: string; answer_value: AnswerValue }>(
    `SELECT q.*, a.service_request_id, a.value AS answer_value
       FROM service_request_answers a JOIN service_questions q ON q.id = a.question_id
      WHERE a.service_request_id = ANY($1::uuid[])
      ORDER BY q.position`,
    [jobIds],
  );
  const groups = new Map<string, AnswerWithQuestion[]>(jobIds.map((id) => [id, []]));
  for (const { service_request_id, answer_value, ...question } of rows) {
    groups.get(service_request_id)?.push({ question, value: answer_value });
  }
  return jobIds.map((id) => groups.get(id) ?? []);
}

export const answersOfJob = ({ loaders }: Context) => loaders.get('requests.answersByJob', answersByJob);

export const attachmentsOfJob = ({ loaders }: Context) =>
  loaders.get(
    'requests.attachmentsByJob',
    rowsGroupedBy<AttachmentRow>('attachments', 'service_request_id', 'position'),
  );

// Whether the caller may see each home owner's phone (policy.ts), asked once per home owner.
export const mayContactConsumerOf = ({ loaders, viewer }: Pick<UpstreamContext, 'loaders' | 'viewer'>) =>
  loaders.get('requests.mayContactConsumer', (db: Queryable, consumerIds: readonly string[]) =>
    Promise.all(consumerIds.map((id) => mayContactConsumer(db, viewer, id))),
  );
