// A question in a list — the public listing, a professional's questions to answer: its title as
// the link to its page, then its trade, when it was asked and how many answers it has; what the
// list adds (the answer form) goes under it.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ContentCard } from '../../components/ui/content-card.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';

export interface QuestionSummary {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly createdAt: string;
  readonly profession: { readonly name: string };
  readonly answers: { readonly totalCount: number };
}

export function useAnswerCountText(): (count: number) => string {
  const { i18n } = useLingui();
  return (count) =>
    i18n._({
      id: 'questions.answer-count',
      message: '{count, plural, =0 {No answer yet} one {# answer} other {# answers}}',
      values: { count },
    });
}

export function QuestionCard({
  question,
  testId,
  children,
}: {
  question: QuestionSummary;
  testId: string;
  children?: ReactNode;
}) {
  const { formatDate } = useDateFormatters();
  const answerCount = useAnswerCountText();
  return (
    <ContentCard
      testId={testId}
      title={
        <Link to="question" params={{ id: question.id, slug: question.slug }}>
          {question.title}
        </Link>
      }
      meta={
        <p className="field-hint">
          {question.profession.name} · <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time> ·{' '}
          {answerCount(question.answers.totalCount)}
        </p>
      }
    >
      {children}
    </ContentCard>
  );
}
