// The postcode step of the request form (spec §2.5): the postcode, the town it is in once the
// upstream knows it, and — for a well-formed postcode of no place the upstream knows — the town
// of the job, picked from the towns whose name starts with what the person types (decision
// record 029). The form decides when to ask the upstream; this shows what it answered.
import { useLingui } from '@lingui/react';
import { useDeferredValue, useEffect, useId } from 'react';
import type { BrandId } from '../../../shared/brands.ts';
import { TextField } from '../../components/ui/fields.tsx';
import type { JobPostPostalCodeQuery, JobPostTownsQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import type { StepFieldsProps } from './form-steps.tsx';
import { JobPostTownsDocument } from './generated/documents.ts';

export type PostalCodeCheck = JobPostPostalCodeQuery['postalCode'];
export type TownSuggestion = JobPostTownsQuery['towns'][number];

// Suggestions start from the second character typed.
export const MIN_TOWN_LENGTH = 2;

export const sameTownName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

// The suggestion a typed text means when none was chosen: the one named exactly so, if only one is.
export function pickTown(text: string, towns: readonly TownSuggestion[]): TownSuggestion | null {
  const named = towns.filter((town) => sameTownName(town.name, text.trim()));
  return named.length === 1 ? (named[0] ?? null) : null;
}

const townLabel = (town: TownSuggestion) => (town.region ? `${town.name}, ${town.region}` : town.name);

function TownField({
  brandId,
  postalCode,
  values,
  update,
  errorOf,
}: StepFieldsProps & { brandId: BrandId; postalCode: string }) {
  const { i18n } = useLingui();
  const listId = useId();
  const inputId = useId();
  // The field appears after Next: the person is taken to it, and hears its explanation.
  useEffect(() => document.getElementById(inputId)?.focus(), [inputId]);
  const typed = useDeferredValue(values.townName.trim());
  const wanted = typed.length >= MIN_TOWN_LENGTH && values.townId === '';
  const suggestions = useQuery(
    JobPostTownsDocument,
    { brand: brandId, query: typed },
    { enabled: wanted, keepPreviousData: true },
  );
  const shown = wanted ? (suggestions.data?.towns ?? []) : [];
  const none = wanted && suggestions.data !== undefined && !suggestions.isLoading && shown.length === 0;
  return (
    <div className="job-post-town">
      <TextField
        label={i18n._({ id: 'job-post.town.label', message: 'Town or village of the job' })}
        hint={i18n._({
          id: 'job-post.town.hint',
          message: 'We do not know where {postalCode} is yet. Type the name of the town, then choose it from the list.',
          values: { postalCode },
        })}
        id={inputId}
        name="town"
        data-testid="job-post-town"
        autoComplete="address-level2"
        value={values.townName}
        error={errorOf('town')}
        aria-controls={shown.length > 0 ? listId : undefined}
        onChange={(event) => update({ townName: event.target.value, townId: '' })}
      />
      {shown.length > 0 ? (
        <ul
          id={listId}
          className="job-post-towns"
          aria-label={i18n._({ id: 'job-post.town.suggestions', message: 'Matching towns' })}
        >
          {shown.map((town) => (
            <li key={town.id}>
              <button
                type="button"
                data-testid="job-post-town-option"
                onClick={() => update({ townName: townLabel(town), townId: town.id })}
              >
                {townLabel(town)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {none ? (
        <p className="field-hint" role="status">
          {i18n._({
            id: 'job-post.town.none',
            message: 'No town starts with “{text}”. Check the spelling, or choose the nearest larger town.',
            values: { text: typed },
          })}
        </p>
      ) : null}
    </div>
  );
}

export function PostalCodeFields({
  brandId,
  check,
  values,
  update,
  errorOf,
}: StepFieldsProps & { brandId: BrandId; check: PostalCodeCheck | null }) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        label={i18n._({ id: 'job-post.postal-code.label', message: 'Postcode of the job' })}
        hint={i18n._({
          id: 'job-post.postal-code.hint',
          message: 'Tradespeople who work in this area see your job. Your full address is not shown.',
        })}
        name="postalCode"
        data-testid="job-post-postal-code"
        autoComplete="postal-code"
        value={values.postalCode}
        error={errorOf('postalCode')}
        // Another postcode may be in another town: the town is asked again if it must be.
        onChange={(event) => update({ postalCode: event.target.value, townName: '', townId: '' })}
      />
      {check?.status === 'KNOWN' && check.townName ? (
        <p className="job-post-place" data-testid="job-post-place">
          {i18n._({
            id: 'job-post.postal-code.place',
            message: '{postalCode} is in {town}.',
            values: { postalCode: check.postalCode ?? values.postalCode, town: check.townName },
          })}
        </p>
      ) : null}
      {check?.status === 'TOWN_NEEDED' ? (
        <TownField
          brandId={brandId}
          postalCode={check.postalCode ?? values.postalCode}
          values={values}
          update={update}
          errorOf={errorOf}
        />
      ) : null}
    </>
  );
}
