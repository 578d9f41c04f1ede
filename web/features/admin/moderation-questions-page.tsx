// §2.9 /admin/questions and /admin/answers (decision 078): questions and answers waiting for a
// person, oldest first, each shown whole with its author, trade, market and arrival. Staff decide
// one item or the ones they tick, alike: approving makes them public, rejecting keeps them off the
// site and asks a reason the authors are told. Each decision is confirmed first, said in a toast,
// and the queue read again; items that were gone meanwhile are said too.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { CellText } from '../../components/ui/cell-text.tsx';
import { useConfirmedAction } from '../../components/ui/confirmed-action.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type {
  AdminPendingAnswerFragment,
  AdminPendingQuestionFragment,
  ModerationDecision,
} from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AdminPage } from './admin-page.tsx';
import {
  AdminModerateAnswerDocument,
  AdminModerateAnswersDocument,
  AdminModerateQuestionDocument,
  AdminModerateQuestionsDocument,
  AdminPendingAnswersDocument,
  AdminPendingQuestionsDocument,
} from './generated/documents.ts';
import { type Kind, type ManyOutcome, type OneOutcome, useKindWords } from './moderation-question-words.tsx';
import { proName, QueuePager, queueVariables, useRejectReason } from './moderation-shared.tsx';

// The question's public page on this site, once it is approved and shown here.
function QuestionTitle({ question }: { question: AdminPendingQuestionFragment }) {
  const { brand } = useRouter();
  if (question.status === 'APPROVED' && question.shownIn.includes(brand.id)) {
    return (
      <Link to="question" params={{ id: question.id, slug: question.slug }}>
        {question.title}
      </Link>
    );
  }
  return question.title;
}

function QuestionWhole({ question }: { question: AdminPendingQuestionFragment }) {
  return <CellText heading={<QuestionTitle question={question} />}>{question.body}</CellText>;
}

function useCommonColumns<Row>(
  questionOf: (row: Row) => AdminPendingQuestionFragment,
  createdAt: (row: Row) => string,
) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  return [
    {
      key: 'trade',
      header: i18n._({ id: 'admin.moderation.trade', message: 'Trade and market' }),
      cell: (row: Row) => `${questionOf(row).profession.name} · ${questionOf(row).brand.toUpperCase()}`,
    },
    {
      key: 'arrived',
      header: i18n._({ id: 'admin.moderation.arrived', message: 'Arrived' }),
      nowrap: true,
      cell: (row: Row) => formatDateTime(createdAt(row), { dateStyle: 'medium' }),
    },
  ] satisfies Column<Row>[];
}

// One queue of questions or answers: the table with tick boxes and per-row buttons, and the
// buttons that decide the ticked ones.
function PendingQueue<Row extends { id: string }>({
  kind,
  rows,
  columns,
  titleOf,
  decideOne,
  decideMany,
  onDecided,
}: {
  kind: Kind;
  rows: readonly Row[];
  columns: Column<Row>[];
  titleOf: (row: Row) => string;
  decideOne: (id: string, decision: ModerationDecision, reason: string | null) => Promise<OneOutcome>;
  decideMany: (ids: string[], decision: ModerationDecision, reason: string | null) => Promise<ManyOutcome>;
  onDecided: () => void;
}) {
  const { i18n } = useLingui();
  const words = useKindWords(kind);
  const rejectReason = useRejectReason();
  const { ask, sheet } = useConfirmedAction('moderation-confirm');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = new Set(rows.map((row) => row.id));
  const chosen = [...selected].filter((id) => shown.has(id));

  const askOne = (row: Row, decision: ModerationDecision) =>
    ask({
      ...words.confirmOne(decision, titleOf(row)),
      ...(decision === 'REJECT' ? { reason: rejectReason } : {}),
      run: async (reason) => {
        const outcome = await decideOne(row.id, decision, reason);
        words.sayOne(decision, outcome);
        setSelected((current) => new Set([...current].filter((id) => id !== row.id)));
        onDecided();
      },
    });
  const askMany = (decision: ModerationDecision) =>
    ask({
      ...words.confirmMany(decision, chosen.length),
      ...(decision === 'REJECT' ? { reason: rejectReason } : {}),
      run: async (reason) => {
        const outcome = await decideMany(chosen, decision, reason);
        words.sayMany(decision, outcome);
        setSelected(new Set());
        onDecided();
      },
    });

  const actions: Column<Row> = {
    key: 'decide',
    header: i18n._({ id: 'admin.moderation.decide', message: 'Decide' }),
    cell: (row) => (
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => askOne(row, 'APPROVE')}
          data-testid={`approve-${row.id}`}
        >
          {i18n._({ id: 'admin.moderation.approve', message: 'Approve' })}
        </button>
        <button
          type="button"
          className="button ghost"
          onClick={() => askOne(row, 'REJECT')}
          data-testid={`reject-${row.id}`}
        >
          {i18n._({ id: 'admin.moderation.reject', message: 'Reject' })}
        </button>
      </div>
    ),
  };
  return (
    <>
      <div className="actions" data-testid="moderation-bulk">
        <span>
          {i18n._({
            id: 'admin.moderation.chosen',
            message: '{count, plural, =0 {None chosen} one {# chosen} other {# chosen}}',
            values: { count: chosen.length },
          })}
        </span>
        <button
          type="button"
          className="button"
          disabled={chosen.length === 0}
          onClick={() => askMany('APPROVE')}
          data-testid="approve-selected"
        >
          {i18n._({ id: 'admin.moderation.approve-selected', message: 'Approve selected' })}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={chosen.length === 0}
          onClick={() => askMany('REJECT')}
          data-testid="reject-selected"
        >
          {i18n._({ id: 'admin.moderation.reject-selected', message: 'Reject selected' })}
        </button>
      </div>
      <DataTable
        caption={
          kind === 'question'
            ? i18n._({ id: 'admin.moderation.questions-title', message: 'Questions waiting' })
            : i18n._({ id: 'admin.moderation.answers-title', message: 'Answers waiting' })
        }
        columns={[...columns, actions]}
        rows={rows}
        rowKey={(row) => row.id}
        selection={{
          selected,
          onChange: setSelected,
          allLabel: i18n._({ id: 'admin.moderation.choose-all', message: 'Choose every item shown' }),
          rowLabel: (id) => {
            const row = rows.find((item) => item.id === id);
            return i18n._({
              id: 'admin.moderation.choose-one',
              message: 'Choose “{title}”',
              values: { title: row ? titleOf(row) : id },
            });
          },
        }}
        testId={`admin-pending-${kind}s`}
      />
      {sheet}
    </>
  );
}

function NothingWaiting() {
  const { i18n } = useLingui();
  return <EmptyState title={i18n._({ id: 'admin.moderation.none', message: 'Nothing waiting' })} />;
}

export function PendingQuestionsPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const list = useQuery(AdminPendingQuestionsDocument, queueVariables(search));
  const one = useMutation(AdminModerateQuestionDocument);
  const many = useMutation(AdminModerateQuestionsDocument);
  const common = useCommonColumns<AdminPendingQuestionFragment>(
    (question) => question,
    (question) => question.createdAt,
  );
  const columns: Column<AdminPendingQuestionFragment>[] = [
    {
      key: 'question',
      header: i18n._({ id: 'admin.moderation.question', message: 'Question' }),
      cell: (question) => <QuestionWhole question={question} />,
    },
    {
      key: 'author',
      header: i18n._({ id: 'admin.moderation.asked-by', message: 'Asked by' }),
      cell: (question) => question.askerName,
    },
    ...common,
  ];
  return (
    <AdminPage
      title={i18n._({ id: 'admin.moderation.questions-title', message: 'Questions waiting' })}
      lead={i18n._({
        id: 'admin.moderation.questions-lead',
        message: 'Questions home owners asked, oldest first. Approved ones go public; the asker is told either way.',
      })}
      testId="admin-questions"
    >
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {({ pendingQuestions }) => (
          <>
            {pendingQuestions.edges.length === 0 ? (
              <NothingWaiting />
            ) : (
              <PendingQueue
                kind="question"
                rows={pendingQuestions.edges.map((edge) => edge.node)}
                columns={columns}
                titleOf={(question) => question.title}
                decideOne={async (id, decision, reason) => {
                  const { moderateQuestion } = await one.trigger({ input: { id, decision, reason } });
                  return moderateQuestion.__typename === 'QuestionModerated' ? 'decided' : 'notFound';
                }}
                decideMany={async (ids, decision, reason) => {
                  const { moderateQuestions } = await many.trigger({ input: { ids, decision, reason } });
                  return {
                    decided: moderateQuestions.questions.length,
                    notFound: moderateQuestions.notFoundIds.length,
                  };
                }}
                onDecided={() => void list.mutate()}
              />
            )}
            <QueuePager {...pendingQuestions.pageInfo} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}

export function PendingAnswersPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const list = useQuery(AdminPendingAnswersDocument, queueVariables(search));
  const one = useMutation(AdminModerateAnswerDocument);
  const many = useMutation(AdminModerateAnswersDocument);
  const common = useCommonColumns<AdminPendingAnswerFragment>(
    (answer) => answer.question,
    (answer) => answer.createdAt,
  );
  const columns: Column<AdminPendingAnswerFragment>[] = [
    {
      key: 'answer',
      header: i18n._({ id: 'admin.moderation.answer', message: 'Answer' }),
      cell: (answer) => <CellText>{answer.body}</CellText>,
    },
    {
      key: 'question',
      header: i18n._({ id: 'admin.moderation.to-question', message: 'To the question' }),
      cell: (answer) => <QuestionWhole question={answer.question} />,
    },
    {
      key: 'author',
      header: i18n._({ id: 'admin.moderation.answered-by', message: 'Answered by' }),
      cell: (answer) => proName(answer.servicePro),
    },
    ...common,
  ];
  return (
    <AdminPage
      title={i18n._({ id: 'admin.moderation.answers-title', message: 'Answers waiting' })}
      lead={i18n._({
        id: 'admin.moderation.answers-lead',
        message:
          'Answers professionals gave, oldest first. Approved ones show under their question; the professional is told either way.',
      })}
      testId="admin-answers"
    >
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {({ pendingAnswers }) => (
          <>
            {pendingAnswers.edges.length === 0 ? (
              <NothingWaiting />
            ) : (
              <PendingQueue
                kind="answer"
                rows={pendingAnswers.edges.map((edge) => edge.node)}
                columns={columns}
                titleOf={(answer) => answer.question.title}
                decideOne={async (id, decision, reason) => {
                  const { moderateAnswer } = await one.trigger({ input: { id, decision, reason } });
                  return moderateAnswer.__typename === 'AnswerModerated' ? 'decided' : 'notFound';
                }}
                decideMany={async (ids, decision, reason) => {
                  const { moderateAnswers } = await many.trigger({ input: { ids, decision, reason } });
                  return { decided: moderateAnswers.answers.length, notFound: moderateAnswers.notFoundIds.length };
                }}
                onDecided={() => void list.mutate()}
              />
            )}
            <QueuePager {...pendingAnswers.pageInfo} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
