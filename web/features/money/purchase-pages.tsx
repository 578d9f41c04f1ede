// §2.7 package-selection/purchase-package/{subscriptionPackageId} and its /success (decision 063):
// what buying the package costs — the period's price before VAT, the VAT at the country's rate and
// the total — confirmed once; the total is owed on the balance at once and collected by the
// payment method chosen. Every answer of subscribe is said in words; the success page says what the
// package gives now.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { basisPointsOf, vatOn } from '../../../shared/vat.ts';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { formatMoney, type MoneyValue } from '../../components/ui/money.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import type { MoneyPackageFragment, MoneySubscribeMutation } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { usePackageName } from '../../lib/package-words.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { type AppliedCoupon, CouponField } from './coupon-field.tsx';
import { MoneyPackagesDocument, MoneySubscribeDocument } from './generated/documents.ts';
import { useCouponRefusal, usePeriodWords } from './money-words.ts';
import { SwitchLater } from './switch-later.tsx';

// What the first period costs, as the upstream charges it: the price with its VAT, less a code's
// share of the price with that share's VAT.
export function priceWith(
  pack: Pick<MoneyPackageFragment, 'price' | 'vatRatePercent'>,
  coupon: Pick<AppliedCoupon, 'percent'> | null,
): { discount: number; vat: number; total: number } {
  const net = pack.price.amountMinor;
  const discount = coupon ? Math.floor((net * coupon.percent + 50) / 100) : 0;
  const rate = basisPointsOf(pack.vatRatePercent);
  const vat = vatOn(net, rate) - vatOn(discount, rate);
  return { discount, vat, total: net - discount + vat };
}

function useRefusalWords(): (answer: MoneySubscribeMutation['subscribe']) => string | null {
  const { i18n } = useLingui();
  const couponRefusal = useCouponRefusal();
  return (answer) => {
    switch (answer.__typename) {
      case 'SubscriptionStarted':
        return null;
      case 'AlreadySubscribed':
        return i18n._({
          id: 'money.purchase.already',
          message: 'You have a package already. It runs until the end of its period.',
        });
      case 'ScheduledSubscriptionExists':
        return i18n._({
          id: 'money.purchase.scheduled',
          message: 'A package of yours is due to start. It has to start, or be cancelled, before you choose another.',
        });
      case 'PackageArchived':
        return i18n._({
          id: 'money.purchase.archived',
          message: 'This package is no longer sold. Choose one of the packages offered now.',
        });
      case 'NotEligible':
        return answer.reason === 'CREDIT_LIMIT'
          ? i18n._({
              id: 'money.purchase.credit-limit',
              message: 'Your unpaid balance has reached its limit. Pay it first, then choose a package.',
            })
          : i18n._({
              id: 'money.purchase.other-market',
              message: 'This package is not sold in your country. Choose one of the packages offered to you.',
            });
      case 'NotFound':
        return i18n._({
          id: 'money.purchase.not-found',
          message: 'This package is no longer sold. Choose one of the packages offered now.',
        });
      default:
        return couponRefusal(answer);
    }
  };
}

export function PurchasePackagePage({ packageId }: { packageId: string }) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const packages = useQuery(MoneyPackagesDocument, { brand: brand.id });
  return (
    <div className="narrow account-page">
      <BackLink to="proPackageSelection">{i18n._({ id: 'money.packages.back', message: 'The packages' })}</BackLink>
      <QueryState data={packages.data} error={packages.error} onRetry={() => void packages.mutate()}>
        {({ subscriptionPackages, mySubscription }) => {
          const pack = subscriptionPackages.find((candidate) => candidate.id === packageId);
          // With a package running, another one follows it rather than starting today.
          const running =
            mySubscription && mySubscription.status !== 'SCHEDULED' && mySubscription.package?.id !== packageId
              ? mySubscription
              : null;
          if (!pack) return null;
          return running ? <SwitchLater pack={pack} current={running} /> : <Purchase pack={pack} />;
        }}
      </QueryState>
    </div>
  );
}

function Purchase({ pack }: { pack: MoneyPackageFragment }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const packageName = usePackageName();
  const periodWords = usePeriodWords();
  const refusal = useRefusalWords();
  const errorMessage = useErrorMessage();
  const subscribe = useMutation(MoneySubscribeDocument, { revalidate: ['moneyPackages', 'moneyBalance'] });
  const [problem, setProblem] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const money = (value: MoneyValue) => formatMoney(value, i18n.locale);
  const price = priceWith(pack, coupon);

  async function confirm() {
    setProblem(null);
    try {
      const { subscribe: answer } = await subscribe.trigger({
        packageId: pack.id,
        ...(coupon ? { couponCode: coupon.code } : {}),
      });
      if (answer.__typename === 'SubscriptionStarted') {
        router.navigate(router.href('proPurchasePackageSuccess', { subscriptionPackageId: pack.id }));
      } else setProblem(refusal(answer));
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <>
      <PageHeading
        title={packageName(pack.code)}
        lead={i18n._({
          id: 'money.purchase.lead',
          message: '{count} proposals a month without their lead fee. {billed}.',
          values: { count: pack.proposalsPerMonth, billed: periodWords(pack.billingPeriod) },
        })}
      />
      <section className="card account-topic" data-testid="money-purchase-summary">
        <ValueList
          rows={[
            {
              key: 'price',
              label:
                pack.billingPeriod === 'MONTHLY'
                  ? i18n._({ id: 'money.purchase.price-month', message: 'Price for a month, excl. VAT' })
                  : i18n._({ id: 'money.purchase.price-year', message: 'Price for a year, excl. VAT' }),
              value: money(pack.price),
            },
            ...(coupon
              ? [
                  {
                    key: 'discount',
                    label: i18n._({
                      id: 'money.purchase.discount',
                      message: 'Discount code {code} ({percent}% off)',
                      values: { code: coupon.code, percent: coupon.percent },
                    }),
                    value: money({ ...pack.price, amountMinor: -price.discount }),
                  },
                ]
              : []),
            {
              key: 'vat',
              label: i18n._({
                id: 'money.purchase.vat',
                message: 'VAT {rate}%',
                values: { rate: pack.vatRatePercent.toLocaleString(i18n.locale) },
              }),
              value: money({ ...pack.price, amountMinor: price.vat }),
            },
            {
              key: 'total',
              label: i18n._({ id: 'money.purchase.total', message: 'Total' }),
              value: money({ ...pack.price, amountMinor: price.total }),
            },
          ]}
        />
        <p className="field-hint">
          {i18n._({
            id: 'money.purchase.how-paid',
            message:
              'The total is added to your balance today and collected with the payment method you chose. Your proposals included start at once.',
          })}
        </p>
        <p>
          <Link
            to="proPaymentDetails"
            params={{ sourcePage: 'proPurchasePackage', packageId: pack.id }}
            data-testid="money-purchase-payment-details"
          >
            {i18n._({ id: 'money.purchase.payment-details', message: 'Pay your invoices automatically' })}
          </Link>
        </p>
        {problem ? <FormMessage>{problem}</FormMessage> : null}
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={subscribe.isMutating}
            onClick={() => void confirm()}
            data-testid="money-confirm"
          >
            {i18n._({ id: 'money.purchase.confirm', message: 'Confirm and subscribe' })}
          </button>
        </div>
      </section>
      {coupon ? null : <CouponField pack={pack} onApplied={setCoupon} />}
    </>
  );
}

export function PurchaseSuccessPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const packageName = usePackageName();
  const { formatDate } = useDateFormatters();
  const packages = useQuery(MoneyPackagesDocument, { brand: brand.id });
  return (
    <div className="narrow account-page">
      <QueryState data={packages.data} error={packages.error} onRetry={() => void packages.mutate()}>
        {({ mySubscription }) =>
          mySubscription?.package ? (
            <div data-testid="money-success">
              <PageHeading
                title={i18n._({
                  id: 'money.success.title',
                  message: 'You are on the {name}',
                  values: { name: packageName(mySubscription.package.code) },
                })}
                lead={i18n._({
                  id: 'money.success.lead',
                  message: '{count} proposals a month are included, from today. This period runs until {date}.',
                  values: {
                    count: mySubscription.package.proposalsPerMonth,
                    date: mySubscription.endsAt ? formatDate(mySubscription.endsAt, { dateStyle: 'long' }) : '',
                  },
                })}
              />
              <div className="actions">
                <Link to="newServiceRequests" className="button">
                  {i18n._({ id: 'register.done.to-jobs', message: 'See the jobs' })}
                </Link>
                <Link to="proBalance" className="button secondary">
                  {i18n._({ id: 'money.balance.link', message: 'Your balance' })}
                </Link>
              </div>
            </div>
          ) : (
            <PageHeading title={i18n._({ id: 'money.success.none', message: 'No package yet' })} />
          )
        }
      </QueryState>
    </div>
  );
}
