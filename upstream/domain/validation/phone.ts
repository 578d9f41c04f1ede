// Phone numbers (spec §5 invalid phone number): international (+31 6 …) or in the national format
// of the brand's country; stored in E.164. Checked against the numbering plan, not a pattern.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isPhoneShaped } from '../../../shared/account-input.ts';
import { COUNTRY_BY_BRAND, isBrandId } from '../../../shared/brands.ts';

// The number in E.164, or null when it is not a valid phone number.
export function normalisePhone(raw: string, brand: string): string | null {
  const text = raw.trim();
  if (text === '' || !isPhoneShaped(text)) return null;
  const parsed = parsePhoneNumberFromString(text, (isBrandId(brand) ? COUNTRY_BY_BRAND[brand] : 'NL') as CountryCode);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}
