// A place with what it belongs to: "M1 1AA, Manchester", "Manchester, Greater Manchester".
import { useLingui } from '@lingui/react';
import type { DirectoryPlaceFragment } from '../../generated/graphql.ts';

export function usePlaceLabel(): (place: Pick<DirectoryPlaceFragment, 'name' | 'parent'>) => string {
  const { i18n } = useLingui();
  return (place) =>
    place.parent
      ? i18n._({
          id: 'directory.place.with-parent',
          message: '{place}, {parent}',
          values: { place: place.name, parent: place.parent.name },
        })
      : place.name;
}

export function PlaceName({ place }: { place: Pick<DirectoryPlaceFragment, 'name' | 'parent'> }) {
  return <>{usePlaceLabel()(place)}</>;
}
