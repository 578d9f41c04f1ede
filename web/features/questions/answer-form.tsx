// A professional's answer to one question (spec §2.7 ask-a-trade): answerQuestion, and every way it
// can be refused in words — too many answers for now (and when they may answer again), answered
// already, the text's length, contact details, a question no longer there.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, TextArea } from '../../components/ui/fields.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { QuestionsAnswerDocument } from './generated/documents.ts';
import {
  answerLimitMessage,
  BODY_BOUNDS,
  contactDetailsMessage,
  fieldMessage,
  genericFailure,
  textCode,
} from './question-messages.ts';

export function AnswerForm({ questionId }: { questionId: string }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const answer = useMutation(QuestionsAnswerDocument, { revalidate: ['questionsMyAnswers'] });
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const code = textCode(body, BODY_BOUNDS);
    setFieldError(code ? fieldMessage(i18n, 'body', code) : null);
    if (code) return;
    try {
      const { answerQuestion: result } = await answer.trigger({ input: { questionId, body: body.trim() } });
      switch (result.__typename) {
        case 'QuestionAnswered':
          setDone(
            i18n._({
              id: 'questions.answer.sent',
              message: 'Thank you! Your answer shows under the question once our moderators have read it.',
            }),
          );
          break;
        case 'AlreadyAnswered':
          setDone(
            i18n._({
              id: 'questions.answer.already',
              message: 'You have answered this question already: each tradesperson answers a question once.',
            }),
          );
          break;
        case 'AnswerRateLimitReached':
          setFailure(answerLimitMessage(i18n, result.retryAfterSeconds));
          break;
        case 'ContactDetailsShared':
          setFieldError(contactDetailsMessage(i18n));
          break;
        case 'InvalidFields':
          setFieldError(fieldMessage(i18n, 'body', result.fieldErrors[0]?.code ?? 'INVALID'));
          break;
        case 'NotFound':
          setFailure(
            i18n._({
              id: 'questions.answer.not-found',
              message: 'This question is no longer published, so it cannot be answered. Reload the page.',
            }),
          );
          break;
      }
    } catch (error) {
      setFailure(errorMessage(error) ?? genericFailure(i18n));
    }
  };

  if (done) return <FormMessage tone="success">{done}</FormMessage>;
  return (
    <form className="form consumer-inline-form" onSubmit={submit} noValidate data-testid="answer-form">
      <TextArea
        label={i18n._({ id: 'questions.answer.label', message: 'Your answer' })}
        hint={i18n._({
          id: 'questions.answer.hint',
          message: 'Everyone can read it with your company’s name ({min} to {max} characters, no contact details).',
          values: BODY_BOUNDS,
        })}
        name="answer"
        value={body}
        maxLength={BODY_BOUNDS.max}
        error={fieldError}
        onChange={(event) => setBody(event.target.value)}
        data-testid="answer-body"
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={answer.isMutating} data-testid="answer-submit">
          {i18n._({ id: 'questions.answer.submit', message: 'Send answer' })}
        </button>
      </div>
    </form>
  );
}
