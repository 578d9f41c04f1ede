// The eight locales of the product (spec §1).

export const LOCALES = ['nl-NL', 'fr-FR', 'it-IT', 'de-DE', 'de-AT', 'en-GB', 'en-CA', 'en-US'] as const;

export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
