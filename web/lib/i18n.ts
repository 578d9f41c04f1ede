import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '../../shared/locales.ts';

// One i18n instance per rendered page: on the server each request has its own, so two requests in
// different languages never share one.
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
