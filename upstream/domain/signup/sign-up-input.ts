// Checking a sign-up form (spec §5): every field is checked and every refusal listed, so the form
// can show them all at once. Field names are those of the input.
import { BRANDS, type BrandId, isBrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import type { FieldError, FieldErrorCode } from '../../generated/graphql.ts';
import { MAX_CREDENTIAL_LENGTH } from '../identity/login.ts';
import { normaliseEmail } from '../identity/users.ts';
import { checkEmail } from '../validation/email.ts';
import { checkCompanyName, checkName } from '../validation/name.ts';
import { checkNewPassword } from '../validation/password.ts';
import { normalisePhone } from '../validation/phone.ts';
import type { EmailDomainChecker } from './email-domains.ts';

export type SignUpKind = 'CONSUMER' | 'SERVICE_PRO';

export interface SignUpFields {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone?: string | null;
  readonly companyName?: string | null;
  readonly brand: string;
}

// The form once accepted: trimmed, the phone in E.164.
export interface AcceptedSignUp {
  readonly type: SignUpKind;
  readonly email: string;
  readonly emailNormalised: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly companyName: string | null;
  readonly brand: BrandId;
  readonly locale: string;
}

export type SignUpCheck =
  | { readonly ok: true; readonly accepted: AcceptedSignUp }
  | { readonly ok: false; readonly fieldErrors: FieldError[] };

export interface SignUpCheckOptions {
  readonly db: Queryable;
  readonly emailDomains: EmailDomainChecker;
}

type Check = () => FieldErrorCode | null | Promise<FieldErrorCode | null>;
type FieldCheck = readonly [field: keyof SignUpFields, value: string | null | undefined, check: Check];

function checkPhone(raw: string | null | undefined, brand: string, required: boolean): FieldErrorCode | null {
  if (!raw || raw.trim() === '') return required ? 'REQUIRED' : null;
  return normalisePhone(raw, brand) ? null : 'INVALID';
}

export async function checkSignUp(
  type: SignUpKind,
  fields: SignUpFields,
  { db, emailDomains }: SignUpCheckOptions,
): Promise<SignUpCheck> {
  const isPro = type === 'SERVICE_PRO';
  const checks: FieldCheck[] = [
    // Whether an account already uses the email is answered apart (§8 duplicate registration).
    ['email', fields.email, () => checkEmail(fields.email, { db, emailDomains, mustBeUnused: false })],
    ['password', fields.password, () => checkNewPassword(fields.password, fields.email)],
    ['firstName', fields.firstName, () => checkName(fields.firstName)],
    ['lastName', fields.lastName, () => checkName(fields.lastName)],
    ['phone', fields.phone, () => checkPhone(fields.phone, fields.brand, isPro)],
    ...(isPro
      ? [['companyName', fields.companyName, () => checkCompanyName(fields.companyName ?? '')] as FieldCheck]
      : []),
    ['brand', fields.brand, () => (isBrandId(fields.brand) ? null : 'INVALID')],
  ];
  const fieldErrors: FieldError[] = [];
  for (const [field, value, check] of checks) {
    // Oversized texts are refused before anything (scrypt, regular expressions) works on them.
    const code = (value?.length ?? 0) > MAX_CREDENTIAL_LENGTH ? 'INVALID' : await check();
    if (code) fieldErrors.push({ field, code });
  }
  if (fieldErrors.length > 0 || !isBrandId(fields.brand)) return { ok: false, fieldErrors };
  const email = fields.email.trim();
  return {
    ok: true,
    accepted: {
      type,
      email,
      emailNormalised: normaliseEmail(email),
      password: fields.password,
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      phone: fields.phone?.trim() ? normalisePhone(fields.phone, fields.brand) : null,
      companyName: isPro ? (fields.companyName ?? '').trim() : null,
      brand: fields.brand,
      locale: BRANDS[fields.brand].locale,
    },
  };
}
