// GraphQL over HTTP (decision 028), the request side, against real BFFs and a real upstream over
// real HTTP: one test per MUST of the specification's server section about what a server accepts
// (URL, serialization, POST, GET, JSON encoding), named after it; `null` or empty parameters read as
// absent on the fast path and the full execution alike. The answers' side: graphql-over-http-responses.
import t from 'tap';
import {
  type Answer,
  ENUM_QUERY,
  GRAPHQL_RESPONSE,
  get,
  JSON_TYPE,
  NON_ASCII,
  newClientId,
  post,
  startGraphqlOverHttp,
  typeOf,
  UPSTREAM_ONLY,
  WITH_LOCAL,
} from '../../helpers/graphql-over-http.ts';
import { send } from '../../helpers/http.ts';

const stack = await startGraphqlOverHttp(t, { get: true });
const { upstream, fault, fast, full, lastQuery } = stack;
const withGet = stack.withGet as NonNullable<typeof stack.withGet>;

t.test('URL: a server MUST enable GraphQL requests to a schema served at one or more URLs', async (t) => {
  const response = await post(fast.origin, { query: WITH_LOCAL });
  t.equal(response.status, 200, response.text);
  t.match(response.json(), { data: { session: { isAuthenticated: false }, professions: Array } });
});

t.test('Serialization: servers MUST support JSON, in requests and responses', async (t) => {
  const response = await post(fast.origin, { query: UPSTREAM_ONLY });
  t.equal(response.status, 200);
  t.match(typeOf(response), /^application\/json;/);
  t.match(response.json(), { data: { professions: Array } });
});

t.test('Media types: utf-8 MUST be assumed for a GraphQL media type in Accept that names no encoding', async (t) => {
  for (const accept of [GRAPHQL_RESPONSE, JSON_TYPE]) {
    const response = await post(
      fast.origin,
      { query: ENUM_QUERY, variables: { k: NON_ASCII } },
      { 'content-type': `${JSON_TYPE}; charset=utf-8`, accept },
    );
    t.equal(typeOf(response), `${accept}; charset=utf-8`, accept);
    t.match(response.text, NON_ASCII, `${accept}: the answer's bytes are UTF-8`);
  }
});

t.test('Request: a server MUST accept POST requests', async (t) => {
  const response = await post(full.origin, { query: '{ __typename }' });
  t.equal(response.status, 200);
  t.same(response.json(), { data: { __typename: 'Query' } });
});

t.test('POST: a server MUST support POST requests encoded with application/json in UTF-8', async (t) => {
  const response = await post(
    fast.origin,
    { query: ENUM_QUERY, variables: { k: NON_ASCII } },
    { 'content-type': 'application/json; charset=utf-8' },
  );
  t.equal(response.status, 400, 'the variable is read, and refused as no LocalityKind');
  t.match(response.json<Answer>().errors?.[0]?.message, `"${NON_ASCII}"`, 'read as the same characters');
});

t.test('POST: a recognised Content-Type without an encoding MUST be read as utf-8', async (t) => {
  const response = await post(fast.origin, { query: ENUM_QUERY, variables: { k: NON_ASCII } });
  t.match(response.json<Answer>().errors?.[0]?.message, `"${NON_ASCII}"`);
});

t.test('POST (SHOULD): a POST without a Content-Type is refused with a 4xx', async (t) => {
  const response = await send(fast.origin, '/graphql', {
    method: 'POST',
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  t.ok(response.status >= 400 && response.status < 500, String(response.status));
});

t.test('JSON encoding: servers MUST ignore request properties they do not understand', async (t) => {
  for (const bff of [fast, full]) {
    const response = await post(bff.origin, { query: UPSTREAM_ONLY, documentId: 'x', protocol: { v: 2 } });
    t.equal(response.status, 200, response.text);
    t.match(response.json(), { data: { professions: Array } });
  }
});

t.test('JSON encoding: null for an optional parameter is the same as leaving it out', async (t) => {
  const bodies: [string, Record<string, unknown>][] = [
    ['"extensions": null', { extensions: null }],
    ['"variables": null', { variables: null }],
    ['"operationName": null', { operationName: null }],
    ['all three null', { operationName: null, variables: null, extensions: null }],
  ];
  for (const query of [UPSTREAM_ONLY, WITH_LOCAL]) {
    const expected = await post(full.origin, { query });
    t.equal(expected.status, 200);
    for (const [name, extra] of bodies) {
      const onFast = await post(fast.origin, { query, ...extra });
      if (query === UPSTREAM_ONLY) t.equal(lastQuery(), query, `${name}: the fast path forwarded it`);
      const onFull = await post(full.origin, { query, ...extra });
      for (const response of [onFast, onFull]) {
        t.equal(response.status, 200, `${name}: ${response.text}`);
        t.equal(response.text, expected.text, `${name}: the same answer as without it`);
        t.equal(typeOf(response), typeOf(expected));
      }
    }
  }

  t.test('a variable missing from null variables is refused as one missing from absent variables', async (t) => {
    const query = 'query($b: String!) { questions(brand: $b) { __typename } }';
    const absent = await post(fast.origin, { query });
    const asNull = await post(fast.origin, { query, variables: null });
    for (const response of [absent, asNull]) {
      t.equal(response.status, 400, response.text);
      t.match(response.json(), {
        data: null,
        errors: [{ message: /"\$b" of required type "String!" was not provided/ }],
      });
      t.match(response.json<Answer>().errors?.[0]?.extensions, { requestId: response.headers['x-request-id'] });
    }
  });
});

t.test('GET', async (t) => {
  t.test('the empty string for an optional parameter is the same as leaving it out', async (t) => {
    const expected = await get(withGet.origin, { query: WITH_LOCAL });
    t.equal(expected.status, 200, expected.text);
    const empties: Record<string, string>[] = [{ operationName: '' }, { variables: '' }, { extensions: '' }];
    for (const empty of empties) {
      const response = await get(withGet.origin, { query: WITH_LOCAL, ...empty });
      t.equal(response.status, 200, response.text);
      t.equal(response.text, expected.text, JSON.stringify(empty));
    }
  });

  const REQUEST_CODE =
    'mutation Ask { requestLoginCode(input: { email: "consumer.uk@example.com" }) { __typename } } query Q { __typename }';
  t.test('a mutation MUST be answered with a 4xx and its execution halted', async (t) => {
    const before = (await upstream.messagesTo('consumer.uk@example.com')).length;
    const seen = fault.requests.length;
    for (const accept of [JSON_TYPE, GRAPHQL_RESPONSE]) {
      for (const bff of [withGet, fast]) {
        const response = await get(
          bff.origin,
          { query: REQUEST_CODE, operationName: 'Ask' },
          { accept, cookie: `client_id=${newClientId()}` },
        );
        t.equal(response.status, 405, response.text);
        t.equal(response.headers.allow, 'POST', 'naming the method that is allowed (RFC 9110)');
        t.equal(typeOf(response), `${accept}; charset=utf-8`);
        t.equal('data' in response.json(), accept === JSON_TYPE, 'no data entry under graphql-response+json');
      }
    }
    t.equal(fault.requests.length, seen, 'nothing reached the upstream');
    t.equal((await upstream.messagesTo('consumer.uk@example.com')).length, before, 'no code was sent');
    const query = await get(withGet.origin, { query: REQUEST_CODE, operationName: 'Q' });
    t.same(query.json(), { data: { __typename: 'Query' } }, 'the document’s query runs over GET');
  });
});
