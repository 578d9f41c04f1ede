// The directory's search (spec §2.3): a trade and a place (a town, region or postal code). The place
// is picked from suggestions as it is typed, or looked up when the form is sent; the results page
// keeps the search in its address.
import { useLingui } from '@lingui/react';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import type { DirectoryPlaceFragment } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { request } from '../../lib/graphql.ts';
import { useRouter } from '../../lib/router.tsx';
import { FILTER_KEYS, professionsVariables } from './directory-query.ts';
import { DirectoryPlaceSuggestionsDocument, DirectoryProfessionsDocument } from './generated/documents.ts';
import { PlaceName } from './place-name.tsx';

// Suggestions start from the second character typed.
const MIN_SUGGESTION_LENGTH = 2;

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

// The place a typed text means: the suggestion named exactly so (a city first, as the API orders
// them), else the first suggestion.
export function pickPlace(text: string, places: readonly DirectoryPlaceFragment[]): DirectoryPlaceFragment | null {
  return places.find((place) => sameText(place.name, text)) ?? places[0] ?? null;
}

export function DirectorySearchForm({
  brand,
  professionSlug = '',
  place = null,
}: {
  brand: Brand;
  professionSlug?: string;
  place?: Pick<DirectoryPlaceFragment, 'slug' | 'name' | 'kind'> | null;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const describeError = useErrorMessage();
  const suggestionsId = useId();
  const professions = useQuery(DirectoryProfessionsDocument, professionsVariables(brand));
  const [profession, setProfession] = useState(professionSlug);
  const [text, setText] = useState(place?.name ?? '');
  const [chosen, setChosen] = useState<Pick<DirectoryPlaceFragment, 'slug' | 'name' | 'kind'> | null>(place);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typed = useDeferredValue(text.trim());
  const wantsSuggestions = typed.length >= MIN_SUGGESTION_LENGTH && !(chosen && sameText(chosen.name, typed));
  const suggestions = useQuery(
    DirectoryPlaceSuggestionsDocument,
    { brand: brand.id, query: typed },
    { enabled: wantsSuggestions, keepPreviousData: true },
  );
  const shown = wantsSuggestions ? (suggestions.data?.locations ?? []) : [];

  const go = (target: Pick<DirectoryPlaceFragment, 'slug' | 'name' | 'kind'> | null) => {
    router.navigate(
      router.href('directorySearchResults', {
        [FILTER_KEYS.profession]: profession || undefined,
        [FILTER_KEYS.location]: target && target.kind !== 'POSTAL_CODE' ? target.slug : undefined,
        [FILTER_KEYS.postalCode]: target?.kind === 'POSTAL_CODE' ? target.name : undefined,
      }),
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const wanted = text.trim();
    if (wanted === '') return go(null);
    if (chosen && sameText(chosen.name, wanted)) return go(chosen);
    setBusy(true);
    try {
      const { locations } = await request(DirectoryPlaceSuggestionsDocument, { brand: brand.id, query: wanted });
      const found = pickPlace(wanted, locations);
      if (!found) {
        setError(
          i18n._({
            id: 'directory.search.place-unknown',
            message: 'We could not find “{place}”. Check the spelling, or try a nearby town or a postal code.',
            values: { place: wanted },
          }),
        );
        return;
      }
      go(found);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const options = [
    { value: '', label: i18n._({ id: 'directory.search.any-trade', message: 'Any trade' }) },
    ...(professions.data?.professions ?? []).map((item) => ({ value: item.slug, label: item.name })),
  ];
  if (profession !== '' && !options.some((option) => option.value === profession)) {
    options.push({ value: profession, label: profession });
  }

  return (
    <form
      className="form directory-search"
      aria-label={i18n._({ id: 'directory.search.label', message: 'Find a tradesperson' })}
      action={router.href('directorySearchResults')}
      method="get"
      onSubmit={onSubmit}
      noValidate
    >
      <SelectField
        name="profession"
        data-testid="directory-search-profession"
        label={i18n._({ id: 'directory.search.trade', message: 'Trade' })}
        value={profession}
        options={options}
        onChange={(event) => setProfession(event.target.value)}
      />
      <div className="directory-place">
        <TextField
          name="place"
          data-testid="directory-search-place"
          autoComplete="off"
          label={i18n._({ id: 'directory.search.place', message: 'Town or postal code' })}
          hint={i18n._({
            id: 'directory.search.place-hint',
            message: 'For example a town, a region or a postal code.',
          })}
          value={text}
          error={error}
          aria-controls={shown.length > 0 ? suggestionsId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {shown.length > 0 ? (
          <ul
            id={suggestionsId}
            className="directory-suggestions"
            aria-label={i18n._({ id: 'directory.search.suggestions', message: 'Matching places' })}
          >
            {shown.map((suggestion) => (
              <li key={suggestion.id}>
                <button
                  type="button"
                  onClick={() => {
                    setChosen(suggestion);
                    setText(suggestion.name);
                  }}
                >
                  <PlaceName place={suggestion} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy} data-testid="directory-search-submit">
        {busy
          ? i18n._({ id: 'directory.search.searching', message: 'Searching…' })
          : i18n._({ id: 'directory.search.submit', message: 'Search' })}
      </button>
    </form>
  );
}
