// §2.9 /admin/reported-messages (decision 078): messages one side of a conversation reported, the
// open ones by default, oldest first (the state is a filter in the address). Each shows the
// message whole, who wrote it and who reported it — the conversation's two sides, each linked to
// their account — and the reason given. Staff dismiss the report or take the message down (every
// open report of it settled alike); each is confirmed, said in a toast and the list read again.
import { useLingui } from '@lingui/react';
import { CellText } from '../../components/ui/cell-text.tsx';
import { useConfirmedAction } from '../../components/ui/confirmed-action.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { SelectField } from '../../components/ui/fields.tsx';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import type {
  AdminMessageReportFragment,
  MessageReportDecision,
  MessageReportReason,
  MessageReportStatus,
  MessageSenderKind,
} from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminDecideMessageReportDocument, AdminMessageReportsDocument } from './generated/documents.ts';
import { choiceParam, listHref } from './list-address.ts';
import { PersonLink, personName, QueuePager, queueVariables } from './moderation-shared.tsx';

const STATUSES = ['OPEN', 'DISMISSED', 'REMOVED'] as const satisfies readonly MessageReportStatus[];

// The reports the address names: open ones unless another state is asked for.
export function reportsVariables(search: URLSearchParams) {
  return { status: choiceParam(search, 'status', STATUSES, 'OPEN'), ...queueVariables(search) };
}

function useReportWords() {
  const { i18n } = useLingui();
  const reason: Record<MessageReportReason, string> = {
    SPAM: i18n._({ id: 'admin.moderation.report-spam', message: 'Spam' }),
    ABUSE: i18n._({ id: 'admin.moderation.report-abuse', message: 'Abuse' }),
    SCAM: i18n._({ id: 'admin.moderation.report-scam', message: 'A scam' }),
    CONTACT_DETAILS: i18n._({
      id: 'admin.moderation.report-contact-details',
      message: 'Asks to be contacted around the platform',
    }),
    OTHER: i18n._({ id: 'admin.moderation.report-other', message: 'Something else' }),
  };
  const side: Record<MessageSenderKind, string> = {
    CONSUMER: i18n._({ id: 'admin.moderation.side-consumer', message: 'Home owner' }),
    SERVICE_PRO: i18n._({ id: 'admin.moderation.side-pro', message: 'Professional' }),
    ADMIN: i18n._({ id: 'admin.moderation.side-staff', message: 'Staff' }),
    SYSTEM: i18n._({ id: 'admin.moderation.side-system', message: 'The platform' }),
    OTHER: i18n._({ id: 'admin.moderation.side-other', message: 'Someone else' }),
  };
  const status: Record<MessageReportStatus, string> = {
    OPEN: i18n._({ id: 'admin.moderation.report-open', message: 'Open' }),
    DISMISSED: i18n._({ id: 'admin.moderation.report-dismissed', message: 'Dismissed' }),
    REMOVED: i18n._({ id: 'admin.moderation.report-removed', message: 'Message taken down' }),
  };
  return { reason, side, status };
}

export function ReportedMessagesPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const { pathname, query } = useRouter();
  const { formatDateTime } = useDateFormatters();
  const words = useReportWords();
  const variables = reportsVariables(search);
  const list = useQuery(AdminMessageReportsDocument, variables);
  const decide = useMutation(AdminDecideMessageReportDocument);
  const { ask, sheet } = useConfirmedAction('moderation-confirm');

  const askDecision = (report: AdminMessageReportFragment, decision: MessageReportDecision) =>
    ask({
      ...(decision === 'DISMISS'
        ? {
            title: i18n._({ id: 'admin.moderation.dismiss-title', message: 'Dismiss the report' }),
            text: i18n._({
              id: 'admin.moderation.dismiss-text',
              message: 'The message stays in the conversation as it is.',
            }),
            confirm: i18n._({ id: 'admin.moderation.dismiss', message: 'Dismiss' }),
          }
        : {
            title: i18n._({ id: 'admin.moderation.remove-title', message: 'Take the message down' }),
            text: i18n._({
              id: 'admin.moderation.remove-text',
              message:
                'Its words leave the conversation for both sides; its place stays, marked as removed. Every open report of it is settled.',
            }),
            confirm: i18n._({ id: 'admin.moderation.remove', message: 'Take the message down' }),
            danger: true,
          }),
      reason: {
        label: i18n._({ id: 'admin.moderation.note', message: 'Note for the audit log' }),
        required: false,
      },
      run: async (reason) => {
        const { decideMessageReport: result } = await decide.trigger({
          input: { reportId: report.id, decision, reason },
        });
        if (result.__typename === 'MessageReportDecided') {
          toast.success(
            decision === 'DISMISS'
              ? i18n._({ id: 'admin.moderation.dismissed', message: 'The report is dismissed.' })
              : i18n._({ id: 'admin.moderation.removed', message: 'The message is taken down.' }),
          );
        } else {
          toast.error(
            i18n._({
              id: 'admin.moderation.report-gone',
              message: 'That report is gone: the conversation or an account of it was removed.',
            }),
          );
        }
        void list.mutate();
      },
    });

  const columns: Column<AdminMessageReportFragment>[] = [
    {
      key: 'message',
      header: i18n._({ id: 'admin.moderation.message', message: 'Message' }),
      cell: (report) => (
        <CellText
          heading={i18n._({
            id: 'admin.moderation.sent-at',
            message: 'Sent {when}',
            values: { when: formatDateTime(report.messageSentAt, { dateStyle: 'medium' }) },
          })}
        >
          {report.messageBody}
        </CellText>
      ),
    },
    {
      key: 'sides',
      header: i18n._({ id: 'admin.moderation.sides', message: 'Between' }),
      cell: (report) => (
        <ValueList
          rows={[
            {
              key: 'sender',
              label: i18n._({
                id: 'admin.moderation.wrote-it',
                message: 'Wrote it ({side})',
                values: { side: words.side[report.messageSenderKind] },
              }),
              value: report.messageSender ? (
                <PersonLink person={report.messageSender}>{personName(report.messageSender)}</PersonLink>
              ) : (
                i18n._({ id: 'admin.moderation.account-gone', message: 'An account since closed' })
              ),
            },
            {
              key: 'reporter',
              label: i18n._({ id: 'admin.moderation.reported-it', message: 'Reported it' }),
              value: <PersonLink person={report.reporter}>{personName(report.reporter)}</PersonLink>,
            },
          ]}
        />
      ),
    },
    {
      key: 'reason',
      header: i18n._({ id: 'admin.moderation.reason-given', message: 'Reason given' }),
      cell: (report) => <CellText heading={words.reason[report.reason]}>{report.note ?? ''}</CellText>,
    },
    {
      key: 'reported',
      header: i18n._({ id: 'admin.moderation.reported', message: 'Reported' }),
      nowrap: true,
      cell: (report) => formatDateTime(report.createdAt, { dateStyle: 'medium' }),
    },
    {
      key: 'status',
      header: i18n._({ id: 'admin.moderation.status', message: 'Status' }),
      cell: (report) => (
        <StatusPill tone={report.status === 'OPEN' ? 'warn' : report.status === 'REMOVED' ? 'bad' : 'neutral'}>
          {words.status[report.status]}
        </StatusPill>
      ),
    },
    {
      key: 'decide',
      header: i18n._({ id: 'admin.moderation.decide', message: 'Decide' }),
      cell: (report) =>
        report.status === 'OPEN' ? (
          <div className="actions">
            <button
              type="button"
              className="button secondary"
              onClick={() => askDecision(report, 'DISMISS')}
              data-testid={`dismiss-${report.id}`}
            >
              {i18n._({ id: 'admin.moderation.dismiss', message: 'Dismiss' })}
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => askDecision(report, 'REMOVE_MESSAGE')}
              data-testid={`remove-${report.id}`}
            >
              {i18n._({ id: 'admin.moderation.remove-short', message: 'Take down' })}
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage
      title={i18n._({ id: 'admin.nav.reported-messages', message: 'Reported messages' })}
      lead={i18n._({
        id: 'admin.moderation.reports-lead',
        message: 'Messages one side of a conversation reported about the other, oldest first.',
      })}
      testId="admin-reported-messages"
    >
      <FilterBar
        label={i18n._({ id: 'admin.moderation.reports-filter', message: 'Filter the reports' })}
        action={pathname}
        clearHref={query.get('status') ? listHref(pathname, query, { status: null }) : null}
      >
        <SelectField
          label={i18n._({ id: 'admin.moderation.status', message: 'Status' })}
          name="status"
          defaultValue={variables.status}
          options={STATUSES.map((status) => ({ value: status, label: words.status[status] }))}
        />
      </FilterBar>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {({ messageReports: reports }) => (
          <>
            {reports.edges.length === 0 ? (
              <EmptyState
                title={
                  variables.status === 'OPEN'
                    ? i18n._({ id: 'admin.moderation.none', message: 'Nothing waiting' })
                    : i18n._({ id: 'admin.moderation.no-reports', message: 'No reports here' })
                }
              />
            ) : (
              <DataTable
                caption={i18n._({ id: 'admin.nav.reported-messages', message: 'Reported messages' })}
                columns={columns}
                rows={reports.edges.map((edge) => edge.node)}
                rowKey={(report) => report.id}
                testId="admin-reports-table"
              />
            )}
            <QueuePager {...reports.pageInfo} />
          </>
        )}
      </QueryState>
      {sheet}
    </AdminPage>
  );
}
