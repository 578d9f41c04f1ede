// Email validation (spec §5: BLACKLISTED_EMAIL, DUPLICATE, INVALID, INVALID_DNS, REQUIRED), checked
// in that order of cost: shape, blacklist, existing account, then DNS.
import type { Queryable } from '../../db/database.ts';
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { normaliseEmail } from '../identity/users.ts';
import type { EmailDomainChecker } from '../signup/email-domains.ts';

// RFC 5321 limits; the shape is the practical subset mail providers accept (no quoted local parts,
// no IP-literal domains).
const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

export function emailDomain(email: string): string {
  return normaliseEmail(email).split('@')[1] ?? '';
}

// REQUIRED or INVALID for a text that is not an email address; null when it is one.
export function checkEmailShape(raw: string): FieldErrorCode | null {
  const email = raw.trim();
  if (email === '') return 'REQUIRED';
  if (email.length > MAX_LENGTH) return 'INVALID';
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.indexOf('@') !== at) return 'INVALID';
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL.test(local)) return 'INVALID';
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return 'INVALID';
  // The top-level label is never all digits.
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return 'INVALID';
  return null;
}

export async function isBlacklisted(db: Queryable, email: string): Promise<boolean> {
  const normalised = normaliseEmail(email);
  const rows = await db.query(
    `SELECT 1 FROM email_blacklist
      WHERE (kind = 'ADDRESS' AND pattern = $1) OR (kind = 'DOMAIN' AND pattern = $2) LIMIT 1`,
    [normalised, emailDomain(normalised)],
  );
  return rows.length > 0;
}

export interface EmailCheckOptions {
  readonly db: Queryable;
  readonly emailDomains: EmailDomainChecker;
  // DUPLICATE when an account (other than this one) already uses the address.
  readonly mustBeUnused?: boolean;
  readonly exceptUserId?: string;
}

// The §5 code for an email address that may not be used, or null when it may.
export async function checkEmail(raw: string, options: EmailCheckOptions): Promise<FieldErrorCode | null> {
  const shape = checkEmailShape(raw);
  if (shape) return shape;
  if (await isBlacklisted(options.db, raw)) return 'BLACKLISTED_EMAIL';
  if (options.mustBeUnused) {
    const rows = await options.db.query(
      'SELECT 1 FROM users WHERE email_normalised = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1',
      [normaliseEmail(raw), options.exceptUserId ?? null],
    );
    if (rows.length > 0) return 'DUPLICATE';
  }
  if ((await options.emailDomains.check(emailDomain(raw))) === 'no-mail') return 'INVALID_DNS';
  return null;
}
