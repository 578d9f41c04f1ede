// What the form does with each answer of postServiceRequest (spec §5, §8): the job's id, or the
// refused fields (shown on their step) and a message for the whole form.
import type { I18n } from '@lingui/core';
import type { JobPostPostServiceRequestMutation } from '../../generated/graphql.ts';
import { formFieldOf, type Problem, type Problems, type StepName, stepOfField } from './form-state.ts';

type PostResult = JobPostPostServiceRequestMutation['postServiceRequest'];

export type FormError =
  | { readonly code: 'CAPTCHA_VERIFICATION_FAILED' }
  | { readonly code: 'RATE_LIMIT' }
  | { readonly code: 'TECHNICAL_ERROR' }
  | { readonly code: 'ALREADY_AUTHENTICATED' }
  | { readonly code: 'INVALID_DATA' }
  | { readonly code: 'INVALID_SP_PROFILE' }
  | { readonly code: 'DUPLICATE_REGISTRATION'; readonly email: string };

export type PostOutcome =
  | { readonly kind: 'posted'; readonly serviceRequestId: string }
  | {
      readonly kind: 'refused';
      readonly problems: Problems;
      readonly formError: FormError | null;
      // The step to show: the first one with a problem.
      readonly step: StepName | null;
    };

const STEP_ORDER: readonly StepName[] = ['service', 'questions', 'details', 'startTime', 'postalCode', 'contact'];

function refused(problems: Problems, formError: FormError | null, fallbackStep: StepName | null = null): PostOutcome {
  const steps = Object.keys(problems)
    .map(stepOfField)
    .filter((step) => step !== null);
  const step = STEP_ORDER.find((candidate) => steps.includes(candidate)) ?? fallbackStep;
  return { kind: 'refused', problems, formError, step };
}

function fieldProblems(fieldErrors: readonly { field: string; code: Problem['code'] }[]): Problems {
  const problems: Record<string, Problem> = {};
  for (const { field, code } of fieldErrors) {
    const name = formFieldOf(field);
    problems[name] ??= { code } as Problem;
  }
  return problems;
}

export function readPostResult(result: PostResult): PostOutcome {
  switch (result.__typename) {
    case 'ServiceRequestPosted':
      return { kind: 'posted', serviceRequestId: result.serviceRequest.id };
    case 'SignUpFailed':
      if (result.signUpCode === 'INVALID_DATA' && result.fieldErrors.length > 0) {
        return refused(fieldProblems(result.fieldErrors), null, 'contact');
      }
      return refused(
        {},
        // A job's sign-up makes a home owner: ALREADY_ENROLLED (a professional's) cannot come back,
        // and would mean the same to the person — they are signed in already.
        { code: result.signUpCode === 'ALREADY_ENROLLED' ? 'ALREADY_AUTHENTICATED' : result.signUpCode },
        result.signUpCode === 'CAPTCHA_VERIFICATION_FAILED' ? 'contact' : null,
      );
    case 'ServiceRequestFailed':
      // A malformed postcode (postalCode), or one whose town the form must ask (townId).
      if (result.requestCode === 'INVALID_POSTAL_CODE') {
        const problems = fieldProblems(result.fieldErrors);
        return refused(Object.keys(problems).length > 0 ? problems : { postalCode: { code: 'INVALID' } }, null);
      }
      if (result.requestCode === 'INVALID_SP_PROFILE') return refused({}, { code: 'INVALID_SP_PROFILE' });
      return refused(
        fieldProblems(result.fieldErrors.filter((error) => stepOfField(formFieldOf(error.field)) !== null)),
        result.fieldErrors.some((error) => stepOfField(formFieldOf(error.field)) === null)
          ? { code: 'INVALID_SP_PROFILE' }
          : result.fieldErrors.length === 0
            ? { code: 'INVALID_DATA' }
            : null,
      );
    case 'InvalidDescription':
      return refused({ description: { code: 'TOO_SHORT', min: result.minLength } }, null);
    case 'ContactDetailsShared':
      return refused({ [formFieldOf(result.field)]: { code: 'CONTACT_DETAILS' } }, null, 'details');
    case 'InvalidFile':
      return refused(
        {
          photos:
            result.fileCode === 'INVALID_FILE_COUNT'
              ? { code: 'INVALID_FILE_COUNT', max: 8 }
              : { code: result.fileCode, fileName: result.fileName },
        },
        null,
      );
    case 'DuplicateRegistration':
      return refused({}, { code: 'DUPLICATE_REGISTRATION', email: result.email }, 'contact');
  }
}

export function formErrorText(i18n: I18n, error: FormError): string {
  switch (error.code) {
    case 'CAPTCHA_VERIFICATION_FAILED':
      return i18n._({
        id: 'job-post.failure.captcha',
        message: 'We could not confirm that you are not a robot. Complete the check again, then post your job.',
      });
    case 'RATE_LIMIT':
      return i18n._({
        id: 'job-post.failure.rate-limit',
        message: 'Too many accounts were made from this connection. Wait a while, then try again.',
      });
    case 'TECHNICAL_ERROR':
      return i18n._({
        id: 'job-post.failure.technical',
        message: 'Something went wrong on our side and your job was not posted. Please try again in a moment.',
      });
    case 'ALREADY_AUTHENTICATED':
      return i18n._({
        id: 'job-post.failure.already-signed-in',
        message: 'You are already logged in. Reload the page to post the job from your account.',
      });
    case 'INVALID_DATA':
      return i18n._({
        id: 'job-post.failure.invalid-data',
        message: 'Some of your answers could not be used. Check each step and try again.',
      });
    case 'INVALID_SP_PROFILE':
      return i18n._({
        id: 'job-post.failure.invalid-pro',
        message:
          'This tradesperson cannot take this job: they do not offer this service or are not available. Post it to all tradespeople instead.',
      });
    case 'DUPLICATE_REGISTRATION':
      return i18n._({
        id: 'job-post.failure.duplicate-registration',
        message: 'There is already an account with {email}. Log in to post your job from that account.',
        values: { email: error.email },
      });
  }
}
