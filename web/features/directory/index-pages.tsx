// The directory's indexes (spec §2.2 /{all-trades}, /{all-locations}): every trade of the brand and
// every town its professionals work from, each with how many professionals and reviews it has, so
// that a visitor — and a crawler — reaches every trade's and every town's page in one step.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { TradeIcon } from '../../components/ui/trade-icon.tsx';
import type { DirectoryPlaceFragment, DirectoryTownsQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList } from '../../lib/structured-data.ts';
import { useDirectoryCrumbs } from './directory-crumbs.ts';
import { DirectoryTownsDocument, DirectoryTradesDocument } from './generated/documents.ts';

export const tradesVariables = (brand: Brand) => ({ brand: brand.id });
export const townsVariables = (brand: Brand, filter: { professionSlug?: string; regionSlug?: string } = {}) => ({
  brand: brand.id,
  ...filter,
});

// "12 tradespeople · 48 reviews": what a trade or town has, in a line under its name.
export function useFiguresLine(): (figures: { proCount: number; reviewCount: number }) => string {
  const { i18n } = useLingui();
  return ({ proCount, reviewCount }) =>
    [
      i18n._({
        id: 'directory.index.pros',
        message: '{count, plural, one {# tradesperson} other {# tradespeople}}',
        values: { count: proCount },
      }),
      i18n._({
        id: 'directory.index.reviews',
        message: '{count, plural, one {# review} other {# reviews}}',
        values: { count: reviewCount },
      }),
    ].join(' · ');
}

export function AllTradesPage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const crumbs = useDirectoryCrumbs();
  const figuresLine = useFiguresLine();
  const trades = useQuery(DirectoryTradesDocument, tradesVariables(brand));
  const title = i18n._({ id: 'directory.all-trades.title', message: 'All trades' });
  return (
    <div className="directory-page">
      <PageHeading
        title={title}
        lead={i18n._({
          id: 'directory.all-trades.lead',
          message: 'Every trade on {product}, with the tradespeople listed in it and the reviews they have.',
          values: { product: brand.productName },
        })}
        structuredData={[breadcrumbList([...crumbs, { name: title, path: router.href('allTrades') }])]}
      />
      <QueryState data={trades.data} error={trades.error} onRetry={() => void trades.mutate()}>
        {({ tradesWithPros }) => (
          <ul className="directory-places directory-index" data-testid="directory-all-trades">
            {tradesWithPros.map(({ profession, ...figures }) => (
              <li key={profession.id}>
                <TradeIcon category={profession.category} />
                <span>
                  <Link to="tradePros" params={{ professionSlug: profession.slug }}>
                    {profession.name}
                  </Link>
                  <span className="field-hint">{figuresLine(figures)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

type TownEntry = DirectoryTownsQuery['townsWithPros'][number];

// Towns under their regions, regions in the order their first town comes (name order), so the
// page reads as the country's map does; a town without a region stands under "Other places".
export function byRegion(towns: readonly TownEntry[]) {
  const regions = new Map<string, { region: DirectoryPlaceFragment['parent']; towns: TownEntry[] }>();
  for (const town of towns) {
    const key = town.location.parent?.id ?? '';
    const entry = regions.get(key) ?? { region: town.location.parent ?? null, towns: [] };
    entry.towns.push(town);
    regions.set(key, entry);
  }
  return [...regions.values()].sort((a, b) => (a.region?.name ?? '\uffff').localeCompare(b.region?.name ?? '\uffff'));
}

// Towns with their figures, each name a link (to the town's page, or a trade's page in it).
export function TownList({
  towns,
  linkOf,
}: {
  towns: readonly TownEntry[];
  linkOf: (location: TownEntry['location']) => ReactNode;
}) {
  const figuresLine = useFiguresLine();
  return (
    <ul className="directory-places directory-index">
      {towns.map(({ location, ...figures }) => (
        <li key={location.id}>
          <span>
            {linkOf(location)}
            <span className="field-hint">{figuresLine(figures)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AllLocationsPage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const crumbs = useDirectoryCrumbs();
  const towns = useQuery(DirectoryTownsDocument, townsVariables(brand));
  const title = i18n._({ id: 'directory.all-locations.title', message: 'All places' });
  return (
    <div className="directory-page">
      <PageHeading
        title={title}
        lead={i18n._({
          id: 'directory.all-locations.lead',
          message: 'Every town where tradespeople on {product} are based, region by region.',
          values: { product: brand.productName },
        })}
        structuredData={[breadcrumbList([...crumbs, { name: title, path: router.href('allLocations') }])]}
      />
      <QueryState data={towns.data} error={towns.error} onRetry={() => void towns.mutate()}>
        {({ townsWithPros }) =>
          townsWithPros.length === 0 ? (
            <EmptyState
              icon="map-pin"
              title={i18n._({ id: 'directory.all-locations.none', message: 'No tradespeople are listed yet' })}
            />
          ) : (
            <div data-testid="directory-all-locations">
              {byRegion(townsWithPros).map(({ region, towns: inRegion }) => (
                <section key={region?.id ?? 'other'} aria-labelledby={`region-${region?.slug ?? 'other'}`}>
                  <h2 id={`region-${region?.slug ?? 'other'}`}>
                    {region?.name ?? i18n._({ id: 'directory.all-locations.other', message: 'Other places' })}
                  </h2>
                  <TownList
                    towns={inRegion}
                    linkOf={(location) => (
                      <Link to="findAProLocation" params={{ location: location.slug }}>
                        {location.name}
                      </Link>
                    )}
                  />
                </section>
              ))}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
