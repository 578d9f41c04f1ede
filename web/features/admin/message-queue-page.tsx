// §2.9 /admin/message-queue: the messages the platform sends (codes, links, invites, notices),
// newest first, of one status (tabs: all, waiting, sent, failed — the dashboard links to
// ?status=FAILED), one recipient and one template, all in the address, read a page at a time by
// cursor (?after=). Each row opens to show the message — its contents as labelled values, never as
// markup — its language and when it went; a failed one is sent again, confirmed first with an
// optional reason kept in the audit log, and each answer that is not a resend said in words.
import { useLingui } from '@lingui/react';
import { useConfirmedAction } from '../../components/ui/confirmed-action.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { TextField } from '../../components/ui/fields.tsx';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { CursorPager } from '../../components/ui/pagination.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import type { AdminOutboxMessageFragment, MessageChannel, OutboxStatus } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminMessageQueueDocument, AdminResendMessageDocument } from './generated/documents.ts';
import { afterParam, choiceParam, listHref, textParam } from './list-address.ts';

const PATH = '/admin/message-queue';
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['PENDING', 'SENT', 'FAILED'];

export interface MessageQueueVariables {
  readonly after: string | null;
  readonly status: OutboxStatus | null;
  readonly recipient: string | null;
  readonly template: string | null;
}

// The query's variables, from the address: the same on the server and in the browser.
export function messageQueueVariables(search: URLSearchParams): MessageQueueVariables {
  return {
    after: afterParam(search),
    status: choiceParam(search, 'status', OUTBOX_STATUSES),
    recipient: textParam(search, 'recipient', 320),
    template: textParam(search, 'template', 100),
  };
}

function useStatusWords(): Record<OutboxStatus, string> {
  const { i18n } = useLingui();
  return {
    PENDING: i18n._({ id: 'admin.outbox.status.pending', message: 'Waiting' }),
    SENT: i18n._({ id: 'admin.outbox.status.sent', message: 'Sent' }),
    FAILED: i18n._({ id: 'admin.outbox.status.failed', message: 'Failed' }),
  };
}

const STATUS_TONE: Record<OutboxStatus, 'neutral' | 'good' | 'bad'> = {
  PENDING: 'neutral',
  SENT: 'good',
  FAILED: 'bad',
};

// A value of a message's contents as text: never markup, whatever it holds.
function payloadText(value: unknown, words: { yes: string; no: string; none: string }): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function MessageQueuePage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const statusWord = useStatusWords();
  const variables = messageQueueVariables(search);
  const queue = useQuery(AdminMessageQueueDocument, variables);
  const resend = useMutation(AdminResendMessageDocument);
  const { ask, sheet } = useConfirmedAction('admin-outbox-resend-sheet');
  const filtered = variables.recipient !== null || variables.template !== null;

  async function resendMessage(message: AdminOutboxMessageFragment, reason: string | null) {
    const { resendMessage: answer } = await resend.trigger({
      input: { messageId: message.id, ...(reason ? { reason } : {}) },
    });
    switch (answer.__typename) {
      case 'MessageResent':
        toast.success(
          i18n._({
            id: 'admin.outbox.resent',
            message: 'The message to {recipient} is queued to be sent again.',
            values: { recipient: message.recipient },
          }),
        );
        break;
      case 'MessageNotFailed':
        toast.error(
          answer.message.status === 'SENT'
            ? i18n._({
                id: 'admin.outbox.not-failed-sent',
                message: 'This message has been sent in the meantime, so it was not sent again.',
              })
            : i18n._({
                id: 'admin.outbox.not-failed-pending',
                message: 'This message is already waiting to be sent, so it was not queued twice.',
              }),
        );
        break;
      case 'MessageNotFound':
        toast.error(i18n._({ id: 'admin.outbox.not-found', message: 'This message is no longer in the queue.' }));
        break;
    }
    void queue.mutate();
  }

  const askResend = (message: AdminOutboxMessageFragment) =>
    ask({
      title: i18n._({ id: 'admin.outbox.resend-title', message: 'Send the message again?' }),
      text: i18n._({
        id: 'admin.outbox.resend-text',
        message: 'The {template} message to {recipient} goes back in the queue and is sent as if for the first time.',
        values: { template: message.template, recipient: message.recipient },
      }),
      confirm: i18n._({ id: 'admin.outbox.resend-confirm', message: 'Send again' }),
      reason: {
        label: i18n._({ id: 'admin.outbox.reason', message: 'Reason (optional)' }),
        hint: i18n._({ id: 'admin.outbox.reason-hint', message: 'Kept in the audit log, for staff.' }),
        required: false,
      },
      run: (reason) => resendMessage(message, reason),
    });

  const tabs: readonly (OutboxStatus | null)[] = [null, ...OUTBOX_STATUSES];
  return (
    <AdminPage
      title={i18n._({ id: 'admin.outbox.title', message: 'Message queue' })}
      lead={i18n._({
        id: 'admin.outbox.lead',
        message: 'The emails, texts and notifications the platform sends, newest first.',
      })}
      testId="admin-message-queue-page"
    >
      <Tabs
        label={i18n._({ id: 'admin.outbox.by-status', message: 'Messages by status' })}
        current={variables.status ?? 'ALL'}
      >
        {tabs.map((status) => (
          <a
            key={status ?? 'ALL'}
            href={listHref(PATH, search, { status })}
            aria-current={status === variables.status ? 'page' : undefined}
            data-testid={`admin-outbox-tab-${status ?? 'ALL'}`}
          >
            {status ? statusWord[status] : i18n._({ id: 'admin.outbox.status.all', message: 'All' })}
          </a>
        ))}
      </Tabs>
      <FilterBar
        label={i18n._({ id: 'admin.outbox.filter', message: 'Filter the messages' })}
        action={PATH}
        keep={{ status: variables.status }}
        clearHref={filtered ? listHref(PATH, search, { recipient: null, template: null }) : null}
        testId="admin-outbox-filters"
      >
        <TextField
          label={i18n._({ id: 'admin.outbox.recipient', message: 'Recipient' })}
          hint={i18n._({ id: 'admin.outbox.recipient-hint', message: 'The whole email address or phone number.' })}
          name="recipient"
          type="search"
          autoComplete="off"
          defaultValue={variables.recipient ?? ''}
        />
        <TextField
          label={i18n._({ id: 'admin.outbox.template', message: 'Template' })}
          hint={i18n._({ id: 'admin.outbox.template-hint', message: 'Its exact name, like password-reset.' })}
          name="template"
          type="search"
          autoComplete="off"
          defaultValue={variables.template ?? ''}
        />
      </FilterBar>
      <QueryState data={queue.data} error={queue.error} onRetry={() => void queue.mutate()}>
        {({ messageQueue: { edges, pageInfo } }) => (
          <>
            {edges.length === 0 ? (
              <EmptyState title={i18n._({ id: 'admin.outbox.none', message: 'No messages' })} />
            ) : (
              <MessageTable messages={edges.map((edge) => edge.node)} onResend={askResend} />
            )}
            <CursorPager
              label={i18n._({ id: 'admin.outbox.pages', message: 'More messages' })}
              firstHref={variables.after ? listHref(PATH, search, { after: null }) : null}
              nextHref={
                pageInfo.hasNextPage && pageInfo.endCursor
                  ? listHref(PATH, search, { after: pageInfo.endCursor })
                  : null
              }
              first={i18n._({ id: 'admin.outbox.first-page', message: 'Newest' })}
              next={i18n._({ id: 'admin.outbox.next-page', message: 'Older' })}
            />
          </>
        )}
      </QueryState>
      {sheet}
    </AdminPage>
  );
}

function MessageTable({
  messages,
  onResend,
}: {
  messages: readonly AdminOutboxMessageFragment[];
  onResend: (message: AdminOutboxMessageFragment) => void;
}) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  const statusWord = useStatusWords();
  const channelWord: Record<MessageChannel, string> = {
    EMAIL: i18n._({ id: 'admin.outbox.channel.email', message: 'Email' }),
    SMS: i18n._({ id: 'admin.outbox.channel.sms', message: 'Text message' }),
    PUSH: i18n._({ id: 'admin.outbox.channel.push', message: 'App notification' }),
  };
  const valueWords = {
    yes: i18n._({ id: 'admin.outbox.value-yes', message: 'Yes' }),
    no: i18n._({ id: 'admin.outbox.value-no', message: 'No' }),
    none: i18n._({ id: 'admin.outbox.value-none', message: '(empty)' }),
  };
  const when = (at: string) => formatDateTime(at, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: Column<AdminOutboxMessageFragment>[] = [
    {
      key: 'created',
      header: i18n._({ id: 'admin.outbox.created', message: 'Queued' }),
      nowrap: true,
      cell: (message) => when(message.createdAt),
    },
    {
      key: 'recipient',
      header: i18n._({ id: 'admin.outbox.recipient', message: 'Recipient' }),
      cell: (m) => m.recipient,
    },
    {
      key: 'channel',
      header: i18n._({ id: 'admin.outbox.channel', message: 'Channel' }),
      cell: (message) => channelWord[message.channel],
    },
    {
      key: 'template',
      header: i18n._({ id: 'admin.outbox.template', message: 'Template' }),
      cell: (message) => <code>{message.template}</code>,
    },
    {
      key: 'status',
      header: i18n._({ id: 'admin.outbox.status', message: 'Status' }),
      cell: (message) => <StatusPill tone={STATUS_TONE[message.status]}>{statusWord[message.status]}</StatusPill>,
    },
    {
      key: 'attempts',
      header: i18n._({ id: 'admin.outbox.attempts', message: 'Attempts' }),
      numeric: true,
      cell: (message) => message.attempts,
    },
    {
      key: 'error',
      header: i18n._({ id: 'admin.outbox.last-error', message: 'Last error' }),
      cell: (message) => message.lastError ?? '',
    },
    {
      key: 'message',
      header: i18n._({ id: 'admin.outbox.message', message: 'Message' }),
      cell: (message) => (
        <>
          <details data-testid="admin-outbox-details">
            <summary>{i18n._({ id: 'admin.outbox.view', message: 'View' })}</summary>
            <ValueList
              rows={[
                {
                  key: 'locale',
                  label: i18n._({ id: 'admin.outbox.locale', message: 'Language' }),
                  value: message.locale,
                },
                {
                  key: 'sentAt',
                  label: i18n._({ id: 'admin.outbox.sent-at', message: 'Sent' }),
                  value: message.sentAt
                    ? when(message.sentAt)
                    : i18n._({ id: 'admin.outbox.not-sent', message: 'Not yet' }),
                },
                ...Object.entries(message.payload).map(([name, value]) => ({
                  key: `payload-${name}`,
                  label: name,
                  value: payloadText(value, valueWords),
                })),
              ]}
            />
          </details>
          {message.status === 'FAILED' ? (
            <button
              type="button"
              className="button secondary"
              aria-haspopup="dialog"
              data-testid="admin-outbox-resend"
              onClick={() => onResend(message)}
            >
              {i18n._({ id: 'admin.outbox.resend', message: 'Send again' })}
            </button>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'admin.outbox.title', message: 'Message queue' })}
      columns={columns}
      rows={messages}
      rowKey={(message) => message.id}
      testId="admin-outbox"
    />
  );
}
