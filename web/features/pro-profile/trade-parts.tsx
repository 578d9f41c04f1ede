// What the papers pages and the trade pages share: the link back to where the professional came
// from, and one trade as the catalogue and the professional's own services know it.
import { useLingui } from '@lingui/react';
import type { RouteName } from '../../../shared/routes.ts';
import { Icon } from '../../components/ui/icon.tsx';
import type { ProProfileTradeQuery } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';

export function BackTo({ to, params }: { to: RouteName; params?: Record<string, string> }) {
  const { i18n } = useLingui();
  return (
    <p className="account-back">
      <Link to={to} params={params}>
        <Icon icon="arrow-left" />
        {to === 'proManageAccount'
          ? i18n._({ id: 'pro-profile.back.account', message: 'Your account' })
          : i18n._({ id: 'pro-profile.back.trades', message: 'Your trades and services' })}
      </Link>
    </p>
  );
}

type TradeData = ProProfileTradeQuery;

export function tradeOf(data: TradeData, professionId: string) {
  const trade = data.professions.find((candidate) => candidate.id === professionId);
  const own = data.myServicePreferences.professions.find((candidate) => candidate.profession.id === professionId);
  return { trade, own };
}
