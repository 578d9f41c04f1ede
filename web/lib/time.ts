// Dates and times as the product shows them: in the page's locale and, whatever the device's own
// time zone, in the product's time zone (spec §9: Europe/Amsterdam).
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { PRODUCT_TIME_ZONE } from '../../shared/constants.ts';

export const DEFAULT_TIME_ZONE = PRODUCT_TIME_ZONE;

const formatters = new Map<string, Intl.DateTimeFormat>();

// Formatters are costly to build and are reused per locale and options.
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone: DEFAULT_TIME_ZONE, ...options });
    formatters.set(key, found);
  }
  return found;
}

export type DateInput = Date | number | string;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

// 29 March 2026 (en-GB), 29 maart 2026 (nl-NL).
export function formatDate(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions = {}): string {
  return formatter(locale, { dateStyle: 'long', ...options }).format(toDate(value));
}

// 14:05 (en-GB), 2:05 PM (en-US).
export function formatTime(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions = {}): string {
  return formatter(locale, { timeStyle: 'short', ...options }).format(toDate(value));
}

export function formatDateTime(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions = {}): string {
  return formatter(locale, { dateStyle: 'long', timeStyle: 'short', ...options }).format(toDate(value));
}

export interface DateFormatters {
  formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatDateTime(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
}

// The three formatters bound to the locale the page is rendered in.
export function useDateFormatters(): DateFormatters {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(
    () => ({
      formatDate: (value, options) => formatDate(value, locale, options),
      formatTime: (value, options) => formatTime(value, locale, options),
      formatDateTime: (value, options) => formatDateTime(value, locale, options),
    }),
    [locale],
  );
}
