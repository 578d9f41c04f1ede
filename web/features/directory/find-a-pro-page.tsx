// The directory's front door (spec §2.2 /{find-a-pro}): search by trade and place, or start from a
// popular place — where the brand's most reviewed professionals work.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { LoadFailed, Loading } from '../../components/ui/status.tsx';
import type { DirectoryPlaceFragment } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { POPULAR_PLACES, popularPlacesVariables } from './directory-query.ts';
import { DirectoryPopularPlacesDocument } from './generated/documents.ts';
import { DirectorySearchForm } from './search-form.tsx';

type Place = DirectoryPlaceFragment;

// The cities (a postal code counts as its city) where most of the listed professionals work, most
// first, then by name.
export function popularPlaces(centres: readonly (Place | null | undefined)[], limit = POPULAR_PLACES) {
  const counts = new Map<string, { place: Pick<Place, 'id' | 'slug' | 'name'>; count: number }>();
  for (const centre of centres) {
    if (!centre) continue;
    const place = centre.kind === 'POSTAL_CODE' ? centre.parent : centre;
    if (!place || place.kind === 'POSTAL_CODE') continue;
    const entry = counts.get(place.id) ?? { place, count: 0 };
    entry.count += 1;
    counts.set(place.id, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.place.name.localeCompare(b.place.name))
    .slice(0, limit)
    .map((entry) => entry.place);
}

function PopularPlaces({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const popular = useQuery(DirectoryPopularPlacesDocument, popularPlacesVariables(brand));
  let content: ReactNode;
  if (popular.data) {
    const places = popularPlaces(popular.data.directorySearch.edges.map((edge) => edge.node.workArea?.centre));
    content =
      places.length === 0 ? (
        <p>
          {i18n._({
            id: 'directory.popular.none',
            message: 'No tradespeople are listed yet. Search for your town to be the first to know.',
          })}
        </p>
      ) : (
        <ul className="directory-places" data-testid="directory-popular-places">
          {places.map((place) => (
            <li key={place.id}>
              <Link to="findAProLocation" params={{ location: place.slug }}>
                {i18n._({
                  id: 'directory.location.title',
                  message: 'Tradespeople in {place}',
                  values: { place: place.name },
                })}
              </Link>
            </li>
          ))}
        </ul>
      );
  } else if (popular.error) {
    content = <LoadFailed error={popular.error} onRetry={() => void popular.mutate()} />;
  } else {
    content = <Loading />;
  }
  return (
    <section aria-labelledby="directory-popular-heading">
      <h2 id="directory-popular-heading">{i18n._({ id: 'directory.popular.title', message: 'Popular places' })}</h2>
      {content}
    </section>
  );
}

export function FindAProPage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  return (
    <div className="directory-page">
      <PageHeading
        title={i18n._({ id: 'directory.find.title', message: 'Find a tradesperson' })}
        lead={i18n._({
          id: 'directory.find.lead',
          message: 'Search by trade and place, then compare reviews and checks before you ask for a quote.',
        })}
      />
      <DirectorySearchForm brand={brand} />
      <PopularPlaces brand={brand} />
    </div>
  );
}
