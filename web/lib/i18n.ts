import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '../../shared/locales.ts';

export interface MissingMessage {
  readonly id: string;
  readonly locale: string;
}

export interface I18nOptions {
  // Told about every message id the catalog lacks; the English default text is still shown
  // (spec §8: missing translations in a loaded file are reported, the page carries on).
  readonly missing?: (message: MissingMessage) => void;
}

// One i18n instance per rendered page: on the server each request has its own, so two requests in
// different languages never share one.
export function createI18n(locale: Locale, messages: Messages, options: I18nOptions = {}): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const { missing } = options;
  // Lingui's own `missing` option would replace the text; its event leaves the default in place.
  if (missing) i18n.on('missing', (event) => missing({ id: event.id, locale: event.locale }));
  return i18n;
}
