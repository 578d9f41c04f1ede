// A trade's skill evaluation (decision 057). Starting an attempt fixes its questions: every
// question of the trade, in order. Answers are taken one at a time and may be changed until the
// attempt is completed; completing scores them. Passing sets the professional's qualification for
// the trade to PASSED and completes their onboarding's skills step; failing sets it to FAILED (a
// qualification already PASSED, or with staff, stays) and the next attempt waits RETRY_WAIT_SECONDS.
// Which option is right is read only when scoring.
import type { Database, Queryable } from '../../db/database.ts';
import type { AnswerSkillQuestionInput } from '../../generated/graphql.ts';
import { invalidField, invalidFields } from '../account/results.ts';
import type { Viewer } from '../identity/sessions.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';
import { isUuid } from '../validation/ids.ts';
import type { SkillAnswerRow, SkillEvaluationRow } from './rows.ts';

// Four right answers in five: enough to show the trade is known, one slip allowed.
export const PASS_MARK_PERCENT = 80;
// A day between attempts: long enough that guessing through the options does not pay.
export const RETRY_WAIT_SECONDS = 24 * 60 * 60;

export async function evaluationById(db: Queryable, id: string): Promise<SkillEvaluationRow | undefined> {
  const [row] = await db.query<SkillEvaluationRow>('SELECT * FROM skill_evaluations WHERE id = $1', [id]);
  return row;
}

// The attempt, when it is the professional's; anyone else's is as unknown as a missing one.
async function ownEvaluation(db: Queryable, proId: string, id: string): Promise<SkillEvaluationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await evaluationById(db, id);
  return row?.pro_id === proId ? row : undefined;
}

export async function latestEvaluation(
  db: Queryable,
  proId: string,
  professionId: string,
): Promise<SkillEvaluationRow | null> {
  if (!isUuid(professionId)) return null;
  const [row] = await db.query<SkillEvaluationRow>(
    `SELECT * FROM skill_evaluations WHERE pro_id = $1 AND profession_id = $2
      ORDER BY started_at DESC, id DESC LIMIT 1`,
    [proId, professionId],
  );
  return row ?? null;
}

export async function answersOf(db: Queryable, evaluationId: string): Promise<SkillAnswerRow[]> {
  return db.query<SkillAnswerRow>(
    `SELECT question_index, question_id, option_id FROM skill_evaluation_answers
      WHERE evaluation_id = $1 ORDER BY question_index`,
    [evaluationId],
  );
}

// A trade of the professional's brand, or undefined.
async function professionOfBrand(db: Queryable, proId: string, professionId: string): Promise<string | undefined> {
  if (!isUuid(professionId)) return undefined;
  const [row] = await db.query<{ id: string }>(
    `SELECT p.id FROM professions p JOIN users u ON u.brand = p.brand WHERE p.id = $1 AND u.id = $2`,
    [professionId, proId],
  );
  return row?.id;
}

async function qualificationOf(db: Queryable, proId: string, professionId: string): Promise<string | null> {
  const [row] = await db.query<{ qualification: string }>(
    'SELECT qualification FROM pro_professions WHERE pro_id = $1 AND profession_id = $2',
    [proId, professionId],
  );
  return row?.qualification ?? null;
}

const started = (evaluation: SkillEvaluationRow) => ({ __typename: 'SkillEvaluationStarted', evaluation }) as const;

export async function startSkillEvaluation(db: Database, viewer: Viewer, professionId: string) {
  const proId = viewer.userId;
  const profession = await professionOfBrand(db, proId, professionId);
  if (!profession) return invalidField('professionId', 'NOT_FOUND');
  return db.transaction(async (tx) => {
    // One start at a time per professional: two at once would both find no attempt open.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [proId]);
    if ((await qualificationOf(tx, proId, profession)) === 'PASSED') {
      return { __typename: 'SkillEvaluationAlreadyPassed', professionId: profession } as const;
    }
    const latest = await latestEvaluation(tx, proId, profession);
    if (latest?.status === 'IN_PROGRESS') return started(latest);
    const [wait] = await tx.query<{ seconds: number }>(
      'SELECT ceil(extract(epoch FROM ($1::timestamptz - now())))::int AS seconds',
      [latest?.retry_after ?? null],
    );
    if (latest?.status === 'FAILED' && latest.retry_after && (wait?.seconds ?? 0) > 0) {
      return {
        __typename: 'SkillEvaluationRetryNotYet',
        retryAfter: latest.retry_after,
        retryAfterSeconds: wait?.seconds ?? 0,
      } as const;
    }
    const questions = await tx.query<{ id: string }>(
      'SELECT id FROM skill_questions WHERE profession_id = $1 ORDER BY position',
      [profession],
    );
    if (questions.length === 0) return { __typename: 'SkillEvaluationUnavailable', professionId: profession } as const;
    const [evaluation] = await tx.query<SkillEvaluationRow>(
      `INSERT INTO skill_evaluations (pro_id, profession_id, pass_mark_percent) VALUES ($1, $2, $3) RETURNING *`,
      [proId, profession, PASS_MARK_PERCENT],
    );
    if (!evaluation) throw new Error('An evaluation was not stored');
    await tx.query(
      `INSERT INTO skill_evaluation_answers (evaluation_id, question_index, question_id)
       SELECT $1, q.index, q.id FROM unnest($2::uuid[]) WITH ORDINALITY AS q (id, index)`,
      [evaluation.id, questions.map((question) => question.id)],
    );
    return started(evaluation);
  });
}

const notInProgress = (evaluation: SkillEvaluationRow) =>
  ({ __typename: 'SkillEvaluationNotInProgress', evaluation }) as const;

export async function answerSkillQuestion(db: Database, viewer: Viewer, input: AnswerSkillQuestionInput) {
  const invalid = invalidFields({
    evaluationId: isUuid(input.evaluationId) ? null : 'INVALID',
    optionId: isUuid(input.optionId) ? null : 'INVALID',
  });
  if (invalid) return invalid;
  return db.transaction(async (tx) => {
    const evaluation = await ownEvaluation(tx, viewer.userId, input.evaluationId);
    if (!evaluation) return invalidField('evaluationId', 'NOT_FOUND');
    await tx.query('SELECT id FROM skill_evaluations WHERE id = $1 FOR UPDATE', [evaluation.id]);
    const current = (await evaluationById(tx, evaluation.id)) ?? evaluation;
    if (current.status !== 'IN_PROGRESS') return notInProgress(current);
    const [slot] = await tx.query<SkillAnswerRow>(
      `SELECT question_index, question_id, option_id FROM skill_evaluation_answers
        WHERE evaluation_id = $1 AND question_index = $2`,
      [current.id, input.questionIndex],
    );
    if (!slot) return invalidField('questionIndex', 'INVALID');
    const [option] = await tx.query<{ id: string }>(
      'SELECT id FROM skill_question_options WHERE id = $1 AND question_id = $2',
      [input.optionId, slot.question_id],
    );
    if (!option) return invalidField('optionId', 'NOT_FOUND');
    if (slot.option_id !== option.id) {
      await tx.query(
        `UPDATE skill_evaluation_answers SET option_id = $3, answered_at = now()
          WHERE evaluation_id = $1 AND question_index = $2`,
        [current.id, input.questionIndex, option.id],
      );
    }
    return { __typename: 'SkillAnswerRecorded', evaluation: current } as const;
  });
}

// Sets the qualification the attempt decided: PASSED always; FAILED unless it is PASSED already or
// with staff (MANUAL). A trade not yet among the professional's is added with it.
async function applyResult(tx: Queryable, evaluation: SkillEvaluationRow, passed: boolean): Promise<void> {
  if (passed) {
    await tx.query(
      `INSERT INTO pro_professions (pro_id, profession_id, qualification) VALUES ($1, $2, 'PASSED')
       ON CONFLICT (pro_id, profession_id) DO UPDATE SET qualification = 'PASSED', qualification_changed_at = now()`,
      [evaluation.pro_id, evaluation.profession_id],
    );
    await completeOnboardingStep(tx, evaluation.pro_id, 'SKILLS_EVALUATION_REQUESTED');
    return;
  }
  await tx.query(
    `INSERT INTO pro_professions (pro_id, profession_id, qualification) VALUES ($1, $2, 'FAILED')
     ON CONFLICT (pro_id, profession_id) DO UPDATE SET qualification = 'FAILED', qualification_changed_at = now()
      WHERE pro_professions.qualification NOT IN ('PASSED', 'MANUAL')`,
    [evaluation.pro_id, evaluation.profession_id],
  );
}

export async function completeSkillEvaluation(db: Database, viewer: Viewer, evaluationId: string) {
  return db.transaction(async (tx) => {
    const evaluation = await ownEvaluation(tx, viewer.userId, evaluationId);
    if (!evaluation) return invalidField('evaluationId', 'NOT_FOUND');
    await tx.query('SELECT id FROM skill_evaluations WHERE id = $1 FOR UPDATE', [evaluation.id]);
    const current = (await evaluationById(tx, evaluation.id)) ?? evaluation;
    if (current.status !== 'IN_PROGRESS') {
      return {
        __typename: 'SkillEvaluationCompleted',
        evaluation: current,
        passed: current.status === 'PASSED',
      } as const;
    }
    const answers = await answersOf(tx, current.id);
    const unansweredIndexes = answers.filter((a) => a.option_id === null).map((a) => a.question_index);
    if (unansweredIndexes.length > 0) {
      return { __typename: 'SkillQuestionsUnanswered', evaluation: current, unansweredIndexes } as const;
    }
    const [score] = await tx.query<{ right: number }>(
      `SELECT count(*)::int AS right FROM skill_evaluation_answers a
         JOIN skill_question_options o ON o.id = a.option_id AND o.correct
        WHERE a.evaluation_id = $1`,
      [current.id],
    );
    const scorePercent = Math.floor(((score?.right ?? 0) * 100) / answers.length);
    const passed = scorePercent >= current.pass_mark_percent;
    const [completed] = await tx.query<SkillEvaluationRow>(
      `UPDATE skill_evaluations SET status = $2, score_percent = $3, completed_at = now(),
              retry_after = CASE WHEN $2 = 'FAILED' THEN now() + make_interval(secs => $4) END
        WHERE id = $1 RETURNING *`,
      [current.id, passed ? 'PASSED' : 'FAILED', scorePercent, RETRY_WAIT_SECONDS],
    );
    if (!completed) throw new Error('An evaluation was not completed');
    await applyResult(tx, completed, passed);
    return { __typename: 'SkillEvaluationCompleted', evaluation: completed, passed } as const;
  });
}
