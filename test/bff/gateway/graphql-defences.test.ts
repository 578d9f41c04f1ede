// Issue §7 defences on /graphql over real HTTP: CSRF prevention, GET only when configured, and the
// limits on what one request may ask for. Every refusal is a 4xx naming what was wrong.
import t, { type Test } from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { graphql, type Response, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const PAGE_QUERY = '{ session { isAuthenticated } me { id } }';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);

interface GraphqlBody {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function messages(response: Response): string {
  return (response.json<GraphqlBody>().errors ?? []).map((error) => error.message).join('\n');
}

function post(body: string, headers: Record<string, string>, origin = bff.origin) {
  return send(origin, '/graphql', { method: 'POST', headers, body });
}

function refused(t: Test, response: Response, status: number, message: RegExp) {
  t.equal(response.status, status, response.text);
  t.match(messages(response), message);
  const requestId = response.headers['x-request-id'];
  t.match(requestId, /^[0-9a-f]{32}$/, 'the refusal carries the request id');
  for (const error of response.json<GraphqlBody>().errors ?? []) t.equal(error.extensions?.requestId, requestId);
  t.notMatch(response.text, /\bat .+\.(ts|js):\d+/, 'no stack trace');
}

t.test('CSRF prevention', async (t) => {
  const body = JSON.stringify({ query: PAGE_QUERY });
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    t.test(`a ${contentType} post without x-hearth-csrf is refused with 400`, async (t) => {
      refused(t, await post(body, { 'content-type': contentType }), 400, /Cross-Site Request Forgery/);
    });
  }

  t.test('a text/plain post carrying x-hearth-csrf passes the check', async (t) => {
    const response = await post(body, { 'content-type': 'text/plain', 'x-hearth-csrf': '1' });
    // fastify parses text/plain as a string, which is no GraphQL request object: not a CSRF refusal.
    t.notMatch(messages(response), /Cross-Site Request Forgery/);
  });

  t.test('a JSON post needs no header', async (t) => {
    const response = await post(body, { 'content-type': 'application/json; charset=utf-8' });
    t.equal(response.status, 200, response.text);
    t.same(response.json<GraphqlBody>().errors, undefined);
  });
});

t.test('GET is not enabled by default: 405 with Allow: POST, even for a query', async (t) => {
  const response = await send(bff.origin, `/graphql?query=${encodeURIComponent(PAGE_QUERY)}`, {
    headers: { 'x-hearth-csrf': '1' },
  });
  refused(t, response, 405, /GET is not enabled/);
  t.equal(response.headers.allow, 'POST');
});

t.test('with GRAPHQL_GET_ENABLED', async (t) => {
  const withGet = await startBff(t, upstream.url, { GRAPHQL_GET_ENABLED: 'true' });
  const get = (query: string, headers: Record<string, string> = { 'x-hearth-csrf': '1' }) =>
    send(withGet.origin, `/graphql?query=${encodeURIComponent(query)}`, { headers });

  t.test('a query over GET is answered', async (t) => {
    const response = await get(PAGE_QUERY);
    t.equal(response.status, 200, response.text);
    t.same(response.json(), { data: { session: { isAuthenticated: false }, me: null } });
  });

  t.test('a query over GET without x-hearth-csrf is refused', async (t) => {
    refused(t, await get(PAGE_QUERY, {}), 400, /Cross-Site Request Forgery/);
  });

  t.test('a mutation over GET is refused with 405', async (t) => {
    const response = await get('mutation { logout { success } }');
    refused(t, response, 405, /GET/);
    t.equal(response.headers.allow, 'POST');
  });
});

t.test('limits', async (t) => {
  t.test('16 aliases are refused, naming the alias limit', async (t) => {
    const fields = Array.from({ length: 16 }, (_, index) => `a${index}: __typename`).join(' ');
    refused(t, await graphql(bff.origin, `{ ${fields} }`), 400, /alias limit is 15/);
  });

  t.test('15 aliases pass', async (t) => {
    const fields = Array.from({ length: 15 }, (_, index) => `a${index}: __typename`).join(' ');
    t.equal((await graphql(bff.origin, `{ ${fields} }`)).status, 200);
  });

  t.test('aliases spread through a fragment used twice count twice', async (t) => {
    const fields = Array.from({ length: 8 }, (_, index) => `a${index}: __typename`).join(' ');
    const query = `{ ...F session { ...G } } fragment F on Query { ${fields} } fragment G on SessionInfo { ${fields} }`;
    refused(t, await graphql(bff.origin, query), 400, /alias limit/);
  });

  t.test('a query deeper than 10 is refused', async (t) => {
    const deep = `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;
    refused(t, await graphql(bff.origin, deep), 400, /depth/);
  });

  t.test('more than 2000 tokens are refused before parsing', async (t) => {
    const query = `{ ${'__typename '.repeat(2001)} }`;
    refused(t, await graphql(bff.origin, query), 400, /more th\w+ 2000 tokens/);
  });

  t.test('more than 20 directives are refused', async (t) => {
    const query = `{ ${'__typename @include(if: true) '.repeat(21)} }`;
    refused(t, await graphql(bff.origin, query), 400, /directive limit is 20/);
  });

  t.test('nested connections of 100 are refused, naming the cost', async (t) => {
    const query = `{ questions(brand: "uk", first: 100) { edges { node { id answers(first: 100) { edges { node { id body } } } } } } }`;
    refused(t, await graphql(bff.origin, query), 400, /cost limit is 5000/);
  });

  t.test('a first bound to a variable counts as the largest page', async (t) => {
    const query = `query($n: Int = 1) { questions(brand: "uk", first: $n) { edges { node { id answers(first: $n) { edges { node { id } } } } } } }`;
    refused(t, await graphql(bff.origin, query, { n: 1 }), 400, /cost limit/);
  });

  t.test('a negative first buys no cost back', async (t) => {
    const costly = `q: questions(brand: "uk", first: 100) { edges { node { id answers(first: 100) { edges { node { id } } } } } }`;
    const query = `{ ${costly} m: myQuestions(first: -1000000) { edges { node { id } } } }`;
    refused(t, await graphql(bff.origin, query), 400, /cost limit/);
  });

  t.test('fragments spreading fragments are measured once each, not exponentially', async (t) => {
    const chain = Array.from(
      { length: 40 },
      (_, index) => `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`,
    );
    const query = `{ ...F0 } ${chain.join(' ')} fragment F40 on Query { __typename }`;
    const started = process.hrtime.bigint();
    const response = await graphql(bff.origin, query);
    t.ok(process.hrtime.bigint() - started < 5_000_000_000n, 'answered without walking 2^40 spreads');
    refused(t, response, 400, /cost limit/);
  });

  t.test('a batched array body is refused', async (t) => {
    const body = JSON.stringify([{ query: PAGE_QUERY }, { query: PAGE_QUERY }]);
    const response = await post(body, { 'content-type': 'application/json' });
    t.equal(response.status, 400, response.text);
    t.match(response.headers['x-request-id'], /^[0-9a-f]{32}$/);
  });

  t.test('a query that is a JSON object is refused', async (t) => {
    const body = JSON.stringify({ query: { kind: 'Document', definitions: [] } });
    const response = await post(body, { 'content-type': 'application/json' });
    t.equal(response.status, 400, response.text);
  });

  t.test('a query that is a JSON-encoded document in a string is refused', async (t) => {
    const ast = {
      kind: 'Document',
      definitions: [
        {
          kind: 'OperationDefinition',
          operation: 'query',
          selectionSet: {
            kind: 'SelectionSet',
            selections: [{ kind: 'Field', name: { kind: 'Name', value: '__typename' } }],
          },
        },
      ],
    };
    refused(t, await graphql(bff.origin, JSON.stringify(ast)), 400, /must be GraphQL text/);
  });

  t.test('a page-sized query still passes', async (t) => {
    const response = await graphql(bff.origin, PAGE_QUERY);
    t.equal(response.status, 200, response.text);
    t.same(response.json(), { data: { session: { isAuthenticated: false }, me: null } });
  });

  t.test('a connection page of the default size passes', async (t) => {
    const query = `{ questions(brand: "uk") { edges { node { id title answers { edges { node { id body } } } } } pageInfo { hasNextPage endCursor } } }`;
    const response = await graphql(bff.origin, query);
    t.equal(response.status, 200, response.text);
    t.notMatch(messages(response), /cost|alias|directive|depth/);
  });
});

t.test('in production', async (t) => {
  const production = await startBff(t, upstream.url, { APP_ENV: 'production' });

  t.test('introspection is refused', async (t) => {
    refused(t, await graphql(production.origin, '{ __schema { types { name } } }'), 400, /introspection/i);
  });

  t.test('a misspelled field is refused without "Did you mean"', async (t) => {
    const response = await graphql(production.origin, '{ sesion { isAuthenticated } }');
    refused(t, response, 400, /Cannot query field "sesion"/);
    t.notMatch(response.text, /Did you mean/);
  });

  t.test('an enum value misspelled in the variables is refused without "Did you mean"', async (t) => {
    const query = 'query($k: LocalityKind) { locations(brand: "uk", query: "x", kind: $k) { __typename } }';
    const response = await graphql(production.origin, query, { k: 'CIT' });
    refused(t, response, 400, /Value "CIT" does not exist in "LocalityKind" enum\.$/);
    t.notMatch(response.text, /Did you mean/);
  });
});

t.test('in development a misspelled field suggests the right one', async (t) => {
  const response = await graphql(bff.origin, '{ sesion { isAuthenticated } }');
  t.equal(response.status, 400);
  t.match(messages(response), /Did you mean "session"/);
});
