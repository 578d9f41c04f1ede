// §2.7 service-preferences/add-profession: a trade the professional does not work in yet, chosen from
// the brand's, then its services (choose-services/{professionId}). A professional who has every
// trade already is told so.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { ProServicesPreferencesDocument, ProServicesTradesDocument } from './generated/documents.ts';
import { AddTrade } from './service-preferences-page.tsx';

export function AddProfessionPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const preferences = useQuery(ProServicesPreferencesDocument);
  const trades = useQuery(ProServicesTradesDocument, { brand: brand.id });
  const retry = () => {
    void trades.mutate();
    void preferences.mutate();
  };
  const both = trades.data && preferences.data ? { trades: trades.data, preferences: preferences.data } : undefined;
  return (
    <div className="narrow account-page">
      <p className="account-back">
        <Link to="proServicePreferences">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'pro-services.back', message: 'Your trades and services' })}
        </Link>
      </p>
      <PageHeading
        title={i18n._({ id: 'pro-services.add.title', message: 'Add a trade' })}
        lead={i18n._({
          id: 'pro-services.add.lead',
          message: 'Choose the trade, then tick its services. Jobs of those services come in at once.',
        })}
      />
      <QueryState data={both} error={trades.error ?? preferences.error} onRetry={retry}>
        {({ trades: { professions }, preferences: { myServicePreferences } }) => {
          const others = professions.filter(
            (trade) => !myServicePreferences.professions.some((own) => own.profession.id === trade.id),
          );
          return others.length > 0 ? (
            <AddTrade trades={others} />
          ) : (
            <EmptyState title={i18n._({ id: 'pro-services.add.none', message: 'You work in every trade we have' })} />
          );
        }}
      </QueryState>
    </div>
  );
}
