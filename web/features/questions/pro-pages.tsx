// A professional's questions (spec §2.7 Questions, decision 075): ServicePro/AskATrade lists the
// published questions in their trades they may answer — unanswered first, then newest, ten a
// numbered page — each with its answer form; ServicePro/MyQuestions the questions they answered, as
// they stand now; ServicePro/MyAnswers their answers with where each is in moderation.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContentCard } from '../../components/ui/content-card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore, QueryState } from '../../components/ui/status.tsx';
import { useConnection } from '../../lib/connection.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AnswerForm } from './answer-form.tsx';
import { QuestionsAnswerableDocument, QuestionsMyAnswersDocument } from './generated/documents.ts';
import { ANSWERABLE_PAGE_SIZE, answerableVariables, MINE_VARIABLES } from './listing.ts';
import { QuestionCard, useAnswerCountText } from './question-card.tsx';
import { ModerationPill } from './question-page.tsx';

export function ProAskATradePage({ page }: { page: number }) {
  const { i18n } = useLingui();
  const list = useQuery(QuestionsAnswerableDocument, answerableVariables(page));
  return (
    <div className="consumer-page">
      <PageHeading
        title={i18n._({ id: 'questions.pro.title', message: 'Questions in your trades' })}
        lead={i18n._({
          id: 'questions.pro.lead',
          message:
            'Home owners’ questions you have not answered yet, those without any answer first. A helpful answer shows your company’s name to everyone who reads it.',
        })}
      />
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {({ answerableQuestions }) =>
          answerableQuestions.edges.length === 0 ? (
            <EmptyState title={i18n._({ id: 'questions.pro.none', message: 'No questions to answer right now' })} />
          ) : (
            <>
              <ul className="list" data-testid="answerable-questions">
                {answerableQuestions.edges.map(({ node }) => (
                  <QuestionCard key={node.id} question={node} testId="answerable-question">
                    <p>{node.body}</p>
                    <AnswerForm questionId={node.id} />
                  </QuestionCard>
                ))}
              </ul>
              <Pagination
                label={i18n._({ id: 'questions.pages', message: 'Pages of questions' })}
                to="proAskATrade"
                current={page}
                last={Math.max(1, Math.ceil(answerableQuestions.totalCount / ANSWERABLE_PAGE_SIZE))}
                previous={i18n._({ id: 'questions.pro.previous', message: 'Previous' })}
                next={i18n._({ id: 'questions.pro.next', message: 'Next' })}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function useMyAnswers() {
  return useConnection(QuestionsMyAnswersDocument, MINE_VARIABLES, (data) => data.myAnswers);
}

function ListState({
  list,
  empty,
  children,
}: {
  list: ReturnType<typeof useMyAnswers>;
  empty: string;
  children: React.ReactNode;
}) {
  const { i18n } = useLingui();
  if (list.error && list.items.length === 0)
    return <LoadFailed error={list.error} onRetry={() => void list.refresh()} />;
  if (list.isLoading && list.items.length === 0) return <Loading />;
  if (list.items.length === 0) {
    return (
      <EmptyState title={empty}>
        <p>
          <Link to="proAskATrade">
            {i18n._({ id: 'questions.pro.to-answerable', message: 'See the questions in your trades' })}
          </Link>
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      {children}
      <LoadMore hasMore={list.hasMore} isLoadingMore={list.isLoadingMore} onLoadMore={list.loadMore} />
    </>
  );
}

export function ProMyQuestionsPage() {
  const { i18n } = useLingui();
  const answerCount = useAnswerCountText();
  const list = useMyAnswers();
  return (
    <div className="consumer-page">
      <PageHeading
        title={i18n._({ id: 'questions.pro.mine-title', message: 'Questions you answered' })}
        lead={i18n._({
          id: 'questions.pro.mine-lead',
          message: 'The questions you took part in, with how many answers each has now.',
        })}
      />
      <ListState
        list={list}
        empty={i18n._({ id: 'questions.pro.mine-empty', message: 'You have not answered a question yet' })}
      >
        <ul className="list" data-testid="pro-my-questions">
          {list.items.map(({ id, question, status }) => (
            <ContentCard
              key={id}
              testId="pro-my-question"
              title={
                <Link to="question" params={{ id: question.id, slug: question.slug }}>
                  {question.title}
                </Link>
              }
              meta={
                <p className="field-hint">
                  {question.profession.name} · {answerCount(question.answers.totalCount)} ·{' '}
                  {i18n._({ id: 'questions.pro.yours', message: 'Yours:' })} <ModerationPill status={status} />
                </p>
              }
            />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

export function ProMyAnswersPage() {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const list = useMyAnswers();
  return (
    <div className="consumer-page">
      <PageHeading
        title={i18n._({ id: 'questions.pro.answers-title', message: 'Your answers' })}
        lead={i18n._({
          id: 'questions.pro.answers-lead',
          message: 'Everything you answered, newest first. Our moderators read each answer before it is published.',
        })}
      />
      <ListState
        list={list}
        empty={i18n._({ id: 'questions.pro.mine-empty', message: 'You have not answered a question yet' })}
      >
        <ul className="list" data-testid="pro-my-answers">
          {list.items.map((answer) => (
            <ContentCard
              key={answer.id}
              testId="pro-my-answer"
              title={
                answer.question.status === 'APPROVED' ? (
                  <Link to="question" params={{ id: answer.question.id, slug: answer.question.slug }}>
                    {answer.question.title}
                  </Link>
                ) : (
                  answer.question.title
                )
              }
              meta={
                <p className="field-hint">
                  <time dateTime={answer.createdAt}>{formatDate(answer.createdAt)}</time>{' '}
                  <ModerationPill status={answer.status} />
                </p>
              }
            >
              <p>{answer.body}</p>
            </ContentCard>
          ))}
        </ul>
      </ListState>
    </div>
  );
}
