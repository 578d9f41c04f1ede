// The search text of the new-job list: typed freely and applied when the filters' form is sent (its
// 'search' button, or Enter), and set again when the list's filters change it (cleared, or another
// address). A part of the filters' form, not a form of its own.
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { TextField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { MAX_QUERY_LENGTH } from './job-filters.ts';

export function JobSearchForm({ query }: { query: string }) {
  const { i18n } = useLingui();
  const [typed, setTyped] = useState(query);
  useEffect(() => setTyped(query), [query]);

  return (
    <div className="pro-job-search">
      <TextField
        label={i18n._({ id: 'pro-jobs.filters.query', message: 'Search in jobs' })}
        hint={i18n._({ id: 'pro-jobs.filters.query-hint', message: 'Words from the service, trade or description' })}
        name="query"
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="button secondary" data-testid="job-filters-search">
        <Icon icon="search" />
        {i18n._({ id: 'pro-jobs.filters.search', message: 'Search' })}
      </button>
    </div>
  );
}
