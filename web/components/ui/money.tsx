// Amounts of money in the market's currency and the page's locale.
import { useLingui } from '@lingui/react';

export interface MoneyValue {
  readonly amountMinor: number;
  readonly currency: string;
}

export function formatMoney(value: MoneyValue, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(value.amountMinor / 100);
}

export function Money({ value }: { value: MoneyValue }) {
  const { i18n } = useLingui();
  return <>{formatMoney(value, i18n.locale)}</>;
}
