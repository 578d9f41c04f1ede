// The shape of a trade in the demo taxonomy: names in every language, skill clusters, services
// with their lead fee and usual price (in euros; other currencies are converted), and which
// questions its job form asks.
import type { Localized } from './language.ts';
import type { ChoiceKey, DetailKey, MeasureKey, NumberKey } from './questions.ts';

export type LeadTypeValue = 'INSTANT_ACCEPT' | 'PICK_AND_CHOOSE' | 'SHORTLIST_ME';

export interface ServiceSpec {
  readonly name: Localized;
  // What a professional pays to propose, in euros.
  readonly fee: number;
  // What the work usually costs, in euros.
  readonly price: readonly [number, number];
  readonly leadType: LeadTypeValue;
  readonly measure?: MeasureKey;
}

export interface ClusterSpec {
  readonly name: Localized;
  readonly services: readonly ServiceSpec[];
}

export interface TradeSpec {
  readonly key: string;
  // The trade (Plumbing).
  readonly name: Localized;
  // Its people (Plumbers).
  readonly pros: Localized;
  // One of them, with the indefinite article (a plumber).
  readonly one: Localized;
  // The word companies of the trade put in their name (Plumbing, Loodgietersbedrijf).
  readonly company: Localized;
  readonly measure: MeasureKey;
  readonly number: NumberKey;
  readonly choice: ChoiceKey;
  readonly detail: DetailKey;
  // Makes a home owner names for the `brand` detail question.
  readonly makes?: readonly string[];
  readonly materials?: boolean;
  // How common the trade's jobs are (1 = rare, 5 = everyday).
  readonly demand: number;
  readonly clusters: readonly ClusterSpec[];
}

export function service(
  name: Localized,
  fee: number,
  price: readonly [number, number],
  options: { readonly leadType?: LeadTypeValue; readonly measure?: MeasureKey } = {},
): ServiceSpec {
  return {
    name,
    fee,
    price,
    leadType: options.leadType ?? 'PICK_AND_CHOOSE',
    ...(options.measure ? { measure: options.measure } : {}),
  };
}
