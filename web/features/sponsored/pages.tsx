// Sponsored placement (spec §2.7 "Jobs"; decisions 067, 069): the professional's placements, one of
// them, buying one and its success — pages only where the brand has the sponsoredPlacementV2 flag.
import type { ReactElement } from 'react';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import type {
  FeatureFlagsQuery,
  SponsoredPlacementChoicesQuery,
  SponsoredPlacementQuery,
} from '../../generated/graphql.ts';
import { useFeatureFlagContext } from '../../lib/feature-flags.tsx';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { FeatureFlagsDocument } from '../../lib/platform/generated/documents.ts';
import {
  SponsoredPlacementChoicesDocument,
  SponsoredPlacementDocument,
  SponsoredPlacementOfferDocument,
  SponsoredPlacementsDocument,
} from './generated/documents.ts';
import {
  SponsoredPlacementDetailsPage,
  SponsoredPlacementSuccessPage,
  SponsoredPlacementsPage,
} from './placements-page.tsx';
import { choiceQuery, defaultChoiceOf, purchaseChoiceOf, SponsoredPurchasePage } from './purchase-page.tsx';

// In the browser, the flag the page came with decides too (an in-app link kept from before).
function Flagged({ children }: { children: ReactElement }) {
  return useFeatureFlagContext().sponsoredPlacementV2 ? children : <NotFoundPage />;
}

// The flag's answer comes first in each page's data: without it the pages are not there.
const flagged = (results: readonly unknown[]) =>
  (results[0] as FeatureFlagsQuery | undefined)?.featureFlags.sponsoredPlacementV2 === true;

const placementFound = (results: readonly unknown[]) =>
  flagged(results) && Boolean((results[1] as SponsoredPlacementQuery | undefined)?.mySponsoredPlacement ?? true);

const placementId = (params: Readonly<Record<string, string>>, search: URLSearchParams) =>
  params.id ?? search.get('id') ?? '';

export const PAGES = {
  proSponsoredPlacement: {
    render: () => (
      <Flagged>
        <SponsoredPlacementsPage />
      </Flagged>
    ),
    data: () => [query(FeatureFlagsDocument), query(SponsoredPlacementsDocument)],
    found: flagged,
  },
  proSponsoredPlacementPurchase: {
    render: () => (
      <Flagged>
        <SponsoredPurchasePage />
      </Flagged>
    ),
    data: ({ search }) => {
      const choice = purchaseChoiceOf(search);
      return [
        query(FeatureFlagsDocument),
        query(SponsoredPlacementChoicesDocument),
        ...(choice ? [query(SponsoredPlacementOfferDocument, choice)] : []),
      ];
    },
    found: flagged,
    // An address naming no trade or town starts from the first trade and the nearest town.
    redirect: ([, choices], { search }) => {
      if (purchaseChoiceOf(search)) return null;
      const choice = defaultChoiceOf(choices as SponsoredPlacementChoicesQuery | undefined);
      return choice
        ? { route: 'proSponsoredPlacementPurchase', params: Object.fromEntries(choiceQuery(choice)) }
        : null;
    },
  },
  proSponsoredPlacementSuccess: {
    render: ({ params, search }) => (
      <Flagged>
        <SponsoredPlacementSuccessPage id={placementId(params, search)} />
      </Flagged>
    ),
    data: ({ params, search }) => [
      query(FeatureFlagsDocument),
      query(SponsoredPlacementDocument, { id: placementId(params, search) }),
    ],
    found: placementFound,
  },
  proSponsoredPlacementDetails: {
    render: ({ params, search }) => (
      <Flagged>
        <SponsoredPlacementDetailsPage id={placementId(params, search)} />
      </Flagged>
    ),
    data: ({ params, search }) => [
      query(FeatureFlagsDocument),
      query(SponsoredPlacementDocument, { id: placementId(params, search) }),
    ],
    found: placementFound,
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';
