// The new job list's filters as the address and the browser's storage hold them (spec §3, §5, §9).
import t from 'tap';
import {
  jobListQueryString,
  jobListVariables,
  parseJobListQuery,
  readStoredState,
  storageKey,
  storeState,
} from '../../../../web/features/pro-jobs/job-filters.ts';

t.test('the default list has no query string: sort by date is left out', async (t) => {
  t.equal(jobListQueryString({ filters: {}, sortBy: 'DATE' }), '');
  t.equal(jobListQueryString({ filters: { lowCompetition: false, professionIds: [] }, sortBy: 'DATE' }), '');
  t.same(jobListVariables(parseJobListQuery(new URLSearchParams(''))), { filters: {}, sortBy: 'DATE' });
});

t.test('only values that differ from the defaults are written, keys sorted, lists bracketed', async (t) => {
  t.equal(
    jobListQueryString({
      filters: { withPictures: true, professionIds: ['b', 'a'], query: '  tap  ', maxResponses: 0 },
      sortBy: 'DISTANCE',
    }),
    '?maxResponses=0&professionIds%5B%5D=a&professionIds%5B%5D=b&query=tap&sortBy=DISTANCE&withPictures=true',
  );
});

t.test('the address reads back to the same filters; nonsense in it is left out', async (t) => {
  const search = new URLSearchParams(
    'distance=-3&maxResponses=1.5&sortBy=CHEAPEST&lowCompetition=yes&withPictures=true&skillClusterIds[]=c1&query=%20%20',
  );
  t.same(parseJobListQuery(search), { filters: { skillClusterIds: ['c1'], withPictures: true }, sortBy: 'DATE' });
  const round = parseJobListQuery(new URLSearchParams(jobListQueryString(parseJobListQuery(search))));
  t.same(round, parseJobListQuery(search));
});

t.test('a long search text is cut to what the API accepts', async (t) => {
  const state = parseJobListQuery(new URLSearchParams({ query: 'x'.repeat(150) }));
  t.equal(state.filters.query?.length, 100);
});

t.test('stored filters are per brand, with the query trimmed (§5)', async (t) => {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as unknown as Storage;
  storeState(storage, 'uk', { filters: { query: '  new boiler ' }, sortBy: 'RECOMMENDED' });
  t.same(JSON.parse(items.get(storageKey('uk')) ?? ''), { filters: { query: 'new boiler' }, sortBy: 'RECOMMENDED' });
  t.same(readStoredState(storage, 'uk'), { filters: { query: 'new boiler' }, sortBy: 'RECOMMENDED' });
  t.equal(readStoredState(storage, 'nl'), null);
  items.set(storageKey('nl'), '{not json');
  t.equal(readStoredState(storage, 'nl'), null);
});
