// Asks before an action that changes something for someone else (a staff decision): what will
// happen, in a sentence, and — where the action keeps one — a reason, required or not. The action
// runs only from the sheet's own button; Escape, the close button or Cancel leave everything as it
// was. While the action runs the button is busy and the sheet stays; the page closes it after.
import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { TextArea } from './fields.tsx';
import { Sheet } from './sheet.tsx';

export interface ConfirmReason {
  readonly label: string;
  readonly hint?: string;
  readonly required: boolean;
}

// The longest reason the upstream keeps (it refuses more).
const REASON_MAX = 500;

export function ConfirmSheet({
  open,
  onClose,
  title,
  text,
  confirm,
  danger = false,
  reason,
  busy = false,
  onConfirm,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  // What happens, in the words of the person it happens to.
  text: string;
  // The confirming button's words ("Ban the account").
  confirm: string;
  danger?: boolean;
  // A reason asked for, kept with the decision.
  reason?: ConfirmReason;
  busy?: boolean;
  onConfirm: (reason: string | null) => void;
  testId?: string;
  // More to choose before confirming (what kind of problem), between the sentence and the reason.
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const written = typed.trim();
    if (reason?.required && written === '') {
      setMissing(true);
      return;
    }
    onConfirm(written === '' ? null : written);
  };
  const close = () => {
    setTyped('');
    setMissing(false);
    onClose();
  };
  return (
    <Sheet open={open} onClose={close} title={title} testId={testId}>
      <form className="confirm-sheet" onSubmit={submit} noValidate>
        <p>{text}</p>
        {children}
        {reason ? (
          <TextArea
            label={reason.label}
            hint={reason.hint}
            value={typed}
            maxLength={REASON_MAX}
            rows={3}
            required={reason.required}
            error={missing ? i18n._({ id: 'ui.confirm.reason-required', message: 'Say why, in a few words.' }) : null}
            onChange={(event) => {
              setTyped(event.target.value);
              if (missing) setMissing(false);
            }}
          />
        ) : null}
        <div className="confirm-sheet-actions">
          <button type="button" className="button secondary" onClick={close}>
            {i18n._({ id: 'ui.confirm.cancel', message: 'Cancel' })}
          </button>
          <button
            type="submit"
            className={danger ? 'button danger' : 'button'}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirm}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
