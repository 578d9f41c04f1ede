// Visitor/Question (spec §2.2 /{questions}/v/{id}/{slug}): one published question and its published
// answers, each by a professional whose name leads to their profile. Search engines read it as a
// QAPage with breadcrumbs; the same page on the other brands of its language is named for hreflang,
// its own brand's for x-default (decision 075).
import { useLingui } from '@lingui/react';
import type { BrandId } from '../../../shared/brands.ts';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContentCard } from '../../components/ui/content-card.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { AnswerViewFragment, QuestionsQuestionQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList, qaPage } from '../../lib/structured-data.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { QuestionsQuestionDocument } from './generated/documents.ts';
import { useAnswerCountText } from './question-card.tsx';

type Question = NonNullable<QuestionsQuestionQuery['question']>;

export const questionVariables = (brand: string, params: Readonly<Record<string, string>>) => ({
  id: params.id ?? '',
  brand,
});

// The name an answer is signed with: the company customers know, else the professional's first name.
export const answererName = (answer: AnswerViewFragment) =>
  answer.servicePro.companyProfile?.companyName ?? answer.servicePro.firstName;

export function QuestionPage({ params }: { params: Readonly<Record<string, string>> }) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const result = useQuery(QuestionsQuestionDocument, questionVariables(brand.id, params));
  return (
    <div className="narrow">
      <BackLink to="questions">{i18n._({ id: 'questions.title', message: 'Questions and answers' })}</BackLink>
      <QueryState data={result.data} error={result.error} onRetry={() => void result.mutate()}>
        {({ question }) => (question ? <QuestionView question={question} /> : null)}
      </QueryState>
    </div>
  );
}

export function AnswerCard({ answer, showStatus = false }: { answer: AnswerViewFragment; showStatus?: boolean }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  return (
    <ContentCard
      testId="answer"
      title={
        <span id={`answer-${answer.id}`}>
          <Link to="proProfile" params={{ serviceProSlug: answer.servicePro.slug }}>
            {answererName(answer)}
          </Link>
        </span>
      }
      meta={
        <p className="field-hint">
          <time dateTime={answer.createdAt}>{formatDate(answer.createdAt)}</time>
          {showStatus && answer.status !== 'APPROVED' ? (
            <>
              {' '}
              <ModerationPill status={answer.status} />
            </>
          ) : null}
        </p>
      }
    >
      <p>{answer.body}</p>
      <p className="field-hint">{i18n._({ id: 'questions.answer-by-pro', message: 'Answered by a tradesperson' })}</p>
    </ContentCard>
  );
}

// Where a question or an answer is in moderation, in words.
export function ModerationPill({ status }: { status: 'PENDING' | 'APPROVED' | 'REJECTED' }) {
  const { i18n } = useLingui();
  switch (status) {
    case 'PENDING':
      return (
        <StatusPill tone="warn">
          {i18n._({ id: 'questions.status.pending', message: 'Waiting for moderation' })}
        </StatusPill>
      );
    case 'APPROVED':
      return <StatusPill tone="good">{i18n._({ id: 'questions.status.approved', message: 'Published' })}</StatusPill>;
    case 'REJECTED':
      return (
        <StatusPill tone="bad">{i18n._({ id: 'questions.status.rejected', message: 'Not published' })}</StatusPill>
      );
  }
}

function QuestionView({ question }: { question: Question }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { formatDate } = useDateFormatters();
  const answerCount = useAnswerCountText();
  const params = { id: question.id, slug: question.slug };
  const path = router.href('question', params);
  const answers = question.answers.edges.map((edge) => edge.node);
  const published = question.status === 'APPROVED';
  const crumbs = [
    { name: router.brand.productName, path: '/' },
    { name: i18n._({ id: 'questions.title', message: 'Questions and answers' }), path: router.href('questions') },
    {
      name: question.profession.name,
      path: router.href('questions', { trade: question.profession.slug }),
    },
    { name: question.title, path },
  ];
  const qa = published
    ? qaPage(path, {
        title: question.title,
        body: question.body,
        askerName: question.askerName,
        createdAt: question.createdAt,
        answerCount: question.answers.totalCount,
        answers: answers.map((answer) => ({
          id: answer.id,
          body: answer.body,
          author: answererName(answer),
          createdAt: answer.createdAt,
        })),
      })
    : null;
  return (
    <article data-testid="question-page">
      <PageHeading
        title={question.title}
        lead={question.body.length > 160 ? `${question.body.slice(0, 157)}…` : question.body}
        structuredData={[...(qa ? [qa] : []), breadcrumbList(crumbs)]}
        {...(published
          ? {
              alternates: {
                route: 'question',
                params,
                brands: question.shownIn as BrandId[],
                fallback: question.brand as BrandId,
              },
            }
          : {})}
      >
        <p className="field-hint" data-testid="question-byline">
          {i18n._({
            id: 'questions.asked-by',
            message: 'Asked by {name} on {date} about {trade}',
            values: {
              name: question.askerName,
              date: formatDate(question.createdAt, { dateStyle: 'long' }),
              trade: question.profession.name,
            },
          })}
          {published ? null : (
            <>
              {' '}
              <ModerationPill status={question.status} />
            </>
          )}
        </p>
      </PageHeading>
      <Prose
        testId="question-body"
        blocks={question.body.split(/\n\s*\n/).map((text) => ({ kind: 'paragraph', text: text.trim() }))}
      />
      <section aria-labelledby="answers-heading" data-testid="answers">
        <h2 id="answers-heading">{answerCount(question.answers.totalCount)}</h2>
        {answers.length === 0 ? (
          <EmptyState
            icon="file-text"
            title={i18n._({ id: 'questions.no-answers', message: 'Tradespeople have not answered yet' })}
          >
            <p>
              {i18n._({
                id: 'questions.no-answers-hint',
                message: 'Are you a tradesperson in this trade? Sign in and answer it from your account.',
              })}
            </p>
          </EmptyState>
        ) : (
          <ul className="list">
            {answers.map((answer) => (
              <AnswerCard key={answer.id} answer={answer} showStatus={!published || answer.status !== 'APPROVED'} />
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to="askAQuestion" params={{ trade: question.profession.slug }} className="button secondary">
          {i18n._({ id: 'questions.ask-own', message: 'Ask your own question' })}
        </Link>
      </p>
    </article>
  );
}
