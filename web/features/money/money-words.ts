// The words of money shared by its pages: a package's name, what a price is for, and a ledger
// entry's kind.
import { useLingui } from '@lingui/react';
import type { BillingPeriod, LedgerEntryKind, PackageCode } from '../../generated/graphql.ts';

export function usePackageName(): (code: PackageCode) => string {
  const { i18n } = useLingui();
  return (code) =>
    code === 'PLUS'
      ? i18n._({ id: 'money.package.plus', message: 'Plus package' })
      : i18n._({ id: 'money.package.pro', message: 'Pro package' });
}

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
    }
  };
}
