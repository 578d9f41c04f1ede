// The words of sponsored placement (decision 067): a placement's status with its tone, a period of
// months, and every refusal of a purchase said as what to do next.
import { useLingui } from '@lingui/react';
import { formatMoney } from '../../components/ui/money.tsx';
import type {
  BuySponsoredPlacementMutation,
  SponsoredIneligibility,
  SponsoredPlacementStatus,
} from '../../generated/graphql.ts';
import { useDateFormatters } from '../../lib/time.ts';

export type Tone = 'neutral' | 'good' | 'warn' | 'bad';

export function usePlacementStatusWord(): (status: SponsoredPlacementStatus) => { text: string; tone: Tone } {
  const { i18n } = useLingui();
  return (status) => {
    switch (status) {
      case 'ACTIVE':
        return { text: i18n._({ id: 'sponsored.status.active', message: 'Running' }), tone: 'good' };
      case 'SCHEDULED':
        return { text: i18n._({ id: 'sponsored.status.scheduled', message: 'Starts soon' }), tone: 'warn' };
      case 'ENDED':
        return { text: i18n._({ id: 'sponsored.status.ended', message: 'Ended' }), tone: 'neutral' };
      case 'CANCELLED':
        return { text: i18n._({ id: 'sponsored.status.cancelled', message: 'Cancelled' }), tone: 'bad' };
      case 'ABORTED':
        return { text: i18n._({ id: 'sponsored.status.aborted', message: 'Stopped' }), tone: 'bad' };
    }
  };
}

export function useMonthsWord(): (months: number) => string {
  const { i18n } = useLingui();
  return (months) =>
    i18n._({
      id: 'sponsored.months',
      message: '{months, plural, one {# month} other {# months}}',
      values: { months },
    });
}

export function useIneligibleWord(): (reason: SponsoredIneligibility) => string {
  const { i18n } = useLingui();
  return (reason) =>
    reason === 'NOT_YOUR_TRADE'
      ? i18n._({
          id: 'sponsored.refusal.not-your-trade',
          message: 'This trade is not one of yours. Add it under Trades and services first.',
        })
      : i18n._({
          id: 'sponsored.refusal.outside-area',
          message: 'This town is outside your work area. Choose a town your work area reaches, or widen it.',
        });
}

type Answer = BuySponsoredPlacementMutation['buySponsoredPlacement'];

export function useRefusalWords(): (answer: Answer) => string | null {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const ineligible = useIneligibleWord();
  return (answer) => {
    switch (answer.__typename) {
      case 'SponsoredPlacementBought':
        return null;
      case 'AlreadySponsored':
        return i18n._({
          id: 'sponsored.refusal.already',
          message: 'You are sponsored for this trade in this town until {date} already.',
          values: { date: formatDate(answer.placement.endsAt, { dateStyle: 'long' }) },
        });
      case 'SponsoredAreaFull':
        return answer.freeFrom
          ? i18n._({
              id: 'sponsored.refusal.full-until',
              message: 'All places for this trade in this town were just taken. The first frees up on {date}.',
              values: { date: formatDate(answer.freeFrom, { dateStyle: 'long' }) },
            })
          : i18n._({
              id: 'sponsored.refusal.full',
              message: 'All places for this trade in this town were just taken.',
            });
      case 'SponsoredPlacementNotEligible':
        return ineligible(answer.reason);
      case 'ProSuspended':
        return answer.suspension === 'MANUAL'
          ? i18n._({
              id: 'sponsored.refusal.suspended-by-staff',
              message: 'Our team has paused your account, so nothing was bought or charged. Contact our support team.',
            })
          : i18n._({
              id: 'sponsored.refusal.suspended-unpaid',
              message: 'Pay your overdue invoices ({overdue}) first; nothing was bought or charged.',
              values: { overdue: answer.overdue ? formatMoney(answer.overdue, i18n.locale) : '' },
            });
      case 'CreditLimitReached':
        return i18n._({
          id: 'sponsored.refusal.credit-limit',
          message:
            'This would take what you owe past its limit of {limit}. Pay your balance first; nothing was bought or charged.',
          values: { limit: formatMoney(answer.creditLimit, i18n.locale) },
        });
      case 'InvalidFields':
        return i18n._({ id: 'sponsored.refusal.months', message: 'Choose 1, 3 or 6 months.' });
      case 'NotFound':
        return i18n._({
          id: 'sponsored.refusal.not-found',
          message: 'This trade or town is not one we know. Choose them again.',
        });
    }
  };
}
