// §2.7 balance (decision 063): what the professional owes or has in credit — the sum of their
// ledger — how far unpaid lead fees may run, the proposals their package has left this month, and
// the latest movements, each with its date, what it was and its amount with VAT.
import { useLingui } from '@lingui/react';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatMoney, type MoneyValue } from '../../components/ui/money.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import type { MoneyBalanceQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { usePackageName } from '../../lib/package-words.ts';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { CheckoutButton } from './checkout-button.tsx';
import { MoneyBalanceDocument } from './generated/documents.ts';
import { useEntryWord } from './money-words.ts';

export function BalancePage() {
  const { i18n } = useLingui();
  const balance = useQuery(MoneyBalanceDocument);
  return (
    <div className="narrow account-page">
      <BackLink to="proManageAccount">{i18n._({ id: 'account.back', message: 'Your account' })}</BackLink>
      <PageHeading title={i18n._({ id: 'money.balance.link', message: 'Your balance' })} />
      <QueryState data={balance.data} error={balance.error} onRetry={() => void balance.mutate()}>
        {(data) => <Balance data={data} />}
      </QueryState>
      <p>
        <Link to="proPaymentDetails" params={{ sourcePage: 'proBalance' }} data-testid="money-payment-details-link">
          {i18n._({ id: 'money.payment-details.link', message: 'Pay automatically' })}
        </Link>
      </p>
    </div>
  );
}

function Balance({ data: { myBalance, mySubscription } }: { data: MoneyBalanceQuery }) {
  const { i18n } = useLingui();
  const entryWord = useEntryWord();
  const packageName = usePackageName();
  const { formatDate } = useDateFormatters();
  const money = (value: MoneyValue) => formatMoney(value, i18n.locale);
  const owed = -myBalance.amount.amountMinor;
  return (
    <>
      <section className="card account-topic" data-testid="money-balance">
        <h2>
          {owed > 0
            ? i18n._({
                id: 'money.balance.owed',
                message: 'You owe {amount}',
                values: { amount: money({ ...myBalance.amount, amountMinor: owed }) },
              })
            : owed < 0
              ? i18n._({
                  id: 'money.balance.credit',
                  message: 'You have {amount} in credit',
                  values: { amount: money({ ...myBalance.amount, amountMinor: -owed }) },
                })
              : i18n._({ id: 'money.balance.settled', message: 'Nothing to pay' })}
        </h2>
        {owed > 0 ? (
          <p>
            <CheckoutButton
              back="proBalance"
              label={i18n._({
                id: 'money.balance.pay',
                message: 'Pay {amount} now',
                values: { amount: money({ ...myBalance.amount, amountMinor: owed }) },
              })}
              testId="money-pay-balance"
            />
          </p>
        ) : null}
        <p className="field-hint">
          {i18n._({
            id: 'money.balance.limit',
            message: 'Unpaid lead fees may come to {limit}, VAT included. Past that, proposals wait until you pay.',
            values: { limit: money(myBalance.creditLimit) },
          })}
        </p>
        <p>
          {mySubscription?.package
            ? i18n._({
                id: 'money.balance.allowance',
                message:
                  '{name}: {left, plural, =0 {no proposals} one {# proposal} other {# proposals}} left this month without a lead fee.',
                values: { name: packageName(mySubscription.package.code), left: myBalance.proposalsIncludedLeft ?? 0 },
              })
            : i18n._({ id: 'money.balance.no-package', message: 'No package: each proposal costs its lead fee.' })}{' '}
          <Link to="proPackageSelection">{i18n._({ id: 'money.balance.packages-link', message: 'The packages' })}</Link>
          {mySubscription?.package ? (
            <>
              {' · '}
              <Link to="proPayInvoicesTermination" data-testid="money-termination-link">
                {i18n._({ id: 'money.balance.termination-link', message: 'End your package' })}
              </Link>
            </>
          ) : null}
        </p>
        <p data-testid="money-next-invoice">
          {i18n._({
            id: 'money.balance.next-invoice',
            message: 'On your next invoice so far: {total}, sent on {date}.',
            values: {
              total: money(myBalance.nextInvoice.total),
              date: formatDate(myBalance.nextInvoice.issuesOn, { dateStyle: 'long' }),
            },
          })}{' '}
          <Link to="newServiceRequests" params={{ invoicePricePerMonth: '1' }} data-testid="money-invoice-price-link">
            {i18n._({ id: 'money.balance.invoice-price-link', message: 'What each new job would add' })}
          </Link>
        </p>
        <p>
          <Link to="proCoupon" data-testid="money-coupon-link">
            {i18n._({ id: 'money.balance.coupon-link', message: 'Use a discount code' })}
          </Link>
        </p>
      </section>
      <section className="card account-topic" aria-labelledby="money-entries" data-testid="money-entries">
        <h2 id="money-entries">{i18n._({ id: 'money.balance.entries', message: 'Latest movements' })}</h2>
        {myBalance.entries.length === 0 ? (
          <EmptyState icon="inbox" title={i18n._({ id: 'money.balance.no-entries', message: 'Nothing yet' })}>
            <p>
              {i18n._({
                id: 'money.balance.no-entries-text',
                message: 'Lead fees, packages and payments appear here as they happen.',
              })}
            </p>
          </EmptyState>
        ) : (
          <ValueList
            rows={myBalance.entries.map((entry) => ({
              key: entry.id,
              label: `${formatDate(entry.createdAt, { dateStyle: 'medium' })} · ${entryWord(entry.kind)}`,
              value: money(entry.amount),
            }))}
          />
        )}
      </section>
    </>
  );
}
