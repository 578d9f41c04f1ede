// Whether a text is a postal code the brand's country can have, and the code as that country
// writes it (spec §8 INVALID_POSTAL_CODE). Whole codes are checked against postcode-validator's
// formats; a few countries' people also give only the first part of their code, which names a
// district on its own, so that part alone is taken too (docs/reference-data.md).
import { postcodeValidator } from 'postcode-validator';
import { COUNTRY_BY_BRAND } from '../../../shared/brands.ts';

const COUNTRIES: ReadonlySet<string> = new Set(Object.values(COUNTRY_BY_BRAND));

// The first part of a code, when it is given alone: a UK outward code ("M1", "SW1A"), an Eircode
// routing key ("D02"), a Canadian forward sortation area ("K1A"), a Dutch four-digit area ("3511").
const DISTRICTS: Readonly<Record<string, RegExp>> = {
  GB: /^[A-Z]{1,2}\d[A-Z\d]?$/,
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/,
  NL: /^[1-9]\d{3}$/,
};

// Where the space goes in a whole code (characters before it), for the countries that write one.
const SPACE_AFTER: Readonly<Record<string, (compact: string) => number>> = {
  GB: (compact) => compact.length - 3,
  IE: () => 3,
  CA: () => 3,
  NL: () => 4,
};

const MAX_LENGTH = 16;

// The code in the country's own form (capitals, one space where the country writes one; a US
// ZIP+4 as its five-digit ZIP, the area a place is found by), or null when it is not one.
export function canonicalPostalCode(country: string, raw: string): string | null {
  const text = raw.trim();
  if (text === '' || text.length > MAX_LENGTH) return null;
  const compact = text.toUpperCase().replace(/[\s-]+/g, '');
  if (!/^[A-Z0-9]+$/.test(compact)) return null;
  if (DISTRICTS[country]?.test(compact)) return compact;
  const space = SPACE_AFTER[country];
  const written =
    country === 'US' && compact.length === 9
      ? `${compact.slice(0, 5)}-${compact.slice(5)}`
      : space
        ? `${compact.slice(0, space(compact))} ${compact.slice(space(compact))}`
        : compact;
  if (!COUNTRIES.has(country) || !postcodeValidator(written, country)) return null;
  return country === 'US' ? compact.slice(0, 5) : written;
}
