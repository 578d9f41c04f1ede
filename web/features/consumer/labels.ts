// Words for the states of jobs and responses (spec §3 ServiceRequest, Proposal), and for prices.
import type { I18n } from '@lingui/core';
import { formatMoney } from '../../components/ui/money.tsx';
import type { ConsumerResponseFragment, ProposalStatus, ServiceRequestStatus } from '../../generated/graphql.ts';

export type Tone = 'neutral' | 'good' | 'warn' | 'bad';

export function jobStatusLabel(i18n: I18n, status: ServiceRequestStatus): string {
  switch (status) {
    case 'OPEN':
      return i18n._({ id: 'consumer.job-status.open', message: 'Open for responses' });
    case 'HIRED':
      return i18n._({ id: 'consumer.job-status.hired', message: 'Pro hired' });
    case 'CLOSED':
      return i18n._({ id: 'consumer.job-status.closed', message: 'Closed' });
    case 'CANCELLED':
      return i18n._({ id: 'consumer.job-status.cancelled', message: 'Cancelled' });
  }
}

export const JOB_STATUS_TONE: Readonly<Record<ServiceRequestStatus, Tone>> = {
  OPEN: 'good',
  HIRED: 'good',
  CLOSED: 'neutral',
  CANCELLED: 'bad',
};

export function responseStatusLabel(i18n: I18n, status: ProposalStatus): string {
  switch (status) {
    case 'INVITED':
      return i18n._({ id: 'consumer.response-status.invited', message: 'Invited, no answer yet' });
    case 'INTERESTED':
      return i18n._({ id: 'consumer.response-status.interested', message: 'Interested' });
    case 'PROPOSED':
      return i18n._({ id: 'consumer.response-status.proposed', message: 'Sent a proposal' });
    case 'SHORTLISTED':
      return i18n._({ id: 'consumer.response-status.shortlisted', message: 'Shortlisted' });
    case 'HIRED':
      return i18n._({ id: 'consumer.response-status.hired', message: 'Hired' });
    case 'DECLINED':
      return i18n._({ id: 'consumer.response-status.declined', message: 'Declined' });
    case 'CLOSED':
      return i18n._({ id: 'consumer.response-status.closed', message: 'Closed with the job' });
  }
}

export const RESPONSE_STATUS_TONE: Readonly<Record<ProposalStatus, Tone>> = {
  INVITED: 'neutral',
  INTERESTED: 'neutral',
  PROPOSED: 'warn',
  SHORTLISTED: 'good',
  HIRED: 'good',
  DECLINED: 'bad',
  CLOSED: 'neutral',
};

// The proposal's price as one line: an amount, a range, or the pro's own note.
export function priceLabel(i18n: I18n, price: ConsumerResponseFragment['price']): string | null {
  if (!price) return null;
  const money = (value: { amountMinor: number; currency: string }) => formatMoney(value, i18n.locale);
  if (price.type === 'ESTIMATED_PRICE' && price.amount) {
    return i18n._({
      id: 'consumer.price.estimate',
      message: 'Estimate: {amount}',
      values: { amount: money(price.amount) },
    });
  }
  if (price.type === 'ESTIMATED_PRICE_RANGE' && price.min && price.max) {
    return i18n._({
      id: 'consumer.price.range',
      message: 'Estimate: {min} to {max}',
      values: { min: money(price.min), max: money(price.max) },
    });
  }
  return price.note ?? null;
}

// The name a pro goes by: their company, or their own name before they have one.
export function proName(pro: {
  firstName: string;
  lastName: string;
  companyProfile: { companyName: string } | null;
}): string {
  return pro.companyProfile?.companyName ?? `${pro.firstName} ${pro.lastName}`.trim();
}
