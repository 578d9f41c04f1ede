// The new-job list's filters and sort (spec §3 jobs-list filters): every filter newJobList takes,
// in one GET form whose fields are named as the address names them, so that it works before the
// script has run. With the script, choices apply at once and the search text when the form is
// sent. On a phone the form is in a sheet the list's Filters button opens; from breakpoint m on it
// is a panel beside the list.
import { useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { formatDistance } from '../../components/ui/distance.ts';
import { SelectField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import type { DistanceUnit, JobListSort } from '../../generated/graphql.ts';
import { JobFilterChecks } from './job-filter-checks.tsx';
import { DEFAULT_STATE, type FilterOptions, isDefaultState, JOB_LIST_SORTS, type JobListState } from './job-filters.ts';
import { JobSearchForm } from './job-search-form.tsx';

const DISTANCE_CHOICES = [5, 10, 15, 25, 50, 75, 100];
const MAX_RESPONSE_CHOICES = [0, 1, 2, 3, 4];

export function JobFiltersForm({
  id,
  state,
  options,
  unit,
  action,
  total,
  open,
  onClose,
  onChange,
}: {
  // The sheet's id, for the button that opens it.
  id: string;
  state: JobListState;
  options: FilterOptions;
  unit: DistanceUnit;
  // Where the form is sent without the script: the list's own address.
  action: string;
  // How many jobs the filters find, once known.
  total: number | undefined;
  open: boolean;
  onClose: () => void;
  onChange: (next: JobListState) => void;
}) {
  const { i18n } = useLingui();
  const formId = `${id}-form`;
  const { filters } = state;

  // Sent: the typed search text joins the filters already applied, and the sheet closes.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('query');
    const query = field instanceof HTMLInputElement ? field.value : (filters.query ?? '');
    onChange({ ...state, filters: { ...filters, query } });
    onClose();
  };

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
    <Sheet
      id={id}
      open={open}
      onClose={onClose}
      title={i18n._({ id: 'pro-jobs.filters.heading', message: 'Filter and sort' })}
      inlineFrom="m"
      className="pro-job-filters-sheet"
      testId="job-filters"
      footer={
        <>
          {isDefaultState(state) ? null : (
            <button
              type="button"
              className="button ghost"
              data-testid="job-filters-clear"
              onClick={() => onChange(DEFAULT_STATE)}
            >
              <Icon icon="rotate-ccw" />
              {i18n._({ id: 'pro-jobs.filters.clear', message: 'Clear filters' })}
            </button>
          )}
          <button type="submit" form={formId} className="button sheet-only" data-testid="job-filters-apply">
            {total === undefined
              ? i18n._({ id: 'pro-jobs.filters.apply', message: 'Show jobs' })
              : i18n._({
                  id: 'pro-jobs.filters.apply-count',
                  message: '{count, plural, =0 {Show jobs} one {Show # job} other {Show # jobs}}',
                  values: { count: total },
                })}
          </button>
        </>
      }
    >
      <form id={formId} className="pro-job-filters" method="get" action={action} onSubmit={submit}>
        <JobSearchForm query={filters.query ?? ''} />
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
                  message:
                    '{count, plural, =0 {No responses yet} one {At most # response} other {At most # responses}}',
                  values: { count: value },
                }),
              })),
            ]}
            onChange={(event) =>
              change({ maxResponses: event.target.value === '' ? null : Number(event.target.value) })
            }
          />
        </div>
        <JobFilterChecks filters={filters} options={options} onChange={change} />
      </form>
    </Sheet>
  );
}
