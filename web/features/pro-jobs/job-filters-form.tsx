// The new-job list's filters and sort (spec §3 jobs-list filters): every filter newJobList takes.
// Choices apply at once; the search text applies when the form is sent.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import type { DistanceUnit, JobListSort, ProJobsFilterOptionsQuery } from '../../generated/graphql.ts';
import { formatDistance } from './job-facts.tsx';
import {
  DEFAULT_STATE,
  isDefaultState,
  JOB_LIST_FLAGS,
  JOB_LIST_SORTS,
  type JobListFlag,
  type JobListState,
  MAX_QUERY_LENGTH,
} from './job-filters.ts';

const DISTANCE_CHOICES = [5, 10, 15, 25, 50, 75, 100];
const MAX_RESPONSE_CHOICES = [0, 1, 2, 3, 4];

type Me = ProJobsFilterOptionsQuery['me'];
type Profession = Extract<NonNullable<Me>, { __typename: 'ServicePro' }>['professions'][number];

export interface FilterOptions {
  readonly professions: readonly Profession[];
  // How far the work area reaches, in the brand's unit; unknown without a work area.
  readonly radius: number | null;
}

export function filterOptionsOf(me: Me | undefined): FilterOptions {
  if (me?.__typename !== 'ServicePro') return { professions: [], radius: null };
  return { professions: me.professions, radius: me.workArea?.radius.value ?? null };
}

function toggled(list: readonly (string | number)[] | null | undefined, id: string, on: boolean): string[] {
  const rest = (list ?? []).map(String).filter((item) => item !== id);
  return on ? [...rest, id] : rest;
}

export function JobFiltersForm({
  state,
  options,
  unit,
  onChange,
}: {
  state: JobListState;
  options: FilterOptions;
  unit: DistanceUnit;
  onChange: (next: JobListState) => void;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const { filters } = state;
  const [query, setQuery] = useState(filters.query ?? '');
  useEffect(() => setQuery(filters.query ?? ''), [filters.query]);

  const change = (patch: Partial<JobListState['filters']>) => onChange({ ...state, filters: { ...filters, ...patch } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ query });
  };

  const sortLabels: Record<JobListSort, string> = {
    DATE: i18n._({ id: 'pro-jobs.filters.sort.date', message: 'Newest first' }),
    DISTANCE: i18n._({ id: 'pro-jobs.filters.sort.distance', message: 'Nearest first' }),
    RECOMMENDED: i18n._({ id: 'pro-jobs.filters.sort.recommended', message: 'Best match first' }),
  };
  const flagLabels: Record<JobListFlag, string> = {
    onlyQualifiedFor: i18n._({
      id: 'pro-jobs.filters.only-qualified',
      message: 'Only jobs I am qualified for',
    }),
    directRequestsOnly: i18n._({ id: 'pro-jobs.filters.direct-requests', message: 'Only jobs sent to me directly' }),
    lowCompetition: i18n._({ id: 'pro-jobs.filters.low-competition', message: 'Few responses so far (under 3)' }),
    withPictures: i18n._({ id: 'pro-jobs.filters.with-pictures', message: 'Only jobs with photos' }),
  };
  const any = i18n._({ id: 'pro-jobs.filters.any', message: 'Any' });

  const distances = DISTANCE_CHOICES.filter((value) => options.radius === null || value < options.radius);
  if (options.radius !== null) distances.push(options.radius);
  if (filters.distance != null && !distances.includes(filters.distance)) distances.push(filters.distance);
  distances.sort((a, b) => a - b);

  const clusters = options.professions.flatMap((profession) =>
    profession.skillClusters.map((cluster) => ({
      id: cluster.id,
      label: options.professions.length > 1 ? `${cluster.name} (${profession.name})` : cluster.name,
    })),
  );

  return (
    <section className="pro-job-filters card" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._({ id: 'pro-jobs.filters.heading', message: 'Filter and sort' })}</h2>
      <form className="pro-job-search" onSubmit={submit}>
        <TextField
          label={i18n._({ id: 'pro-jobs.filters.query', message: 'Search in jobs' })}
          hint={i18n._({ id: 'pro-jobs.filters.query-hint', message: 'Words from the service, trade or description' })}
          name="query"
          type="search"
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="button" data-testid="job-filters-search">
          {i18n._({ id: 'pro-jobs.filters.search', message: 'Search' })}
        </button>
      </form>
      <div className="pro-job-filter-fields">
        <SelectField
          label={i18n._({ id: 'pro-jobs.filters.sort', message: 'Sort by' })}
          name="sortBy"
          value={state.sortBy}
          options={JOB_LIST_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          onChange={(event) => onChange({ ...state, sortBy: event.target.value as JobListSort })}
        />
        <SelectField
          label={i18n._({ id: 'pro-jobs.filters.distance', message: 'Distance' })}
          name="distance"
          value={filters.distance == null ? '' : String(filters.distance)}
          options={[
            { value: '', label: any },
            ...distances.map((value) => ({
              value: String(value),
              label: i18n._({
                id: 'pro-jobs.filters.distance-within',
                message: 'Within {distance}',
                values: { distance: formatDistance(i18n.locale, value, unit) },
              }),
            })),
          ]}
          onChange={(event) => change({ distance: event.target.value === '' ? null : Number(event.target.value) })}
        />
        <SelectField
          label={i18n._({ id: 'pro-jobs.filters.max-responses', message: 'Responses so far' })}
          name="maxResponses"
          value={filters.maxResponses == null ? '' : String(filters.maxResponses)}
          options={[
            { value: '', label: any },
            ...MAX_RESPONSE_CHOICES.map((value) => ({
              value: String(value),
              label: i18n._({
                id: 'pro-jobs.filters.max-responses-value',
                message: '{count, plural, =0 {No responses yet} one {At most # response} other {At most # responses}}',
                values: { count: value },
              }),
            })),
          ]}
          onChange={(event) => change({ maxResponses: event.target.value === '' ? null : Number(event.target.value) })}
        />
      </div>
      {options.professions.length > 0 ? (
        <fieldset className="pro-job-choices">
          <legend>{i18n._({ id: 'pro-jobs.filters.professions', message: 'Trades' })}</legend>
          {options.professions.map((profession) => (
            <label key={profession.id} className="pro-job-check">
              <input
                type="checkbox"
                name="professionIds"
                value={profession.id}
                checked={filters.professionIds?.includes(profession.id) ?? false}
                onChange={(event) =>
                  change({ professionIds: toggled(filters.professionIds, profession.id, event.target.checked) })
                }
              />
              {profession.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {clusters.length > 0 ? (
        <fieldset className="pro-job-choices">
          <legend>{i18n._({ id: 'pro-jobs.filters.skill-clusters', message: 'Skills' })}</legend>
          {clusters.map((cluster) => (
            <label key={cluster.id} className="pro-job-check">
              <input
                type="checkbox"
                name="skillClusterIds"
                value={cluster.id}
                checked={filters.skillClusterIds?.includes(cluster.id) ?? false}
                onChange={(event) =>
                  change({ skillClusterIds: toggled(filters.skillClusterIds, cluster.id, event.target.checked) })
                }
              />
              {cluster.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="pro-job-choices">
        <legend>{i18n._({ id: 'pro-jobs.filters.show-only', message: 'Show only' })}</legend>
        {JOB_LIST_FLAGS.map((flag) => (
          <label key={flag} className="pro-job-check">
            <input
              type="checkbox"
              name={flag}
              checked={filters[flag] ?? false}
              onChange={(event) => change({ [flag]: event.target.checked })}
            />
            {flagLabels[flag]}
          </label>
        ))}
      </fieldset>
      {isDefaultState(state) ? null : (
        <div className="actions">
          <button
            type="button"
            className="button secondary"
            data-testid="job-filters-clear"
            onClick={() => onChange(DEFAULT_STATE)}
          >
            {i18n._({ id: 'pro-jobs.filters.clear', message: 'Clear filters' })}
          </button>
        </div>
      )}
    </section>
  );
}
