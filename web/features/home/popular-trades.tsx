// The trades people ask for most, as tiles with their picture, and every other trade behind "All
// trades" (spec §2.2; docs/decisions/041-home-page.md). Each opens the job form with it chosen
// (§2.5), as the search's main button does.
import { useLingui } from '@lingui/react';
import { Icon } from '../../components/ui/icon.tsx';
import { TradeIcon } from '../../components/ui/trade-icon.tsx';
import type { HomePopularProfessionsQuery, HomeProfessionsQuery } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';

type Trade = HomeProfessionsQuery['professions'][number];

export function PopularTrades({
  popular,
  all,
}: {
  popular: HomePopularProfessionsQuery['popularProfessions'];
  all: readonly Trade[] | undefined;
}) {
  const { i18n } = useLingui();
  const shown = new Set(popular.map((trade) => trade.id));
  const rest = (all ?? []).filter((trade) => !shown.has(trade.id));
  return (
    <section className="home-section home-trades" aria-labelledby="home-trades" data-testid="home-trades">
      <h2 id="home-trades">{i18n._({ id: 'home.trades.popular', message: 'Popular trades' })}</h2>
      <ul className="home-trade-tiles">
        {popular.map((trade) => (
          <li key={trade.id} data-testid="home-trade-tile">
            <Link to="jobPostProfession" params={{ slug: trade.slug }} className="home-trade-tile">
              <TradeIcon category={trade.category} />
              <span className="home-trade-name">{trade.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="home-all-trades">
          <summary data-testid="home-all-trades">
            {i18n._({ id: 'home.trades.all', message: 'All trades' })}
            <Icon icon="chevron-down" />
          </summary>
          <ul className="home-trade-list">
            {rest.map((trade) => (
              <li key={trade.id}>
                <Link to="jobPostProfession" params={{ slug: trade.slug }}>
                  <TradeIcon category={trade.category} />
                  <span className="home-trade-name">{trade.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
