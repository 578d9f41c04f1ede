// What the request form holds, how each step is checked before Next (spec §2.5, §5), where a
// refusal of the server belongs, and the PostServiceRequestInput the form sends. Pure: the form's
// components render it, the tests check it.
import type {
  AnswerInput,
  FieldErrorCode,
  JobPostProfessionQuery,
  PostServiceRequestInput,
  StartTime,
} from '../../generated/graphql.ts';

type ProfessionWithQuestions = NonNullable<JobPostProfessionQuery['profession']>;
export type ServiceWithQuestions = ProfessionWithQuestions['services'][number];
export type Question = ServiceWithQuestions['questions'][number];

export const START_TIMES: readonly StartTime[] = [
  'ASAP',
  'WITHIN_TWO_WEEKS',
  'WITHIN_ONE_MONTH',
  'WITHIN_COUPLE_MONTHS',
  'TO_BE_DISCUSSED',
];

// The bounds the upstream keeps (upstream/domain/requests): the form says so before sending.
export const DESCRIPTION_MIN_LENGTH = 30;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_PHOTOS = 8;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
const MAX_ANSWER_LENGTH = { STRING: 200, TEXT: 2000 } as const;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ().\-/]{6,31}$/;

export interface FormValues {
  readonly professionSlug: string;
  readonly serviceSlug: string;
  // By question id: the text, the chosen option, or the chosen options of a CHECKBOX question.
  readonly answers: Readonly<Record<string, string | readonly string[]>>;
  readonly description: string;
  readonly photos: readonly File[];
  readonly startTime: StartTime | '';
  readonly postalCode: string;
  // The town of a postcode whose place is not known (decision record 029): what the person typed,
  // and the id of the town they chose from the suggestions ('' until they choose one).
  readonly townName: string;
  readonly townId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

export function initialValues(professionSlug = '', serviceSlug = '', postalCode = ''): FormValues {
  return {
    professionSlug,
    serviceSlug,
    answers: {},
    description: '',
    photos: [],
    startTime: '',
    postalCode,
    townName: '',
    townId: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
  };
}

// Why a field is refused: the §5 codes, plus the bounds the form knows.
export type Problem =
  | { readonly code: FieldErrorCode }
  | { readonly code: 'TOO_SHORT'; readonly min: number }
  | { readonly code: 'TOO_LONG'; readonly max: number }
  | { readonly code: 'NOT_WHOLE' }
  | { readonly code: 'BELOW_MIN'; readonly min: number }
  | { readonly code: 'ABOVE_MAX'; readonly max: number }
  | { readonly code: 'CONTACT_DETAILS' }
  | { readonly code: 'INVALID_FILE_COUNT'; readonly max: number }
  | { readonly code: 'INVALID_FILE_SIZE'; readonly fileName: string | null }
  | { readonly code: 'INVALID_FILE_TYPE'; readonly fileName: string | null };

// By field name: the names of the form's controls (answers.<question key> for questions).
export type Problems = Readonly<Record<string, Problem>>;

export type StepName = 'service' | 'questions' | 'details' | 'startTime' | 'postalCode' | 'contact';

// A signed-in home owner is who they are: the contact step is only for visitors.
export function stepsFor(isVisitor: boolean): readonly StepName[] {
  const steps: StepName[] = ['service', 'questions', 'details', 'startTime', 'postalCode'];
  return isVisitor ? [...steps, 'contact'] : steps;
}

const answerField = (question: Question) => `answers.${question.key}`;

function checkAnswer(question: Question, raw: string | readonly string[] | undefined): Problem | null {
  if (Array.isArray(raw)) return raw.length === 0 && question.required ? { code: 'REQUIRED' } : null;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return question.required ? { code: 'REQUIRED' } : null;
  switch (question.fieldType) {
    case 'INTEGER':
    case 'MEASUREMENT':
    case 'QUANTITY': {
      const number = Number(text.replace(',', '.'));
      if (!Number.isFinite(number)) return { code: 'INVALID' };
      if (question.fieldType === 'INTEGER' && !Number.isInteger(number)) return { code: 'NOT_WHOLE' };
      const min = question.min ?? (question.fieldType === 'INTEGER' ? null : 0);
      if (min !== null && number < min) return { code: 'BELOW_MIN', min };
      if (question.max !== null && number > question.max) return { code: 'ABOVE_MAX', max: question.max };
      return null;
    }
    case 'STRING':
    case 'TEXT':
      return text.length > MAX_ANSWER_LENGTH[question.fieldType]
        ? { code: 'TOO_LONG', max: MAX_ANSWER_LENGTH[question.fieldType] }
        : null;
    default:
      return null;
  }
}

function checkName(raw: string): Problem | null {
  const name = raw.trim();
  if (name === '') return { code: 'REQUIRED' };
  if (name.length > 100) return { code: 'TOO_LONG', max: 100 };
  return NAME.test(name) ? null : { code: 'INVALID' };
}

export function checkPhoto(file: File): Problem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return { code: 'INVALID_FILE_TYPE', fileName: file.name };
  if (file.size > MAX_PHOTO_BYTES) return { code: 'INVALID_FILE_SIZE', fileName: file.name };
  return null;
}

// The problems of one step; an empty object lets the person go on.
export function checkStep(step: StepName, values: FormValues, service: ServiceWithQuestions | null): Problems {
  const problems: Record<string, Problem> = {};
  const add = (field: string, problem: Problem | null) => {
    if (problem) problems[field] = problem;
  };
  switch (step) {
    case 'service':
      add('profession', values.professionSlug === '' ? { code: 'REQUIRED' } : null);
      add('service', values.professionSlug !== '' && values.serviceSlug === '' ? { code: 'REQUIRED' } : null);
      break;
    case 'questions':
      for (const question of service?.questions ?? [])
        add(answerField(question), checkAnswer(question, values.answers[question.id]));
      break;
    case 'details': {
      const length = values.description.trim().length;
      if (length === 0) add('description', { code: 'REQUIRED' });
      else if (length < DESCRIPTION_MIN_LENGTH) add('description', { code: 'TOO_SHORT', min: DESCRIPTION_MIN_LENGTH });
      else if (length > DESCRIPTION_MAX_LENGTH) add('description', { code: 'TOO_LONG', max: DESCRIPTION_MAX_LENGTH });
      if (values.photos.length > MAX_PHOTOS) add('photos', { code: 'INVALID_FILE_COUNT', max: MAX_PHOTOS });
      else add('photos', values.photos.map(checkPhoto).find((problem) => problem !== null) ?? null);
      break;
    }
    case 'startTime':
      add('startTime', values.startTime === '' ? { code: 'REQUIRED' } : null);
      break;
    case 'postalCode': {
      // Whether the code is one of the country's, and the town when its place is not known, are
      // the upstream's answers (the form asks it before going on).
      const code = values.postalCode.trim();
      add('postalCode', code === '' ? { code: 'REQUIRED' } : code.length > 16 ? { code: 'INVALID' } : null);
      break;
    }
    case 'contact': {
      add('firstName', checkName(values.firstName));
      add('lastName', checkName(values.lastName));
      const email = values.email.trim();
      add('email', email === '' ? { code: 'REQUIRED' } : EMAIL.test(email) ? null : { code: 'INVALID' });
      const phone = values.phone.trim();
      add('phone', phone !== '' && !PHONE.test(phone) ? { code: 'INVALID' } : null);
      break;
    }
  }
  return problems;
}

// The form's field for a field the server named (serviceId, newConsumer.email, answers.<key>…).
export function formFieldOf(serverField: string): string {
  if (serverField === 'serviceId') return 'service';
  if (serverField.startsWith('newConsumer.')) return serverField.slice('newConsumer.'.length);
  if (serverField === 'newConsumer') return 'email';
  if (serverField === 'townId') return 'town';
  return serverField;
}

// The step a field is asked on; null for a field of none (the professional a request goes to).
export function stepOfField(field: string): StepName | null {
  if (field === 'profession' || field === 'service') return 'service';
  if (field === 'answers' || field.startsWith('answers.')) return 'questions';
  if (field === 'description' || field === 'photos') return 'details';
  if (field === 'startTime') return 'startTime';
  if (field === 'postalCode' || field === 'town') return 'postalCode';
  if (['firstName', 'lastName', 'email', 'phone'].includes(field)) return 'contact';
  return null;
}

function answerOf(question: Question, raw: string | readonly string[] | undefined): AnswerInput | null {
  if (Array.isArray(raw)) return raw.length > 0 ? { questionId: question.id, values: [...raw] } : null;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return null;
  if (question.fieldType === 'INTEGER' || question.fieldType === 'MEASUREMENT' || question.fieldType === 'QUANTITY') {
    return { questionId: question.id, number: Number(text.replace(',', '.')) };
  }
  return { questionId: question.id, value: text };
}

export interface InputContext {
  readonly brand: string;
  readonly service: ServiceWithQuestions;
  readonly isVisitor: boolean;
  readonly directRequestToSlug?: string | undefined;
  readonly captchaToken: string | null;
}

export function toPostInput(values: FormValues, context: InputContext): PostServiceRequestInput {
  const { service } = context;
  const answers = service.questions
    .map((question) => answerOf(question, values.answers[question.id]))
    .filter((answer) => answer !== null);
  return {
    brand: context.brand,
    serviceId: service.id,
    answers,
    description: values.description.trim(),
    startTime: values.startTime as StartTime,
    postalCode: values.postalCode.trim(),
    ...(values.townId ? { townId: values.townId } : {}),
    ...(values.photos.length > 0 ? { photos: [...values.photos] } : {}),
    ...(context.directRequestToSlug ? { directRequestToSlug: context.directRequestToSlug } : {}),
    ...(context.isVisitor
      ? {
          newConsumer: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
          },
          ...(context.captchaToken ? { captchaToken: context.captchaToken } : {}),
        }
      : {}),
  };
}
