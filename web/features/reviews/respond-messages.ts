// What a professional is told when a response to a review is refused (spec §8 review codes): every
// code the API can answer with has its own words and a next step.
import type { I18n } from '@lingui/core';
import type { ReviewErrorCode } from '../../generated/graphql.ts';

export const RESPONSE_BOUNDS = { min: 10, max: 2000 } as const;

export function reviewErrorMessage(i18n: I18n, code: ReviewErrorCode): string {
  switch (code) {
    case 'CONTACT_DETAILS_SHARED':
      return i18n._({
        id: 'reviews.error.contact-details',
        message: 'Please leave out phone numbers, email and web addresses: customers contact you through the platform.',
      });
    case 'REVIEW_RESPONSE_NOT_SAVED':
      return i18n._({
        id: 'reviews.error.not-saved',
        message:
          'Your response could not be saved because another response was saved at the same time. Reload the page.',
      });
    case 'REVIEW_RESPONSE_DOES_NOT_EXIST':
      return i18n._({
        id: 'reviews.error.response-missing',
        message: 'This response no longer exists. Reload the page to see the latest.',
      });
    case 'SERVICE_PRO_HAS_ALREADY_RESPONDED_TO_REVIEW':
      return i18n._({
        id: 'reviews.error.already-responded',
        message: 'You have already responded to this review. Each review takes one response.',
      });
    case 'UNSUPPORTED_EXTENSION_FOR_UPLOADED_FILE':
      return i18n._({
        id: 'reviews.error.file-type',
        message: 'This type of file cannot be added. Use a JPG, PNG or PDF file.',
      });
    case 'INVALID_FILE':
      return i18n._({ id: 'reviews.error.invalid-file', message: 'This file could not be read. Try another one.' });
    case 'REVIEW_ALREADY_APPROVED':
      return i18n._({ id: 'reviews.error.already-approved', message: 'This review is already published.' });
    case 'REVIEW_NOT_FOUND':
      return i18n._({
        id: 'reviews.error.not-found',
        message: 'We could not find this review. It may have been removed; reload the page.',
      });
    case 'UPLOAD_FAILED':
      return i18n._({ id: 'reviews.error.upload-failed', message: 'The upload failed. Please try again.' });
  }
}

// The response's own checks, before it is sent; null when it may go.
export function checkResponse(i18n: I18n, body: string): string | null {
  const text = body.trim();
  if (text === '') return i18n._({ id: 'reviews.respond.required', message: 'Write your response first.' });
  if (text.length < RESPONSE_BOUNDS.min || text.length > RESPONSE_BOUNDS.max) {
    return i18n._({
      id: 'reviews.respond.length',
      message: 'Your response must be {min} to {max} characters long.',
      values: RESPONSE_BOUNDS,
    });
  }
  return null;
}
