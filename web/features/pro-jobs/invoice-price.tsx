// The new-job list's "invoice price per month" option (spec §2.7 new-service-requests, optionally
// invoice price per month): above the list, what this month's invoice holds so far and when it is
// sent; on each job, what responding adds to it — the service's lead fee, or nothing while the
// package's proposals last. Turned on and off by a link that keeps the filters.
import { useLingui } from '@lingui/react';
import { formatMoney, type MoneyValue } from '../../components/ui/money.tsx';
import type { ProJobsNextInvoiceQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { ProJobsNextInvoiceDocument } from './generated/documents.ts';
import { RouteLink } from './route-link.tsx';

export const INVOICE_PRICE_KEY = 'invoicePricePerMonth';

export function invoicePriceAsked(search: URLSearchParams): boolean {
  const value = search.get(INVOICE_PRICE_KEY);
  return value === '1' || value === 'true';
}

// The address's query with the option on or off, the rest kept.
export function withInvoicePrice(search: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (on) next.set(INVOICE_PRICE_KEY, '1');
  else next.delete(INVOICE_PRICE_KEY);
  return next;
}

export type InvoicePrice = ProJobsNextInvoiceQuery['myBalance'];

// The month an invoice sent on `issuesOn` is for, in the reader's words ("December 2026").
function useMonthOf(): (issuesOn: string) => string {
  const { formatDate } = useDateFormatters();
  return (issuesOn) => {
    const month = new Date(issuesOn);
    month.setUTCMonth(month.getUTCMonth() - 1);
    return formatDate(month, { dateStyle: undefined, month: 'long', year: 'numeric', timeZone: 'UTC' });
  };
}

export function useInvoicePrice(on: boolean): InvoicePrice | null {
  const answer = useQuery(ProJobsNextInvoiceDocument, undefined, { enabled: on });
  return on ? (answer.data?.myBalance ?? null) : null;
}

export function InvoicePriceToggle({ on }: { on: boolean }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const query = Object.fromEntries(withInvoicePrice(router.query, !on));
  return (
    <RouteLink to="newServiceRequests" params={query} className="pro-jobs-saved-link" testId="invoice-price-toggle">
      {on
        ? i18n._({ id: 'pro-jobs.invoice.hide', message: 'Hide what jobs add to your invoice' })
        : i18n._({ id: 'pro-jobs.invoice.show', message: 'Show what each job adds to your invoice' })}
    </RouteLink>
  );
}

export function InvoiceSoFar({ price }: { price: InvoicePrice }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const monthOf = useMonthOf();
  const { nextInvoice } = price;
  return (
    <section className="card account-topic" data-testid="invoice-so-far">
      <p>
        <strong>
          {i18n._({
            id: 'pro-jobs.invoice.so-far',
            message: 'Your {month} invoice so far: {total} incl. VAT',
            values: { month: monthOf(nextInvoice.issuesOn), total: formatMoney(nextInvoice.total, i18n.locale) },
          })}
        </strong>
      </p>
      <p className="field-hint">
        {i18n._({
          id: 'pro-jobs.invoice.so-far-text',
          message:
            '{count, plural, =0 {No proposals yet this month.} one {# proposal this month.} other {# proposals this month.}} It is sent on {date}.',
          values: { count: nextInvoice.proposals, date: formatDate(nextInvoice.issuesOn, { dateStyle: 'long' }) },
        })}{' '}
        {price.proposalsIncludedLeft !== null && price.proposalsIncludedLeft !== undefined
          ? i18n._({
              id: 'pro-jobs.invoice.included-left',
              message:
                '{count, plural, =0 {Your package’s proposals are used up.} one {# proposal left in your package.} other {# proposals left in your package.}}',
              values: { count: price.proposalsIncludedLeft },
            })
          : null}{' '}
        <Link to="proBalance">{i18n._({ id: 'money.balance.link', message: 'Your balance' })}</Link>
      </p>
    </section>
  );
}

// What responding to one job adds to the invoice: nothing while the package's proposals last.
export function JobInvoicePrice({ leadFee, price }: { leadFee: MoneyValue; price: InvoicePrice }) {
  const { i18n } = useLingui();
  const monthOf = useMonthOf();
  const included = (price.proposalsIncludedLeft ?? 0) > 0;
  return (
    <p className="field-hint" data-testid="job-invoice-price">
      {included
        ? i18n._({ id: 'pro-jobs.invoice.included', message: 'Included in your package' })
        : i18n._({
            id: 'pro-jobs.invoice.adds',
            message: 'Responding adds {fee} excl. VAT to your {month} invoice',
            values: { fee: formatMoney(leadFee, i18n.locale), month: monthOf(price.nextInvoice.issuesOn) },
          })}
    </p>
  );
}
