// §2.7 pay-invoices (decision 066): the professional's monthly invoices — to pay, paid, or all, the
// filter in the address — each with its month, dates, total with VAT, status and its PDF; and, when
// they are suspended from new jobs, why and what lifts it. The payments page lists each payment.
import { useLingui } from '@lingui/react';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { MoneyInvoicesQuery, MoneyPaymentsQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { CheckoutButton } from './checkout-button.tsx';
import { MoneyInvoicesDocument, MoneyPaymentsDocument } from './generated/documents.ts';
import {
  INVOICE_FILTERS,
  type InvoiceFilter,
  PAYABLE,
  statusesOf,
  useInvoiceFilterWord,
  useInvoiceStatusWord,
  usePaymentStatusWord,
} from './invoice-words.ts';

type Invoice = MoneyInvoicesQuery['myInvoices'][number];

type Payment = MoneyPaymentsQuery['myPayments'][number];

export const invoicesVariables = (filter: InvoiceFilter) => {
  const statuses = statusesOf(filter);
  return { statuses: statuses ? [...statuses] : null };
};

export function PayInvoicesPage({ filter }: { filter: InvoiceFilter }) {
  const { i18n } = useLingui();
  const filterWord = useInvoiceFilterWord();
  const invoices = useQuery(MoneyInvoicesDocument, invoicesVariables(filter));
  return (
    <div className="account-page">
      <BackLink to="proManageAccount">{i18n._({ id: 'account.back', message: 'Your account' })}</BackLink>
      <PageHeading title={i18n._({ id: 'money.invoices.title', message: 'Invoices' })}>
        <p>
          {i18n._({
            id: 'money.invoices.lead',
            message:
              'Each month’s lead fees and package on one invoice, sent on the first of the next month and due 14 days later.',
          })}
        </p>
      </PageHeading>
      <Tabs label={i18n._({ id: 'money.invoices.filter', message: 'Show' })} current={filter}>
        {INVOICE_FILTERS.map((key) => (
          <Link
            key={key}
            to="proPayInvoices"
            params={key === 'all' ? {} : { status: key }}
            current={key === filter}
            data-testid={`invoices-filter-${key}`}
          >
            {filterWord(key)}
          </Link>
        ))}
      </Tabs>
      <QueryState data={invoices.data} error={invoices.error} onRetry={() => void invoices.mutate()}>
        {(data) => <Invoices data={data} filter={filter} />}
      </QueryState>
      <p>
        <Link to="proPayments" data-testid="money-payments-link">
          {i18n._({ id: 'money.invoices.payments-link', message: 'Your payments' })}
        </Link>{' '}
        · <Link to="proBalance">{i18n._({ id: 'money.balance.link', message: 'Your balance' })}</Link> ·{' '}
        <Link to="proPaymentDetails" params={{ sourcePage: 'proPayInvoices' }} data-testid="money-payment-details-link">
          {i18n._({ id: 'money.payment-details.link', message: 'Pay automatically' })}
        </Link>
      </p>
    </div>
  );
}

function Suspension({ suspension }: { suspension: NonNullable<MoneyInvoicesQuery['mySuspension']> }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  return (
    <Notice
      tone="bad"
      title={i18n._({ id: 'money.suspension.title', message: 'You cannot respond to new jobs' })}
      testId="money-suspension"
    >
      <p>
        {suspension.reason === 'MANUAL'
          ? i18n._({
              id: 'money.suspension.manual',
              message: 'Our team paused your account for new jobs on {date}. Contact our support team to find out why.',
              values: { date: formatDate(suspension.since, { dateStyle: 'long' }) },
            })
          : i18n._({
              id: 'money.suspension.unpaid',
              message:
                'Since {date}, because invoices of {amount} are overdue. Once they are paid, you can respond to new jobs again straight away.',
              values: {
                date: formatDate(suspension.since, { dateStyle: 'long' }),
                amount: suspension.overdue ? formatMoney(suspension.overdue, i18n.locale) : '',
              },
            })}
      </p>
      {suspension.reason === 'UNPAID_INVOICES' ? (
        <p>
          <CheckoutButton
            back="proPayInvoices"
            label={i18n._({ id: 'money.suspension.pay', message: 'Pay what you owe' })}
            testId="money-pay-balance"
          />
        </p>
      ) : null}
    </Notice>
  );
}

function Invoices({ data: { myInvoices, mySuspension }, filter }: { data: MoneyInvoicesQuery; filter: InvoiceFilter }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const statusWord = useInvoiceStatusWord();
  // The month an invoice is for begins at midnight UTC: named in UTC, it is that month everywhere.
  const month = (iso: string | null | undefined) =>
    iso ? formatDate(iso, { dateStyle: undefined, month: 'long', year: 'numeric', timeZone: 'UTC' }) : '';
  const columns: Column<Invoice>[] = [
    {
      key: 'number',
      header: i18n._({ id: 'money.invoices.column.invoice', message: 'Invoice' }),
      nowrap: true,
      // The number is the PDF's link.
      cell: (invoice) => (
        <>
          <a
            href={invoice.pdfPath}
            download
            data-testid="invoice-pdf"
            aria-label={i18n._({
              id: 'money.invoices.download',
              message: 'Download invoice {number} (PDF)',
              values: { number: invoice.number },
            })}
          >
            <Icon icon="download" />
            {invoice.number}
          </a>
          <br />
          {month(invoice.periodStart)}
        </>
      ),
    },
    {
      key: 'issued',
      header: i18n._({ id: 'money.invoices.column.issued', message: 'Sent' }),
      nowrap: true,
      cell: (invoice) => formatDate(invoice.issuedAt, { dateStyle: 'medium' }),
    },
    {
      key: 'due',
      header: i18n._({ id: 'money.invoices.column.due', message: 'Due' }),
      nowrap: true,
      cell: (invoice) =>
        invoice.paidAt
          ? i18n._({
              id: 'money.invoices.paid-on',
              message: 'Paid on {date}',
              values: { date: formatDate(invoice.paidAt, { dateStyle: 'medium' }) },
            })
          : invoice.dueAt
            ? formatDate(invoice.dueAt, { dateStyle: 'medium' })
            : '',
    },
    {
      key: 'total',
      header: i18n._({ id: 'money.invoices.column.total', message: 'Total incl. VAT' }),
      numeric: true,
      nowrap: true,
      cell: (invoice) => formatMoney(invoice.total, i18n.locale),
    },
    {
      key: 'status',
      header: i18n._({ id: 'money.invoices.column.status', message: 'Payment status' }),
      nowrap: true,
      cell: (invoice) => {
        const { text, tone } = statusWord(invoice.status, invoice.overdue);
        return <StatusPill tone={tone}>{text}</StatusPill>;
      },
    },
    {
      key: 'pay',
      header: i18n._({ id: 'money.invoices.column.pay', message: 'Pay' }),
      nowrap: true,
      cell: (invoice) =>
        PAYABLE.includes(invoice.status) ? (
          <CheckoutButton
            invoiceId={invoice.id}
            back="proPayInvoices"
            className="button secondary"
            label={i18n._({
              id: 'money.invoices.pay',
              message: 'Pay {amount}',
              values: { amount: formatMoney(invoice.total, i18n.locale) },
            })}
            testId="invoice-pay"
          />
        ) : null,
    },
  ];
  return (
    <>
      {mySuspension ? <Suspension suspension={mySuspension} /> : null}
      {myInvoices.length === 0 ? (
        <EmptyState
          icon="receipt"
          title={
            filter === 'open'
              ? i18n._({ id: 'money.invoices.none-open', message: 'Nothing to pay' })
              : i18n._({ id: 'money.invoices.none', message: 'No invoices yet' })
          }
        >
          <p>
            {i18n._({
              id: 'money.invoices.none-text',
              message: 'Your first invoice comes on the first of the month after your first lead fee or package.',
            })}
          </p>
        </EmptyState>
      ) : (
        <DataTable
          caption={i18n._({ id: 'money.invoices.title', message: 'Invoices' })}
          columns={columns}
          rows={myInvoices}
          rowKey={(invoice) => invoice.id}
          testId="money-invoices"
        />
      )}
    </>
  );
}

export function PaymentsPage() {
  const { i18n } = useLingui();
  const payments = useQuery(MoneyPaymentsDocument);
  return (
    <div className="narrow account-page">
      <BackLink to="proManageAccount">{i18n._({ id: 'account.back', message: 'Your account' })}</BackLink>
      <PageHeading title={i18n._({ id: 'money.invoices.payments-link', message: 'Your payments' })} />
      <QueryState data={payments.data} error={payments.error} onRetry={() => void payments.mutate()}>
        {(data) => <Payments payments={data.myPayments} />}
      </QueryState>
      <p>
        <Link to="proPayInvoices">{i18n._({ id: 'money.invoices.title', message: 'Invoices' })}</Link>
      </p>
    </div>
  );
}

function Payments({ payments }: { payments: readonly Payment[] }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const statusWord = usePaymentStatusWord();
  if (payments.length === 0) {
    return (
      <EmptyState icon="credit-card" title={i18n._({ id: 'money.payments.none', message: 'No payments yet' })}>
        <p>
          {i18n._({
            id: 'money.payments.none-text',
            message: 'When you pay an invoice or your balance, the payment shows here with how it went.',
          })}
        </p>
      </EmptyState>
    );
  }
  const columns: Column<Payment>[] = [
    {
      key: 'date',
      header: i18n._({ id: 'money.payments.column.date', message: 'Date' }),
      cell: (payment) => formatDate(payment.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'amount',
      header: i18n._({ id: 'money.payments.column.amount', message: 'Amount' }),
      numeric: true,
      cell: (payment) => formatMoney(payment.amount, i18n.locale),
    },
    {
      key: 'status',
      header: i18n._({ id: 'money.invoices.column.status', message: 'Payment status' }),
      cell: (payment) => {
        const { text, tone } = statusWord(payment.status, payment.failureCode ?? null);
        return <StatusPill tone={tone}>{text}</StatusPill>;
      },
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'money.invoices.payments-link', message: 'Your payments' })}
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.id}
      testId="money-payments"
    />
  );
}
