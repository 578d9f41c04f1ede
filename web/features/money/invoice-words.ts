// The words of invoices and payments (decision 066): which invoices a filter shows, an invoice's
// status with its tone, why a payment failed, and why the professional takes no new jobs now.
import { useLingui } from '@lingui/react';
import type { InvoiceStatus, PaymentStatus } from '../../generated/graphql.ts';

export const INVOICE_FILTERS = ['open', 'paid', 'all'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

const OPEN: readonly InvoiceStatus[] = [
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_SCHEDULED',
  'COLLECTION_AGENCY',
  'UNKNOWN',
];

// What may be paid here: an open invoice (one with the collection agency is paid to the agency).
export const PAYABLE: readonly InvoiceStatus[] = OPEN.filter((status) => status !== 'COLLECTION_AGENCY');

// The filter the address asks for; an unknown one shows everything.
export function invoiceFilterOf(search: URLSearchParams): InvoiceFilter {
  const asked = search.get('status');
  return INVOICE_FILTERS.find((filter) => filter === asked) ?? 'all';
}

export function statusesOf(filter: InvoiceFilter): readonly InvoiceStatus[] | null {
  if (filter === 'open') return OPEN;
  if (filter === 'paid') return ['PAID'];
  return null;
}

export function useInvoiceFilterWord(): (filter: InvoiceFilter) => string {
  const { i18n } = useLingui();
  return (filter) => {
    switch (filter) {
      case 'open':
        return i18n._({ id: 'money.invoices.filter.open', message: 'To pay' });
      case 'paid':
        return i18n._({ id: 'money.invoices.filter.paid', message: 'Paid' });
      case 'all':
        return i18n._({ id: 'money.invoices.filter.all', message: 'All invoices' });
    }
  };
}

export type Tone = 'neutral' | 'good' | 'warn' | 'bad';

export function useInvoiceStatusWord(): (status: InvoiceStatus, overdue: boolean) => { text: string; tone: Tone } {
  const { i18n } = useLingui();
  return (status, overdue) => {
    switch (status) {
      case 'PAYMENT_PENDING':
        return overdue
          ? { text: i18n._({ id: 'money.invoice.status.overdue', message: 'Overdue' }), tone: 'bad' }
          : { text: i18n._({ id: 'money.invoice.status.pending', message: 'To pay' }), tone: 'warn' };
      case 'PAYMENT_FAILED':
        return { text: i18n._({ id: 'money.invoice.status.failed', message: 'Payment failed' }), tone: 'bad' };
      case 'PAYMENT_IN_PROGRESS':
        return {
          text: i18n._({ id: 'money.invoice.status.in-progress', message: 'Payment in progress' }),
          tone: 'neutral',
        };
      case 'PAYMENT_SCHEDULED':
        return {
          text: i18n._({ id: 'money.invoice.status.scheduled', message: 'Payment scheduled' }),
          tone: 'neutral',
        };
      case 'PAID':
        return { text: i18n._({ id: 'money.invoice.status.paid', message: 'Paid' }), tone: 'good' };
      case 'COLLECTION_AGENCY':
        return {
          text: i18n._({ id: 'money.invoice.status.collection', message: 'With the collection agency' }),
          tone: 'bad',
        };
      case 'WRITE_OFF':
        return { text: i18n._({ id: 'money.invoice.status.write-off', message: 'Written off' }), tone: 'neutral' };
      case 'UNKNOWN':
        return { text: i18n._({ id: 'money.invoice.status.unknown', message: 'Being checked' }), tone: 'neutral' };
    }
  };
}

export function usePaymentStatusWord(): (
  status: PaymentStatus,
  failureCode: string | null,
) => {
  text: string;
  tone: Tone;
} {
  const { i18n } = useLingui();
  return (status, failureCode) => {
    if (status === 'PAID') return { text: i18n._({ id: 'money.payment.status.paid', message: 'Paid' }), tone: 'good' };
    if (status === 'PAYMENT_IN_PROGRESS') {
      return { text: i18n._({ id: 'money.payment.status.in-progress', message: 'In progress' }), tone: 'neutral' };
    }
    switch (failureCode) {
      case 'card_declined':
        return { text: i18n._({ id: 'money.payment.failed.declined', message: 'Card declined' }), tone: 'bad' };
      case 'insufficient_funds':
        return {
          text: i18n._({ id: 'money.payment.failed.funds', message: 'Not enough money in the account' }),
          tone: 'bad',
        };
      case 'payment_intent_authentication_failure':
        return {
          text: i18n._({ id: 'money.payment.failed.authentication', message: 'Not confirmed with the bank' }),
          tone: 'bad',
        };
      default:
        return { text: i18n._({ id: 'money.payment.failed.other', message: 'Did not go through' }), tone: 'bad' };
    }
  };
}
