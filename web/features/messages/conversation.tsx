// The conversation of a proposal between the home owner and the professional: the messages oldest
// first (the newest at the bottom, beside the form), who wrote each and when, and a form to write.
// What the other side wrote counts as read once it is shown; a sent message is announced. Each
// message of the other side can be reported to our team (decision 078), and says when it was.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { TemplatePicker } from '../../components/message-templates/template-picker.tsx';
import { FormMessage, TextArea } from '../../components/ui/fields.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import type { MessagesConversationQuery } from '../../generated/graphql.ts';
import { useConnection } from '../../lib/connection.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { announceUnreadChanged } from '../../lib/unread-messages.ts';
import {
  MessagesConversationDocument,
  MessagesMarkProposalMessagesReadDocument,
  MessagesSendProposalMessageDocument,
} from './generated/documents.ts';
import { useMessageDraft } from './message-draft.ts';
import { ReportMessageSheet } from './report-message.tsx';
import {
  checkMessage,
  describeSendRefusal,
  MAX_MESSAGE_LENGTH,
  type MessageProblem,
  messageProblemText,
} from './send-failure.ts';

export const MESSAGES_PAGE_SIZE = 50;

type Message = NonNullable<MessagesConversationQuery['proposal']>['messages']['edges'][number]['node'];

export function conversationVariables(proposalId: string) {
  return { id: proposalId, first: MESSAGES_PAGE_SIZE };
}

export interface ConversationProps {
  readonly proposalId: string;
  // How the other side's messages are signed.
  readonly otherName: string;
  // Shown with the empty conversation: who the caller writes to.
  readonly emptyText: string;
  // The professional's side: the message can start from one of their templates (decision 048).
  readonly withTemplates?: boolean;
}

export function Conversation({ proposalId, otherName, emptyText, withTemplates = false }: ConversationProps) {
  const { i18n } = useLingui();
  const messages = useConnection(
    MessagesConversationDocument,
    conversationVariables(proposalId),
    (data) => data.proposal?.messages,
  );
  const markRead = useMutation(MessagesMarkProposalMessagesReadDocument, {
    revalidate: ['proposalsProposal', 'proposalsProposalList'],
  });
  const { trigger: markReadTrigger } = markRead;
  const count = messages.items.length;
  // The message being reported, and those reported while the page is open, with when.
  const [reporting, setReporting] = useState<string | null>(null);
  const [reported, setReported] = useState<ReadonlyMap<string, string>>(new Map());

  // Shown means read: on arrival and whenever more messages appear. Failing to mark them is
  // harmless (they stay unread), so nothing is shown for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks again when the number of messages changes
  useEffect(() => {
    markReadTrigger({ input: { proposalId } }).then(announceUnreadChanged, () => {});
  }, [proposalId, count, markReadTrigger]);

  return (
    <section className="conversation" aria-labelledby="conversation-heading">
      <h2 id="conversation-heading" className="visually-hidden">
        {i18n._({ id: 'messages.heading', message: 'Messages' })}
      </h2>
      <MessageList
        items={messages.items}
        error={messages.error}
        isLoading={messages.isLoading}
        otherName={otherName}
        emptyText={emptyText}
        onRetry={() => void messages.refresh()}
        reported={reported}
        onReport={setReporting}
      />
      {reporting ? (
        <ReportMessageSheet
          messageId={reporting}
          onClose={() => setReporting(null)}
          onReported={(messageId) => {
            setReported((before) => new Map(before).set(messageId, new Date().toISOString()));
            setReporting(null);
          }}
        />
      ) : null}
      <LoadMore hasMore={messages.hasMore} isLoadingMore={messages.isLoadingMore} onLoadMore={messages.loadMore} />
      <MessageForm proposalId={proposalId} withTemplates={withTemplates} onSent={() => messages.refresh()} />
    </section>
  );
}

function MessageList({
  items,
  error,
  isLoading,
  otherName,
  emptyText,
  onRetry,
  reported,
  onReport,
}: {
  items: readonly Message[];
  error: Error | undefined;
  isLoading: boolean;
  otherName: string;
  emptyText: string;
  onRetry: () => void;
  reported: ReadonlyMap<string, string>;
  onReport: (messageId: string) => void;
}) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  if (error && items.length === 0) return <LoadFailed error={error} onRetry={onRetry} />;
  if (isLoading && items.length === 0) return <Loading />;
  if (items.length === 0) {
    return (
      <EmptyState title={i18n._({ id: 'messages.empty', message: 'No messages yet' })}>
        <p>{emptyText}</p>
      </EmptyState>
    );
  }
  const senderOf = (message: Message) => {
    if (message.isMine) return i18n._({ id: 'messages.sender.you', message: 'You' });
    if (message.senderKind === 'CONSUMER' || message.senderKind === 'SERVICE_PRO') return otherName;
    return i18n._({ id: 'messages.sender.platform', message: 'Customer support' });
  };
  return (
    <ol className="message-list" data-testid="message-list">
      {items.map((message) => (
        <li key={message.id} className={message.isMine ? 'message message-mine' : 'message'} data-testid="message">
          <p className="message-meta">
            <span className="message-sender">{senderOf(message)}</span>{' '}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
          {message.removed ? (
            // Staff took it down after a report (decision 078): its place stays, its words do not.
            <p className="message-body message-removed" data-testid="message-removed">
              {i18n._({
                id: 'messages.removed',
                message: 'This message was removed by our team because it broke the house rules.',
              })}
            </p>
          ) : (
            <p className="message-body">{message.body}</p>
          )}
          {reportable(message) ? (
            <ReportAction
              message={message}
              reportedAt={reported.get(message.id) ?? message.reportedAt ?? undefined}
              onReport={() => onReport(message.id)}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

// What the other side wrote, while its words are there.
const reportable = (message: Message) =>
  !message.isMine && !message.removed && (message.senderKind === 'CONSUMER' || message.senderKind === 'SERVICE_PRO');

function ReportAction({
  message,
  reportedAt,
  onReport,
}: {
  message: Message;
  reportedAt: string | undefined;
  onReport: () => void;
}) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  if (reportedAt) {
    return (
      <p className="message-meta" data-testid="message-reported">
        {i18n._({
          id: 'messages.report.reported',
          message: 'You reported this message on {when}. Our team will look at it.',
          values: { when: formatDateTime(reportedAt) },
        })}
      </p>
    );
  }
  return (
    <p className="message-meta">
      <button
        type="button"
        className="button ghost"
        aria-haspopup="dialog"
        onClick={onReport}
        data-testid="message-report-open"
      >
        {i18n._({ id: 'messages.report.open', message: 'Report' })}
        <span className="visually-hidden">
          {' '}
          {i18n._({
            id: 'messages.report.open-which',
            message: 'the message of {when}',
            values: { when: formatDateTime(message.createdAt) },
          })}
        </span>
      </button>
    </p>
  );
}

const MESSAGE_BODY_ID = 'message-body';

function MessageForm({
  proposalId,
  withTemplates,
  onSent,
}: {
  proposalId: string;
  withTemplates: boolean;
  onSent: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const describeError = useErrorMessage();
  const send = useMutation(MessagesSendProposalMessageDocument);
  const [body, setBody] = useMessageDraft(proposalId);
  const [problem, setProblem] = useState<MessageProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Disabled until the page is interactive, so the browser never sends the form by itself.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setAnnouncement('');
    const local = checkMessage(body);
    setProblem(local);
    if (local) return;
    try {
      const { sendProposalMessage: result } = await send.trigger({ input: { proposalId, body: body.trim() } });
      if (result.__typename === 'MessageSent') {
        setBody('');
        setAnnouncement(i18n._({ id: 'messages.sent', message: 'Message sent' }));
        await onSent();
        return;
      }
      const refusal = describeSendRefusal(i18n, result);
      setProblem(refusal.field);
      setFailure(refusal.message);
    } catch (error) {
      setFailure(
        describeError(error) ??
          i18n._({ id: 'messages.error.failed', message: 'Your message could not be sent. Please try again.' }),
      );
    }
  }

  return (
    <form className="card form message-form" onSubmit={onSubmit} noValidate data-testid="message-form">
      {withTemplates ? <TemplatePicker text={body} onUse={setBody} targetId={MESSAGE_BODY_ID} /> : null}
      <TextArea
        id={MESSAGE_BODY_ID}
        name="body"
        data-testid="message-body"
        rows={4}
        maxLength={MAX_MESSAGE_LENGTH}
        label={i18n._({ id: 'messages.form.label', message: 'Your message' })}
        value={body}
        error={problem ? messageProblemText(i18n, problem) : null}
        onChange={(event) => setBody(event.target.value)}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" data-testid="message-send" disabled={!interactive || send.isMutating}>
          {send.isMutating
            ? i18n._({ id: 'messages.form.sending', message: 'Sending…' })
            : i18n._({ id: 'messages.form.send', message: 'Send message' })}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="message-announcement">
        {announcement}
      </p>
    </form>
  );
}
