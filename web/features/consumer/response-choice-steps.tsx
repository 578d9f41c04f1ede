// The steps between choosing and a choice made on a response (spec §2.6): confirming a hire, and
// the decline form with its reason for the pro. Each step's heading takes the focus when it opens.
import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { TextArea } from '../../components/ui/fields.tsx';
import { MAX_DECLINE_REASON } from './job-choices.ts';

export function HireConfirmation({
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <ChoiceStep title={i18n._({ id: 'consumer.hire.confirm-title', message: 'Hire {name}?', values: { name } })}>
      <p>
        {i18n._({
          id: 'consumer.hire.confirm-text',
          message: 'The job is then theirs: every other pro who responded is told you chose someone else.',
        })}
      </p>
      <div className="actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm} data-testid="hire-confirm">
          {i18n._({ id: 'consumer.hire.confirm', message: 'Yes, hire {name}', values: { name } })}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={onCancel}>
          {i18n._({ id: 'consumer.action.cancel', message: 'Cancel' })}
        </button>
      </div>
    </ChoiceStep>
  );
}

export function DeclineForm({
  name,
  reason,
  reasonError,
  busy,
  onReasonChange,
  onSubmit,
  onCancel,
}: {
  name: string;
  reason: string;
  reasonError: string | null;
  busy: boolean;
  onReasonChange: (reason: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <form className="form consumer-inline-form" onSubmit={onSubmit} noValidate>
      <ChoiceStep title={i18n._({ id: 'consumer.decline.title', message: 'Decline {name}', values: { name } })}>
        <TextArea
          label={i18n._({ id: 'consumer.decline.reason', message: 'Why not this pro? (optional)' })}
          hint={i18n._({ id: 'consumer.decline.reason-hint', message: 'The pro reads this. Be kind and honest.' })}
          name="reason"
          value={reason}
          maxLength={MAX_DECLINE_REASON}
          error={reasonError}
          onChange={(event) => onReasonChange(event.target.value)}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={busy} data-testid="decline-confirm">
            {i18n._({ id: 'consumer.decline.confirm', message: 'Decline' })}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={onCancel}>
            {i18n._({ id: 'consumer.action.cancel', message: 'Cancel' })}
          </button>
        </div>
      </ChoiceStep>
    </form>
  );
}

function ChoiceStep({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="consumer-step">
      <h4 tabIndex={-1} ref={heading}>
        {title}
      </h4>
      {children}
    </div>
  );
}
