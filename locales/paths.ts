// Every locale's path words, for the route table (shared/routes.ts).
import type { Locale } from '../shared/locales.ts';
import type { PathWords } from '../shared/routes.ts';
import { paths as deAT } from './de-AT/paths.ts';
import { paths as deDE } from './de-DE/paths.ts';
import { paths as enCA } from './en-CA/paths.ts';
import { paths as enGB } from './en-GB/paths.ts';
import { paths as enUS } from './en-US/paths.ts';
import { paths as frFR } from './fr-FR/paths.ts';
import { paths as itIT } from './it-IT/paths.ts';
import { paths as nlNL } from './nl-NL/paths.ts';

export const PATHS: Readonly<Record<Locale, PathWords>> = {
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'it-IT': itIT,
  'de-DE': deDE,
  'de-AT': deAT,
  'en-GB': enGB,
  'en-CA': enCA,
  'en-US': enUS,
};
