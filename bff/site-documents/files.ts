// Where each of the site's own texts is written (decision 074): content/<folder>/<language>/<name>.md,
// the legal documents apart from the pages about the company.
import type { SiteDocumentKind } from '../generated/graphql.ts';

// "folder/name"
export const SITE_DOCUMENT_FILES: Readonly<Record<SiteDocumentKind, `${'legal' | 'about'}/${string}`>> = {
  PRIVACY_POLICY: 'legal/privacy-policy',
  COOKIE_POLICY: 'legal/cookie-policy',
  TERMS_AND_CONDITIONS: 'legal/terms-and-conditions',
  COMPLAINTS: 'legal/complaints',
  RANKING: 'legal/ranking',
  PROMISE_TERMS: 'legal/promise',
  DISCOUNT_CONDITIONS: 'legal/discount-conditions',
  PRIZE_DRAW_RULES: 'legal/prize-draw',
  HOW_IT_WORKS: 'about/how-it-works',
  ABOUT_US: 'about/about-us',
  QUALITY_CHECK: 'about/quality-check',
  IMPRINT: 'about/imprint',
  PARTNERS: 'about/partners',
  PROFESSIONS: 'about/professions',
  QUALITY_STANDARD: 'about/quality-standard',
  IMAGE_RIGHTS: 'about/image-rights',
  REVIEWS_POLICY: 'about/reviews-policy',
};

// The site languages (spec §1: nl, en, it, fr, de); a brand's texts are those of its language.
export const SITE_LANGUAGES = ['nl', 'fr', 'it', 'de', 'en'] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export function languageOfLocale(locale: string): SiteLanguage {
  const language = locale.slice(0, 2);
  const known = SITE_LANGUAGES.find((candidate) => candidate === language);
  if (!known) throw new Error(`No site language for the locale ${locale}`);
  return known;
}
