// Closing a job the owner no longer needs a pro for (spec §2.6), with an optional reason; every pro
// still waiting is told. Refusals and failures are said in words under the form.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormMessage, TextArea } from '../../components/ui/fields.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { refusalMessage } from './choice-messages.ts';
import { ConsumerCloseJobDocument } from './generated/documents.ts';
import { MAX_DECLINE_REASON, OVERVIEW_QUERIES, reasonProblem, reasonToSend } from './job-choices.ts';

export function CloseJob({ serviceRequestId }: { serviceRequestId: string }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const close = useMutation(ConsumerCloseJobDocument, { revalidate: OVERVIEW_QUERIES });
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = reasonProblem(i18n, reason);
    setReasonError(problem);
    if (problem) return;
    try {
      const { closeServiceRequest: result } = await close.trigger({
        input: { serviceRequestId, reason: reasonToSend(reason) },
      });
      if (result.__typename === 'ServiceRequestClosed') {
        setConfirming(false);
        toast.success(
          i18n._({ id: 'consumer.close.done', message: 'Your job is closed. Pros can no longer respond.' }),
        );
      } else {
        setFailure(refusalMessage(i18n, result));
      }
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'consumer.error.generic', message: 'Something went wrong. Please try again.' }),
      );
    }
  };

  return (
    <section className="consumer-close" aria-labelledby="consumer-close-heading">
      <h2 id="consumer-close-heading" tabIndex={-1} ref={heading}>
        {i18n._({ id: 'consumer.close.title', message: 'No longer need a pro?' })}
      </h2>
      {confirming ? (
        <form className="form consumer-inline-form" onSubmit={submit} noValidate>
          <TextArea
            label={i18n._({ id: 'consumer.close.reason', message: 'Why are you closing the job? (optional)' })}
            name="closeReason"
            value={reason}
            maxLength={MAX_DECLINE_REASON}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <p>
            {i18n._({
              id: 'consumer.close.warning',
              message: 'Every pro still waiting for your answer is told the job is closed.',
            })}
          </p>
          <div className="actions">
            <button type="submit" className="button" disabled={close.isMutating} data-testid="close-job-confirm">
              {i18n._({ id: 'consumer.close.confirm', message: 'Close the job' })}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={close.isMutating}
              onClick={() => setConfirming(false)}
            >
              {i18n._({ id: 'consumer.action.cancel', message: 'Cancel' })}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button secondary" onClick={() => setConfirming(true)} data-testid="close-job">
          {i18n._({ id: 'consumer.close.open', message: 'Close this job' })}
        </button>
      )}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </section>
  );
}
