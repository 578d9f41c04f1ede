// The skill evaluation's questions of every trade (decision 057), written for the trade in every
// brand's language: three options each, one right. Seeded once per brand for the trade of the same
// kind (professions.category), with the services whose work needs the qualification.
import type { BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../database.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import { say } from './language.ts';
import { stableId } from './random.ts';
import type { SkillQuestionSpec } from './skill-question-spec.ts';
import { SKILL_QUESTIONS_FINISHING_AND_SERVICES } from './skill-questions-finishing.ts';
import { SKILL_QUESTIONS_INSTALLATION_AND_BUILDING } from './skill-questions-installation.ts';

// Per trade key (trade-spec.ts): the questions, in order.
export const SKILL_QUESTIONS: Readonly<Record<string, readonly SkillQuestionSpec[]>> = {
  ...SKILL_QUESTIONS_INSTALLATION_AND_BUILDING,
  ...SKILL_QUESTIONS_FINISHING_AND_SERVICES,
};

// Trades whose work the law or safety keeps to the qualified: their services need the
// qualification PASSED before a professional may offer them (§5 missing qualification).
export const QUALIFIED_TRADES: readonly string[] = ['electrical', 'heating'];

export async function insertSkillQuestions(db: Queryable, brand: BrandId): Promise<void> {
  const professions = await db.query<{ id: string; category: string }>(
    'SELECT id, category FROM professions WHERE brand = $1 AND category IS NOT NULL',
    [brand],
  );
  const questions: Row[] = [];
  const options: Row[] = [];
  for (const profession of professions) {
    for (const [index, spec] of (SKILL_QUESTIONS[profession.category] ?? []).entries()) {
      const questionId = stableId(1, 'skill-question', brand, profession.category, index);
      questions.push({
        id: questionId,
        profession_id: profession.id,
        position: index + 1,
        text: say(spec.text, brand),
      });
      for (const [position, option] of spec.options.entries()) {
        options.push({
          id: stableId(1, 'skill-option', brand, profession.category, index, position),
          question_id: questionId,
          position: position + 1,
          text: say(option, brand),
          correct: position === spec.right,
        });
      }
    }
  }
  await insertRows(
    db,
    'skill_questions',
    { id: 'uuid', profession_id: 'uuid', position: 'int', text: 'text' },
    questions,
  );
  await insertRows(
    db,
    'skill_question_options',
    { id: 'uuid', question_id: 'uuid', position: 'int', text: 'text', correct: 'bool' },
    options,
  );
  await db.query(
    `UPDATE services SET requires_qualification = true
      WHERE profession_id IN (SELECT id FROM professions WHERE brand = $1 AND category = ANY($2::text[]))`,
    [brand, QUALIFIED_TRADES],
  );
}
