// Money (schema/upstream/billing.graphql, decision 063): the brand's packages, public as prices are;
// a professional's balance, read by anyone working on the account (root-rules.ts).
import { BRANDS, isBrandId } from '../../../shared/brands.ts';
import type { Currency, Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { requireBrand } from '../validation/brand.ts';
import { couponCodes, createCouponCode, redeemCoupon } from './coupons.ts';
import { invoicesOf, nextInvoiceOf } from './invoices.ts';
import { allowanceOf, balanceOf, type LedgerEntryRow } from './ledger.ts';
import { subscriptionPackages } from './packages.ts';
import { completePaymentMethodSetup, readPaymentDetails, startPaymentMethodSetup } from './payment-details.ts';
import { payBalance, payInvoice, paymentsOf, startCheckout } from './payments.ts';
import { creditLimitOf } from './prices.ts';
import {
  buySponsoredPlacement,
  mySponsoredPlacement,
  mySponsoredPlacements,
  sponsoredOffer,
  sponsoredPlacementTowns,
} from './sponsored.ts';
import { cancelSubscription, scheduleSubscription } from './subscription-changes.ts';
import { currentSubscription, subscribe, subscriptionOf } from './subscriptions.ts';
import { setManualSuspension, suspensionOf } from './suspension.ts';

const ENTRIES_SHOWN = 50;

export const billingResolvers: Resolvers = {
  Query: {
    myPayments: (_root, _args, { db, viewer }) => paymentsOf(db, signedIn(viewer).userId),
    myPaymentDetails: (_root, _args, { db, viewer }) => readPaymentDetails(db, signedIn(viewer).userId),
    myInvoices: (_root, { statuses }, { db, viewer }) => invoicesOf(db, signedIn(viewer).userId, statuses ?? null),
    mySuspension: (_root, _args, { db, viewer }) => suspensionOf(db, signedIn(viewer).userId),
    mySponsoredPlacements: (_root, _args, { db, viewer }) => mySponsoredPlacements(db, signedIn(viewer).userId),
    mySponsoredPlacement: (_root, { id }, { db, viewer }) => mySponsoredPlacement(db, signedIn(viewer).userId, id),
    sponsoredPlacementTowns: (_root, _args, { db, viewer }) => sponsoredPlacementTowns(db, signedIn(viewer).userId),
    sponsoredPlacementOffer: (_root, { professionId, localitySlug }, { db, viewer }) =>
      sponsoredOffer(db, signedIn(viewer).userId, professionId, localitySlug),
    couponCodes: (_root, { brand }, { db }) => couponCodes(db, brand),
    mySubscription: async (_root, _args, { db, viewer }) => {
      const current = await currentSubscription(db, signedIn(viewer).userId);
      return current ? subscriptionOf(db, current) : null;
    },
    subscriptionPackages: (_root, { brand }, { db }) => subscriptionPackages(db, requireBrand(brand)),
    myBalance: async (_root, _args, { db, viewer }) => {
      const { userId } = signedIn(viewer);
      const [user] = await db.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1', [userId]);
      if (!user || !isBrandId(user.brand)) throw new Error(`user ${userId} has no brand`);
      const currency = BRANDS[user.brand].currency as Currency;
      const allowance = await allowanceOf(db, userId);
      const entries = await db.query<LedgerEntryRow>(
        `SELECT id, user_id, kind, amount_minor::text AS amount_minor, vat_minor::text AS vat_minor, currency, description, reference, proposal_id,
                created_at
           FROM balance_entries WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [userId, ENTRIES_SHOWN],
      );
      return {
        amount: { amountMinor: await balanceOf(db, userId, currency), currency },
        creditLimit: { amountMinor: creditLimitOf(currency), currency },
        proposalsIncludedLeft: allowance ? Math.max(0, allowance.perMonth - allowance.used) : null,
        nextInvoice: await nextInvoiceOf(db, userId, currency),
        entries: entries.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          amount: { amountMinor: Number(entry.amount_minor), currency: entry.currency as Currency },
          vat: { amountMinor: Number(entry.vat_minor), currency: entry.currency as Currency },
          description: entry.description,
          proposalId: entry.proposal_id,
          createdAt: entry.created_at,
        })),
      };
    },
  },
  Mutation: {
    subscribe: (_root, { packageId, couponCode }, { db, viewer }) =>
      subscribe(db, signedIn(viewer).userId, packageId, couponCode),
    createCouponCode: (_root, { input }, { db, viewer, requestId }) =>
      createCouponCode(db, signedIn(viewer), requestId, input),
    redeemCoupon: (_root, { code }, { db, viewer }) => redeemCoupon(db, signedIn(viewer).userId, code),
    payBalance: (_root, { input }, { db, viewer, services }) =>
      payBalance(db, services.payments, signedIn(viewer).userId, input),
    payInvoice: (_root, { input }, { db, viewer, services }) =>
      payInvoice(db, services.payments, signedIn(viewer).userId, input),
    scheduleSubscription: (_root, { input }, { db, viewer }) =>
      scheduleSubscription(db, signedIn(viewer).userId, {
        packageId: input.packageId,
        startsAt: new Date(input.startsAt),
      }),
    cancelSubscription: (_root, { input }, { db, viewer }) =>
      cancelSubscription(db, signedIn(viewer).userId, {
        terminationDate: input.terminationDate ? new Date(input.terminationDate) : null,
      }),
    buySponsoredPlacement: (_root, { input }, { db, viewer }) =>
      buySponsoredPlacement(db, signedIn(viewer).userId, input),
    startCheckout: (_root, { input }, { db, viewer, services }) =>
      startCheckout(db, services.payments, signedIn(viewer).userId, input),
    startPaymentMethodSetup: (_root, { input }, { db, viewer, services }) =>
      startPaymentMethodSetup(db, services.payments, signedIn(viewer).userId, input),
    completePaymentMethodSetup: (_root, { input }, { db, viewer, services }) =>
      completePaymentMethodSetup(db, services.payments, signedIn(viewer).userId, input),
    setProSuspension: (_root, { input }, { db, viewer, requestId }) =>
      setManualSuspension(db, signedIn(viewer), requestId, input),
  },
};
