// One action asked for, confirmed and run (the staff's decisions): the page says what the action is
// and how to run it; the hook shows it in a ConfirmSheet, runs it from the sheet's button with the
// reason typed, and closes the sheet when it is done. A run may keep the sheet open ('stay': the
// upstream refused what was typed); a call that failed is said in a toast and keeps the sheet open
// with what was typed, so the action can be sent again. Asking again starts a fresh sheet.
import { type ReactNode, useCallback, useState } from 'react';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { type ConfirmReason, ConfirmSheet } from './confirm-sheet.tsx';

export interface ConfirmedAction {
  readonly title: string;
  // What happens, in a sentence.
  readonly text: string;
  // The confirming button's words.
  readonly confirm: string;
  readonly danger?: boolean;
  readonly reason?: ConfirmReason;
  // Runs once confirmed and says its outcome itself (a toast, the list read again); 'stay' keeps
  // the sheet open, anything else closes it.
  readonly run: (reason: string | null) => Promise<unknown>;
}

export function useConfirmedAction(testId: string): { ask: (action: ConfirmedAction) => void; sheet: ReactNode } {
  const errorMessage = useErrorMessage();
  const [asked, setAsked] = useState<{ action: ConfirmedAction; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((action: ConfirmedAction) => {
    setAsked((current) => ({ action, key: (current?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const confirm = async (reason: string | null) => {
    if (!asked) return;
    setBusy(true);
    try {
      if ((await asked.action.run(reason)) !== 'stay') setOpen(false);
    } catch (failure) {
      const words = errorMessage(failure);
      if (words) toast.error(words);
    } finally {
      setBusy(false);
    }
  };
  const sheet = asked ? (
    <ConfirmSheet
      key={asked.key}
      open={open}
      onClose={() => setOpen(false)}
      title={asked.action.title}
      text={asked.action.text}
      confirm={asked.action.confirm}
      danger={asked.action.danger}
      reason={asked.action.reason}
      busy={busy}
      onConfirm={(reason) => void confirm(reason)}
      testId={testId}
    />
  ) : null;
  return { ask, sheet };
}
