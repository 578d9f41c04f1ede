// Consumer/MyQuestions (spec §2.6 /consumer/my-questions): the home owner's questions, newest first,
// each with where it is in moderation and its answers — the published ones and those still waiting.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import { useConnection } from '../../lib/connection.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { QuestionsMineDocument } from './generated/documents.ts';
import { MY_QUESTIONS_VARIABLES } from './listing.ts';
import { useAnswerCountText } from './question-card.tsx';
import { AnswerCard, ModerationPill } from './question-page.tsx';

export function MyQuestionsPage() {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const answerCount = useAnswerCountText();
  const mine = useConnection(QuestionsMineDocument, MY_QUESTIONS_VARIABLES, (data) => data.myQuestions);
  return (
    <div className="consumer-page">
      <PageHeading
        title={i18n._({ id: 'questions.mine.title', message: 'Your questions' })}
        lead={i18n._({
          id: 'questions.mine.lead',
          message: 'What you asked the trades, and their answers. Answers show once our moderators have read them.',
        })}
      >
        <p>
          <Link to="consumerAskATrade" className="button">
            {i18n._({ id: 'questions.ask-link', message: 'Ask a question' })}
          </Link>
        </p>
      </PageHeading>
      {mine.error && mine.items.length === 0 ? (
        <LoadFailed error={mine.error} onRetry={() => void mine.refresh()} />
      ) : mine.isLoading && mine.items.length === 0 ? (
        <Loading />
      ) : mine.items.length === 0 ? (
        <EmptyState title={i18n._({ id: 'questions.mine.empty', message: 'You have not asked a question yet' })} />
      ) : (
        <>
          <ul className="list" data-testid="my-questions">
            {mine.items.map((question) => (
              <li key={question.id} className="card" data-testid="my-question">
                <article>
                  <h2>
                    {question.status === 'APPROVED' ? (
                      <Link to="question" params={{ id: question.id, slug: question.slug }}>
                        {question.title}
                      </Link>
                    ) : (
                      question.title
                    )}
                  </h2>
                  <p className="field-hint">
                    {question.profession.name} ·{' '}
                    <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>{' '}
                    <ModerationPill status={question.status} />
                  </p>
                  <p>{question.body}</p>
                  <h3>{answerCount(question.answers.totalCount)}</h3>
                  {question.answers.edges.length > 0 ? (
                    <ul className="list">
                      {question.answers.edges.map(({ node }) => (
                        <AnswerCard key={node.id} answer={node} showStatus />
                      ))}
                    </ul>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
          <LoadMore hasMore={mine.hasMore} isLoadingMore={mine.isLoadingMore} onLoadMore={mine.loadMore} />
        </>
      )}
    </div>
  );
}
