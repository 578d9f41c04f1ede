// A list read at the root is a search of its own on the upstream's database, priced as one
// (ROOT_LIST_COST) whatever it selects: aliases repeating a cheap-looking search cannot buy many
// searches for one page's price (issue 23), while a page's own operations still fit.
import { readFile } from 'node:fs/promises';
import { buildSchema, parse, validate } from 'graphql';
import t from 'tap';
import { GRAPHQL_LIMITS, operationLimitsRule, ROOT_LIST_COST } from '../../../bff/gateway/limits.ts';

const schema = buildSchema(
  await readFile(new URL('../../../schema/generated/gateway.graphql', import.meta.url), 'utf8'),
);

function refusals(query: string): string[] {
  return validate(schema, parse(query), [operationLimitsRule(GRAPHQL_LIMITS)]).map((error) => error.message);
}

const searches = (count: number) =>
  `{ ${Array.from(
    { length: count },
    (_, i) =>
      `s${i}: directorySearch(input: { brand: "uk", localitySlug: "leeds", sortBy: RECOMMENDED }, first: 100) { edges { node { id } } }`,
  ).join(' ')} }`;

t.test('each search at the root is priced as a search', async (t) => {
  t.same(refusals(searches(4)), [], 'four searches of 100 ids fit');
  t.match(refusals(searches(5)), [/Query too costly: its cost is 5005, the cost limit is 5000/], 'a fifth does not');
});

t.test('a list nested under a search is one look-up for the page, not a search per item', async (t) => {
  const nested =
    '{ directorySearch(input: { brand: "uk", localitySlug: "leeds", sortBy: RECOMMENDED }, first: 20) { edges { node { id reviews(first: 5) { edges { node { id } } } } } } }';
  const [message] = validate(schema, parse(nested), [operationLimitsRule({ ...GRAPHQL_LIMITS, maxCost: -1 })]).map(
    (error) => error.message,
  );
  const cost = Number(/its cost is (\d+)/.exec(message ?? '')?.[1]);
  t.ok(cost < 2 * ROOT_LIST_COST, `priced ${cost}: the nested lists add their items, not searches`);
});

t.test('a single lookup at the root costs no search', async (t) => {
  const [message] = validate(schema, parse('{ me { id } }'), [
    operationLimitsRule({ ...GRAPHQL_LIMITS, maxCost: -1 }),
  ]).map((error) => error.message);
  t.match(message, /its cost is 2,/);
});
