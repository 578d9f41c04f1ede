// The rules of a review the home owner writes (spec §5 invalid fields, contact details leaked),
// checked before sending so most mistakes are said at once; the API checks them again.
import type { I18n } from '@lingui/core';
import type { FieldErrorCode } from '../../generated/graphql.ts';

export const REVIEW_BOUNDS = {
  title: { min: 3, max: 100 },
  body: { min: 20, max: 3000 },
} as const;

export type ReviewField = 'rating' | 'title' | 'body';

export interface ReviewValues {
  readonly rating: number | null;
  readonly title: string;
  readonly body: string;
}

export type ReviewErrors = Partial<Record<ReviewField, string>>;

export function fieldMessage(i18n: I18n, field: ReviewField, code: FieldErrorCode | 'CONTACT_DETAILS'): string {
  if (code === 'CONTACT_DETAILS') {
    return i18n._({
      id: 'consumer.review.contact-details',
      message:
        'Please leave out phone numbers, email and web addresses: reviews are about the work, and contact stays on the platform.',
    });
  }
  if (field === 'rating') {
    return i18n._({ id: 'consumer.review.rating-required', message: 'Choose a rating from 1 to 5 stars.' });
  }
  const { min, max } = REVIEW_BOUNDS[field];
  if (code === 'REQUIRED') {
    return field === 'title'
      ? i18n._({ id: 'consumer.review.title-required', message: 'Give your review a title.' })
      : i18n._({ id: 'consumer.review.body-required', message: 'Describe how the job went.' });
  }
  return field === 'title'
    ? i18n._({
        id: 'consumer.review.title-length',
        message: 'The title must be {min} to {max} characters long.',
        values: { min, max },
      })
    : i18n._({
        id: 'consumer.review.body-length',
        message: 'Your review must be {min} to {max} characters long.',
        values: { min, max },
      });
}

export function validateReview(i18n: I18n, values: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {};
  if (values.rating === null) errors.rating = fieldMessage(i18n, 'rating', 'REQUIRED');
  for (const field of ['title', 'body'] as const) {
    const text = values[field].trim();
    const { min, max } = REVIEW_BOUNDS[field];
    if (text === '') errors[field] = fieldMessage(i18n, field, 'REQUIRED');
    else if (text.length < min || text.length > max) errors[field] = fieldMessage(i18n, field, 'INVALID');
  }
  return errors;
}

// The API names fields as sent; anything else it might name belongs to the body.
export function toReviewField(name: string): ReviewField {
  return name === 'rating' || name === 'title' ? name : 'body';
}
