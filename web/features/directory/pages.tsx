// The directory and profile pages (spec §2.2, §2.3). Each page's `data` asks the server for exactly
// what its components ask for (directory-query.ts builds both), and `found` turns a place, trade or
// professional that does not exist into the not-found answer.
import type {
  DirectoryLocationQuery,
  DirectoryProfessionQuery,
  DirectoryProProfileQuery,
  DirectoryProReviewsQuery,
  DirectorySearchQuery,
} from '../../generated/graphql.ts';
import { listingPageOf } from '../../lib/listing-page.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { JobPostProfessionsDocument } from '../job-post/generated/documents.ts';
import {
  filtersOf,
  placeVariables,
  popularPlacesVariables,
  professionsVariables,
  profileVariables,
  regionVariables,
  reviewsVariables,
  scopeOfSearch,
  searchVariables,
} from './directory-query.ts';
import { FindAProPage } from './find-a-pro-page.tsx';
import {
  DirectoryLocationDocument,
  DirectoryPopularPlacesDocument,
  DirectoryProfessionDocument,
  DirectoryProfessionsDocument,
  DirectoryProProfileDocument,
  DirectoryProReviewsDocument,
  DirectorySearchDocument,
  DirectoryTownsDocument,
  DirectoryTradesDocument,
} from './generated/documents.ts';
import { AllLocationsPage, AllTradesPage, townsVariables, tradesVariables } from './index-pages.tsx';
import { LocationPage, ProfessionDirectoryPage } from './location-page.tsx';
import { ProfilePage } from './profile-page.tsx';
import { ProfileReviewsPage } from './profile-reviews-page.tsx';
import { SearchResultsPage } from './search-results-page.tsx';
import { SendRequestPage } from './send-request-page.tsx';
import { RegionProsPage, TradeProsPage } from './trade-pages.tsx';

const param = (params: Readonly<Record<string, string>>, name: string) => params[name] ?? '';

// §2.2: a trade's directory pages live under its own content cluster only (the trade's slug); under
// any other the page names no trade, and is not found.
const clusterTrade = (params: Readonly<Record<string, string>>) =>
  param(params, 'contentCluster') === param(params, 'profession') ? param(params, 'profession') : '';

// A numbered page of professionals that is not a page, or lies past the last, is not found; the
// first always is, empty or not.
const pageFound = (search: URLSearchParams, result: unknown) => {
  const page = filtersOf(search).page;
  if (page === null) return false;
  return page === 1 || ((result as DirectorySearchQuery | undefined)?.directorySearch.edges.length ?? 1) > 0;
};

const proFound = (results: readonly unknown[]) =>
  (results[0] as DirectoryProProfileQuery | undefined)?.servicePro != null;

export const PAGES = {
  findAPro: {
    render: ({ brand }) => <FindAProPage brand={brand} />,
    data: ({ brand }) => [
      query(DirectoryProfessionsDocument, professionsVariables(brand)),
      query(DirectoryPopularPlacesDocument, popularPlacesVariables(brand)),
    ],
  },
  findAProLocation: {
    render: ({ brand, params }) => <LocationPage brand={brand} locationSlug={param(params, 'location')} />,
    data: ({ brand, params, search }) => [
      query(DirectoryLocationDocument, placeVariables(brand, param(params, 'location'))),
      query(DirectoryProfessionsDocument, professionsVariables(brand)),
      query(
        DirectorySearchDocument,
        searchVariables(brand, { localitySlug: param(params, 'location') }, filtersOf(search)),
      ),
    ],
    found: ([location, , results], { search }) =>
      (location as DirectoryLocationQuery | undefined)?.location != null && pageFound(search, results),
  },
  allTrades: {
    render: ({ brand }) => <AllTradesPage brand={brand} />,
    data: ({ brand }) => [query(DirectoryTradesDocument, tradesVariables(brand))],
  },
  allLocations: {
    render: ({ brand }) => <AllLocationsPage brand={brand} />,
    data: ({ brand }) => [query(DirectoryTownsDocument, townsVariables(brand))],
  },
  tradePros: {
    render: ({ brand, params }) => <TradeProsPage brand={brand} professionSlug={param(params, 'professionSlug')} />,
    data: ({ brand, params, search }) => [
      query(DirectoryProfessionDocument, placeVariables(brand, param(params, 'professionSlug'))),
      query(
        DirectorySearchDocument,
        searchVariables(brand, { professionSlug: param(params, 'professionSlug') }, filtersOf(search)),
      ),
      query(DirectoryTownsDocument, townsVariables(brand, { professionSlug: param(params, 'professionSlug') })),
    ],
    found: ([profession, results], { search }) =>
      (profession as DirectoryProfessionQuery | undefined)?.profession != null && pageFound(search, results),
  },
  regionPros: {
    render: ({ brand, params }) => (
      <RegionProsPage
        brand={brand}
        professionSlug={param(params, 'professionSlug')}
        regionSlug={param(params, 'areaSlug')}
      />
    ),
    data: ({ brand, params, search }) => [
      query(DirectoryProfessionDocument, placeVariables(brand, param(params, 'professionSlug'))),
      query(DirectoryLocationDocument, regionVariables(brand, param(params, 'areaSlug'))),
      query(
        DirectorySearchDocument,
        searchVariables(
          brand,
          { professionSlug: param(params, 'professionSlug'), localitySlug: param(params, 'areaSlug') },
          filtersOf(search),
        ),
      ),
      query(
        DirectoryTownsDocument,
        townsVariables(brand, {
          professionSlug: param(params, 'professionSlug'),
          regionSlug: param(params, 'areaSlug'),
        }),
      ),
    ],
    found: ([profession, location, results], { search }) =>
      (profession as DirectoryProfessionQuery | undefined)?.profession != null &&
      (location as DirectoryLocationQuery | undefined)?.location?.kind === 'REGION' &&
      pageFound(search, results),
  },
  professionDirectory: {
    render: ({ brand, params }) => (
      <ProfessionDirectoryPage
        brand={brand}
        professionSlug={clusterTrade(params)}
        locationSlug={param(params, 'location')}
      />
    ),
    data: ({ brand, params, search }) => [
      query(DirectoryLocationDocument, placeVariables(brand, param(params, 'location'))),
      query(DirectoryProfessionDocument, placeVariables(brand, clusterTrade(params))),
      query(DirectoryProfessionsDocument, professionsVariables(brand)),
      query(
        DirectorySearchDocument,
        searchVariables(
          brand,
          { professionSlug: clusterTrade(params), localitySlug: param(params, 'location') },
          filtersOf(search),
        ),
      ),
    ],
    found: ([location, profession, , results], { search }) => {
      const trade = (profession as DirectoryProfessionQuery | undefined)?.profession;
      return (
        (location as DirectoryLocationQuery | undefined)?.location != null &&
        trade != null &&
        pageFound(search, results)
      );
    },
  },
  directorySearchResults: {
    render: ({ brand }) => <SearchResultsPage brand={brand} />,
    data: ({ brand, search }) => {
      const scope = scopeOfSearch(search);
      return [
        ...(scope.localitySlug ? [query(DirectoryLocationDocument, placeVariables(brand, scope.localitySlug))] : []),
        ...(scope.professionSlug
          ? [query(DirectoryProfessionDocument, placeVariables(brand, scope.professionSlug))]
          : []),
        query(DirectoryProfessionsDocument, professionsVariables(brand)),
        query(DirectorySearchDocument, searchVariables(brand, scope, filtersOf(search))),
      ];
    },
    found: (results, { search }) => pageFound(search, results.at(-1)),
  },
  proProfile: {
    render: ({ params }) => <ProfilePage slug={param(params, 'serviceProSlug')} />,
    data: ({ params }) => [query(DirectoryProProfileDocument, profileVariables(param(params, 'serviceProSlug')))],
    found: proFound,
  },
  proProfileReviews: {
    render: ({ params }) => <ProfileReviewsPage slug={param(params, 'serviceProSlug')} />,
    data: ({ params, search }) => [
      query(DirectoryProProfileDocument, profileVariables(param(params, 'serviceProSlug'))),
      query(DirectoryProReviewsDocument, reviewsVariables(param(params, 'serviceProSlug'), listingPageOf(search) ?? 1)),
    ],
    found: (results, { search }) => {
      const page = listingPageOf(search);
      const reviews = (results[1] as DirectoryProReviewsQuery | undefined)?.servicePro?.reviews;
      return proFound(results) && page !== null && (page === 1 || (reviews?.edges.length ?? 1) > 0);
    },
  },
  sendRequestTo: {
    render: ({ params }) => <SendRequestPage slug={param(params, 'slug')} />,
    data: ({ brand, params }) => [
      query(DirectoryProProfileDocument, profileVariables(param(params, 'slug'))),
      // The job form's first step lists the trades (web/features/job-post/service-request-form.tsx).
      query(JobPostProfessionsDocument, { brand: brand.id }),
    ],
    found: proFound,
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
