// Reporting a message of the other side to our team (decision 078): the person says what is wrong
// with it (spam, abuse, a scam, asking to deal around the platform, something else) and, for
// something else, in a few words what; it is asked in a confirming sheet, and each refusal is said
// in the sheet. A person reports a message once; reporting again changes nothing. Once reported,
// the message says when it was.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ConfirmSheet } from '../../components/ui/confirm-sheet.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import type { MessageReportReason } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { MessagesReportProposalMessageDocument } from './generated/documents.ts';

export const REPORT_REASONS: readonly MessageReportReason[] = ['SPAM', 'ABUSE', 'SCAM', 'CONTACT_DETAILS', 'OTHER'];

function reasonWord(i18n: I18n, reason: MessageReportReason): string {
  switch (reason) {
    case 'SPAM':
      return i18n._({ id: 'messages.report.reason.spam', message: 'Spam or advertising' });
    case 'ABUSE':
      return i18n._({ id: 'messages.report.reason.abuse', message: 'Rude, threatening or abusive' });
    case 'SCAM':
      return i18n._({ id: 'messages.report.reason.scam', message: 'A scam or a request for money' });
    case 'CONTACT_DETAILS':
      return i18n._({
        id: 'messages.report.reason.contact-details',
        message: 'Asks to be contacted or paid around the platform',
      });
    case 'OTHER':
      return i18n._({ id: 'messages.report.reason.other', message: 'Something else' });
  }
}

export function ReportMessageSheet({
  messageId,
  onClose,
  onReported,
}: {
  messageId: string;
  onClose: () => void;
  onReported: (messageId: string) => void;
}) {
  const { i18n } = useLingui();
  const describeError = useErrorMessage();
  const report = useMutation(MessagesReportProposalMessageDocument);
  const [reason, setReason] = useState<MessageReportReason | null>(null);
  const [missingReason, setMissingReason] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm(note: string | null) {
    setFailure(null);
    if (!reason) {
      setMissingReason(true);
      return;
    }
    try {
      const { reportProposalMessage: answer } = await report.trigger({
        input: { messageId, reason, ...(note ? { note } : {}) },
      });
      if (answer.__typename === 'MessageReported') {
        toast.success(
          i18n._({ id: 'messages.report.done', message: 'Thank you. Our team will look at this message.' }),
        );
        onReported(messageId);
        return;
      }
      setFailure(
        i18n._({
          id: 'messages.report.not-found',
          message:
            'This message can no longer be reported: it may have been removed, or the conversation is no longer yours. Reload the page.',
        }),
      );
    } catch (error) {
      setFailure(
        describeError(error) ??
          i18n._({ id: 'messages.report.failed', message: 'The message could not be reported. Please try again.' }),
      );
    }
  }

  return (
    <ConfirmSheet
      open
      onClose={onClose}
      title={i18n._({ id: 'messages.report.title', message: 'Report this message' })}
      text={i18n._({
        id: 'messages.report.text',
        message: 'Our team reads the message and may take it down. The other side is not told who reported it.',
      })}
      confirm={i18n._({ id: 'messages.report.confirm', message: 'Report the message' })}
      danger
      busy={report.isMutating}
      reason={{
        label: i18n._({ id: 'messages.report.note.label', message: 'What else should our team know?' }),
        hint:
          reason === 'OTHER'
            ? i18n._({ id: 'messages.report.note.hint-required', message: 'Say in a few words what is wrong.' })
            : i18n._({ id: 'messages.report.note.hint', message: 'Optional.' }),
        required: reason === 'OTHER',
      }}
      onConfirm={(note) => void confirm(note)}
      testId="message-report"
    >
      <ChoiceGroup
        legend={i18n._({ id: 'messages.report.reason.legend', message: 'What is wrong with it?' })}
        name="reason"
        type="radio"
        choices={REPORT_REASONS.map((value) => ({ value, label: reasonWord(i18n, value) }))}
        selected={reason ? [reason] : []}
        error={
          missingReason
            ? i18n._({ id: 'messages.report.reason.required', message: 'Choose what is wrong with the message.' })
            : null
        }
        onChange={([chosen]) => {
          setReason((chosen as MessageReportReason | undefined) ?? null);
          setMissingReason(false);
        }}
        testId="message-report-reasons"
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </ConfirmSheet>
  );
}
