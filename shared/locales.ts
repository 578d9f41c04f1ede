// The eight locales of the product (spec §1) and the site language each belongs to.

export const LOCALES = ['nl-NL', 'fr-FR', 'it-IT', 'de-DE', 'de-AT', 'en-GB', 'en-CA', 'en-US'] as const;

export type Locale = (typeof LOCALES)[number];

export type SiteLanguage = 'nl' | 'en' | 'it' | 'fr' | 'de';

// §2.10: the locale falls back to English when the configured one is unknown.
export const FALLBACK_LOCALE: Locale = 'en-GB';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function siteLanguageOf(locale: Locale): SiteLanguage {
  return locale.slice(0, 2) as SiteLanguage;
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : FALLBACK_LOCALE;
}
