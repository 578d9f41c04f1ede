// Every locale's compiled messages (written by `npm run i18n:compile` from messages.po).
import type { Messages } from '@lingui/core';
import type { Locale } from '../shared/locales.ts';
import { messages as deAT } from './de-AT/messages.ts';
import { messages as deDE } from './de-DE/messages.ts';
import { messages as enCA } from './en-CA/messages.ts';
import { messages as enGB } from './en-GB/messages.ts';
import { messages as enUS } from './en-US/messages.ts';
import { messages as frFR } from './fr-FR/messages.ts';
import { messages as itIT } from './it-IT/messages.ts';
import { messages as nlNL } from './nl-NL/messages.ts';

export const CATALOGS: Readonly<Record<Locale, Messages>> = {
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'it-IT': itIT,
  'de-DE': deDE,
  'de-AT': deAT,
  'en-GB': enGB,
  'en-CA': enCA,
  'en-US': enUS,
};
