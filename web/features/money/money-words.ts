// The words of money shared by its pages: a package's name, what a price is for, a ledger entry's
// kind, and why a discount code may not be used.
import { useLingui } from '@lingui/react';
import type { BillingPeriod, LedgerEntryKind, PackageCode } from '../../generated/graphql.ts';
import { usePackageName } from '../../lib/package-words.ts';
import { useDateFormatters } from '../../lib/time.ts';

export function usePeriodWords(): (period: BillingPeriod) => string {
  const { i18n } = useLingui();
  return (period) =>
    period === 'MONTHLY'
      ? i18n._({ id: 'money.period.monthly', message: 'Billed monthly' })
      : i18n._({ id: 'money.period.annual', message: 'Billed yearly' });
}

export function useEntryWord(): (kind: LedgerEntryKind) => string {
  const { i18n } = useLingui();
  return (kind) => {
    switch (kind) {
      case 'LEAD_FEE':
        return i18n._({ id: 'money.entry.lead-fee', message: 'Lead fee of a proposal' });
      case 'ALLOWANCE':
        return i18n._({ id: 'money.entry.allowance', message: 'Proposal included in your package' });
      case 'SUBSCRIPTION':
        return i18n._({ id: 'money.entry.subscription', message: 'Package' });
      case 'PAYMENT':
        return i18n._({ id: 'money.entry.payment', message: 'Payment received' });
      case 'REFUND':
        return i18n._({ id: 'money.entry.refund', message: 'Refund' });
      case 'COUPON':
        return i18n._({ id: 'money.entry.coupon', message: 'Discount code' });
      case 'WRITE_OFF':
        return i18n._({ id: 'money.entry.write-off', message: 'Written off' });
      case 'CREDIT':
        return i18n._({ id: 'money.entry.credit', message: 'Credit' });
      case 'ADJUSTMENT':
        return i18n._({ id: 'money.entry.adjustment', message: 'Correction' });
      case 'SPONSORED_PLACEMENT':
        return i18n._({ id: 'money.entry.sponsored', message: 'Sponsored placement' });
    }
  };
}

// Why a code may not be used, as the upstream answered (decision 064).
export type CouponRefusal =
  | { readonly __typename: 'CouponNotFound'; readonly code: string }
  | { readonly __typename: 'CouponNotValidNow'; readonly validFrom: string; readonly validUntil: string }
  | { readonly __typename: 'CouponUsedUp'; readonly code: string }
  | { readonly __typename: 'CouponAlreadyRedeemed'; readonly code: string }
  | { readonly __typename: 'CouponNotForPackage'; readonly code: string; readonly packageCode: PackageCode | null };

export function useCouponRefusal(): (refusal: CouponRefusal) => string {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const packageName = usePackageName();
  return (refusal) => {
    switch (refusal.__typename) {
      case 'CouponNotFound':
        return i18n._({
          id: 'money.coupon.not-found',
          message: 'We do not know the code {code}. Check how it is written.',
          values: { code: refusal.code },
        });
      case 'CouponNotValidNow':
        return i18n._({
          id: 'money.coupon.not-valid-now',
          message: 'This code can be used from {from} until {until}.',
          values: { from: formatDate(refusal.validFrom), until: formatDate(refusal.validUntil) },
        });
      case 'CouponUsedUp':
        return i18n._({
          id: 'money.coupon.used-up',
          message: 'This code has been used as often as it may be.',
        });
      case 'CouponAlreadyRedeemed':
        return i18n._({ id: 'money.coupon.already', message: 'You have used this code already.' });
      case 'CouponNotForPackage':
        return refusal.packageCode
          ? i18n._({
              id: 'money.coupon.other-package',
              message: 'This code is for the {name} only.',
              values: { name: packageName(refusal.packageCode) },
            })
          : i18n._({
              id: 'money.coupon.credit-code',
              message: 'This code puts credit on your balance: use it on the discount code page.',
            });
    }
  };
}
