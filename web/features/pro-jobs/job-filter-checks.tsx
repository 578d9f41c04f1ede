// The new-job list's filters that are ticked on or off (spec §3 jobs-list filters): the pro's
// trades, their skills (named with the trade when there are several), and the "show only" flags.
import { useLingui } from '@lingui/react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { type FilterOptions, JOB_LIST_FLAGS, type JobListFlag, type JobListState } from './job-filters.ts';

type Filters = JobListState['filters'];

function toggled(list: readonly (string | number)[] | null | undefined, id: string, on: boolean): string[] {
  const rest = (list ?? []).map(String).filter((item) => item !== id);
  return on ? [...rest, id] : rest;
}

export function JobFilterChecks({
  filters,
  options,
  onChange,
}: {
  filters: Filters;
  options: FilterOptions;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { i18n } = useLingui();
  const flagLabels: Record<JobListFlag, string> = {
    onlyQualifiedFor: i18n._({
      id: 'pro-jobs.filters.only-qualified',
      message: 'Only jobs I am qualified for',
    }),
    directRequestsOnly: i18n._({ id: 'pro-jobs.filters.direct-requests', message: 'Only jobs sent to me directly' }),
    lowCompetition: i18n._({ id: 'pro-jobs.filters.low-competition', message: 'Few responses so far (under 3)' }),
    withPictures: i18n._({ id: 'pro-jobs.filters.with-pictures', message: 'Only jobs with photos' }),
  };
  const clusters = options.professions.flatMap((profession) =>
    profession.skillClusters.map((cluster) => ({
      id: cluster.id,
      label: options.professions.length > 1 ? `${cluster.name} (${profession.name})` : cluster.name,
    })),
  );

  return (
    <>
      {options.professions.length > 0 ? (
        <fieldset className="pro-job-choices">
          <legend>{i18n._({ id: 'pro-jobs.filters.professions', message: 'Trades' })}</legend>
          {options.professions.map((profession) => (
            <Checkbox
              key={profession.id}
              label={profession.name}
              name="professionIds[]"
              value={profession.id}
              checked={filters.professionIds?.includes(profession.id) ?? false}
              onChange={(event) =>
                onChange({ professionIds: toggled(filters.professionIds, profession.id, event.target.checked) })
              }
            />
          ))}
        </fieldset>
      ) : null}
      {clusters.length > 0 ? (
        <fieldset className="pro-job-choices">
          <legend>{i18n._({ id: 'pro-jobs.filters.skill-clusters', message: 'Skills' })}</legend>
          {clusters.map((cluster) => (
            <Checkbox
              key={cluster.id}
              label={cluster.label}
              name="skillClusterIds[]"
              value={cluster.id}
              checked={filters.skillClusterIds?.includes(cluster.id) ?? false}
              onChange={(event) =>
                onChange({ skillClusterIds: toggled(filters.skillClusterIds, cluster.id, event.target.checked) })
              }
            />
          ))}
        </fieldset>
      ) : null}
      <fieldset className="pro-job-choices">
        <legend>{i18n._({ id: 'pro-jobs.filters.show-only', message: 'Show only' })}</legend>
        {JOB_LIST_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={flagLabels[flag]}
            name={flag}
            value="true"
            checked={filters[flag] ?? false}
            onChange={(event) => onChange({ [flag]: event.target.checked })}
          />
        ))}
      </fieldset>
    </>
  );
}
