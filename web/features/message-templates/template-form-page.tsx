// ServicePro/MessageTemplateAdd and ServicePro/MessageTemplateEdit (spec §2.7 message-templates add,
// edit/{id}): a template's title and text. Each field is checked on the page first (§5 codes, the
// bounds of shared/message-template-input.ts); the upstream's refusals land next to their field,
// contact details (§5) in words; the focus goes to the first field in error, and nothing typed is
// lost when a save fails. Saved, the professional is told so and goes back where they came from
// (fromPage), or to the list.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { templateBodyProblem, templateTitleProblem } from '../../../shared/message-template-input.ts';
import { TemplatePickerDocument } from '../../components/message-templates/generated/documents.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextArea, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type { MessageTemplatesCreateMutation } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRefreshQueries } from '../../lib/fresh-queries.ts';
import { query } from '../../lib/pages.ts';
import { useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { isTemplateField, type TemplateFieldErrors, useTemplateFieldMessage } from './field-errors.ts';
import {
  MessageTemplatesCreateDocument,
  MessageTemplatesListDocument,
  MessageTemplatesTemplateDocument,
  MessageTemplatesUpdateDocument,
} from './generated/documents.ts';
import { PathLink } from './path-link.tsx';

type SaveAnswer = MessageTemplatesCreateMutation['createMessageTemplate'];

export function templateVariables(params: Readonly<Record<string, string>>) {
  return { id: params.id ?? '' };
}

// Where saving or cancelling leads: where the professional came from, or the list.
function useReturnPath(fromPage: string | null): string {
  const router = useRouter();
  return fromPage ?? router.href('proMessageTemplates');
}

export function AddTemplatePage({ fromPage }: { fromPage: string | null }) {
  const { i18n } = useLingui();
  return (
    <div className="narrow template-page">
      <PageHeading
        title={i18n._({ id: 'message-templates.add.title', message: 'New message template' })}
        lead={i18n._({
          id: 'message-templates.add.lead',
          message: 'Write it once, then use it in your proposals, your messages and auto-respond.',
        })}
      />
      <TemplateForm template={null} fromPage={fromPage} />
    </div>
  );
}

export function EditTemplatePage({ id, fromPage }: { id: string; fromPage: string | null }) {
  const { i18n } = useLingui();
  const { data, error, mutate } = useQuery(MessageTemplatesTemplateDocument, { id });
  return (
    <div className="narrow template-page">
      <PageHeading
        title={i18n._({ id: 'message-templates.edit.title', message: 'Edit message template' })}
        lead={i18n._({
          id: 'message-templates.edit.lead',
          message: 'What you change here is used from now on; proposals and messages already sent stay as they were.',
        })}
      />
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ messageTemplate }) =>
          messageTemplate ? (
            <TemplateForm template={messageTemplate} fromPage={fromPage} />
          ) : (
            <FormMessage>
              {i18n._({
                id: 'message-templates.edit.gone',
                message: 'This template no longer exists. It may have been deleted.',
              })}
            </FormMessage>
          )
        }
      </QueryState>
    </div>
  );
}

function TemplateForm({
  template,
  fromPage,
}: {
  template: { id: string; title: string; body: string } | null;
  fromPage: string | null;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const fieldMessage = useTemplateFieldMessage();
  const errorMessage = useErrorMessage();
  const refreshQueries = useRefreshQueries();
  const returnPath = useReturnPath(fromPage);
  const create = useMutation(MessageTemplatesCreateDocument);
  const update = useMutation(MessageTemplatesUpdateDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [values, setValues] = useState({ title: template?.title ?? '', body: template?.body ?? '' });
  const [errors, setErrors] = useState<TemplateFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The template was deleted while it was being changed: saving makes it anew.
  const [gone, setGone] = useState(false);
  // Disabled until the page is interactive, so the browser never sends the form by itself.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const saving = create.isMutating || update.isMutating;
  const editing = template !== null && !gone;

  const set = (field: 'title' | 'body') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function refusedFields(answer: Exclude<SaveAnswer, { __typename: 'MessageTemplateSaved' | 'NotFound' }>) {
    if (answer.__typename === 'ContactDetailsShared') {
      const field = isTemplateField(answer.field) ? answer.field : 'body';
      return { [field]: fieldMessage(field, 'CONTACT_DETAILS_SHARED') };
    }
    return Object.fromEntries(
      answer.fieldErrors.flatMap(({ field, code }) =>
        isTemplateField(field) ? [[field, fieldMessage(field, code)]] : [],
      ),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: TemplateFieldErrors = {};
    const titleProblem = templateTitleProblem(values.title);
    if (titleProblem) found.title = fieldMessage('title', titleProblem);
    const bodyProblem = templateBodyProblem(values.body);
    if (bodyProblem) found.body = fieldMessage('body', bodyProblem);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    const input = { title: values.title.trim(), body: values.body.trim() };
    try {
      const answer = editing
        ? (await update.trigger({ input: { templateId: template.id, ...input } })).updateMessageTemplate
        : (await create.trigger({ input })).createMessageTemplate;
      if (answer.__typename === 'MessageTemplateSaved') {
        const saved = answer.template;
        // The pages that show templates show this one as it is now (lib/fresh-queries.ts).
        await refreshQueries([
          query(MessageTemplatesListDocument),
          query(TemplatePickerDocument),
          query(MessageTemplatesTemplateDocument, { id: saved.id }),
        ]);
        toast.success(
          i18n._({
            id: 'message-templates.saved',
            message: 'Your template “{title}” is saved.',
            values: { title: saved.title },
          }),
        );
        router.navigate(returnPath);
        return;
      }
      if (answer.__typename === 'NotFound') {
        setGone(true);
        setFailure(
          i18n._({
            id: 'message-templates.error.deleted-meanwhile',
            message:
              'This template was deleted in the meantime, so your changes could not be saved. They are still here: save them as a new template.',
          }),
        );
        return;
      }
      setErrors(refusedFields(answer));
      focusFirstError();
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({
            id: 'message-templates.error.not-saved',
            message: 'Your template could not be saved. Please try again.',
          }),
      );
    }
  }

  return (
    <form ref={formRef} className="card form template-form" onSubmit={submit} noValidate data-testid="template-form">
      <TextField
        label={i18n._({ id: 'message-templates.field.title', message: 'Title' })}
        hint={i18n._({
          id: 'message-templates.field.title-hint',
          message: 'Only you see it, to find the template again: “Thanks for your job”, “Bathroom quote”.',
        })}
        name="title"
        autoComplete="off"
        value={values.title}
        error={errors.title}
        onChange={set('title')}
        data-testid="template-title"
      />
      <TextArea
        label={i18n._({ id: 'message-templates.field.body', message: 'Text' })}
        hint={i18n._({
          id: 'message-templates.field.body-hint',
          message:
            'What home owners read. Leave out phone numbers, email and web addresses: you can share them once a home owner shortlists you.',
        })}
        name="body"
        rows={10}
        value={values.body}
        error={errors.body}
        onChange={set('body')}
        data-testid="template-body"
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={!interactive || saving} data-testid="template-save">
          {gone
            ? i18n._({ id: 'message-templates.save-as-new', message: 'Save as a new template' })
            : i18n._({ id: 'message-templates.save', message: 'Save template' })}
        </button>
        <PathLink href={returnPath} className="button ghost" testId="template-cancel">
          {i18n._({ id: 'message-templates.cancel', message: 'Cancel' })}
        </PathLink>
      </div>
    </form>
  );
}
