// The answers the server embedded in a page stay its data for the life of the document (data.tsx),
// so a page shown again after an in-page navigation does not fetch them again. After a change that
// other pages show (a template saved, then the list it lands on; a rule saved, then the rules), the
// queries of those pages are fetched now and kept in the data cache, which wins over the embedded
// answers: the next page shows the change at once, with no old list flashing first.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type PrefetchEntry, queryKey } from './data.tsx';
import { request } from './graphql.ts';

export function useRefreshQueries(): (queries: readonly PrefetchEntry[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (queries) => {
      // A query that cannot be fetched now is fetched by its page, which shows its own failure.
      await Promise.allSettled(
        queries.map(({ document, variables }) =>
          mutate(queryKey(document, variables as never), request(document, variables as never), { revalidate: false }),
        ),
      );
    },
    [mutate],
  );
}
