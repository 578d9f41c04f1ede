// A proposal's price as the professional gave it (spec §3 price types): one amount, a range, or
// something else in words, with an optional note.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { formatMoney } from '../../components/ui/money.tsx';
import type { ProposalsPriceFragment } from '../../generated/graphql.ts';

export function formatPrice(i18n: I18n, price: ProposalsPriceFragment): string {
  const money = (value: { amountMinor: number; currency: string } | null) =>
    value ? formatMoney(value, i18n.locale) : '';
  if (price.type === 'ESTIMATED_PRICE' && price.amount) {
    return i18n._({
      id: 'proposals.price.estimate',
      message: 'About {amount}',
      values: { amount: money(price.amount) },
    });
  }
  if (price.type === 'ESTIMATED_PRICE_RANGE' && price.min && price.max) {
    return i18n._({
      id: 'proposals.price.range',
      message: 'Between {min} and {max}',
      values: { min: money(price.min), max: money(price.max) },
    });
  }
  return i18n._({ id: 'proposals.price.other', message: 'Price in words' });
}

export function PriceText({ price }: { price: ProposalsPriceFragment }) {
  const { i18n } = useLingui();
  return (
    <>
      {price.type === 'OTHER' ? null : formatPrice(i18n, price)}
      {price.note ? <span className="proposal-price-note">{price.note}</span> : null}
    </>
  );
}
