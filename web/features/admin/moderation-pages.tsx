// §2.9 moderation pages of the staff's console (decision 078): questions and answers waiting,
// reviews, reviews from elsewhere and reported messages. Each queue's page in the address (`after`)
// and, where the list has one, its filter: the server asks for the same variables the page reads.
import { type PageDefinition, query } from '../../lib/pages.ts';
import {
  AdminExternalReviewsDocument,
  AdminMessageReportsDocument,
  AdminPendingAnswersDocument,
  AdminPendingQuestionsDocument,
  AdminReviewModerationDocument,
} from './generated/documents.ts';
import { ExternalReviewsPage } from './moderation-external-reviews-page.tsx';
import { PendingAnswersPage, PendingQuestionsPage } from './moderation-questions-page.tsx';
import { ReportedMessagesPage, reportsVariables } from './moderation-reported-messages-page.tsx';
import { ReviewsPage, reviewsVariables } from './moderation-reviews-page.tsx';
import { queueVariables } from './moderation-shared.tsx';

export const MODERATION_PAGES = {
  adminQuestions: {
    render: ({ search }) => <PendingQuestionsPage search={search} />,
    data: ({ search }) => [query(AdminPendingQuestionsDocument, queueVariables(search))],
  },
  adminAnswers: {
    render: ({ search }) => <PendingAnswersPage search={search} />,
    data: ({ search }) => [query(AdminPendingAnswersDocument, queueVariables(search))],
  },
  adminReviews: {
    render: ({ search }) => <ReviewsPage search={search} />,
    data: ({ search }) => [query(AdminReviewModerationDocument, reviewsVariables(search))],
  },
  adminExternalReviews: {
    render: ({ search }) => <ExternalReviewsPage search={search} />,
    data: ({ search }) => [query(AdminExternalReviewsDocument, queueVariables(search))],
  },
  adminReportedMessages: {
    render: ({ search }) => <ReportedMessagesPage search={search} />,
    data: ({ search }) => [query(AdminMessageReportsDocument, reportsVariables(search))],
  },
} satisfies Record<string, PageDefinition>;
