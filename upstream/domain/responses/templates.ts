// A professional's message templates (spec §2.7 message-templates): texts they reuse in proposals
// and auto-respond rules. Only their own are theirs to see and change.
import { templateBodyProblem, templateTitleProblem } from '../../../shared/message-template-input.ts';
import type { Queryable } from '../../db/database.ts';
import type { FieldError, ResolversParentTypes } from '../../generated/graphql.ts';
import type { Viewer } from '../identity/sessions.ts';
import { sharesContactDetails } from '../validation/contact-details.ts';
import { isUuid } from '../validation/ids.ts';
import { contactDetailsShared, fieldError, invalidFields, notFound } from './results.ts';
import type { MessageTemplateRow } from './rows.ts';

type SaveAnswer = ResolversParentTypes['SaveMessageTemplateResult'];

export function messageTemplates(db: Queryable, viewer: Viewer): Promise<MessageTemplateRow[]> {
  return db.query<MessageTemplateRow>('SELECT * FROM message_templates WHERE pro_id = $1 ORDER BY created_at, id', [
    viewer.userId,
  ]);
}

export async function ownTemplate(db: Queryable, proId: string, id: string): Promise<MessageTemplateRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<MessageTemplateRow>('SELECT * FROM message_templates WHERE id = $1 AND pro_id = $2', [
    id,
    proId,
  ]);
  return row;
}

function checkTemplate(input: { title: string; body: string }) {
  const title = input.title.trim();
  const body = input.body.trim();
  const errors: FieldError[] = [];
  const titleProblem = templateTitleProblem(title);
  if (titleProblem) errors.push(fieldError('title', titleProblem));
  const bodyProblem = templateBodyProblem(body);
  if (bodyProblem) errors.push(fieldError('body', bodyProblem));
  if (errors.length > 0) return { refusal: invalidFields(errors) };
  // Spec §5: a template becomes proposal text, which may not carry contact details.
  if (sharesContactDetails(body)) return { refusal: contactDetailsShared('body') };
  return { title, body };
}

export async function createMessageTemplate(
  db: Queryable,
  viewer: Viewer,
  input: { title: string; body: string },
): Promise<SaveAnswer> {
  const checked = checkTemplate(input);
  if (checked.refusal) return checked.refusal;
  const [template] = await db.query<MessageTemplateRow>(
    'INSERT INTO message_templates (pro_id, title, body) VALUES ($1, $2, $3) RETURNING *',
    [viewer.userId, checked.title, checked.body],
  );
  if (!template) throw new Error('storing a template returned no row');
  return { __typename: 'MessageTemplateSaved', template };
}

export async function updateMessageTemplate(
  db: Queryable,
  viewer: Viewer,
  input: { templateId: string; title: string; body: string },
): Promise<SaveAnswer> {
  if (!(await ownTemplate(db, viewer.userId, input.templateId))) return notFound(input.templateId);
  const checked = checkTemplate(input);
  if (checked.refusal) return checked.refusal;
  const [template] = await db.query<MessageTemplateRow>(
    'UPDATE message_templates SET title = $2, body = $3, updated_at = now() WHERE id = $1 RETURNING *',
    [input.templateId, checked.title, checked.body],
  );
  if (!template) return notFound(input.templateId);
  return { __typename: 'MessageTemplateSaved', template };
}

// Rules that answer with the template go with it.
export async function deleteMessageTemplate(
  db: Queryable,
  viewer: Viewer,
  templateId: string,
): Promise<ResolversParentTypes['DeleteMessageTemplateResult']> {
  if (!isUuid(templateId)) return notFound(templateId);
  const deleted = await db.query('DELETE FROM message_templates WHERE id = $1 AND pro_id = $2 RETURNING id', [
    templateId,
    viewer.userId,
  ]);
  if (deleted.length === 0) return notFound(templateId);
  return { __typename: 'MessageTemplateDeleted', templateId };
}
