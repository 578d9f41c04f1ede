// The sentences demo data is written with, one set per language (phrases-<language>.ts; their
// slots are described in phrase-book.ts). None holds contact details: the platform keeps those back
// until a home owner shortlists.
import type { BrandId } from '../../../shared/brands.ts';
import type { Phrases } from './phrase-book.ts';
import { DUTCH } from './phrases-dutch.ts';
import { AMERICAN, BRITISH } from './phrases-english.ts';
import { FRENCH } from './phrases-french.ts';
import { AUSTRIAN, GERMAN } from './phrases-german.ts';
import { ITALIAN } from './phrases-italian.ts';

export const PHRASES: Readonly<Record<BrandId, Phrases>> = {
  nl: DUTCH,
  fr: FRENCH,
  it: ITALIAN,
  de: GERMAN,
  at: AUSTRIAN,
  uk: BRITISH,
  ie: BRITISH,
  ca: BRITISH,
  us: AMERICAN,
};
