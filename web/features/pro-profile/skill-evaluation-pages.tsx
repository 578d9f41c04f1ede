// §2.7 and §2.8 skill-evaluation/{questionIndex} and skill-evaluation/complete (decision 057): a
// trade's skills test, one question per page, the trade carried as ?professionId=. Starting answers
// the attempt in progress as it is; each page saves its answer and goes on; the last completes the
// attempt and shows the score against the pass mark, with when a failed test may be taken again.
// The same pages serve the registration, which names its own routes and where to go after.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import type { RouteName } from '../../../shared/routes.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StepProgress } from '../../components/ui/steps.tsx';
import type { ProProfileEvaluationFragment, ProProfileSkillEvaluationQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import {
  ProProfileAnswerSkillQuestionDocument,
  ProProfileCompleteSkillEvaluationDocument,
  ProProfileSkillEvaluationDocument,
  ProProfileSkillResultDocument,
  ProProfileStartSkillEvaluationDocument,
} from './generated/documents.ts';

// Where the pages of one run of the test live, and where a professional goes once it is passed
// (undefined: on to choosing the trade's services).
export interface SkillEvaluationFlow {
  readonly question: RouteName;
  readonly complete: RouteName;
  readonly after?: RouteName;
}

export const SKILL_EVALUATION_FLOW: SkillEvaluationFlow = {
  question: 'proSkillEvaluation',
  complete: 'proSkillEvaluationComplete',
};

type Trade = { readonly id: string; readonly name: string };

// The page's question number from the address: a whole number from 1, or null.
export function questionNumber(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : null;
}

function BackLink() {
  const { i18n } = useLingui();
  return (
    <p className="account-back">
      <Link to="proServicePreferences">
        <Icon icon="arrow-left" />
        {i18n._({ id: 'pro-profile.skills.back', message: 'Your trades and services' })}
      </Link>
    </p>
  );
}

function useTitle(): (trade: string) => string {
  const { i18n } = useLingui();
  return (trade) => i18n._({ id: 'pro-profile.skills.title', message: 'Skills test: {trade}', values: { trade } });
}

export function SkillEvaluationQuestionPage({
  professionId,
  questionIndex,
  flow = SKILL_EVALUATION_FLOW,
}: {
  professionId: string;
  questionIndex: number;
  flow?: SkillEvaluationFlow;
}) {
  const { brand } = useRouter();
  const title = useTitle();
  const answer = useQuery(ProProfileSkillEvaluationDocument, { brand: brand.id, professionId, index: questionIndex });
  return (
    <div className="narrow account-page">
      {flow.after ? null : <BackLink />}
      <QueryState data={answer.data} error={answer.error} onRetry={() => void answer.mutate()}>
        {({ professions, mySkillEvaluation: evaluation }) => {
          const trade = professions.find((candidate) => candidate.id === professionId);
          if (!trade) return null;
          if (evaluation?.status !== 'IN_PROGRESS') {
            return (
              <>
                <PageHeading title={title(trade.name)} />
                <NotUnderWay trade={trade} evaluation={evaluation ?? null} flow={flow} />
              </>
            );
          }
          if (!evaluation.question) return <NoSuchQuestion trade={trade} flow={flow} />;
          return (
            <>
              <PageHeading title={title(trade.name)} />
              <QuestionForm
                key={evaluation.question.index}
                evaluation={evaluation}
                question={evaluation.question}
                flow={flow}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function NoSuchQuestion({ trade, flow }: { trade: Trade; flow: SkillEvaluationFlow }) {
  const { i18n } = useLingui();
  return (
    <EmptyState
      title={i18n._({ id: 'pro-profile.skills.no-question', message: 'There is no such question in this test' })}
      action={
        <Link to={flow.question} params={{ questionIndex: 1, professionId: trade.id }} className="button">
          {i18n._({ id: 'pro-profile.skills.first-question', message: 'Go to the first question' })}
        </Link>
      }
    />
  );
}

// Before the first attempt, after a finished one: what the test is, the last result, and starting.
function NotUnderWay({
  trade,
  evaluation,
  flow,
}: {
  trade: Trade;
  evaluation: ProProfileEvaluationFragment | null;
  flow: SkillEvaluationFlow;
}) {
  const { i18n } = useLingui();
  if (evaluation?.status === 'PASSED') return <Passed trade={trade} evaluation={evaluation} flow={flow} />;
  return (
    <div className="card account-topic" data-testid="pro-profile-skills-start">
      <p>
        {i18n._({
          id: 'pro-profile.skills.intro',
          message:
            'A few questions on your trade, one per page, each with one right answer. Pass the test and you are qualified in this trade: its services are yours to choose.',
        })}
      </p>
      {evaluation?.status === 'FAILED' ? <Failed evaluation={evaluation} /> : null}
      <StartTest trade={trade} flow={flow} />
    </div>
  );
}

function StartTest({ trade, flow }: { trade: Trade; flow: SkillEvaluationFlow }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const { formatDateTime } = useDateFormatters();
  const start = useMutation(ProProfileStartSkillEvaluationDocument, {
    revalidate: ['proProfileSkillEvaluation', 'proProfileSkillResult'],
  });
  const [message, setMessage] = useState<string | null>(null);

  async function begin() {
    setMessage(null);
    try {
      const { startSkillEvaluation: answer } = await start.trigger({ professionId: trade.id });
      switch (answer.__typename) {
        case 'SkillEvaluationStarted':
          router.navigate(
            router.href(flow.question, {
              questionIndex: answer.evaluation.unansweredIndexes[0] ?? 1,
              professionId: trade.id,
            }),
          );
          return;
        case 'SkillEvaluationAlreadyPassed':
          setMessage(
            i18n._({
              id: 'pro-profile.skills.already-passed',
              message: 'You have passed this test already: you are qualified in this trade.',
            }),
          );
          return;
        case 'SkillEvaluationRetryNotYet':
          setMessage(
            i18n._({
              id: 'pro-profile.skills.retry-at',
              message: 'You can take the test again from {when}.',
              values: { when: formatDateTime(answer.retryAfter) },
            }),
          );
          return;
        case 'SkillEvaluationUnavailable':
          setMessage(
            i18n._({
              id: 'pro-profile.skills.unavailable',
              message: 'This trade has no skills test here: your qualification is checked from your documents.',
            }),
          );
          return;
        default:
          setMessage(i18n._({ id: 'pro-profile.skills.unknown-trade', message: 'This trade is not offered here.' }));
      }
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }

  return (
    <>
      {message ? (
        <div role="status">
          <FormMessage>{message}</FormMessage>
        </div>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={start.isMutating}
          onClick={() => void begin()}
          data-testid="pro-profile-skills-begin"
        >
          {i18n._({ id: 'pro-profile.skills.begin', message: 'Start the test' })}
        </button>
      </div>
    </>
  );
}

type Question = NonNullable<NonNullable<ProProfileSkillEvaluationQuery['mySkillEvaluation']>['question']>;

function QuestionForm({
  evaluation,
  question,
  flow,
}: {
  evaluation: ProProfileEvaluationFragment;
  question: Question;
  flow: SkillEvaluationFlow;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const save = useMutation(ProProfileAnswerSkillQuestionDocument, {
    revalidate: ['proProfileSkillEvaluation', 'proProfileSkillResult'],
  });
  const [chosen, setChosen] = useState<string | null>(question.chosenOptionId ?? null);
  const [error, setError] = useState<string | null>(null);
  const professionId = evaluation.profession.id;
  const last = question.index >= evaluation.questionCount;
  const errorId = `skill-question-${question.index}-error`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) {
      setError(i18n._({ id: 'pro-profile.skills.choose', message: 'Choose an answer.' }));
      focusFirstError();
      return;
    }
    setError(null);
    try {
      const { answerSkillQuestion: answer } = await save.trigger({
        input: { evaluationId: evaluation.id, questionIndex: question.index, optionId: chosen },
      });
      if (answer.__typename === 'SkillAnswerRecorded') {
        router.navigate(
          last
            ? router.href(flow.complete, { professionId })
            : router.href(flow.question, { questionIndex: question.index + 1, professionId }),
        );
      } else if (answer.__typename === 'SkillEvaluationNotInProgress') {
        router.navigate(router.href(flow.complete, { professionId }));
      } else {
        setError(
          i18n._({
            id: 'pro-profile.skills.answer-refused',
            message: 'This answer could not be taken. Reload the page and choose again.',
          }),
        );
        focusFirstError();
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form
      ref={formRef}
      className="form card account-form"
      onSubmit={submit}
      noValidate
      data-testid="pro-profile-question"
    >
      <StepProgress current={question.index} total={evaluation.questionCount} />
      <p className="field-hint" data-testid="pro-profile-answered">
        {i18n._({
          id: 'pro-profile.skills.answered',
          message: '{answered} of {count} answered',
          values: { answered: evaluation.answeredCount, count: evaluation.questionCount },
        })}
      </p>
      <fieldset
        className={error ? 'choice-group field-invalid' : 'choice-group'}
        aria-describedby={error ? errorId : undefined}
      >
        <legend>{question.text}</legend>
        {question.options.map((option) => (
          <label key={option.id} className="choice">
            <input
              type="radio"
              name="optionId"
              value={option.id}
              checked={chosen === option.id}
              aria-invalid={error ? true : undefined}
              onChange={() => setChosen(option.id)}
            />
            <span>{option.text}</span>
          </label>
        ))}
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="actions">
        {question.index > 1 ? (
          <Link
            to={flow.question}
            params={{ questionIndex: question.index - 1, professionId }}
            className="button secondary"
          >
            <Icon icon="arrow-left" />
            {i18n._({ id: 'pro-profile.skills.previous', message: 'Previous question' })}
          </Link>
        ) : null}
        <button type="submit" className="button" disabled={save.isMutating} data-testid="pro-profile-next">
          {last
            ? i18n._({ id: 'pro-profile.skills.to-finish', message: 'Save and finish' })
            : i18n._({ id: 'pro-profile.skills.next', message: 'Next question' })}
        </button>
      </div>
    </form>
  );
}

function Score({ evaluation }: { evaluation: ProProfileEvaluationFragment }) {
  const { i18n } = useLingui();
  return (
    <p data-testid="pro-profile-score">
      {i18n._({
        id: 'pro-profile.skills.score',
        message: 'Your score: {score} %. The pass mark is {passMark} %.',
        values: { score: evaluation.scorePercent ?? 0, passMark: evaluation.passMarkPercent },
      })}
    </p>
  );
}

function Passed({
  trade,
  evaluation,
  flow,
}: {
  trade: Trade;
  evaluation: ProProfileEvaluationFragment;
  flow: SkillEvaluationFlow;
}) {
  const { i18n } = useLingui();
  return (
    <div className="card account-topic" data-testid="pro-profile-skills-passed">
      <h2>{i18n._({ id: 'pro-profile.skills.passed', message: 'Passed: you are qualified in this trade' })}</h2>
      <Score evaluation={evaluation} />
      <div className="actions">
        {flow.after ? (
          <Link to={flow.after} className="button">
            {i18n._({ id: 'pro-profile.skills.continue', message: 'Continue' })}
          </Link>
        ) : (
          <Link to="proChooseServices" params={{ professionId: trade.id }} className="button">
            {i18n._({ id: 'pro-profile.skills.choose-services', message: 'Choose your services' })}
          </Link>
        )}
      </div>
    </div>
  );
}

function Failed({ evaluation }: { evaluation: ProProfileEvaluationFragment }) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  return (
    <div data-testid="pro-profile-skills-failed">
      <h2>{i18n._({ id: 'pro-profile.skills.failed', message: 'Not passed this time' })}</h2>
      <Score evaluation={evaluation} />
      {evaluation.retryAfter ? (
        <p>
          {i18n._({
            id: 'pro-profile.skills.retry-at',
            message: 'You can take the test again from {when}.',
            values: { when: formatDateTime(evaluation.retryAfter) },
          })}
        </p>
      ) : null}
    </div>
  );
}

export function SkillEvaluationCompletePage({
  professionId,
  flow = SKILL_EVALUATION_FLOW,
}: {
  professionId: string;
  flow?: SkillEvaluationFlow;
}) {
  const { brand } = useRouter();
  const title = useTitle();
  const answer = useQuery(ProProfileSkillResultDocument, { brand: brand.id, professionId });
  return (
    <div className="narrow account-page">
      {flow.after ? null : <BackLink />}
      <QueryState data={answer.data} error={answer.error} onRetry={() => void answer.mutate()}>
        {({ professions, mySkillEvaluation: evaluation }) => {
          const trade = professions.find((candidate) => candidate.id === professionId);
          if (!trade) return null;
          return (
            <>
              <PageHeading title={title(trade.name)} />
              {evaluation?.status === 'IN_PROGRESS' ? (
                <Finish evaluation={evaluation} flow={flow} />
              ) : (
                <NotUnderWay trade={trade} evaluation={evaluation ?? null} flow={flow} />
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

// The attempt under way: how much is answered, the questions left, and completing it.
function Finish({ evaluation, flow }: { evaluation: ProProfileEvaluationFragment; flow: SkillEvaluationFlow }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const complete = useMutation(ProProfileCompleteSkillEvaluationDocument, {
    revalidate: ['proProfileSkillEvaluation', 'proProfileSkillResult', 'proServicesPreferences'],
  });
  const [unanswered, setUnanswered] = useState<readonly number[]>(evaluation.unansweredIndexes);
  const [error, setError] = useState<string | null>(null);
  const professionId = evaluation.profession.id;

  async function finish(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { completeSkillEvaluation: answer } = await complete.trigger({ evaluationId: evaluation.id });
      // A completed attempt is shown by the page once its query has the result.
      if (answer.__typename === 'SkillQuestionsUnanswered') setUnanswered(answer.unansweredIndexes);
      else if (answer.__typename === 'InvalidFields')
        setError(
          i18n._({
            id: 'pro-profile.skills.complete-refused',
            message: 'This test could not be finished. Reload the page and try again.',
          }),
        );
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form className="form card account-form" onSubmit={finish} noValidate data-testid="pro-profile-finish">
      <p>
        {i18n._({
          id: 'pro-profile.skills.answered',
          message: '{answered} of {count} answered',
          values: { answered: evaluation.questionCount - unanswered.length, count: evaluation.questionCount },
        })}
      </p>
      {unanswered.length > 0 ? (
        <div role="status">
          <p>
            {i18n._({
              id: 'pro-profile.skills.unanswered',
              message: 'Answer every question to finish. Still to answer:',
            })}
          </p>
          <ul className="list" data-testid="pro-profile-unanswered">
            {unanswered.map((index) => (
              <li key={index}>
                <Link to={flow.question} params={{ questionIndex: index, professionId }}>
                  {i18n._({ id: 'pro-profile.skills.question-link', message: 'Question {index}', values: { index } })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div className="actions">
        <Link
          to={flow.question}
          params={{ questionIndex: evaluation.questionCount, professionId }}
          className="button secondary"
        >
          <Icon icon="arrow-left" />
          {i18n._({ id: 'pro-profile.skills.previous', message: 'Previous question' })}
        </Link>
        <button type="submit" className="button" disabled={complete.isMutating} data-testid="pro-profile-complete">
          {i18n._({ id: 'pro-profile.skills.complete', message: 'Finish and see my score' })}
        </button>
      </div>
    </form>
  );
}
