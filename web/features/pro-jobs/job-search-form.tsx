// The search text of the new-job list: typed freely, applied when the form is sent, and set again
// when the list's filters change it (cleared, or another address).
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { TextField } from '../../components/ui/fields.tsx';
import { MAX_QUERY_LENGTH } from './job-filters.ts';

export function JobSearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { i18n } = useLingui();
  const [typed, setTyped] = useState(query);
  useEffect(() => setTyped(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed);
  };

  return (
    <form className="pro-job-search" onSubmit={submit}>
      <TextField
        label={i18n._({ id: 'pro-jobs.filters.query', message: 'Search in jobs' })}
        hint={i18n._({ id: 'pro-jobs.filters.query-hint', message: 'Words from the service, trade or description' })}
        name="query"
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="button" data-testid="job-filters-search">
        {i18n._({ id: 'pro-jobs.filters.search', message: 'Search' })}
      </button>
    </form>
  );
}
