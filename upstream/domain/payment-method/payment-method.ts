// A professional's payment method (spec §3 payment_details_requested; decision 060): which way they
// will pay the platform, chosen from what their market offers. Choosing records it and completes
// the onboarding step in the same transaction; choosing again replaces it. The payment details
// themselves (a mandate, a card) are the money work's, not kept here.
import { type BrandId, isBrandId } from '../../../shared/brands.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { PaymentMethod } from '../../generated/graphql.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';

const EUROPE: readonly PaymentMethod[] = ['DIRECT_DEBIT', 'CARD', 'INVOICE'];
const NORTH_AMERICA: readonly PaymentMethod[] = ['CARD', 'INVOICE'];

// Per market, the methods offered, the recommended first (decision 060): a direct debit where a
// mandate scheme reaches every business account (SEPA, Bacs), a card elsewhere.
export const PAYMENT_METHODS: Readonly<Record<BrandId, readonly PaymentMethod[]>> = {
  nl: EUROPE,
  fr: EUROPE,
  it: EUROPE,
  de: EUROPE,
  at: EUROPE,
  ie: EUROPE,
  uk: EUROPE,
  ca: NORTH_AMERICA,
  us: NORTH_AMERICA,
};

export interface PaymentMethodChoiceAnswer {
  readonly offered: PaymentMethod[];
  readonly method: PaymentMethod | null;
  readonly chosenAt: Date | null;
}

export type ChoosePaymentMethodOutcome =
  | { readonly __typename: 'PaymentMethodChosen'; readonly choice: PaymentMethodChoiceAnswer }
  | {
      readonly __typename: 'PaymentMethodNotOffered';
      readonly method: PaymentMethod;
      readonly offered: PaymentMethod[];
    };

export async function readPaymentMethodChoice(db: Queryable, proId: string): Promise<PaymentMethodChoiceAnswer> {
  const [row] = await db.query<{ brand: string; method: PaymentMethod | null; chosen_at: Date | null }>(
    `SELECT u.brand, c.method, c.chosen_at FROM users u
       LEFT JOIN pro_payment_method_choices c ON c.pro_id = u.id
      WHERE u.id = $1`,
    [proId],
  );
  if (!row) throw new Error(`The professional ${proId} is gone`);
  return { offered: offeredIn(row.brand), method: row.method, chosenAt: row.chosen_at };
}

export async function choosePaymentMethod(
  db: Database,
  proId: string,
  method: PaymentMethod,
): Promise<ChoosePaymentMethodOutcome> {
  const before = await readPaymentMethodChoice(db, proId);
  if (!before.offered.includes(method)) {
    return { __typename: 'PaymentMethodNotOffered', method, offered: before.offered };
  }
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO pro_payment_method_choices (pro_id, method) VALUES ($1, $2)
       ON CONFLICT (pro_id) DO UPDATE SET method = $2, chosen_at = now()`,
      [proId, method],
    );
    await completeOnboardingStep(tx, proId, 'PAYMENT_DETAILS_REQUESTED');
    return { __typename: 'PaymentMethodChosen', choice: await readPaymentMethodChoice(tx, proId) } as const;
  });
}

function offeredIn(brand: string): PaymentMethod[] {
  return isBrandId(brand) ? [...PAYMENT_METHODS[brand]] : [];
}
