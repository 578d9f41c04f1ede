// Questions and answers (spec §2.2 questions, §2.5 my-answers, §2.6 ask-a-trade): home owners ask,
// professionals answer, staff moderate both; approved ones are public. The root rules
// (root-rules.ts) decide who calls what.
import type { Resolvers } from '../../generated/graphql.ts';
import { professionById, userById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { rowsById } from '../../graphql/loaders.ts';
import { signedIn } from '../access/refusals.ts';
import { shortName } from '../reviews/review-input.ts';
import { answerQuestion } from './answer-question.ts';
import { askQuestion } from './ask-question.ts';
import { moderateAnswer, moderateAnswers, moderateQuestion, moderateQuestions } from './moderate-questions.ts';
import { answerableQuestions, publicQuestions } from './public-questions.ts';
import { answersOf } from './question-answers.ts';
import { myAnswers, myQuestions, pendingAnswers, pendingQuestions, questionFor } from './question-lists.ts';
import { shownIn } from './question-sharing.ts';
import type { QuestionRow } from './rows.ts';

const questionById = ({ loaders }: Pick<UpstreamContext, 'loaders'>) =>
  loaders.get('questions.byId', rowsById<QuestionRow>('questions'));

async function existing<T>(load: Promise<T | undefined>, what: string): Promise<T> {
  const row = await load;
  // Foreign keys keep a question's trade and people in place while it exists.
  if (!row) throw new Error(`A question or answer refers to a missing ${what}`);
  return row;
}

export const questionsResolvers: Resolvers = {
  Query: {
    questions: (_root, { brand, ...filter }, { db }) => publicQuestions(db, brand, filter),
    question: (_root, { id, brand }, { db, viewer }) => questionFor(db, viewer, id, brand),
    answerableQuestions: (_root, page, { db, viewer }) => answerableQuestions(db, signedIn(viewer).userId, page),
    myQuestions: (_root, page, { db, viewer }) => myQuestions(db, signedIn(viewer).userId, page),
    myAnswers: (_root, page, { db, viewer }) => myAnswers(db, signedIn(viewer).userId, page),
    pendingQuestions: (_root, page, { db }) => pendingQuestions(db, page),
    pendingAnswers: (_root, page, { db }) => pendingAnswers(db, page),
  },
  Mutation: {
    askQuestion: (_root, { input }, { db, viewer }) => askQuestion({ db, viewer: signedIn(viewer) }, input),
    answerQuestion: (_root, { input }, { db, viewer }) => answerQuestion({ db, viewer: signedIn(viewer) }, input),
    moderateQuestion: (_root, { input }, { db, viewer, requestId }) =>
      moderateQuestion({ db, viewer: signedIn(viewer), requestId }, input),
    moderateAnswer: (_root, { input }, { db, viewer, requestId }) =>
      moderateAnswer({ db, viewer: signedIn(viewer), requestId }, input),
    moderateQuestions: (_root, { input }, { db, viewer, requestId }) =>
      moderateQuestions({ db, viewer: signedIn(viewer), requestId }, input),
    moderateAnswers: (_root, { input }, { db, viewer, requestId }) =>
      moderateAnswers({ db, viewer: signedIn(viewer), requestId }, input),
  },
  Question: {
    createdAt: (question) => question.created_at,
    profession: (question, _args, ctx) => existing(professionById(ctx).load(question.profession_id), 'trade'),
    askerName: async (question, _args, ctx) =>
      shortName(await existing(userById(ctx).load(question.consumer_id), 'asker')),
    answers: (question, page, ctx) => answersOf(ctx, question, page),
    shownIn: (question, _args, { db }) => shownIn(db, question),
  },
  Answer: {
    createdAt: (answer) => answer.created_at,
    servicePro: (answer, _args, ctx) => existing(userById(ctx).load(answer.pro_id), 'professional'),
    // Its answerer reads it in my-answers; the question was public when answered.
    question: (answer, _args, ctx) => existing(questionById(ctx).load(answer.question_id), 'question'),
  },
};
