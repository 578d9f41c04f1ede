// §2.7 package-selection and savings-package (decision 063): the brand's packages of one billing
// period beside paying as you go — each with its price a month before VAT and the proposals a month
// it includes — the package the professional is on marked, the others leading to their purchase.
// Paying a year ahead is the savings package: ten months' price for twelve.
import { useLingui } from '@lingui/react';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import { PlanCard, PlanCards } from '../../components/ui/plan-card.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { BillingPeriod, MoneyPackageFragment, MoneySubscriptionFragment } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { usePackageName } from '../../lib/package-words.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { MoneyPackagesDocument } from './generated/documents.ts';

export function PackageSelectionPage() {
  return <PackagesPage period="MONTHLY" />;
}

export function SavingsPackagePage() {
  return <PackagesPage period="ANNUAL" />;
}

function PackagesPage({ period }: { period: BillingPeriod }) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const packages = useQuery(MoneyPackagesDocument, { brand: brand.id });
  const annual = period === 'ANNUAL';
  return (
    <div className="account-page">
      <BackLink to="proManageAccount">{i18n._({ id: 'account.back', message: 'Your account' })}</BackLink>
      <PageHeading
        title={
          annual
            ? i18n._({ id: 'money.packages.annual-title', message: 'Pay a year ahead, get two months free' })
            : i18n._({ id: 'money.packages.title', message: 'Choose how you pay for jobs' })
        }
        lead={i18n._({
          id: 'money.packages.lead',
          message:
            'A package includes proposals every month; past them, and without a package, a proposal costs its job’s lead fee. Reading jobs is always free.',
        })}
      />
      <QueryState data={packages.data} error={packages.error} onRetry={() => void packages.mutate()}>
        {({ subscriptionPackages, mySubscription }) => (
          <Packages
            packages={subscriptionPackages.filter((pack) => pack.billingPeriod === period)}
            current={mySubscription}
            annual={annual}
          />
        )}
      </QueryState>
      <p className="aside-links">
        {annual ? (
          <Link to="proPackageSelection">
            {i18n._({ id: 'money.packages.to-monthly', message: 'Pay month by month instead' })}
          </Link>
        ) : (
          <Link to="proSavingsPackage" data-testid="money-to-savings">
            {i18n._({ id: 'money.packages.to-annual', message: 'Pay a year ahead: two months free' })}
          </Link>
        )}
        <Link to="proBalance">{i18n._({ id: 'money.balance.link', message: 'Your balance' })}</Link>
      </p>
    </div>
  );
}

function Packages({
  packages,
  current,
  annual,
}: {
  packages: readonly MoneyPackageFragment[];
  current: MoneySubscriptionFragment | null | undefined;
  annual: boolean;
}) {
  const { i18n } = useLingui();
  const packageName = usePackageName();
  const money = (value: MoneyPackageFragment['price']) => formatMoney(value, i18n.locale);
  const vat = packages[0]?.vatRatePercent ?? 0;
  const perMonth = i18n._({
    id: 'money.packages.per-month',
    message: 'a month, excl. {vat}% VAT',
    values: { vat: vat.toLocaleString(i18n.locale) },
  });
  const yours = i18n._({ id: 'money.packages.current', message: 'Your package' });
  return (
    <PlanCards label={i18n._({ id: 'money.packages.label', message: 'Packages' })}>
      {annual ? null : (
        <PlanCard
          testId="money-plan-payg"
          name={i18n._({ id: 'money.package.payg', message: 'Pay as you go' })}
          price={i18n._({ id: 'money.packages.payg-price', message: 'No monthly fee' })}
          per=""
          points={[
            i18n._({ id: 'money.packages.payg-point', message: 'Each proposal costs its job’s lead fee' }),
            i18n._({ id: 'money.packages.payg-invoice', message: 'Lead fees invoiced once a month' }),
          ]}
          current={current ? undefined : yours}
        />
      )}
      {packages.map((pack) => {
        const points = [
          i18n._({
            id: 'money.packages.included',
            message: '{count} proposals a month included',
            values: { count: pack.proposalsPerMonth },
          }),
        ];
        if (annual)
          points.push(
            i18n._({
              id: 'money.packages.billed-yearly',
              message: '{price} billed once a year, excl. VAT',
              values: { price: money(pack.price) },
            }),
          );
        return (
          <PlanCard
            key={pack.id}
            testId="money-plan"
            name={packageName(pack.code)}
            price={money(pack.pricePerMonth)}
            per={perMonth}
            points={points}
            highlighted={pack.code === 'PLUS'}
            current={current?.package?.id === pack.id ? yours : undefined}
            action={
              current ? null : (
                <Link
                  to="proPurchasePackage"
                  params={{ subscriptionPackageId: pack.id }}
                  className="button"
                  data-testid="money-choose"
                >
                  {i18n._({
                    id: 'money.packages.choose',
                    message: 'Choose {name}',
                    values: { name: packageName(pack.code) },
                  })}
                </Link>
              )
            }
          />
        );
      })}
    </PlanCards>
  );
}
