// §2.8 register/proposition (decision 062): what joining gives and what it costs, in the
// professional's own trades — reading jobs and messages is free; a price sent to a home owner costs
// the service's lead fee (decision 009), listed here for each service they chose, in the brand's
// currency. Reached from the payment method's introduction, and back to the registration.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { formatMoney, type MoneyValue } from '../../components/ui/money.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import type { ProServicesPropositionQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { ProServicesPropositionDocument } from './generated/documents.ts';
import { RegistrationStepProgress } from './registration-pages.tsx';

type Trades = ProServicesPropositionQuery['myServicePreferences']['professions'];

// The cheapest and dearest lead fee of the services chosen; null before any is chosen.
export function feeRange(trades: Trades): { min: MoneyValue; max: MoneyValue } | null {
  const fees = trades.flatMap((trade) => trade.services.map((service) => service.leadFee));
  if (fees.length === 0) return null;
  const sorted = [...fees].sort((a, b) => a.amountMinor - b.amountMinor);
  return { min: sorted[0] as MoneyValue, max: sorted.at(-1) as MoneyValue };
}

function usePoints(): Feature[] {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  return [
    {
      icon: 'inbox',
      title: i18n._({ id: 'register.proposition.free', message: 'Reading jobs is free' }),
      text: i18n._({
        id: 'register.proposition.free-text',
        message: 'See every job in your trades and area, with its photos and answers, at no cost.',
      }),
    },
    {
      icon: 'send',
      title: i18n._({ id: 'register.proposition.fee', message: 'You pay only to send a price' }),
      text: i18n._({
        id: 'register.proposition.fee-text',
        message:
          'Each price you send to a home owner costs the job’s fee, shown before you send it. Jobs you pass on cost nothing.',
      }),
    },
    {
      icon: 'message-square',
      title: i18n._({ id: 'register.proposition.contact', message: 'Talk to the customer directly' }),
      text: i18n._({
        id: 'register.proposition.contact-text',
        message: 'Messages with home owners are free, and {product} takes no commission on the work.',
        values: { product: brand.productName },
      }),
    },
  ];
}

export function PropositionPage() {
  const { i18n } = useLingui();
  const points = usePoints();
  const proposition = useQuery(ProServicesPropositionDocument);
  return (
    <div className="narrow account-page">
      <RegistrationStepProgress />
      <PageHeading
        title={i18n._({ id: 'register.proposition.title', message: 'What you get, and what it costs' })}
        lead={i18n._({
          id: 'register.proposition.lead',
          message: 'No subscription to start and no commission: you pay per price you send.',
        })}
      />
      <FeatureList features={points} />
      <QueryState data={proposition.data} error={proposition.error} onRetry={() => void proposition.mutate()}>
        {({ myServicePreferences: { professions } }) => <Fees trades={professions} />}
      </QueryState>
      <div className="actions">
        <Link to="proRegister" className="button" data-testid="proposition-continue">
          {i18n._({ id: 'register.continue', message: 'Continue' })}
        </Link>
      </div>
    </div>
  );
}

function Fees({ trades }: { trades: Trades }) {
  const { i18n } = useLingui();
  const range = feeRange(trades);
  if (!range)
    return (
      <p className="card">
        <Link to="proRegisterMultiProfessions">
          {i18n._({ id: 'register.proposition.choose', message: 'Choose your trades to see the fees of their jobs' })}
        </Link>
      </p>
    );
  const money = (value: MoneyValue) => formatMoney(value, i18n.locale);
  return (
    <section className="card account-topic" aria-labelledby="proposition-fees" data-testid="proposition-fees">
      <h2 id="proposition-fees">
        {range.min.amountMinor === range.max.amountMinor
          ? i18n._({
              id: 'register.proposition.one-fee',
              message: 'A price costs {fee}',
              values: { fee: money(range.min) },
            })
          : i18n._({
              id: 'register.proposition.range',
              message: 'A price costs {min} to {max}',
              values: { min: money(range.min), max: money(range.max) },
            })}
      </h2>
      {trades
        .filter((trade) => trade.services.length > 0)
        .map((trade) => (
          <ValueList
            key={trade.profession.id}
            title={trade.profession.name}
            rows={trade.services.map((service) => ({
              key: service.id,
              label: service.name,
              value: money(service.leadFee),
            }))}
          />
        ))}
    </section>
  );
}
