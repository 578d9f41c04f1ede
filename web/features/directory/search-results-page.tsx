// The results of the directory's search form (spec §2.2 /directory-search-results): the trade and
// place asked for stay in the address, so the results can be shared, reloaded and refined.
import { useLingui } from '@lingui/react';
import type { Brand } from '../../../shared/brands.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { placeVariables, scopeOfSearch } from './directory-query.ts';
import { DirectoryResults } from './directory-results.tsx';
import { DirectoryLocationDocument, DirectoryProfessionDocument } from './generated/documents.ts';
import { DirectorySearchForm } from './search-form.tsx';
import { WidenSearch } from './widen-search.tsx';

export function SearchResultsPage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const scope = scopeOfSearch(router.query);
  const location = useQuery(DirectoryLocationDocument, placeVariables(brand, scope.localitySlug ?? ''), {
    enabled: scope.localitySlug !== undefined,
  });
  const profession = useQuery(DirectoryProfessionDocument, placeVariables(brand, scope.professionSlug ?? ''), {
    enabled: scope.professionSlug !== undefined,
  });
  const ready =
    (scope.localitySlug === undefined || location.data !== undefined) &&
    (scope.professionSlug === undefined || profession.data !== undefined);
  const named = ready
    ? { place: location.data?.location ?? null, trade: profession.data?.profession ?? null }
    : undefined;
  return (
    <QueryState
      data={named}
      error={location.error ?? profession.error}
      onRetry={() => {
        void location.mutate();
        void profession.mutate();
      }}
    >
      {({ place, trade }) => {
        const placeName = place?.name ?? scope.postalCode ?? null;
        const unknownPlace = scope.localitySlug !== undefined && !place;
        const unknownTrade = scope.professionSlug !== undefined && !trade;
        const title =
          trade && placeName
            ? i18n._({
                id: 'directory.profession.title',
                message: '{professionals} in {place}',
                values: { professionals: trade.professionalsName, place: placeName },
              })
            : trade
              ? trade.professionalsName
              : placeName
                ? i18n._({
                    id: 'directory.location.title',
                    message: 'Tradespeople in {place}',
                    values: { place: placeName },
                  })
                : i18n._({ id: 'directory.results.all', message: 'All tradespeople' });
        return (
          <div className="directory-page">
            <PageHeading title={title} />
            {unknownPlace || unknownTrade ? (
              <p className="form-message form-message-error" role="alert">
                {unknownPlace
                  ? i18n._({
                      id: 'directory.results.unknown-place',
                      message: 'We do not know the place in this search. Choose one from the suggestions.',
                    })
                  : i18n._({
                      id: 'directory.results.unknown-trade',
                      message: 'We do not know the trade in this search. Choose one from the list.',
                    })}
              </p>
            ) : null}
            <DirectorySearchForm
              brand={brand}
              professionSlug={trade?.slug ?? ''}
              place={place ?? (scope.postalCode ? { slug: '', name: scope.postalCode, kind: 'POSTAL_CODE' } : null)}
            />
            <DirectoryResults
              brand={brand}
              scope={scope}
              empty={<WidenSearch brand={brand} placeName={placeName} place={place} profession={trade} />}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
