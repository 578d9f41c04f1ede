// Issue 15 §8: a caller's mistake is a 4xx that names what is wrong, logged below error level —
// never an upstream fault (502) or a masked 500. The BFF runs as a process of its own so that what
// it logs can be read.
import t from 'tap';
import { spawnBff } from '../../helpers/bff-process.ts';
import { graphql, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const TRACK = 'mutation($input: TrackEventInput!) { trackEvent(input: $input) { __typename } }';

const upstream = await startUpstream(t);
const bff = await spawnBff(t, { UPSTREAM_GRAPHQL_URL: upstream.url });

interface Answer {
  readonly data?: unknown;
  readonly errors?: { message: string; extensions?: { code?: string } }[];
}

t.test('a tracking context whose data nests is refused with 400 naming the field', async (t) => {
  const response = await graphql(bff.origin, TRACK, {
    input: {
      category: 'search',
      action: 'filter',
      contexts: [{ name: 'JOBS_LIST_FILTERS', data: { sortBy: { nested: { deeper: 'x' } } } }],
    },
  });
  t.equal(response.status, 400);
  const body = response.json<Answer>();
  t.match(body.errors?.[0]?.message, /JSONObject value of "sortBy" must be text, a number, a boolean or null/);
  t.notOk('data' in body && body.data, 'nothing ran');
});

t.test('variables nested thousands of levels deep are refused with 400, not a stack overflow', async (t) => {
  // Written out by hand: a value this deep is past what JSON.stringify itself can walk.
  const deep = `${'{"level":'.repeat(5_000)}"bottom"${'}'.repeat(5_000)}`;
  const response = await send(bff.origin, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"query":${JSON.stringify(TRACK)},"variables":{"input":${deep}}}`,
  });
  t.equal(response.status, 400);
  t.match(response.json<Answer>().errors?.[0], {
    message: '"variables" nests deeper than 32 levels',
    extensions: { code: 'BAD_REQUEST' },
  });
});

t.test('a well-formed event is still taken', async (t) => {
  const response = await graphql(bff.origin, TRACK, {
    input: {
      category: 'search',
      action: 'filter',
      contexts: [{ name: 'JOBS_LIST_FILTERS', data: { sortBy: 'NEWEST' } }],
    },
  });
  t.same(response.json(), { data: { trackEvent: { __typename: 'EventTracked' } } });
});

t.test('none of these mistakes was logged as an error', async (t) => {
  const errors = bff.logs.filter((line) => Number(line.level) >= 50);
  t.same(errors, [], 'no line at error level or above');
});
