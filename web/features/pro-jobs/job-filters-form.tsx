// The new-job list's filters and sort (spec §3 jobs-list filters): every filter newJobList takes.
// Choices apply at once; the search text applies when the form is sent.
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { SelectField } from '../../components/ui/fields.tsx';
import type { DistanceUnit, JobListSort } from '../../generated/graphql.ts';
import { formatDistance } from './job-facts.tsx';
import { JobFilterChecks } from './job-filter-checks.tsx';
import { DEFAULT_STATE, type FilterOptions, isDefaultState, JOB_LIST_SORTS, type JobListState } from './job-filters.ts';
import { JobSearchForm } from './job-search-form.tsx';

const DISTANCE_CHOICES = [5, 10, 15, 25, 50, 75, 100];
const MAX_RESPONSE_CHOICES = [0, 1, 2, 3, 4];

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

  const change = (patch: Partial<JobListState['filters']>) => onChange({ ...state, filters: { ...filters, ...patch } });

  const sortLabels: Record<JobListSort, string> = {
    DATE: i18n._({ id: 'pro-jobs.filters.sort.date', message: 'Newest first' }),
    DISTANCE: i18n._({ id: 'pro-jobs.filters.sort.distance', message: 'Nearest first' }),
    RECOMMENDED: i18n._({ id: 'pro-jobs.filters.sort.recommended', message: 'Best match first' }),
  };
  const any = i18n._({ id: 'pro-jobs.filters.any', message: 'Any' });

  // The work radius is the farthest choice, in whole units: "Within 25 mi", not "Within 24.9 mi"
  // (the list never reaches past the radius, whatever the filter says).
  const radius = options.radius === null ? null : Math.max(1, Math.round(options.radius));
  const distances = DISTANCE_CHOICES.filter((value) => radius === null || value < radius);
  if (radius !== null) distances.push(radius);
  if (filters.distance != null && !distances.includes(filters.distance)) distances.push(filters.distance);
  distances.sort((a, b) => a - b);

  return (
    <section className="pro-job-filters card" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._({ id: 'pro-jobs.filters.heading', message: 'Filter and sort' })}</h2>
      <JobSearchForm query={filters.query ?? ''} onSearch={(query) => change({ query })} />
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
      <JobFilterChecks filters={filters} options={options} onChange={change} />
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
