// ServicePro/GiveFeedback (spec §2.7 give-feedback, decision 049): a professional tells the product
// team what works for them and what does not — a topic of a short list, the text, and whether we
// may contact them about it. Checked on the page first; a refused or failed send keeps everything
// as typed. Each feedback the page shows carries a key of its own, so sending it twice (a double
// click, a retry after a lost answer) stores it once.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormMessage, SelectField, TextArea } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { Icon } from '../../components/ui/icon.tsx';
import type { FeedbackTopic } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { FEEDBACK_BOUNDS, FEEDBACK_TOPICS, useFeedbackWords } from './feedback-words.ts';
import { ProFeedbackGiveDocument } from './generated/documents.ts';

// A random UUID (version 4); crypto.randomUUID exists only on secure origins.
export function newFeedbackKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Errors {
  readonly topic?: string | undefined;
  readonly body?: string | undefined;
}

const EMPTY = { topic: '' as FeedbackTopic | '', body: '', mayContact: false };

export function GiveFeedbackPage() {
  const { i18n } = useLingui();
  const words = useFeedbackWords();
  const errorMessage = useErrorMessage();
  const give = useMutation(ProFeedbackGiveDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [values, setValues] = useState(EMPTY);
  // One key per feedback: the same until it is stored.
  const [key, setKey] = useState(newFeedbackKey);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const refuse = (found: Errors, message: string | null = null) => {
    setErrors(found);
    setFailure(message);
    focusFirstError();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { topic } = values;
    const body = values.body.trim();
    const bodyError =
      body === ''
        ? words.bodyRequired
        : body.length < FEEDBACK_BOUNDS.min || body.length > FEEDBACK_BOUNDS.max
          ? words.bodyLength
          : undefined;
    if (topic === '' || bodyError) {
      return refuse({ topic: topic === '' ? words.topicRequired : undefined, body: bodyError });
    }
    let answer: Awaited<ReturnType<typeof give.trigger>>['giveFeedback'];
    try {
      ({ giveFeedback: answer } = await give.trigger({
        input: { topic, body, mayContact: values.mayContact, idempotencyKey: key },
      }));
    } catch (error) {
      // The same key goes again with the next try: a feedback that did arrive is not stored twice.
      setFailure(errorMessage(error));
      return;
    }
    if (answer.__typename === 'FeedbackGiven') {
      setValues(EMPTY);
      setErrors({});
      setKey(newFeedbackKey());
      toast.success(
        i18n._({ id: 'pro-feedback.sent', message: 'Thank you. Our product team will read your feedback.' }),
      );
    } else if (answer.__typename === 'FeedbackRateLimitReached') {
      refuse({}, words.wait(answer.retryAfterSeconds));
    } else {
      const bodyError = answer.fieldErrors.find((fieldError) => fieldError.field === 'body');
      if (bodyError) return refuse({ body: bodyError.code === 'REQUIRED' ? words.bodyRequired : words.bodyLength });
      // Only the key is left to refuse: the next try has a new one.
      setKey(newFeedbackKey());
      setFailure(words.failed);
    }
  }

  return (
    <div className="narrow pro-feedback-page">
      <PageHeading
        title={i18n._({ id: 'pro-feedback.title', message: 'Give feedback' })}
        lead={i18n._({
          id: 'pro-feedback.lead',
          message: 'Tell us what works for you and what does not. Our product team reads every message.',
        })}
      />
      <form ref={formRef} className="form card pro-feedback-form" onSubmit={submit} noValidate>
        <SelectField
          label={i18n._({ id: 'pro-feedback.topic', message: 'What is it about?' })}
          name="topic"
          value={values.topic}
          error={errors.topic}
          options={[
            { value: '', label: i18n._({ id: 'pro-feedback.topic-prompt', message: 'Choose a topic' }) },
            ...FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: words.topic(topic) })),
          ]}
          onChange={(event) => {
            const topic = event.target.value as FeedbackTopic | '';
            setValues((current) => ({ ...current, topic }));
          }}
        />
        <TextArea
          label={i18n._({ id: 'pro-feedback.body', message: 'Your feedback' })}
          hint={i18n._({
            id: 'pro-feedback.body-hint',
            message: 'What works, what gets in your way, what would help you most ({min} to {max} characters).',
            values: FEEDBACK_BOUNDS,
          })}
          name="body"
          value={values.body}
          maxLength={FEEDBACK_BOUNDS.max}
          error={errors.body}
          onChange={(event) => {
            const body = event.target.value;
            setValues((current) => ({ ...current, body }));
          }}
        />
        <Checkbox
          label={i18n._({ id: 'pro-feedback.may-contact', message: 'You may contact me about this feedback' })}
          hint={i18n._({
            id: 'pro-feedback.may-contact-hint',
            message: "We would use your account's email address or phone number, only about this.",
          })}
          name="mayContact"
          checked={values.mayContact}
          onChange={(event) => {
            const mayContact = event.target.checked;
            setValues((current) => ({ ...current, mayContact }));
          }}
        />
        {failure ? <FormMessage>{failure}</FormMessage> : null}
        <div className="actions">
          <button type="submit" className="button" disabled={give.isMutating} data-testid="feedback-send">
            <Icon icon="send" />
            {i18n._({ id: 'pro-feedback.send', message: 'Send feedback' })}
          </button>
        </div>
      </form>
    </div>
  );
}
