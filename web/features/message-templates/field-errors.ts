// What is wrong with a template's field, in words next to it (spec §5 field codes, with the bounds
// of shared/message-template-input.ts), and the upstream's refusal of contact details (§5).
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import {
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_BODY_MIN_LENGTH,
  TEMPLATE_TITLE_MAX_LENGTH,
} from '../../../shared/message-template-input.ts';
import type { FieldErrorCode } from '../../generated/graphql.ts';

export type TemplateField = 'title' | 'body';

export type TemplateFieldErrors = Partial<Record<TemplateField, string>>;

// The upstream's ContactDetailsShared, said at the field it names.
export type TemplateFieldCode = FieldErrorCode | 'CONTACT_DETAILS_SHARED';

export function isTemplateField(field: string): field is TemplateField {
  return field === 'title' || field === 'body';
}

export function useTemplateFieldMessage(): (field: TemplateField, code: TemplateFieldCode) => string {
  const { i18n } = useLingui();
  return useCallback(
    (field, code) => {
      if (code === 'CONTACT_DETAILS_SHARED') {
        return i18n._({
          id: 'message-templates.error.contact-details',
          message:
            'A template cannot share contact details. Remove the phone number, email or web address: you can give them to a home owner once they shortlist you.',
        });
      }
      if (field === 'title') {
        return code === 'REQUIRED'
          ? i18n._({ id: 'message-templates.error.title-required', message: 'Give the template a title.' })
          : i18n._({
              id: 'message-templates.error.title-invalid',
              message: 'Keep the title to {max} characters.',
              values: { max: TEMPLATE_TITLE_MAX_LENGTH },
            });
      }
      return code === 'REQUIRED'
        ? i18n._({ id: 'message-templates.error.body-required', message: 'Write the text of the template.' })
        : i18n._({
            id: 'message-templates.error.body-invalid',
            message: 'The text must be {min} to {max} characters long.',
            values: { min: TEMPLATE_BODY_MIN_LENGTH, max: TEMPLATE_BODY_MAX_LENGTH },
          });
    },
    [i18n],
  );
}
