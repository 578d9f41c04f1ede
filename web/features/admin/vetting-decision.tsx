// A staff decision on something waiting to be vetted (§2.9, decision 078): a document, a
// qualification or an identity check is approved, refused or referred only from the confirming
// sheet, a refusal with its reason (the professional is told why). After the decision the list
// is read again and a toast says what happened; a refusal by the upstream is said in words — what
// someone else decided meanwhile refreshes the list, a reason it refused keeps the sheet open.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ConfirmReason } from '../../components/ui/confirm-sheet.tsx';
import { useConfirmedAction } from '../../components/ui/confirmed-action.tsx';
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { toast } from '../../lib/toasts/toast.ts';

export type Decision = 'APPROVE' | 'REFUSE' | 'REFER';

// What the upstream answered: decided, or the fields it refused.
export type DecisionAnswer =
  | { readonly decided: true }
  | { readonly decided: false; readonly fieldErrors: readonly { field: string; code: FieldErrorCode }[] };

export interface PendingDecision {
  readonly decision: Decision;
  // What is decided, in a few words ("licence.pdf of Sam Baker").
  readonly subject: string;
  readonly run: (reason: string | null) => Promise<DecisionAnswer>;
}

export interface DecisionWords {
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  readonly done: string;
}

// The name of a professional in the vetting lists: their name, else their email address.
export function proName(pro: { email: string; firstName?: string; lastName?: string }): string {
  const name = `${pro.firstName ?? ''} ${pro.lastName ?? ''}`.trim();
  return name === '' ? pro.email : name;
}

// The decision sheet of a vetting list: `ask` shows it for a decision, and once confirmed the
// decision runs; the list is read again after it (or after a refusal that means it changed).
export function useVettingDecision({
  words,
  onDecided,
  testId,
}: {
  words: (pending: PendingDecision) => DecisionWords;
  onDecided: () => void;
  testId: string;
}): { ask: (pending: PendingDecision) => void; sheet: ReactNode } {
  const { i18n } = useLingui();
  const { ask, sheet } = useConfirmedAction(testId);
  const reasons: Partial<Record<Decision, ConfirmReason>> = {
    REFUSE: {
      label: i18n._({ id: 'admin.vetting.reason', message: 'Why' }),
      hint: i18n._({ id: 'admin.vetting.reason-hint', message: 'The professional is told this.' }),
      required: true,
    },
    REFER: {
      label: i18n._({ id: 'admin.vetting.note', message: 'Note for the specialist (optional)' }),
      hint: i18n._({ id: 'admin.vetting.note-hint', message: 'The professional sees it with their document.' }),
      required: false,
    },
  };

  async function decide(pending: PendingDecision, said: DecisionWords, reason: string | null) {
    const answer = await pending.run(reason);
    if (answer.decided) {
      toast.success(said.done);
      onDecided();
      return;
    }
    const reasonError = answer.fieldErrors.find((error) => error.field === 'reason');
    if (reasonError) {
      toast.error(
        reasonError.code === 'REQUIRED'
          ? i18n._({
              id: 'admin.vetting.reason-required',
              message: 'Say why, in a few words: the professional is told.',
            })
          : i18n._({
              id: 'admin.vetting.reason-invalid',
              message: 'The reason is too long: at most 500 characters.',
            }),
      );
      return 'stay';
    }
    const gone = answer.fieldErrors.some((error) => error.code === 'NOT_FOUND');
    toast.error(
      gone
        ? i18n._({
            id: 'admin.vetting.gone',
            message: 'It is no longer there. The list now shows what is waiting.',
          })
        : i18n._({
            id: 'admin.vetting.decided-already',
            message:
              'This can no longer be decided this way; someone may have decided it already. The list is up to date now.',
          }),
    );
    onDecided();
  }

  return {
    ask: (pending) => {
      const said = words(pending);
      ask({
        title: said.title,
        text: said.text,
        confirm: said.confirm,
        danger: pending.decision === 'REFUSE',
        reason: reasons[pending.decision],
        run: (reason) => decide(pending, said, reason),
      });
    },
    sheet,
  };
}

// The buttons of one row: each opens the confirming sheet for its decision.
export function DecisionButtons({
  decisions,
  onChoose,
  testId,
}: {
  decisions: readonly Decision[];
  onChoose: (decision: Decision) => void;
  testId: string;
}) {
  const { i18n } = useLingui();
  const label: Record<Decision, string> = {
    APPROVE: i18n._({ id: 'admin.vetting.approve', message: 'Approve' }),
    REFUSE: i18n._({ id: 'admin.vetting.refuse', message: 'Refuse' }),
    REFER: i18n._({ id: 'admin.vetting.refer', message: 'Refer' }),
  };
  const style: Record<Decision, string> = {
    APPROVE: 'button secondary',
    REFUSE: 'button danger',
    REFER: 'button ghost',
  };
  return (
    <div className="actions">
      {decisions.map((decision) => (
        <button
          key={decision}
          type="button"
          className={style[decision]}
          onClick={() => onChoose(decision)}
          data-testid={`${testId}-${decision.toLowerCase()}`}
        >
          {label[decision]}
        </button>
      ))}
    </div>
  );
}
