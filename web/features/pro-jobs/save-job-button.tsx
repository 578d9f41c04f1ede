// Save for later (spec §2.7 saved-jobs): one button that saves a job or takes it off the list.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { ProJobsRemoveSavedJobDocument, ProJobsSaveJobDocument } from './generated/documents.ts';

const REVALIDATE = ['proJobsSavedJobs', 'proJobsJob'];

export function SaveJobButton({
  jobId,
  saved: savedAtFirst,
  onChange,
  compact = false,
}: {
  jobId: string;
  saved: boolean;
  // An icon button (on a job card): the words are its label, and show beside the icon from
  // breakpoint s on.
  // Told once the job was saved (true) or removed (false).
  onChange?: (saved: boolean) => void;
  compact?: boolean;
}) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const [saved, setSaved] = useState(savedAtFirst);
  const save = useMutation(ProJobsSaveJobDocument, { revalidate: REVALIDATE });
  const remove = useMutation(ProJobsRemoveSavedJobDocument, { revalidate: REVALIDATE });
  const busy = save.isMutating || remove.isMutating;

  const toggle = async () => {
    const input = { serviceRequestId: jobId };
    try {
      const result = saved
        ? (await remove.trigger({ input })).removeSavedJob
        : (await save.trigger({ input })).saveJobForLater;
      if (result.__typename === 'NotFound') {
        toast.error(i18n._({ id: 'pro-jobs.save.not-found', message: 'This job is no longer available to you.' }));
        return;
      }
      const now = result.serviceRequest.isSavedForLater;
      setSaved(now);
      onChange?.(now);
      toast.success(
        now
          ? i18n._({ id: 'pro-jobs.save.saved', message: 'Saved for later' })
          : i18n._({ id: 'pro-jobs.save.removed', message: 'Removed from your saved jobs' }),
      );
    } catch (error) {
      toast.error(
        errorMessage(error) ??
          i18n._({ id: 'pro-jobs.save.failed', message: 'The job could not be saved. Please try again.' }),
      );
    }
  };

  const label = saved
    ? i18n._({ id: 'pro-jobs.save.remove-button', message: 'Remove from saved jobs' })
    : i18n._({ id: 'pro-jobs.save.button', message: 'Save for later' });
  const testId = saved ? 'job-remove-saved' : 'job-save';

  if (compact) {
    return (
      <button
        type="button"
        className={saved ? 'button ghost pro-job-save is-saved' : 'button ghost pro-job-save'}
        data-testid={testId}
        data-job-id={jobId}
        aria-label={label}
        title={label}
        disabled={busy}
        onClick={toggle}
      >
        <Icon icon="bookmark" />
        <span className="pro-job-save-text" aria-hidden="true">
          {saved
            ? i18n._({ id: 'pro-jobs.save.saved-short', message: 'Saved' })
            : i18n._({ id: 'pro-jobs.save.short', message: 'Save' })}
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button secondary"
      data-testid={testId}
      data-job-id={jobId}
      disabled={busy}
      onClick={toggle}
    >
      {label}
    </button>
  );
}
