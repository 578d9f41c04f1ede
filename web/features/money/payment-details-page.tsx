// Payment details (decision 068): the card or direct debit saved at the payment provider, the open
// invoices it will pay and when, and a button to add or replace it on the provider's own page —
// card and account numbers never reach this site. Coming back from that page (`session_id` in the
// address) saves it and says how it went; `sourcePage` names a page of the app to go back to after
// saving (checked against the route table), with `packageId` for a package being bought.
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { ROUTES, type RouteDefinition, type RouteName } from '../../../shared/routes.ts';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import type { MoneyPaymentDetailsFragment } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import {
  MoneyCompletePaymentMethodSetupDocument,
  MoneyPaymentDetailsDocument,
  MoneyStartPaymentMethodSetupDocument,
} from './generated/documents.ts';
import { useInvoiceStatusWord } from './invoice-words.ts';

type Collection = MoneyPaymentDetailsFragment['collections'][number];
type Returned = 'saved' | 'pending' | 'failed' | 'cancelled' | 'unavailable';

const PACKAGE_ID = /^[A-Za-z0-9-]{1,64}$/;
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;

// The page to go back to after saving: a professional's page of the route table whose address
// needs nothing, or only the package being bought; anything else is ignored.
export function returnTargetOf(search: URLSearchParams): { to: RouteName; params: Record<string, string> } | null {
  const name = search.get('sourcePage');
  const route = ROUTES.find((candidate) => candidate.name === name) as
    | (RouteDefinition & { name: RouteName })
    | undefined;
  if (route?.access !== 'pro' || route.name === 'proPaymentDetails') return null;
  const names = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
  if (names.length === 0) return { to: route.name, params: {} };
  const packageId = search.get('packageId') ?? '';
  if (names.length === 1 && names[0] === 'subscriptionPackageId' && PACKAGE_ID.test(packageId)) {
    return { to: route.name, params: { subscriptionPackageId: packageId } };
  }
  return null;
}

// The address's own parameters that survive a trip to the provider and back.
function keptParameters(search: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  if (returnTargetOf(search)) {
    kept.sourcePage = search.get('sourcePage') ?? '';
    const packageId = search.get('packageId');
    if (packageId) kept.packageId = packageId;
  }
  return kept;
}

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  discover: 'Discover',
};

export function PaymentDetailsPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const details = useQuery(MoneyPaymentDetailsDocument);
  const complete = useMutation(MoneyCompletePaymentMethodSetupDocument, {
    revalidate: ['moneyPaymentDetails', 'moneyInvoices'],
  });
  const target = returnTargetOf(search);
  const [returned, setReturned] = useState<Returned | null>(search.get('setup') === 'cancelled' ? 'cancelled' : null);
  const sessionId = search.get('session_id');
  const completing = useRef(false);

  // Back from the provider's page: saved once (the provider's event may have saved it already).
  useEffect(() => {
    if (!sessionId || !SESSION_ID.test(sessionId) || completing.current) return;
    completing.current = true;
    complete
      .trigger({ input: { sessionId } })
      .then(({ completePaymentMethodSetup: answer }) => {
        if (answer.__typename === 'PaymentMethodSaved') setReturned('saved');
        else if (answer.__typename === 'PaymentMethodSetupNotCompleted')
          setReturned(answer.state === 'FAILED' ? 'failed' : 'pending');
        else if (answer.__typename === 'PaymentProviderUnavailable') setReturned('unavailable');
        else setReturned('failed');
      })
      .catch(() => setReturned('unavailable'));
  }, [sessionId, complete]);

  return (
    <div className="narrow account-page">
      {target ? (
        <BackLink to={target.to} params={target.params}>
          {i18n._({ id: 'money.payment-details.back', message: 'Back' })}
        </BackLink>
      ) : (
        <BackLink to="proManageAccount">{i18n._({ id: 'account.back', message: 'Your account' })}</BackLink>
      )}
      <PageHeading title={i18n._({ id: 'money.payment-details.title', message: 'Payment details' })}>
        <p>
          {i18n._({
            id: 'money.payment-details.lead',
            message:
              'Save a card or a direct debit, and each invoice is paid on its due date. You enter the details on our payment provider’s secure page; we never see your full card or account number.',
          })}
        </p>
      </PageHeading>
      {returned ? <ReturnNotice returned={returned} target={target} /> : null}
      <QueryState data={details.data} error={details.error} onRetry={() => void details.mutate()}>
        {(data) => (
          <Details
            details={data.myPaymentDetails}
            returnParameters={keptParameters(search)}
            busy={complete.isMutating}
          />
        )}
      </QueryState>
      <p>
        <Link to="proPayInvoices">{i18n._({ id: 'money.invoices.title', message: 'Invoices' })}</Link> ·{' '}
        <Link to="proBalance">{i18n._({ id: 'money.balance.link', message: 'Your balance' })}</Link>
      </p>
    </div>
  );
}

function ReturnNotice({ returned, target }: { returned: Returned; target: ReturnType<typeof returnTargetOf> }) {
  const { i18n } = useLingui();
  if (returned === 'saved') {
    return (
      <Notice
        tone="good"
        title={i18n._({ id: 'money.payment-details.saved', message: 'Your payment details are saved' })}
        testId="payment-details-notice"
      >
        <p>
          {i18n._({
            id: 'money.payment-details.saved-text',
            message: 'Your open invoices and the ones to come are paid with them on their due date.',
          })}
        </p>
        {target ? (
          <p>
            <Link to={target.to} params={target.params} className="button" data-testid="payment-details-continue">
              {i18n._({ id: 'money.payment-details.continue', message: 'Continue' })}
            </Link>
          </p>
        ) : null}
      </Notice>
    );
  }
  const text = {
    pending: i18n._({
      id: 'money.payment-details.pending',
      message: 'The payment provider has not confirmed your details yet. This page shows them once it has.',
    }),
    failed: i18n._({
      id: 'money.payment-details.failed',
      message: 'Your bank refused these details. Nothing was saved; try another card or account.',
    }),
    cancelled: i18n._({
      id: 'money.payment-details.cancelled',
      message: 'You left the payment provider’s page. Nothing was saved.',
    }),
    unavailable: i18n._({
      id: 'money.payment-details.unavailable',
      message: 'We could not reach the payment provider to check your details. Reload this page in a minute.',
    }),
  }[returned];
  return (
    <Notice
      tone={returned === 'pending' || returned === 'cancelled' ? 'warn' : 'bad'}
      title={i18n._({ id: 'money.payment-details.not-saved', message: 'Your payment details are not saved yet' })}
      testId="payment-details-notice"
    >
      <p>{text}</p>
    </Notice>
  );
}

function Details({
  details: { method, choice, collections },
  returnParameters,
  busy,
}: {
  details: MoneyPaymentDetailsFragment;
  returnParameters: Record<string, string>;
  busy: boolean;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const statusWord = useInvoiceStatusWord();
  const columns: Column<Collection>[] = [
    {
      key: 'invoice',
      header: i18n._({ id: 'money.invoices.column.invoice', message: 'Invoice' }),
      nowrap: true,
      cell: (collection) => collection.invoice.number,
    },
    {
      key: 'total',
      header: i18n._({ id: 'money.invoices.column.total', message: 'Total incl. VAT' }),
      numeric: true,
      nowrap: true,
      cell: (collection) => formatMoney(collection.invoice.total, i18n.locale),
    },
    {
      key: 'when',
      header: i18n._({ id: 'money.payment-details.column.when', message: 'Collected' }),
      cell: (collection) =>
        collection.collectsAt
          ? collection.failedAttempts > 0
            ? i18n._({
                id: 'money.payment-details.retry-on',
                message: 'Tried again on {date}',
                values: { date: formatDate(collection.collectsAt, { dateStyle: 'medium' }) },
              })
            : i18n._({
                id: 'money.payment-details.collect-on',
                message: 'On {date}',
                values: { date: formatDate(collection.collectsAt, { dateStyle: 'medium' }) },
              })
          : (() => {
              const { text, tone } = statusWord(collection.invoice.status, false);
              return <StatusPill tone={tone}>{text}</StatusPill>;
            })(),
    },
  ];
  return (
    <>
      <section className="card account-topic" data-testid="payment-details-method">
        <h2>{i18n._({ id: 'money.payment-details.method', message: 'Saved payment method' })}</h2>
        {method ? (
          <SavedMethod method={method} />
        ) : (
          <p>
            {i18n._({
              id: 'money.payment-details.none',
              message: 'No payment method saved yet: you pay each invoice yourself.',
            })}
          </p>
        )}
        <p>
          <SetupButton
            label={
              method
                ? i18n._({ id: 'money.payment-details.replace', message: 'Replace payment details' })
                : i18n._({ id: 'money.payment-details.add', message: 'Add payment details' })
            }
            returnParameters={returnParameters}
            disabled={busy}
          />
        </p>
      </section>
      {method && choice === 'INVOICE' ? (
        <Notice
          tone="warn"
          title={i18n._({ id: 'money.payment-details.by-invoice', message: 'You pay by invoice' })}
          testId="payment-details-by-invoice"
        >
          <p>
            {i18n._({
              id: 'money.payment-details.by-invoice-text',
              message:
                'Nothing is collected automatically while you pay by invoice. Saving your details again collects with them.',
            })}
          </p>
        </Notice>
      ) : null}
      {method && choice !== 'INVOICE' ? (
        <section className="account-topic">
          <h2>{i18n._({ id: 'money.payment-details.collections', message: 'Collected automatically' })}</h2>
          {collections.length === 0 ? (
            <EmptyState
              icon="receipt"
              title={i18n._({ id: 'money.payment-details.nothing', message: 'Nothing to collect now' })}
            >
              <p>
                {i18n._({
                  id: 'money.payment-details.nothing-text',
                  message: 'Each new invoice is collected on its due date, 14 days after it is sent.',
                })}
              </p>
            </EmptyState>
          ) : (
            <DataTable
              caption={i18n._({ id: 'money.payment-details.collections', message: 'Collected automatically' })}
              columns={columns}
              rows={collections}
              rowKey={(collection) => collection.invoice.id}
              testId="payment-details-collections"
            />
          )}
          <p className="field-hint">
            {i18n._({
              id: 'money.payment-details.retries',
              message:
                'When a collection fails, we email you and try again 3 and 7 days after the due date; you can also pay the invoice yourself.',
            })}
          </p>
        </section>
      ) : null}
    </>
  );
}

function SavedMethod({ method }: { method: NonNullable<MoneyPaymentDetailsFragment['method']> }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const saved = {
    key: 'saved',
    label: i18n._({ id: 'money.payment-details.saved-on', message: 'Saved on' }),
    value: formatDate(method.savedAt, { dateStyle: 'medium' }),
  };
  if (method.type === 'DIRECT_DEBIT') {
    return (
      <ValueList
        rows={[
          {
            key: 'account',
            label: i18n._({ id: 'money.payment-details.direct-debit', message: 'Direct debit' }),
            value: i18n._({
              id: 'money.payment-details.iban',
              message: 'IBAN •••• {last4}',
              values: { last4: method.last4 },
            }),
          },
          {
            key: 'mandate',
            label: i18n._({ id: 'money.payment-details.mandate', message: 'Mandate reference' }),
            value: method.mandateReference ?? '',
          },
          saved,
        ]}
      />
    );
  }
  const brand = method.cardBrand ? (CARD_BRANDS[method.cardBrand] ?? method.cardBrand) : '';
  const expiry =
    method.expMonth && method.expYear ? `${String(method.expMonth).padStart(2, '0')}/${method.expYear}` : '';
  return (
    <ValueList
      rows={[
        {
          key: 'card',
          label: i18n._({ id: 'money.payment-details.card', message: 'Card' }),
          value: `${brand} •••• ${method.last4}`.trim(),
        },
        {
          key: 'expiry',
          label: i18n._({ id: 'money.payment-details.expires', message: 'Expires' }),
          value: expiry,
        },
        saved,
      ]}
    />
  );
}

// Off to the provider's setup page, and back to this page (keeping where to go after it).
function SetupButton({
  label,
  returnParameters,
  disabled,
}: {
  label: string;
  returnParameters: Record<string, string>;
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const start = useMutation(MoneyStartPaymentMethodSetupDocument);
  const [busy, setBusy] = useState(false);

  async function go() {
    setBusy(true);
    try {
      const returnUrl = new URL(router.href('proPaymentDetails', returnParameters), window.location.origin).href;
      const { startPaymentMethodSetup: answer } = await start.trigger({ input: { returnUrl } });
      if (answer.__typename === 'PaymentMethodSetupStarted') {
        // Off to the provider: the button stays busy until the page goes.
        router.navigate(answer.setupUrl);
        return;
      }
      toast.error(
        i18n._({
          id: 'money.payment-details.start-unavailable',
          message: 'Payment details cannot be saved right now. Try again in a minute.',
        }),
      );
    } catch (failure) {
      const message = errorMessage(failure);
      if (message) toast.error(message);
    }
    setBusy(false);
  }

  return (
    <button
      type="button"
      className="button"
      onClick={() => void go()}
      disabled={busy || disabled}
      data-testid="payment-details-setup"
    >
      {label}
    </button>
  );
}
