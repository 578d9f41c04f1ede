// A professional's company as vetting knows it (decision 055): found in the register of their
// brand's country (adapters/company-register/) and picked — name, number, legal form and founding
// year as the register has them — or entered new; then its legal form, situation, size and the
// story on the public profile. A company number is one account's in its country: another account
// asking for it gets DuplicateCompanyNumber and nothing changes. Writing the story completes the
// onboarding step COMPANY_BIO_REQUESTED in the same transaction. The logo (or the professional's
// photo) is stored as the portfolio's photos are and replaces the one before. The directory reads
// the same rows, so every change shows there at once.
import { COUNTRY_BY_BRAND, isBrandId } from '../../../shared/brands.ts';
import type { CompanyRegister } from '../../adapters/company-register/company-register.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type {
  CompanyDetail,
  CompanyDetailsInput,
  CompanySituation,
  CompanySize,
  CompanySource,
  EnterCompanyInput,
  LegalForm,
} from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { invalidField, invalidFields } from '../account/results.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';
import { canonicalPostalCode } from '../places/postal-code-formats.ts';
import { discardUploads, removeStoredPhotos, storePhotos, type UploadedFile } from '../requests/uploads.ts';
import { contactDetailsShared } from '../responses/results.ts';
import { sharesContactDetails } from '../validation/contact-details.ts';

export const NAME_MAX = 120;
export const BIO_MIN = 50;
export const BIO_MAX = 2000;
const QUERY_MIN = 2;
const QUERY_MAX = 100;
const FIRST_YEAR = 1900;
const COMPANY_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,39}$/u;
const STREET_MAX = 200;
const TOWN_MAX = 100;
const WEBSITE_MAX = 200;
// Countries where every business, a sole trader's too, is in the register (KvK, Sirene, Registro
// Imprese): a company entered there needs its number.
const NUMBER_REQUIRED: ReadonlySet<string> = new Set(['NL', 'FR', 'IT']);
// When the register did not answer, the moment to try again.
const REGISTER_RETRY_SECONDS = 30;
// The copy of the logo pages show: an avatar is at most 4rem wide, so 160 pixels cover 2x screens
// (decision 040's widths).
const LOGO_WIDTH = 160;

export interface CompanyRow {
  readonly company_name: string;
  readonly company_number: string | null;
  readonly register_country: string | null;
  readonly company_street: string | null;
  readonly company_postcode: string | null;
  readonly company_town: string | null;
  readonly website: string | null;
  readonly phone: string | null;
  readonly company_source: CompanySource | null;
  readonly legal_form: LegalForm | null;
  readonly company_situation: CompanySituation | null;
  readonly company_size: CompanySize | null;
  readonly founded_year: number | null;
  readonly bio: string | null;
  readonly logo_small_url: string | null;
}

const unavailable = { __typename: 'CompanyRegisterUnavailable', retryAfterSeconds: REGISTER_RETRY_SECONDS } as const;

// The company as the API answers it, with what is still to be said.
export function companyAnswer(row: CompanyRow) {
  const missing: CompanyDetail[] = [];
  if (!row.company_source) missing.push('REGISTRATION');
  if (!row.legal_form) missing.push('LEGAL_FORM');
  if (!row.company_situation) missing.push('SITUATION');
  if (!row.company_size) missing.push('SIZE');
  if (!row.bio) missing.push('BIO');
  return {
    name: row.company_name,
    companyNumber: row.company_number,
    registerCountry: row.register_country,
    address:
      row.company_postcode !== null && row.company_town !== null
        ? { street: row.company_street ?? '', postcode: row.company_postcode, town: row.company_town }
        : null,
    website: row.website,
    phone: row.phone,
    source: row.company_source,
    legalForm: row.legal_form,
    situation: row.company_situation,
    size: row.company_size,
    foundedYear: row.founded_year,
    bio: row.bio,
    logo: row.logo_small_url ? { sizes: { small: row.logo_small_url } } : null,
    missing,
  };
}

const COLUMNS = `company_name, company_number, register_country, company_source, legal_form, company_situation,
  company_size, founded_year, bio, logo_small_url, company_street, company_postcode, company_town, website,
  (SELECT phone FROM users WHERE users.id = company_profiles.user_id) AS phone`;

interface Address {
  readonly street: string;
  readonly postcode: string;
  readonly town: string;
}

export async function readCompany(db: Queryable, proId: string) {
  const [row] = await db.query<CompanyRow>(`SELECT ${COLUMNS} FROM company_profiles WHERE user_id = $1`, [proId]);
  if (!row) throw new Error(`The professional ${proId} has no company profile`);
  return companyAnswer(row);
}

async function countryOf(db: Queryable, proId: string): Promise<string> {
  const [row] = await db.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1', [proId]);
  const brand = row?.brand ?? '';
  if (!isBrandId(brand)) throw new Error(`The professional ${proId} has no known brand`);
  return COUNTRY_BY_BRAND[brand];
}

export async function searchCompanyRegister(db: Queryable, register: CompanyRegister, proId: string, query: string) {
  const text = query.trim();
  if (text.length < QUERY_MIN || text.length > QUERY_MAX) return invalidField('query', 'INVALID');
  const found = await register.search(await countryOf(db, proId), text);
  if (found.kind === 'unavailable') return unavailable;
  return { __typename: 'CompanyRegisterMatches' as const, companies: [...found.companies] };
}

// A company number as compared: without spaces, dots, hyphens or slashes, in capitals.
export function companyNumberKey(number: string): string {
  return number.replace(/[\s./-]/g, '').toUpperCase();
}

// Writes the company's identity; another account holding the number in the country is a
// DuplicateCompanyNumber, and nothing changes. (Two accounts taking one number at the same moment:
// the unique index refuses the second, which is asked to send again and then told.)
async function saveIdentity(
  db: Database,
  proId: string,
  values: {
    readonly name: string;
    readonly number: string | null;
    readonly country: string | null;
    readonly source: CompanySource;
    readonly address: Address | null;
    readonly legalForm?: LegalForm | null;
    readonly foundedYear?: number | null;
  },
) {
  const key = values.number ? companyNumberKey(values.number) : null;
  if (key) {
    const [holder] = await db.query<{ user_id: string }>(
      `SELECT user_id FROM company_profiles
        WHERE register_country = $1 AND company_number_key = $2 AND user_id <> $3`,
      [values.country, key, proId],
    );
    if (holder) return { __typename: 'DuplicateCompanyNumber', companyNumber: values.number ?? '' } as const;
  }
  const [row] = await db.query<CompanyRow>(
    `UPDATE company_profiles
        SET company_name = $2, company_number = $3, register_country = $4, company_source = $5,
            legal_form = coalesce($6, legal_form), founded_year = coalesce($7, founded_year), company_number_key = $8,
            company_street = $9, company_postcode = $10, company_town = $11
      WHERE user_id = $1 RETURNING ${COLUMNS}`,
    [
      proId,
      values.name,
      values.number,
      values.country,
      values.source,
      values.legalForm ?? null,
      values.foundedYear ?? null,
      key,
      values.address?.street ?? null,
      values.address?.postcode ?? null,
      values.address?.town ?? null,
    ],
  );
  if (!row) throw new Error(`The professional ${proId} has no company profile`);
  return { __typename: 'CompanySaved', company: companyAnswer(row) } as const;
}

export async function pickRegisterCompany(db: Database, register: CompanyRegister, proId: string, number: string) {
  const wanted = number.trim();
  if (!COMPANY_NUMBER.test(wanted)) return invalidField('companyNumber', 'INVALID');
  const country = await countryOf(db, proId);
  const found = await register.lookUp(country, wanted);
  if (found.kind === 'unavailable') return unavailable;
  // A company the register does not have, or no longer has active, cannot be picked.
  if (found.kind === 'not-found' || !found.company.active) return invalidField('companyNumber', 'NOT_FOUND');
  const { company } = found;
  return saveIdentity(db, proId, {
    name: company.name.slice(0, NAME_MAX),
    number: company.number,
    country,
    source: 'REGISTER',
    // As the register writes it; a register without a postcode and town for it gives no address.
    address: company.address.postcode && company.address.town ? company.address : null,
    legalForm: company.legalForm,
    foundedYear: company.incorporatedOn ? Number(company.incorporatedOn.slice(0, 4)) : null,
  });
}

// A text field's error: required, at most `max` characters.
const textError = (text: string, max: number) => (text === '' ? 'REQUIRED' : text.length > max ? 'INVALID' : null);

export async function enterCompany(db: Database, proId: string, input: EnterCompanyInput) {
  const name = input.name.trim();
  const number = input.companyNumber?.trim() || null;
  const country = await countryOf(db, proId);
  const given = input.address ?? null;
  const street = given?.street.trim() ?? '';
  const town = given?.town.trim() ?? '';
  const postcode = given ? canonicalPostalCode(country, given.postcode) : null;
  const invalid = invalidFields({
    name: textError(name, NAME_MAX),
    companyNumber:
      number === null
        ? NUMBER_REQUIRED.has(country)
          ? 'REQUIRED'
          : null
        : COMPANY_NUMBER.test(number)
          ? null
          : 'INVALID',
    ...(given && {
      'address.street': textError(street, STREET_MAX),
      'address.postcode': given.postcode.trim() === '' ? 'REQUIRED' : postcode ? null : 'INVALID',
      'address.town': textError(town, TOWN_MAX),
    }),
  });
  if (invalid) return invalid;
  return saveIdentity(db, proId, {
    name,
    number,
    country: number ? country : null,
    source: 'NEW',
    address: postcode ? { street, postcode, town } : null,
  });
}

// An http or https address, or null when the text is not one.
function websiteOf(text: string): string | null {
  if (text.length > WEBSITE_MAX) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

export async function updateCompanyDetails(db: Database, proId: string, input: CompanyDetailsInput, now = new Date()) {
  const year = input.foundedYear;
  const name = input.name?.trim() ?? null;
  const site = input.website?.trim() ?? null;
  const website = site ? websiteOf(site) : null;
  const invalid = invalidFields({
    name: name === null ? null : textError(name, NAME_MAX),
    website: site && !website ? 'INVALID' : null,
    foundedYear:
      year === null || year === undefined || (year >= FIRST_YEAR && year <= now.getUTCFullYear()) ? null : 'INVALID',
  });
  if (invalid) return invalid;
  const [row] = await db.query<CompanyRow>(
    `UPDATE company_profiles
        SET legal_form = coalesce($2, legal_form), company_situation = coalesce($3, company_situation),
            company_size = coalesce($4, company_size), founded_year = coalesce($5, founded_year),
            company_name = coalesce($6, company_name), website = CASE WHEN $7::boolean THEN $8 ELSE website END
      WHERE user_id = $1 RETURNING ${COLUMNS}`,
    [
      proId,
      input.legalForm ?? null,
      input.situation ?? null,
      input.size ?? null,
      year ?? null,
      name,
      site !== null,
      website,
    ],
  );
  if (!row) throw new Error(`The professional ${proId} has no company profile`);
  return { __typename: 'CompanySaved', company: companyAnswer(row) } as const;
}

export async function setCompanyBio(db: Database, proId: string, raw: string) {
  const bio = raw.trim();
  const invalid = invalidFields({
    bio: bio === '' ? 'REQUIRED' : bio.length < BIO_MIN || bio.length > BIO_MAX ? 'INVALID' : null,
  });
  if (invalid) return invalid;
  // Customers reach a professional through the platform, not around it (spec §5).
  if (sharesContactDetails(bio)) return contactDetailsShared('bio');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CompanyRow>(
      `UPDATE company_profiles SET bio = $2 WHERE user_id = $1 RETURNING ${COLUMNS}`,
      [proId, bio],
    );
    if (!row) throw new Error(`The professional ${proId} has no company profile`);
    await completeOnboardingStep(tx, proId, 'COMPANY_BIO_REQUESTED');
    return { __typename: 'CompanySaved', company: companyAnswer(row) } as const;
  });
}

export async function uploadCompanyLogo(ctx: UpstreamContext, proId: string, upload: Promise<UploadedFile>) {
  try {
    return await replaceLogo(ctx, proId, upload);
  } finally {
    // Whatever was answered, the request's file is read to its end so the request completes.
    await discardUploads([upload]);
  }
}

async function replaceLogo(ctx: UpstreamContext, proId: string, upload: Promise<UploadedFile>) {
  const { db, uploadsDir } = ctx;
  const stored = await storePhotos(uploadsDir, [upload]);
  if (!stored.ok) return { __typename: 'InvalidFile' as const, ...stored.refusal };
  const [logo] = stored.photos;
  if (!logo) throw new Error('A stored upload without its photo');
  let saved: { row: CompanyRow; previous: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      const [before] = await tx.query<{ logo_file_name: string | null; logo_content_type: string | null }>(
        'SELECT logo_file_name, logo_content_type FROM company_profiles WHERE user_id = $1 FOR UPDATE',
        [proId],
      );
      if (!before) throw new Error(`The professional ${proId} has no company profile`);
      const [row] = await tx.query<CompanyRow>(
        `UPDATE company_profiles SET logo_file_name = $2, logo_content_type = $3, logo_small_url = $4
          WHERE user_id = $1 RETURNING ${COLUMNS}`,
        [proId, logo.fileName, logo.contentType, `/files/${logo.fileName}?w=${LOGO_WIDTH}`],
      );
      if (!row) throw new Error(`The professional ${proId} has no company profile`);
      return { row, previous: before.logo_file_name };
    });
  } catch (error) {
    await removeStoredPhotos(uploadsDir, [logo]);
    throw error;
  }
  // The logo before goes once the row names the new one: a failure before leaves it as it was.
  if (saved.previous) {
    await removeStoredPhotos(uploadsDir, [{ ...logo, fileName: saved.previous }]);
  }
  return { __typename: 'CompanySaved' as const, company: companyAnswer(saved.row) };
}
