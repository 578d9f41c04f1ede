// §2.7 service-preferences/add-profession: a trade the professional does not work in yet, chosen from
// the brand's, then its services (choose-services/{professionId}). A professional who has every
// trade already is told so.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState } from '../../components/ui/status.tsx';
import { Link } from '../../lib/router.tsx';
import { AddTrade } from './service-preferences-page.tsx';
import { TradesState } from './trades-state.tsx';

export function AddProfessionPage() {
  const { i18n } = useLingui();
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
      <TradesState>
        {({ professions, own }) => {
          const others = professions.filter(
            (trade) => !own.professions.some((mine) => mine.profession.id === trade.id),
          );
          return others.length > 0 ? (
            <AddTrade trades={others} />
          ) : (
            <EmptyState title={i18n._({ id: 'pro-services.add.none', message: 'You work in every trade we have' })} />
          );
        }}
      </TradesState>
    </div>
  );
}
