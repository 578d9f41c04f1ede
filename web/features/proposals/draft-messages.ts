// What is wrong with a field of the proposal, in words (spec §5 field errors), with the bounds.
import type { I18n } from '@lingui/core';
import {
  ADDITIONAL_INFO_MAX,
  ADDITIONAL_INFO_MIN,
  type DraftField,
  type DraftProblem,
  MAX_SIMILAR_WORK_PHOTOS,
  SHORT_TEXT_MAX,
} from './proposal-draft.ts';

export function draftErrorMessage(i18n: I18n, field: DraftField, problem: DraftProblem): string {
  if (problem === 'CONTACT') {
    return i18n._({
      id: 'proposals.error.contact-details',
      message:
        'Remove the phone number, email or web address: contact details can only be shared once the home owner shortlists you.',
    });
  }
  switch (field) {
    case 'additionalInfo':
      if (problem === 'REQUIRED') {
        return i18n._({ id: 'proposals.error.message-required', message: 'Write a message to the home owner.' });
      }
      return i18n._({
        id: 'proposals.error.message-length',
        message: 'Your message must be between {min} and {max} characters long.',
        values: { min: ADDITIONAL_INFO_MIN, max: ADDITIONAL_INFO_MAX },
      });
    case 'homeVisitNote':
    case 'availability':
      return i18n._({
        id: 'proposals.error.short-text-length',
        message: 'Keep this to at most {max} characters.',
        values: { max: SHORT_TEXT_MAX },
      });
    case 'price.amountMinor':
    case 'price.minMinor':
      if (problem === 'REQUIRED') {
        return i18n._({ id: 'proposals.error.amount-required', message: 'Enter an amount.' });
      }
      return i18n._({
        id: 'proposals.error.amount-invalid',
        message: 'Enter an amount above zero, such as 150 or 149.50.',
      });
    case 'price.maxMinor':
      if (problem === 'REQUIRED') {
        return i18n._({ id: 'proposals.error.amount-required', message: 'Enter an amount.' });
      }
      if (problem === 'RANGE_ORDER') {
        return i18n._({
          id: 'proposals.error.range-order',
          message: 'The highest amount must be more than the lowest.',
        });
      }
      return i18n._({
        id: 'proposals.error.range-invalid',
        message: 'Enter an amount above zero, and higher than the lowest amount.',
      });
    case 'price.note':
      if (problem === 'REQUIRED') {
        return i18n._({
          id: 'proposals.error.price-note-required',
          message: 'Describe your price, for example an hourly rate or a price after a visit.',
        });
      }
      return i18n._({
        id: 'proposals.error.short-text-length',
        message: 'Keep this to at most {max} characters.',
        values: { max: SHORT_TEXT_MAX },
      });
    case 'similarWorkPhotoIds':
      return i18n._({
        id: 'proposals.error.photos',
        message: 'Choose at most {max} of your own photos.',
        values: { max: MAX_SIMILAR_WORK_PHOTOS },
      });
  }
}
