// The brand's trades and the professional's own, read together: the pages that choose among them
// (adding a trade, a trade's services or skill sets) show once both are here, and retry both.
import type { ReactNode } from 'react';
import { QueryState } from '../../components/ui/status.tsx';
import type { ProServicesPreferencesFragment, ProServicesTradesQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { ProServicesPreferencesDocument, ProServicesTradesDocument } from './generated/documents.ts';

export interface Trades {
  // The brand's trades with their services.
  readonly professions: ProServicesTradesQuery['professions'];
  // The professional's trades, services and work area.
  readonly own: ProServicesPreferencesFragment;
}

// The services of one of the professional's trades they offer now (none for a trade not theirs).
export function chosenServices(own: ProServicesPreferencesFragment, professionId: string): string[] {
  const trade = own.professions.find((candidate) => candidate.profession.id === professionId);
  return trade?.services.map((service) => service.id) ?? [];
}

export function TradesState({ children }: { children: (trades: Trades) => ReactNode }) {
  const { brand } = useRouter();
  const trades = useQuery(ProServicesTradesDocument, { brand: brand.id });
  const preferences = useQuery(ProServicesPreferencesDocument);
  const retry = () => {
    void trades.mutate();
    void preferences.mutate();
  };
  const both =
    trades.data && preferences.data
      ? { professions: trades.data.professions, own: preferences.data.myServicePreferences }
      : undefined;
  return (
    <QueryState data={both} error={trades.error ?? preferences.error} onRetry={retry}>
      {children}
    </QueryState>
  );
}
