// Rows of the skill evaluation (decision 057).
import type { SkillEvaluationStatus } from '../../generated/graphql.ts';

export interface SkillEvaluationRow {
  readonly id: string;
  readonly pro_id: string;
  readonly profession_id: string;
  readonly status: SkillEvaluationStatus;
  readonly pass_mark_percent: number;
  readonly score_percent: number | null;
  readonly started_at: Date;
  readonly completed_at: Date | null;
  readonly retry_after: Date | null;
}

export interface SkillAnswerRow {
  readonly question_index: number;
  readonly question_id: string;
  readonly option_id: string | null;
}

export interface SkillOptionRow {
  readonly id: string;
  readonly question_id: string;
  readonly text: string;
}
