// The words for a refused field of the request form (spec §5 codes), said for the field they
// belong to where that helps the person put it right.
import type { I18n } from '@lingui/core';
import type { Problem } from './form-state.ts';

function required(i18n: I18n, field: string): string {
  switch (field) {
    case 'profession':
      return i18n._({ id: 'job-post.error.profession-required', message: 'Choose the trade your job needs.' });
    case 'service':
      return i18n._({ id: 'job-post.error.service-required', message: 'Choose the service that fits your job best.' });
    case 'description':
      return i18n._({ id: 'job-post.error.description-required', message: 'Describe the work you need done.' });
    case 'startTime':
      return i18n._({ id: 'job-post.error.start-time-required', message: 'Choose when the work should start.' });
    case 'postalCode':
      return i18n._({ id: 'job-post.error.postal-code-required', message: 'Enter the postcode where the work is.' });
    case 'town':
      return i18n._({
        id: 'job-post.error.town-required',
        message: 'Choose the town or village of the job from the list.',
      });
    case 'firstName':
      return i18n._({ id: 'job-post.error.first-name-required', message: 'Enter your first name.' });
    case 'lastName':
      return i18n._({ id: 'job-post.error.last-name-required', message: 'Enter your last name.' });
    case 'email':
      return i18n._({ id: 'job-post.error.email-required', message: 'Enter your email address.' });
    default:
      return i18n._({ id: 'job-post.error.answer-required', message: 'Answer this question.' });
  }
}

// What the form knows of the brand that some words need.
export interface ProblemContext {
  // A postcode of the brand's country, to show what one looks like.
  readonly postalCodeExample: string;
}

function invalid(i18n: I18n, field: string, context: ProblemContext): string {
  switch (field) {
    case 'email':
      return i18n._({
        id: 'job-post.error.email-invalid',
        message: 'Enter an email address in the form name@example.com.',
      });
    case 'phone':
      return i18n._({
        id: 'job-post.error.phone-invalid',
        message: 'Enter a phone number we can call, for example 020 7946 0000.',
      });
    case 'firstName':
    case 'lastName':
      return i18n._({
        id: 'job-post.error.name-invalid',
        message: 'Use letters only, with spaces, hyphens or apostrophes where your name has them.',
      });
    // Spec §8 INVALID_POSTAL_CODE: not a postcode of the brand's country.
    case 'postalCode':
      return i18n._({
        id: 'job-post.error.postal-code-malformed',
        message: 'This is not a postcode we can use. Enter the full postcode, for example {example}.',
        values: { example: context.postalCodeExample },
      });
    case 'town':
      return i18n._({
        id: 'job-post.error.town-invalid',
        message: 'We do not know this town. Choose one from the list.',
      });
    case 'service':
      return i18n._({
        id: 'job-post.error.service-invalid',
        message: 'This service is no longer offered. Choose another one.',
      });
    default:
      return i18n._({ id: 'job-post.error.answer-invalid', message: 'Check this answer: it is not one we can use.' });
  }
}

export function problemText(i18n: I18n, field: string, problem: Problem, context: ProblemContext): string {
  switch (problem.code) {
    case 'REQUIRED':
      return required(i18n, field);
    case 'INVALID':
      return invalid(i18n, field, context);
    case 'DUPLICATE':
      return i18n._({
        id: 'job-post.error.email-duplicate',
        message: 'An account already uses this email address. Log in to post your job.',
      });
    case 'BLACKLISTED_EMAIL':
      return i18n._({
        id: 'job-post.error.email-blacklisted',
        message: 'We cannot accept this email address. Use another one.',
      });
    case 'INVALID_DNS':
      return i18n._({
        id: 'job-post.error.email-invalid-dns',
        message: 'This email address cannot receive mail. Check the part after the @.',
      });
    case 'NOT_FOUND':
      return i18n._({ id: 'job-post.error.not-found', message: 'We could not find this. Check what you entered.' });
    case 'TOO_SHORT':
      return i18n._({
        id: 'job-post.error.description-too-short',
        message: 'Tell the tradespeople a little more: use at least {min} characters.',
        values: { min: problem.min },
      });
    case 'TOO_LONG':
      return i18n._({
        id: 'job-post.error.too-long',
        message: 'Keep this to at most {max} characters.',
        values: { max: problem.max },
      });
    case 'NOT_WHOLE':
      return i18n._({ id: 'job-post.error.not-whole', message: 'Enter a whole number.' });
    case 'BELOW_MIN':
      return i18n._({
        id: 'job-post.error.below-min',
        message: 'Enter {min} or more.',
        values: { min: problem.min },
      });
    case 'ABOVE_MAX':
      return i18n._({
        id: 'job-post.error.above-max',
        message: 'Enter {max} or less.',
        values: { max: problem.max },
      });
    case 'CONTACT_DETAILS':
      return i18n._({
        id: 'job-post.error.contact-details',
        message:
          'Leave out phone numbers, email addresses and web addresses: tradespeople get your details once you shortlist them.',
      });
    case 'INVALID_FILE_COUNT':
      return i18n._({
        id: 'job-post.error.photo-count',
        message: 'Add at most {max} photos.',
        values: { max: problem.max },
      });
    case 'INVALID_FILE_SIZE':
      return problem.fileName
        ? i18n._({
            id: 'job-post.error.photo-size-named',
            message: '{fileName} is larger than 10 MB. Choose a smaller photo.',
            values: { fileName: problem.fileName },
          })
        : i18n._({ id: 'job-post.error.photo-size', message: 'A photo is larger than 10 MB. Choose a smaller one.' });
    case 'INVALID_FILE_TYPE':
      return problem.fileName
        ? i18n._({
            id: 'job-post.error.photo-type-named',
            message: '{fileName} is not a photo we can use. Choose a JPEG, PNG, WebP or HEIC file.',
            values: { fileName: problem.fileName },
          })
        : i18n._({
            id: 'job-post.error.photo-type',
            message: 'A file is not a photo we can use. Choose JPEG, PNG, WebP or HEIC files.',
          });
  }
}
