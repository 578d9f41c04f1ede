// Rows of questions and answers.
import type { ModerationStatus } from '../../generated/graphql.ts';

export interface QuestionRow {
  readonly id: string;
  readonly brand: string;
  readonly consumer_id: string;
  readonly profession_id: string;
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly status: ModerationStatus;
  readonly created_at: Date;
}

export interface AnswerRow {
  readonly id: string;
  readonly question_id: string;
  readonly pro_id: string;
  readonly body: string;
  readonly status: ModerationStatus;
  readonly created_at: Date;
}
