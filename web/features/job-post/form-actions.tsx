// The request form's buttons: Back from the second step on, then Next, or on the last step the
// button that posts the job.
import { useLingui } from '@lingui/react';

export function FormActions({
  canGoBack,
  isLast,
  posting,
  waiting,
  nextDisabled,
  onBack,
}: {
  canGoBack: boolean;
  isLast: boolean;
  posting: boolean;
  // The form waits for the postcode's answer.
  waiting: boolean;
  nextDisabled: boolean;
  onBack: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="actions job-post-actions">
      {canGoBack ? (
        <button
          type="button"
          className="button secondary"
          data-testid="job-post-back"
          disabled={posting}
          onClick={onBack}
        >
          {i18n._({ id: 'job-post.back', message: 'Back' })}
        </button>
      ) : null}
      {isLast ? (
        <button type="submit" className="button" data-testid="job-post-submit" disabled={posting || waiting}>
          {posting
            ? i18n._({ id: 'job-post.submitting', message: 'Posting your job…' })
            : i18n._({ id: 'job-post.submit', message: 'Post my job' })}
        </button>
      ) : (
        <button type="submit" className="button" data-testid="job-post-next" disabled={nextDisabled}>
          {i18n._({ id: 'job-post.next', message: 'Next' })}
        </button>
      )}
    </div>
  );
}
