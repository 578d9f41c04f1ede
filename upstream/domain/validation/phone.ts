// Phone numbers (spec §5 invalid phone number): international (+31 6 …) or in the national format
// of the brand's country; stored in E.164. Checked against the numbering plan, not a pattern.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

// The country whose national format a brand's people write in.
export const COUNTRY_BY_BRAND: Readonly<Record<string, CountryCode>> = {
  nl: 'NL',
  fr: 'FR',
  it: 'IT',
  de: 'DE',
  at: 'AT',
  uk: 'GB',
  ie: 'IE',
  ca: 'CA',
  us: 'US',
};

// The number in E.164, or null when it is not a valid phone number.
export function normalisePhone(raw: string, brand: string): string | null {
  const text = raw.trim();
  if (text === '' || text.length > 32 || !/^[+0-9 ().\-/]+$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, COUNTRY_BY_BRAND[brand] ?? 'NL');
  if (!parsed?.isValid()) return null;
  return parsed.number;
}
