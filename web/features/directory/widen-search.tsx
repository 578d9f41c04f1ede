// An honest empty directory (spec §2.3): nobody matches yet, and these are the ways to look wider —
// the whole place without the trade, the surrounding region, everywhere, or posting the job so that
// professionals come to you.
import { useLingui } from '@lingui/react';
import type { Brand } from '../../../shared/brands.ts';
import type { DirectoryPlaceFragment } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';
import { NoResults } from './directory-results.tsx';

type Place = Pick<DirectoryPlaceFragment, 'slug' | 'name' | 'kind' | 'parent'>;

export function WidenSearch({
  brand,
  placeName,
  place,
  profession,
}: {
  brand: Brand;
  // What the search was for: a place's name or a postal code, if any.
  placeName: string | null;
  place: Place | null;
  profession: { readonly slug: string; readonly name: string } | null;
}) {
  const { i18n } = useLingui();
  const title = placeName
    ? profession
      ? i18n._({
          id: 'directory.empty.profession-place',
          message: 'No tradespeople for {trade} found in {place} yet',
          values: { trade: profession.name, place: placeName },
        })
      : i18n._({
          id: 'directory.empty.place',
          message: 'No tradespeople found in {place} yet',
          values: { place: placeName },
        })
    : i18n._({ id: 'directory.empty.anywhere', message: 'No tradespeople match this search yet' });
  const parent = place?.parent && place.parent.kind !== 'POSTAL_CODE' ? place.parent : null;
  const jobPostRoute = brand.jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';
  return (
    <NoResults title={title}>
      <p>{i18n._({ id: 'directory.empty.widen', message: 'Try a wider search:' })}</p>
      <ul className="directory-widen-links" data-testid="directory-widen">
        {profession && place && place.kind !== 'POSTAL_CODE' ? (
          <li>
            <Link to="findAProLocation" params={{ location: place.slug }}>
              {i18n._({
                id: 'directory.empty.all-trades-in',
                message: 'All trades in {place}',
                values: { place: place.name },
              })}
            </Link>
          </li>
        ) : null}
        {parent ? (
          <li>
            <Link to="directorySearchResults" params={{ profession: profession?.slug, location: parent.slug }}>
              {i18n._({
                id: 'directory.empty.whole-region',
                message: 'All of {region}',
                values: { region: parent.name },
              })}
            </Link>
          </li>
        ) : null}
        {placeName ? (
          <li>
            <Link to="directorySearchResults" params={{ profession: profession?.slug }}>
              {i18n._({ id: 'directory.empty.everywhere', message: 'Everywhere in the country' })}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="findAPro">{i18n._({ id: 'directory.empty.new-search', message: 'Start a new search' })}</Link>
        </li>
      </ul>
      <p>
        {i18n._({
          id: 'directory.empty.post-job',
          message: 'Or describe your job and let tradespeople who cover your area come to you.',
        })}
      </p>
      <Link to={jobPostRoute} className="button">
        {i18n._({ id: 'directory.empty.post-job-cta', message: 'Post your job for free' })}
      </Link>
    </NoResults>
  );
}
