// A trade's professionals (spec §2.1 service-pros): in the whole country (/{profession}/{service-pros})
// and in one region (/{profession}/{region}/{service-pros}), with the towns they work from, each a
// link to the trade's page in that town, and the regions as a way in. A trade or region that does
// not exist is not found.
import { useLingui } from '@lingui/react';
import type { Brand } from '../../../shared/brands.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { DirectoryProfessionQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList } from '../../lib/structured-data.ts';
import { useDirectoryCrumbs } from './directory-crumbs.ts';
import { placeVariables, regionVariables } from './directory-query.ts';
import { DirectoryResults } from './directory-results.tsx';
import {
  DirectoryLocationDocument,
  DirectoryProfessionDocument,
  DirectoryTownsDocument,
} from './generated/documents.ts';
import { byRegion, TownList, townsVariables } from './index-pages.tsx';
import { professionDirectoryParams, TradeInPlace } from './location-page.tsx';
import { useNumberedPage } from './numbered-page.ts';
import { DirectorySearchForm } from './search-form.tsx';
import { WidenSearch } from './widen-search.tsx';

type Trade = NonNullable<DirectoryProfessionQuery['profession']>;

// The towns the trade's professionals work from (in one region when given), under their regions,
// each linking to the trade's page in that town; the regions link to the trade's region page.
function TradeTowns({ brand, trade, regionSlug }: { brand: Brand; trade: Trade; regionSlug?: string }) {
  const { i18n } = useLingui();
  const towns = useQuery(
    DirectoryTownsDocument,
    townsVariables(brand, { professionSlug: trade.slug, ...(regionSlug ? { regionSlug } : {}) }),
  );
  const list = towns.data?.townsWithPros ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="trade-towns-heading" data-testid="trade-towns">
      <h2 id="trade-towns-heading">
        {i18n._({
          id: 'directory.trade.towns',
          message: '{professionals} by town',
          values: { professionals: trade.professionalsName },
        })}
      </h2>
      {byRegion(list).map(({ region, towns: inRegion }) => (
        <div key={region?.id ?? 'other'}>
          {region && !regionSlug ? (
            <h3>
              <Link to="regionPros" params={{ professionSlug: trade.slug, areaSlug: region.slug }}>
                {region.name}
              </Link>
            </h3>
          ) : null}
          <TownList
            towns={inRegion}
            linkOf={(location) => (
              <Link to="professionDirectory" params={professionDirectoryParams(trade.slug, location.slug)}>
                {location.name}
              </Link>
            )}
          />
        </div>
      ))}
    </section>
  );
}

export function TradeProsPage({ brand, professionSlug }: { brand: Brand; professionSlug: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const crumbs = useDirectoryCrumbs();
  const numbered = useNumberedPage();
  const profession = useQuery(DirectoryProfessionDocument, placeVariables(brand, professionSlug));
  return (
    <QueryState data={profession.data} error={profession.error} onRetry={() => void profession.mutate()}>
      {({ profession: trade }) => {
        if (!trade) return <NotFoundPage />;
        return (
          <div className="directory-page">
            <PageHeading
              {...numbered.canonical}
              title={numbered.titled(trade.professionalsName)}
              lead={i18n._({
                id: 'directory.trade.lead',
                message:
                  'Tradespeople for {trade} across {product}: compare their reviews and checks, then ask for a quote.',
                values: { trade: trade.name, product: brand.productName },
              })}
              structuredData={[
                breadcrumbList([
                  ...crumbs,
                  { name: trade.professionalsName, path: router.href('tradePros', { professionSlug: trade.slug }) },
                ]),
              ]}
            />
            <DirectorySearchForm brand={brand} professionSlug={trade.slug} />
            <DirectoryResults
              brand={brand}
              scope={{ professionSlug: trade.slug }}
              empty={<WidenSearch brand={brand} placeName={null} place={null} profession={trade} />}
            />
            <TradeTowns brand={brand} trade={trade} />
          </div>
        );
      }}
    </QueryState>
  );
}

export function RegionProsPage({
  brand,
  professionSlug,
  regionSlug,
}: {
  brand: Brand;
  professionSlug: string;
  regionSlug: string;
}) {
  const router = useRouter();
  const crumbs = useDirectoryCrumbs();
  const profession = useQuery(DirectoryProfessionDocument, placeVariables(brand, professionSlug));
  const location = useQuery(DirectoryLocationDocument, regionVariables(brand, regionSlug));
  const both =
    profession.data && location.data
      ? { trade: profession.data.profession, region: location.data.location }
      : undefined;
  return (
    <QueryState
      data={both}
      error={profession.error ?? location.error}
      onRetry={() => {
        void profession.mutate();
        void location.mutate();
      }}
    >
      {({ trade, region }) => {
        if (!trade || region?.kind !== 'REGION') return <NotFoundPage />;
        return (
          <TradeInPlace
            brand={brand}
            trade={trade}
            place={region}
            crumbs={[
              ...crumbs,
              { name: trade.professionalsName, path: router.href('tradePros', { professionSlug: trade.slug }) },
              { name: region.name, path: router.pathname },
            ]}
          >
            <TradeTowns brand={brand} trade={trade} regionSlug={region.slug} />
          </TradeInPlace>
        );
      }}
    </QueryState>
  );
}
