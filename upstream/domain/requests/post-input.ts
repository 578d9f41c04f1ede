// Checking a job before it is posted (spec §2.5, §5, §8 form codes). The form's own fields are
// checked together so every refusal can be shown at once (INVALID_FORM_DATA); then the place, the
// professional it is sent to, the description and whether the new home owner already has an account.
import type { BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import type {
  FieldError,
  FieldErrorCode,
  FileErrorCode,
  NewConsumerInput,
  PostServiceRequestInput,
  ServiceRequestFailureCode,
  StartTime,
} from '../../generated/graphql.ts';
import type { ProfessionRow, ServiceQuestionRow, ServiceRow } from '../catalogue/rows.ts';
import type { Viewer } from '../identity/sessions.ts';
import { findUserByEmail, normaliseEmail } from '../identity/users.ts';
import { type JobPlace, lookUpPostalCode, placeInTown } from '../places/job-place.ts';
import type { EmailDomainChecker } from '../signup/email-domains.ts';
import { marketOf } from '../validation/brand.ts';
import { sharesContactDetails } from '../validation/contact-details.ts';
import { checkEmail } from '../validation/email.ts';
import { isUuid } from '../validation/ids.ts';
import { checkName } from '../validation/name.ts';
import { normalisePhone } from '../validation/phone.ts';
import { type AcceptedAnswer, checkAnswers } from './answers.ts';
import { findDirectPro } from './places.ts';

export const DESCRIPTION_BOUNDS = { minLength: 30, maxLength: 5000 } as const;

export interface NewConsumer {
  readonly email: string;
  readonly emailNormalised: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
}

export interface AcceptedPost {
  readonly brand: BrandId;
  readonly service: ServiceRow;
  readonly profession: ProfessionRow;
  readonly answers: readonly AcceptedAnswer[];
  readonly description: string;
  readonly startTime: StartTime;
  readonly place: JobPlace;
  readonly directProId: string | null;
  // Set when a visitor posts: the account made with the job.
  readonly newConsumer: NewConsumer | null;
}

export type PostFailure =
  | {
      readonly __typename: 'ServiceRequestFailed';
      readonly code: ServiceRequestFailureCode;
      readonly fieldErrors: FieldError[];
    }
  | { readonly __typename: 'InvalidDescription'; readonly minLength: number; readonly maxLength: number }
  | { readonly __typename: 'ContactDetailsShared'; readonly field: string }
  | { readonly __typename: 'DuplicateRegistration'; readonly email: string }
  | { readonly __typename: 'InvalidFile'; readonly code: FileErrorCode; readonly fileName: string | null };

export type PostCheck =
  | { readonly ok: true; readonly accepted: AcceptedPost }
  | { readonly ok: false; readonly failure: PostFailure };

export interface PostCheckContext {
  readonly db: Queryable;
  readonly emailDomains: EmailDomainChecker;
  readonly viewer: Viewer | null;
}

const failed = (code: ServiceRequestFailureCode, fieldErrors: FieldError[]): PostCheck => ({
  ok: false,
  failure: { __typename: 'ServiceRequestFailed', code, fieldErrors },
});

// The service of the brand with its profession, or null.
async function findService(
  db: Queryable,
  serviceId: string,
  brand: BrandId,
): Promise<{ service: ServiceRow; profession: ProfessionRow } | null> {
  if (!isUuid(serviceId)) return null;
  const [service] = await db.query<ServiceRow>(
    `SELECT s.* FROM services s JOIN professions p ON p.id = s.profession_id WHERE s.id = $1 AND p.brand = $2`,
    [serviceId, brand],
  );
  if (!service) return null;
  const [profession] = await db.query<ProfessionRow>('SELECT * FROM professions WHERE id = $1', [
    service.profession_id,
  ]);
  return profession ? { service, profession } : null;
}

async function checkNewConsumer(
  raw: NewConsumerInput,
  brand: BrandId,
  { db, emailDomains }: PostCheckContext,
  fieldErrors: FieldError[],
): Promise<NewConsumer> {
  // Whether an account already uses the email is answered apart (§8 duplicate registration).
  const checks: [string, () => Promise<FieldErrorCode | null> | FieldErrorCode | null][] = [
    ['email', () => checkEmail(raw.email, { db, emailDomains, mustBeUnused: false })],
    ['firstName', () => checkName(raw.firstName)],
    ['lastName', () => checkName(raw.lastName)],
    ['phone', () => (raw.phone?.trim() && !normalisePhone(raw.phone, brand) ? 'INVALID' : null)],
  ];
  for (const [field, check] of checks) {
    const code = await check();
    if (code) fieldErrors.push({ field: `newConsumer.${field}`, code });
  }
  const email = raw.email.trim();
  return {
    email,
    emailNormalised: normaliseEmail(email),
    firstName: raw.firstName.trim(),
    lastName: raw.lastName.trim(),
    phone: raw.phone?.trim() ? normalisePhone(raw.phone, brand) : null,
  };
}

// Long enough, not too long, and words rather than one character or word over and over.
export function isValidDescription(text: string): boolean {
  if (text.length < DESCRIPTION_BOUNDS.minLength || text.length > DESCRIPTION_BOUNDS.maxLength) return false;
  const lower = text.toLowerCase();
  const characters = new Set(lower.replace(/[^\p{L}\p{N}]/gu, ''));
  const words = new Set(lower.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== ''));
  return characters.size >= 5 && words.size >= 3;
}

// The job's place: a malformed code is refused; a well-formed code of no known place needs the
// town the poster chose (decision record 029).
async function placeOfJob(
  db: Queryable,
  country: string,
  input: PostServiceRequestInput,
): Promise<{ ok: true; place: JobPlace } | { ok: false; fieldError: FieldError }> {
  const found = await lookUpPostalCode(db, country, input.postalCode);
  if (found.status === 'INVALID') return { ok: false, fieldError: { field: 'postalCode', code: 'INVALID' } };
  if (found.status === 'KNOWN') return { ok: true, place: found.place };
  const townId = input.townId?.trim();
  if (!townId) return { ok: false, fieldError: { field: 'townId', code: 'REQUIRED' } };
  const place = placeInTown(country, found.code, townId);
  return place ? { ok: true, place } : { ok: false, fieldError: { field: 'townId', code: 'INVALID' } };
}

export async function checkPost(
  ctx: PostCheckContext,
  input: PostServiceRequestInput,
  brand: BrandId,
): Promise<PostCheck> {
  const { db, viewer } = ctx;
  const fieldErrors: FieldError[] = [];
  let newConsumer: NewConsumer | null = null;
  // A signed-in home owner posts as themself; a visitor says who they are.
  if (!viewer) {
    if (input.newConsumer) newConsumer = await checkNewConsumer(input.newConsumer, brand, ctx, fieldErrors);
    else fieldErrors.push({ field: 'newConsumer', code: 'REQUIRED' });
  }
  const found = await findService(db, input.serviceId, brand);
  let answers: ReturnType<typeof checkAnswers> | null = null;
  if (found) {
    const questions = await db.query<ServiceQuestionRow>(
      'SELECT * FROM service_questions WHERE service_id = $1 ORDER BY position',
      [found.service.id],
    );
    answers = checkAnswers(questions, input.answers);
    fieldErrors.push(...answers.fieldErrors);
  } else {
    fieldErrors.push({ field: 'serviceId', code: 'INVALID' });
  }
  const slug = input.directRequestToSlug?.trim() || null;
  const directPro = slug && found ? await findDirectPro(db, slug, found.service.id) : null;
  if (slug && found && !directPro) fieldErrors.push({ field: 'directRequestToSlug', code: 'INVALID' });
  if (fieldErrors.length > 0 || !found || !answers) return failed('INVALID_FORM_DATA', fieldErrors);

  const place = await placeOfJob(db, marketOf(brand).country, input);
  if (!place.ok) return failed('INVALID_POSTAL_CODE', [place.fieldError]);
  // The professional exists but cannot take the job: not active, of another market, or not
  // offering the service.
  if (directPro && !(directPro.status === 'ACTIVE' && directPro.brand === brand && directPro.offers_service)) {
    return failed('INVALID_SP_PROFILE', [{ field: 'directRequestToSlug', code: 'INVALID' }]);
  }
  const description = input.description.trim();
  if (!isValidDescription(description))
    return { ok: false, failure: { __typename: 'InvalidDescription', ...DESCRIPTION_BOUNDS } };
  // §5: contact goes through the platform until the home owner shortlists.
  const leak = sharesContactDetails(description) ? 'description' : answers.contactDetailsIn;
  if (leak) return { ok: false, failure: { __typename: 'ContactDetailsShared', field: leak } };
  if (newConsumer && (await findUserByEmail(db, newConsumer.emailNormalised))) {
    return { ok: false, failure: { __typename: 'DuplicateRegistration', email: newConsumer.email } };
  }
  return {
    ok: true,
    accepted: {
      brand,
      ...found,
      answers: answers.accepted,
      description,
      startTime: input.startTime,
      place: place.place,
      directProId: directPro?.id ?? null,
      newConsumer,
    },
  };
}
