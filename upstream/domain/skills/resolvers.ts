// The skill evaluation (schema/upstream/skills.graphql, decision 057). The root rules let a
// professional's account through (root-rules.ts); each attempt is the account's own. A question is
// read without its options' `correct`: nothing here selects it.
import type { Resolvers } from '../../generated/graphql.ts';
import { professionById } from '../../graphql/common-loaders.ts';
import { signedIn } from '../access/refusals.ts';
import {
  answerSkillQuestion,
  answersOf,
  completeSkillEvaluation,
  latestEvaluation,
  startSkillEvaluation,
} from './evaluation.ts';
import type { SkillOptionRow } from './rows.ts';

export const skillsResolvers: Resolvers = {
  Query: {
    mySkillEvaluation: (_root, { professionId }, { db, viewer }) =>
      latestEvaluation(db, signedIn(viewer).userId, professionId),
  },
  Mutation: {
    startSkillEvaluation: (_root, { professionId }, { db, viewer }) =>
      startSkillEvaluation(db, signedIn(viewer), professionId),
    answerSkillQuestion: (_root, { input }, { db, viewer }) => answerSkillQuestion(db, signedIn(viewer), input),
    completeSkillEvaluation: (_root, { evaluationId }, { db, viewer }) =>
      completeSkillEvaluation(db, signedIn(viewer), evaluationId),
  },
  SkillEvaluation: {
    async profession(row, _args, ctx) {
      const profession = await professionById(ctx).load(row.profession_id);
      // The foreign key keeps the trade while an attempt at it exists.
      if (!profession) throw new Error(`An evaluation refers to a missing trade ${row.profession_id}`);
      return profession;
    },
    passMarkPercent: (row) => row.pass_mark_percent,
    scorePercent: (row) => row.score_percent,
    startedAt: (row) => row.started_at,
    completedAt: (row) => row.completed_at,
    retryAfter: (row) => row.retry_after,
    questionCount: async (row, _args, { db }) => (await answersOf(db, row.id)).length,
    answeredCount: async (row, _args, { db }) =>
      (await answersOf(db, row.id)).filter((answer) => answer.option_id !== null).length,
    unansweredIndexes: async (row, _args, { db }) =>
      (await answersOf(db, row.id))
        .filter((answer) => answer.option_id === null)
        .map((answer) => answer.question_index),
    async question(row, { index }, { db }) {
      const [question] = await db.query<{ id: string; text: string; option_id: string | null }>(
        `SELECT q.id, q.text, a.option_id FROM skill_evaluation_answers a JOIN skill_questions q ON q.id = a.question_id
          WHERE a.evaluation_id = $1 AND a.question_index = $2`,
        [row.id, index],
      );
      if (!question) return null;
      const options = await db.query<SkillOptionRow>(
        'SELECT id, question_id, text FROM skill_question_options WHERE question_id = $1 ORDER BY position',
        [question.id],
      );
      return {
        index,
        text: question.text,
        options: options.map((option) => ({ id: option.id, text: option.text })),
        chosenOptionId: question.option_id,
      };
    },
  },
};
