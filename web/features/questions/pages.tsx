// Questions and answers (spec §2.2 /{questions}, §2.6 my-questions and ask-a-trade, §2.7 Questions;
// decision 075): the public listing and question pages, asking, answering, and each person's own.
import type { QuestionsListQuery, QuestionsQuestionQuery, QuestionsTradesQuery } from '../../generated/graphql.ts';
import { listingPageOf } from '../../lib/listing-page.ts';
import { connection, type PageDefinition, query } from '../../lib/pages.ts';
import { AskAQuestionPage, ConsumerAskATradePage } from './ask-pages.tsx';
import {
  QuestionsAnswerableDocument,
  QuestionsListDocument,
  QuestionsMineDocument,
  QuestionsMyAnswersDocument,
  QuestionsQuestionDocument,
  QuestionsTradesDocument,
} from './generated/documents.ts';
import {
  answerableVariables,
  listingAddressOf,
  listVariables,
  MINE_VARIABLES,
  MY_QUESTIONS_VARIABLES,
  tradesVariables,
} from './listing.ts';
import { MyQuestionsPage } from './my-questions-page.tsx';
import { ProAskATradePage, ProMyAnswersPage, ProMyQuestionsPage } from './pro-pages.tsx';
import { QuestionPage, questionVariables } from './question-page.tsx';
import { QuestionsPage } from './questions-page.tsx';

const tradeOf = (search: URLSearchParams) => search.get('trade');

const askForm: Pick<PageDefinition, 'data'> = {
  data: ({ brand }) => [query(QuestionsTradesDocument, tradesVariables(brand.id))],
};

export const PAGES = {
  questions: {
    render: ({ search }) => <QuestionsPage address={listingAddressOf(search)} />,
    data: ({ brand, search }) => [
      query(QuestionsTradesDocument, tradesVariables(brand.id)),
      query(QuestionsListDocument, listVariables(brand.id, listingAddressOf(search))),
    ],
    // A trade the brand does not have, a page that is not a number or past the last: not a page.
    found: ([trades, list], { search }) => {
      const address = listingAddressOf(search);
      if (address.page === null) return false;
      const known = (trades as QuestionsTradesQuery | undefined)?.professions;
      if (address.trade && known && !known.some((trade) => trade.slug === address.trade)) return false;
      const listed = list as QuestionsListQuery | undefined;
      return address.page === 1 || !listed || listed.questions.edges.length > 0;
    },
  },
  question: {
    render: ({ params }) => <QuestionPage params={params} />,
    data: ({ brand, params }) => [query(QuestionsQuestionDocument, questionVariables(brand.id, params))],
    found: ([result]) => (result as QuestionsQuestionQuery | undefined)?.question !== null,
    // A slug that is not the question's own (mistyped, cut short) goes to the one address it has.
    redirect: ([result], { params }) => {
      const question = (result as QuestionsQuestionQuery | undefined)?.question;
      return question && question.slug !== params.slug
        ? { route: 'question', params: { id: question.id, slug: question.slug } }
        : null;
    },
  },
  askAQuestion: { ...askForm, render: ({ search }) => <AskAQuestionPage trade={tradeOf(search)} /> },
  consumerAskATrade: { ...askForm, render: ({ search }) => <ConsumerAskATradePage trade={tradeOf(search)} /> },
  consumerMyQuestions: {
    render: () => <MyQuestionsPage />,
    data: () => [connection(QuestionsMineDocument, MY_QUESTIONS_VARIABLES)],
  },
  proAskATrade: {
    render: ({ search }) => <ProAskATradePage page={listingPageOf(search) ?? 1} />,
    data: ({ search }) => [query(QuestionsAnswerableDocument, answerableVariables(listingPageOf(search) ?? 1))],
    found: (_results, { search }) => listingPageOf(search) !== null,
  },
  proMyQuestions: {
    render: () => <ProMyQuestionsPage />,
    data: () => [connection(QuestionsMyAnswersDocument, MINE_VARIABLES)],
  },
  proMyAnswers: {
    render: () => <ProMyAnswersPage />,
    data: () => [connection(QuestionsMyAnswersDocument, MINE_VARIABLES)],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';
