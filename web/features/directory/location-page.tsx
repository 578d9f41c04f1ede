// Professionals of one place (spec §2.3 /{find-a-pro}/{location}) and of one trade in one place
// (/{contentCluster}/{profession}-{professionals}/{location}). A place or trade that does not exist
// is not found.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { DirectoryPlaceFragment, DirectoryProfessionQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import { useDirectoryCrumbs } from './directory-crumbs.ts';
import { placeVariables, professionsVariables } from './directory-query.ts';
import { DirectoryResults } from './directory-results.tsx';
import {
  DirectoryLocationDocument,
  DirectoryProfessionDocument,
  DirectoryProfessionsDocument,
} from './generated/documents.ts';
import { useNumberedPage } from './numbered-page.ts';
import { usePlaceLabel } from './place-name.tsx';
import { DirectorySearchForm } from './search-form.tsx';
import { WidenSearch } from './widen-search.tsx';

// §2.2: a trade's content cluster is named by the trade's slug, so its directory pages live under it.
export function professionDirectoryParams(professionSlug: string, locationSlug: string) {
  return { contentCluster: professionSlug, profession: professionSlug, location: locationSlug };
}

// Every trade's professionals in this place: the way from a place page to a trade's page.
function TradesIn({ brand, place }: { brand: Brand; place: Pick<DirectoryPlaceFragment, 'slug' | 'name'> }) {
  const { i18n } = useLingui();
  const professions = useQuery(DirectoryProfessionsDocument, professionsVariables(brand));
  const list = professions.data?.professions ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="directory-trades-heading">
      <h2 id="directory-trades-heading">
        {i18n._({ id: 'directory.location.trades', message: 'By trade in {place}', values: { place: place.name } })}
      </h2>
      <ul className="directory-places" data-testid="directory-trades">
        {list.map((trade) => (
          <li key={trade.id}>
            <Link to="professionDirectory" params={professionDirectoryParams(trade.slug, place.slug)}>
              {trade.professionalsName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LocationPage({ brand, locationSlug }: { brand: Brand; locationSlug: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const directoryCrumbs = useDirectoryCrumbs();
  const numbered = useNumberedPage();
  const placeLabel = usePlaceLabel();
  const location = useQuery(DirectoryLocationDocument, placeVariables(brand, locationSlug));
  return (
    <QueryState data={location.data} error={location.error} onRetry={() => void location.mutate()}>
      {({ location: place }) => {
        if (!place) return <NotFoundPage />;
        const postal = place.kind === 'POSTAL_CODE';
        return (
          <div className="directory-page">
            <PageHeading
              {...numbered.canonical}
              title={numbered.titled(
                i18n._({
                  id: 'directory.location.title',
                  message: 'Tradespeople in {place}',
                  values: { place: place.name },
                }),
              )}
              lead={i18n._({
                id: 'directory.location.lead',
                message: 'Compare reviews and checks of tradespeople who work in {place}, then ask for a quote.',
                values: { place: placeLabel(place) },
              })}
              structuredData={[
                breadcrumbList([
                  ...directoryCrumbs,
                  { name: place.name, path: router.href('findAProLocation', { location: locationSlug }) },
                ]),
              ]}
            />
            <DirectorySearchForm brand={brand} place={place} />
            <DirectoryResults
              brand={brand}
              scope={postal ? { postalCode: place.name } : { localitySlug: place.slug }}
              empty={<WidenSearch brand={brand} placeName={place.name} place={place} profession={null} />}
            />
            {postal ? null : <TradesIn brand={brand} place={place} />}
          </div>
        );
      }}
    </QueryState>
  );
}

type Trade = NonNullable<DirectoryProfessionQuery['profession']>;

// A trade's professionals in a place — a town, a postal code or a region — with the search and
// what to look for instead when nobody matches; `children` follows the results.
export function TradeInPlace({
  brand,
  trade,
  place,
  crumbs,
  children,
}: {
  brand: Brand;
  trade: Trade;
  place: DirectoryPlaceFragment;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const numbered = useNumberedPage();
  const postal = place.kind === 'POSTAL_CODE';
  return (
    <div className="directory-page">
      <PageHeading
        {...numbered.canonical}
        title={numbered.titled(
          i18n._({
            id: 'directory.profession.title',
            message: '{professionals} in {place}',
            values: { professionals: trade.professionalsName, place: place.name },
          }),
        )}
        lead={i18n._({
          id: 'directory.profession.lead',
          message: 'Tradespeople for {trade} who work in {place}, with their reviews and checks.',
          values: { trade: trade.name, place: place.name },
        })}
        structuredData={[breadcrumbList(crumbs)]}
      />
      <DirectorySearchForm brand={brand} professionSlug={trade.slug} place={place} />
      <DirectoryResults
        brand={brand}
        scope={{ professionSlug: trade.slug, ...(postal ? { postalCode: place.name } : { localitySlug: place.slug }) }}
        empty={<WidenSearch brand={brand} placeName={place.name} place={place} profession={trade} />}
      />
      {children}
    </div>
  );
}

export function ProfessionDirectoryPage({
  brand,
  professionSlug,
  locationSlug,
}: {
  brand: Brand;
  // Empty when the address names the trade under another trade's content cluster.
  professionSlug: string;
  locationSlug: string;
}) {
  const router = useRouter();
  const directoryCrumbs = useDirectoryCrumbs();
  const location = useQuery(DirectoryLocationDocument, placeVariables(brand, locationSlug));
  const profession = useQuery(DirectoryProfessionDocument, placeVariables(brand, professionSlug));
  const both =
    location.data && profession.data ? { place: location.data.location, trade: profession.data.profession } : undefined;
  return (
    <QueryState
      data={both}
      error={location.error ?? profession.error}
      onRetry={() => {
        void location.mutate();
        void profession.mutate();
      }}
    >
      {({ place, trade }) => {
        if (!place || !trade) return <NotFoundPage />;
        return (
          <TradeInPlace
            brand={brand}
            trade={trade}
            place={place}
            crumbs={[
              ...directoryCrumbs,
              { name: place.name, path: router.href('findAProLocation', { location: place.slug }) },
              { name: trade.professionalsName, path: router.pathname },
            ]}
          />
        );
      }}
    </QueryState>
  );
}
