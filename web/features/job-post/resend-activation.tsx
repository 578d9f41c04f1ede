// "Send a new link" for a signed-in home owner whose account waits for activation (spec §2.6):
// requestAccountActivation, with its answer said in words.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormMessage } from '../../components/ui/fields.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { JobPostRequestActivationDocument } from './generated/documents.ts';

export function ResendActivation({ email }: { email: string }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const request = useMutation(JobPostRequestActivationDocument);
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function resend() {
    setAnswer(null);
    try {
      const { requestAccountActivation: result } = await request.trigger();
      if (result.__typename === 'CodeRequested') {
        setAnswer({
          tone: 'success',
          text: i18n._({
            id: 'job-post.activation.resent',
            message: 'We sent a new link to {email}. Links in earlier emails no longer work.',
            values: { email },
          }),
        });
      } else {
        setAnswer({
          tone: 'error',
          text: i18n._({
            id: 'job-post.activation.resend-limit',
            message:
              'You asked for several links in a short time. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
            values: { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) },
          }),
        });
      }
    } catch (error) {
      setAnswer({ tone: 'error', text: errorMessage(error) ?? '' });
    }
  }

  return (
    <div className="job-post-resend">
      <button
        type="button"
        className="button secondary"
        data-testid="job-post-resend-activation"
        disabled={request.isMutating}
        onClick={() => void resend()}
      >
        {request.isMutating
          ? i18n._({ id: 'job-post.activation.resending', message: 'Sending…' })
          : i18n._({ id: 'job-post.activation.resend', message: 'Send a new link' })}
      </button>
      {answer ? <FormMessage tone={answer.tone}>{answer.text}</FormMessage> : null}
    </div>
  );
}
