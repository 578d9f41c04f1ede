// A price as a professional gives it (spec §2.7 price-estimate, §3 price types): one amount, a range,
// or something else in words (per hour, after a visit …); a note may go with any of them.
import type { FieldError, Price, PriceInput, PriceType } from '../../generated/graphql.ts';
import { fieldError, money } from './results.ts';

export const MAX_AMOUNT_MINOR = 10_000_000;
export const MAX_PRICE_NOTE_LENGTH = 500;

// The price columns of proposals and auto-respond rules.
export interface PriceColumns {
  readonly price_type: PriceType | null;
  readonly price_amount_minor: number | null;
  readonly price_min_minor: number | null;
  readonly price_max_minor: number | null;
  readonly price_note: string | null;
}

const validAmount = (amount: number) => amount > 0 && amount <= MAX_AMOUNT_MINOR;

function checkAmount(amount: number | null | undefined, field: string, errors: FieldError[]): number | null {
  if (amount === null || amount === undefined) {
    errors.push(fieldError(field, 'REQUIRED'));
    return null;
  }
  if (!validAmount(amount)) errors.push(fieldError(field, 'INVALID'));
  return amount;
}

// The price to store; what is wrong with it is added to `errors` (fields named price.amountMinor …).
export function checkPrice(input: PriceInput, errors: FieldError[]): PriceColumns {
  const note = input.note?.trim() || null;
  if (note && note.length > MAX_PRICE_NOTE_LENGTH) errors.push(fieldError('price.note', 'INVALID'));
  const price: PriceColumns = {
    price_type: input.type,
    price_amount_minor: null,
    price_min_minor: null,
    price_max_minor: null,
    price_note: note,
  };
  if (input.type === 'ESTIMATED_PRICE') {
    return { ...price, price_amount_minor: checkAmount(input.amountMinor, 'price.amountMinor', errors) };
  }
  if (input.type === 'ESTIMATED_PRICE_RANGE') {
    const min = checkAmount(input.minMinor, 'price.minMinor', errors);
    const max = checkAmount(input.maxMinor, 'price.maxMinor', errors);
    // Spec §2.7: a range goes from a lower to a higher amount.
    if (min !== null && max !== null && validAmount(max) && max <= min)
      errors.push(fieldError('price.maxMinor', 'INVALID'));
    return { ...price, price_min_minor: min, price_max_minor: max };
  }
  if (!note) errors.push(fieldError('price.note', 'REQUIRED'));
  return price;
}

export const NO_PRICE: PriceColumns = {
  price_type: null,
  price_amount_minor: null,
  price_min_minor: null,
  price_max_minor: null,
  price_note: null,
};

export function priceOf(row: PriceColumns, currency: string): Price | null {
  if (!row.price_type) return null;
  const amount = (minor: number | null) => (minor === null ? null : money(minor, currency));
  return {
    type: row.price_type,
    amount: amount(row.price_amount_minor),
    min: amount(row.price_min_minor),
    max: amount(row.price_max_minor),
    note: row.price_note,
  };
}
