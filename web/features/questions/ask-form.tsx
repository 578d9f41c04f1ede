// The question form (spec §2.2 /{questions}/ask-a-question, §2.6 /consumer/ask-a-trade): a trade, a
// question in a sentence and its details. A home owner sends it (askQuestion) and is told it waits
// for our moderators; a visitor fills it in and is sent to sign in, the draft kept in the tab so the
// account page picks it up (decision 075). Every refusal is said in words next to what it is about.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { REDIRECT_TO } from '../../../shared/redirect.ts';
import { FormMessage, SelectField, TextArea, TextField } from '../../components/ui/fields.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { QuestionsAskDocument, QuestionsTradesDocument } from './generated/documents.ts';
import { tradesVariables } from './listing.ts';
import {
  type AskField,
  BODY_BOUNDS,
  contactDetailsMessage,
  fieldMessage,
  genericFailure,
  questionLimitMessage,
  TITLE_BOUNDS,
  textCode,
} from './question-messages.ts';

// Where a visitor's draft waits while they sign in (this tab only; gone when it closes).
export const DRAFT_KEY = 'hearth.question-draft';

interface Draft {
  readonly trade: string;
  readonly title: string;
  readonly body: string;
}

function readDraft(): Draft | null {
  try {
    const stored = globalThis.sessionStorage?.getItem(DRAFT_KEY);
    return stored ? (JSON.parse(stored) as Draft) : null;
  } catch {
    return null;
  }
}

function keepDraft(draft: Draft | null) {
  try {
    if (draft) globalThis.sessionStorage?.setItem(DRAFT_KEY, JSON.stringify(draft));
    else globalThis.sessionStorage?.removeItem(DRAFT_KEY);
  } catch {
    // A browser that keeps nothing loses the draft: the person types it again.
  }
}

type Errors = Partial<Record<AskField, string>>;

export function AskForm({ mode, trade: givenTrade }: { mode: 'visitor' | 'consumer'; trade?: string | null }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const trades = useQuery(QuestionsTradesDocument, tradesVariables(router.brand.id));
  const ask = useMutation(QuestionsAskDocument, { revalidate: ['questionsMine'] });
  const options = trades.data?.professions ?? [];
  // A trade's page links here with its slug (`?trade=`): that trade is chosen already.
  const [trade, setTrade] = useState(options.find((option) => option.slug === givenTrade)?.id ?? '');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  // A draft written before signing in comes back once, on the account's form.
  useEffect(() => {
    if (mode !== 'consumer') return;
    const draft = readDraft();
    if (!draft) return;
    keepDraft(null);
    setTrade(draft.trade);
    setTitle(draft.title);
    setBody(draft.body);
  }, [mode]);

  const localErrors = (): Errors => {
    const found: Errors = {};
    if (!options.some((option) => option.id === trade)) found.professionId = fieldMessage(i18n, 'professionId', '');
    const titleCode = textCode(title, TITLE_BOUNDS);
    if (titleCode) found.title = fieldMessage(i18n, 'title', titleCode);
    const bodyCode = textCode(body, BODY_BOUNDS);
    if (bodyCode) found.body = fieldMessage(i18n, 'body', bodyCode);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (mode === 'visitor') {
      keepDraft({ trade, title, body });
      router.navigate(router.href('login', { [REDIRECT_TO]: router.href('consumerAskATrade') }));
      return;
    }
    try {
      const input = { brand: router.brand.id, professionId: trade, title: title.trim(), body: body.trim() };
      const { askQuestion: result } = await ask.trigger({ input });
      switch (result.__typename) {
        case 'QuestionAsked':
          setSent(true);
          break;
        case 'QuestionRateLimitReached':
          setFailure(questionLimitMessage(i18n, result.retryAfterSeconds));
          break;
        case 'ContactDetailsShared':
          setErrors({ [result.field === 'title' ? 'title' : 'body']: contactDetailsMessage(i18n) });
          break;
        case 'InvalidFields':
          setErrors(
            Object.fromEntries(
              result.fieldErrors.map((error) => [error.field, fieldMessage(i18n, error.field, error.code)]),
            ),
          );
          break;
      }
    } catch (error) {
      setFailure(errorMessage(error) ?? genericFailure(i18n));
    }
  };

  if (sent) {
    return (
      <Notice tone="good" testId="question-sent" title={i18n._({ id: 'questions.ask.sent', message: 'Thank you!' })}>
        <p>
          {i18n._({
            id: 'questions.ask.sent-text',
            message:
              'Your question waits for our moderators, usually less than a day. Once it is published, tradespeople can answer it.',
          })}
        </p>
        <p>
          <Link to="consumerMyQuestions">{i18n._({ id: 'questions.ask.to-mine', message: 'See your questions' })}</Link>
        </p>
      </Notice>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="ask-form">
      <SelectField
        label={i18n._({ id: 'questions.ask.trade', message: 'Trade' })}
        name="trade"
        value={trade}
        onChange={(event) => setTrade(event.target.value)}
        error={errors.professionId ?? null}
        options={[
          { value: '', label: i18n._({ id: 'questions.ask.trade-choose', message: 'Choose a trade' }) },
          ...options.map((option) => ({ value: option.id, label: option.name })),
        ]}
        data-testid="ask-trade"
      />
      <TextField
        label={i18n._({ id: 'questions.ask.title', message: 'Your question' })}
        hint={i18n._({
          id: 'questions.ask.title-hint',
          message: 'One sentence, {min} to {max} characters. It becomes the page’s title.',
          values: TITLE_BOUNDS,
        })}
        name="title"
        value={title}
        maxLength={TITLE_BOUNDS.max}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title ?? null}
        data-testid="ask-title"
      />
      <TextArea
        label={i18n._({ id: 'questions.ask.body', message: 'Details' })}
        hint={i18n._({
          id: 'questions.ask.body-hint',
          message: 'What the work is, your home, what you tried. No phone numbers or addresses: everyone can read it.',
        })}
        name="body"
        value={body}
        maxLength={BODY_BOUNDS.max}
        onChange={(event) => setBody(event.target.value)}
        error={errors.body ?? null}
        data-testid="ask-body"
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      {mode === 'visitor' ? (
        <p className="field-hint">
          {i18n._({
            id: 'questions.ask.sign-in-hint',
            message: 'To send it, sign in or create a free account: we keep what you wrote.',
          })}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button" disabled={ask.isMutating} data-testid="ask-submit">
          {mode === 'visitor'
            ? i18n._({ id: 'questions.ask.sign-in', message: 'Sign in to ask' })
            : i18n._({ id: 'questions.ask.submit', message: 'Ask the trades' })}
        </button>
      </div>
    </form>
  );
}
