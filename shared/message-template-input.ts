// A professional's message template (spec §2.7 message-templates): the title and text rules the
// page checks first and the upstream decides, written once. Both are trimmed first. Whether the text
// shares contact details (§5) only the upstream says.
export const TEMPLATE_TITLE_MAX_LENGTH = 100;
export const TEMPLATE_BODY_MIN_LENGTH = 20;
export const TEMPLATE_BODY_MAX_LENGTH = 3000;

// Spec §5 field codes: nothing there, or not within the bounds.
export type TemplateFieldProblem = 'REQUIRED' | 'INVALID';

export function templateTitleProblem(title: string): TemplateFieldProblem | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'REQUIRED';
  return trimmed.length > TEMPLATE_TITLE_MAX_LENGTH ? 'INVALID' : null;
}

export function templateBodyProblem(body: string): TemplateFieldProblem | null {
  const trimmed = body.trim();
  if (trimmed === '') return 'REQUIRED';
  return trimmed.length < TEMPLATE_BODY_MIN_LENGTH || trimmed.length > TEMPLATE_BODY_MAX_LENGTH ? 'INVALID' : null;
}
