// The proposal form's buttons: Back from the second step on, then Next, or on the last step the
// button that sends the proposal. Until the page is interactive they stay disabled: a form sent
// by the browser itself would put the answers in the address.
import { useLingui } from '@lingui/react';

export function ProposalFormActions({
  canGoBack,
  isLast,
  interactive,
  sending,
  onBack,
}: {
  canGoBack: boolean;
  isLast: boolean;
  interactive: boolean;
  sending: boolean;
  onBack: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="actions">
      {canGoBack ? (
        <button type="button" className="button secondary" data-testid="create-proposal-back" onClick={onBack}>
          {i18n._({ id: 'proposals.create.back', message: 'Back' })}
        </button>
      ) : null}
      {isLast ? (
        <button
          type="submit"
          className="button"
          data-testid="create-proposal-submit"
          disabled={!interactive || sending}
        >
          {sending
            ? i18n._({ id: 'proposals.create.sending', message: 'Sending…' })
            : i18n._({ id: 'proposals.create.submit', message: 'Send proposal' })}
        </button>
      ) : (
        <button type="submit" className="button" data-testid="create-proposal-next" disabled={!interactive}>
          {i18n._({ id: 'proposals.create.next', message: 'Next' })}
        </button>
      )}
    </div>
  );
}
