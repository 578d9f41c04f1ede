// The language each brand's demo data is written in: Dutch, French, Italian, German (with Austrian
// words for at) and English (British for uk, ie and ca; American for us).
import type { BrandId } from '../../../shared/brands.ts';

export type Language = 'nl' | 'fr' | 'it' | 'de' | 'en';

// A text in every language; `at` and `us` only where Austria or the US say it differently.
export interface Localized {
  readonly nl: string;
  readonly fr: string;
  readonly it: string;
  readonly de: string;
  readonly en: string;
  readonly at?: string;
  readonly us?: string;
}

export function L(
  nl: string,
  fr: string,
  it: string,
  de: string,
  en: string,
  variants: { readonly at?: string; readonly us?: string } = {},
): Localized {
  return { nl, fr, it, de, en, ...variants };
}

export const LANGUAGE_BY_BRAND: Readonly<Record<BrandId, Language>> = {
  nl: 'nl',
  fr: 'fr',
  it: 'it',
  de: 'de',
  at: 'de',
  uk: 'en',
  ie: 'en',
  ca: 'en',
  us: 'en',
};

export function say(text: Localized, brand: BrandId): string {
  if (brand === 'at' && text.at) return text.at;
  if (brand === 'us' && text.us) return text.us;
  return text[LANGUAGE_BY_BRAND[brand]];
}

// URL slugs: German umlauts as the Germans write them without (Köln → koeln), other accents dropped.
export function slugify(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// A name inside a sentence: German nouns keep their capital, other languages lower the first letter.
export function inSentence(name: string, brand: BrandId): string {
  // German nouns and abbreviations (HVAC, EV, WC) keep their capitals.
  if (LANGUAGE_BY_BRAND[brand] === 'de' || /^\p{Lu}{2}/u.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

// Fills {name} slots of a template.
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
