// GraphQL over HTTP (decision 028), the response side, against real BFFs and a real upstream over
// real HTTP: one test per MUST of the specification's server section about what a server answers
// (body, media types, status codes), named after it; the status codes of
// application/graphql-response+json beside the legacy application/json ones (decision 011 kept); and
// the mobile login path. The request side: graphql-over-http-requests.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { startFaultBff } from '../../helpers/fault-bff.ts';
import {
  type Answer,
  ENUM_QUERY,
  GRAPHQL_RESPONSE,
  get,
  isWellFormed,
  JSON_TYPE,
  newClientId,
  post,
  refusedWithoutData,
  startGraphqlOverHttp,
  typeOf,
  UPSTREAM_ONLY,
  WITH_LOCAL,
} from '../../helpers/graphql-over-http.ts';
import { type Response, sessionCookies } from '../../helpers/http.ts';

const { upstream, fault, env, fast, full, lastQuery } = await startGraphqlOverHttp(t);

t.test('Response: a well-formed request MUST get a well-formed GraphQL response', async (t) => {
  for (const accept of [JSON_TYPE, GRAPHQL_RESPONSE]) {
    isWellFormed(t, await post(fast.origin, { query: UPSTREAM_ONLY }, { accept }));
    isWellFormed(t, await post(full.origin, { query: '{ me { id } nope }' }, { accept }));
    isWellFormed(t, await post(full.origin, { query: '{ session { isAuthenticated } }' }, { accept }));
  }
});

t.test('Response: a server MUST comply with RFC 9110: a 405 names what is allowed', async (t) => {
  const response = await get(fast.origin, { query: '{ __typename }' });
  t.equal(response.status, 405);
  t.equal(response.headers.allow, 'POST');
});

t.test('Body: the body MUST be a GraphQL response encoded in the chosen media type', async (t) => {
  const cases = [
    { name: 'an answer', body: { query: UPSTREAM_ONLY } },
    { name: 'a field error', body: { query: '{ me { id } }' } },
    { name: 'a refusal', body: { query: '{ nope }' } },
    { name: 'a body that is not JSON', body: '{"query":' },
  ];
  for (const { name, body } of cases) {
    const response = await post(fast.origin, body, { accept: GRAPHQL_RESPONSE });
    t.equal(typeOf(response), `${GRAPHQL_RESPONSE}; charset=utf-8`, name);
    isWellFormed(t, response);
  }
});

t.test('Body: a server MUST indicate the media type of the response with a Content-Type header', async (t) => {
  const answers = [
    await post(fast.origin, { query: UPSTREAM_ONLY }),
    await post(full.origin, { query: '{ nope }' }),
    await post(fast.origin, { query: UPSTREAM_ONLY }, { accept: GRAPHQL_RESPONSE }),
    await post(full.origin, { query: '{' }, { accept: GRAPHQL_RESPONSE }),
    await post(full.origin, { query: '{ __typename }' }, { accept: 'text/html' }),
    await get(fast.origin, { query: '{ __typename }' }, { accept: GRAPHQL_RESPONSE }),
  ];
  for (const response of answers) {
    t.match(typeOf(response), /^application\/(graphql-response\+)?json; charset=utf-8$/, String(response.status));
  }
});

t.test('Body: a server MUST support responses in application/graphql-response+json', async (t) => {
  for (const bff of [fast, full]) {
    const response = await post(bff.origin, { query: WITH_LOCAL }, { accept: GRAPHQL_RESPONSE });
    t.equal(response.status, 200);
    t.equal(typeOf(response), `${GRAPHQL_RESPONSE}; charset=utf-8`);
    t.match(response.json(), { data: { session: { isAuthenticated: false }, professions: Array } });
  }
  const forwarded = await post(fast.origin, { query: UPSTREAM_ONLY }, { accept: GRAPHQL_RESPONSE });
  t.equal(lastQuery(), UPSTREAM_ONLY, 'the fast path answers in it too');
  t.equal(typeOf(forwarded), `${GRAPHQL_RESPONSE}; charset=utf-8`);
});

t.test('Body: the server MUST respect Accept and answer in the supported type of highest priority', async (t) => {
  const cases: [string | undefined, string][] = [
    [undefined, JSON_TYPE],
    ['*/*', JSON_TYPE],
    ['application/*', JSON_TYPE],
    [JSON_TYPE, JSON_TYPE],
    [GRAPHQL_RESPONSE, GRAPHQL_RESPONSE],
    [`${GRAPHQL_RESPONSE}; charset=utf-8`, GRAPHQL_RESPONSE],
    [`${GRAPHQL_RESPONSE}, ${JSON_TYPE};q=0.9`, GRAPHQL_RESPONSE],
    [`${JSON_TYPE}, ${GRAPHQL_RESPONSE};q=0.9`, JSON_TYPE],
    [`${GRAPHQL_RESPONSE};q=0.5, ${JSON_TYPE}`, JSON_TYPE],
    [`${JSON_TYPE}, ${GRAPHQL_RESPONSE}`, JSON_TYPE],
    [`*/*, ${GRAPHQL_RESPONSE}`, GRAPHQL_RESPONSE],
    [`text/html, ${GRAPHQL_RESPONSE};q=0.1`, GRAPHQL_RESPONSE],
    [`*/*;q=0.1, ${JSON_TYPE};q=0`, GRAPHQL_RESPONSE],
    [`${GRAPHQL_RESPONSE}; charset=iso-8859-1, ${JSON_TYPE}`, JSON_TYPE],
    // What the web client sends for @defer and @stream (decision 017): no multipart answers here.
    [`multipart/mixed;deferSpec=20220824, ${JSON_TYPE}`, JSON_TYPE],
  ];
  for (const [accept, expected] of cases) {
    const response = await post(fast.origin, { query: UPSTREAM_ONLY }, accept === undefined ? {} : { accept });
    t.equal(response.status, 200, `${accept}: ${response.text}`);
    t.equal(typeOf(response), `${expected}; charset=utf-8`, String(accept));
    t.equal(response.headers.vary, 'Accept', 'caches are told the answer depends on Accept');
  }
});

t.test('Body: when no supported media type is acceptable the server MUST answer 406 and stop', async (t) => {
  const accepts = [
    'text/html',
    'application/xml, image/*',
    `${JSON_TYPE};q=0, ${GRAPHQL_RESPONSE};q=0`,
    `${GRAPHQL_RESPONSE}; charset=latin1`,
  ];
  const mutation = `mutation { requestLoginCode(input: { email: "consumer.uk@example.com" }) { __typename } }`;
  const before = (await upstream.messagesTo('consumer.uk@example.com')).length;
  const seen = fault.requests.length;
  for (const accept of accepts) {
    // A refresh cookie without an access cookie would renew the session first, were it not stopped.
    const response = await post(
      fast.origin,
      { query: mutation },
      { accept, cookie: `client_id=${newClientId()}; hearth_refresh=${'r'.repeat(40)}` },
    );
    t.equal(response.status, 406, accept);
    t.equal(typeOf(response), `${JSON_TYPE}; charset=utf-8`);
    t.match(response.json(), { errors: [{ message: /Not Acceptable/, extensions: { requestId: /^[0-9a-f]{32}$/ } }] });
    t.same(sessionCookies(response), [], 'no session renewed, no session cookie touched');
  }
  t.equal(fault.requests.length, seen, 'nothing reached the upstream, not even a session renewal');
  t.equal((await upstream.messagesTo('consumer.uk@example.com')).length, before, 'no code was sent');
});

t.test(
  'Status codes: an error that prevents a GraphQL response MUST NOT be application/graphql-response+json',
  async (t) => {
    // The handler timeout answers the BFF's own error body, which is no GraphQL response.
    const slow = await startBff(t, fault.url, { ...env, UPSTREAM_DEADLINE_MS: '2000', HANDLER_TIMEOUT_MS: '300' });
    fault.script({ kind: 'hang' });
    const response = await post(slow.origin, { query: UPSTREAM_ONLY }, { accept: GRAPHQL_RESPONSE });
    t.equal(response.status, 503);
    t.match(response.json(), { error: 'Service Unavailable' });
    t.equal(typeOf(response), `${JSON_TYPE}; charset=utf-8`);
  },
);

t.test('Status codes: a response whose data is not null MUST have a 2xx status', async (t) => {
  // `me` is nullable: an upstream that answers nonsense leaves `{ me: null }` and a masked error.
  const garbage = { kind: 'body', body: '<html>bad gateway</html>', contentType: 'text/html' } as const;
  const answers: Response[] = [];
  for (const bff of [fast, full]) {
    fault.script(garbage);
    answers.push(await post(bff.origin, { query: '{ me { id } }' }, { accept: GRAPHQL_RESPONSE }));
  }
  for (const response of answers) {
    t.equal(response.status, 200, response.text);
    t.match(response.json(), { data: { me: null }, errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  }
  t.equal(answers[0]?.text.replace(/"requestId":"\w+"/, ''), answers[1]?.text.replace(/"requestId":"\w+"/, ''));

  fault.script(garbage);
  const legacy = await post(fast.origin, { query: '{ me { id } }' }, { accept: JSON_TYPE });
  t.equal(legacy.status, 502, 'application/json keeps decision 011’s status');
  t.match(legacy.json(), { data: { me: null } });
});

t.test('Status codes: a response without a data entry MUST have a 4xx or 5xx status', async (t) => {
  const headers = { accept: GRAPHQL_RESPONSE };
  const cases: [string, unknown, number, RegExp][] = [
    ['a body that is not JSON', '{"query":', 400, /not valid JSON/],
    ['a document that does not parse', { query: '{' }, 400, /Syntax Error/],
    ['more tokens than the limit', { query: `{ ${'__typename '.repeat(2001)} }` }, 400, /2000 tokens/],
    ['a document that does not validate', { query: '{ nope }' }, 422, /Cannot query field "nope"/],
    ['a limit of ours', { query: `{ ${'__typename @include(if: true) '.repeat(21)} }` }, 422, /directive limit/],
    ['no query', { qeury: '{ __typename }' }, 422, /Unknown query/],
    ['variables that are not a map', { query: '{ __typename }', variables: [7] }, 422, /variables/],
    ['a batch', [{ query: '{ __typename }' }], 422, /object/],
    [
      'an operation that cannot be picked',
      { query: 'query A { __typename } query B { __typename }' },
      422,
      /operation name/,
    ],
    ['variables that do not coerce', { query: ENUM_QUERY, variables: { k: 'TOWN' } }, 422, /LocalityKind/],
  ];
  for (const [name, body, status, message] of cases) {
    t.test(name, async (t) => {
      for (const bff of [fast, full]) refusedWithoutData(t, await post(bff.origin, body, headers), status, message);
    });
  }

  t.test('a request refused before it ran keeps its own status', async (t) => {
    const csrf = await post(fast.origin, { query: '{ __typename }' }, { ...headers, 'content-type': 'text/plain' });
    refusedWithoutData(t, csrf, 400, /Cross-Site Request Forgery/);
    const disabledGet = await get(fast.origin, { query: '{ __typename }' }, headers);
    refusedWithoutData(t, disabledGet, 405, /GET is not enabled/);
  });

  t.test('an upstream outage while renewing the session: 503 with Retry-After, nothing ran', async (t) => {
    const outage = await startFaultBff(t, { forwardTo: upstream.url, env });
    outage.fault.setDefault({ kind: 'status', status: 503 });
    const response = await post(outage.origin, { query: '{ me { id } }' }, { ...headers, cookie: 'hearth_refresh=x' });
    refusedWithoutData(t, response, 503, /Service unavailable/);
    t.equal(response.headers['retry-after'], '5');
    t.equal(response.json<Answer>().errors?.[0]?.extensions?.code, 'SERVICE_UNAVAILABLE');
  });

  t.test('an upstream fault that left data null keeps decision 011’s status', async (t) => {
    // `professions` is not nullable: its failure takes the whole data with it.
    fault.script({ kind: 'body', body: 'not json', contentType: 'text/plain' });
    const response = await post(full.origin, { query: UPSTREAM_ONLY }, headers);
    t.equal(response.status, 502, response.text);
    t.equal(typeOf(response), `${GRAPHQL_RESPONSE}; charset=utf-8`);
    t.match(response.json(), { data: null, errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });
});

t.test('application/json keeps the statuses it had: refusals 400 with data null', async (t) => {
  for (const query of ['{', '{ nope }']) {
    const response = await post(full.origin, { query }, { accept: JSON_TYPE });
    t.equal(response.status, 400, query);
    t.equal(typeOf(response), `${JSON_TYPE}; charset=utf-8`);
    t.match(response.json(), { data: null, errors: [{ extensions: { requestId: /^[0-9a-f]{32}$/ } }] });
  }
});

t.test('the mobile login path', async (t) => {
  const PATH = '/mobile/graphql';
  const wrapper = () => `agent-type=consumer-app; agent-version=10.9.1; client_id=${newClientId()}`;
  const LOGIN = `mutation Login { login(input: { username: "consumer.uk@example.com", password: "hearth-demo" }) {
    __typename } }`;

  t.test('null for an optional parameter is the same as leaving it out', async (t) => {
    for (const extra of [{ extensions: null }, { variables: null }, { operationName: null }]) {
      const response = await post(fast.origin, { query: LOGIN, ...extra }, { cookie: wrapper() }, PATH);
      t.equal(response.status, 200, response.text);
      t.match(response.json(), { data: { login: { __typename: 'LoginSuccess' } } }, JSON.stringify(extra));
    }
    const refused = await post(fast.origin, { query: LOGIN, extensions: 'x' }, { cookie: wrapper() }, PATH);
    t.equal(refused.status, 400, 'extensions that are not a map are refused like variables that are not');
  });

  t.test('answers application/graphql-response+json when asked, with its statuses', async (t) => {
    const headers = { cookie: wrapper(), accept: GRAPHQL_RESPONSE };
    const login = await post(fast.origin, { query: LOGIN }, headers, PATH);
    t.equal(login.status, 200);
    t.equal(typeOf(login), `${GRAPHQL_RESPONSE}; charset=utf-8`);
    t.match(login.json(), { data: { login: { __typename: 'LoginSuccess' } }, extensions: { session: Object } });
    const other = await post(fast.origin, { query: 'mutation { logout { success } }' }, headers, PATH);
    refusedWithoutData(t, other, 422, /runs only the mutations/);
    refusedWithoutData(t, await post(fast.origin, { query: 'mutation {' }, headers, PATH), 400, /Syntax Error/);
    refusedWithoutData(t, await post(fast.origin, { variables: {} }, headers, PATH), 422, /"query"/);
    const invalid = await post(fast.origin, { query: 'mutation { login { token } }' }, headers, PATH);
    refusedWithoutData(t, invalid, 422, /Cannot query field/);
  });

  t.test('answers 406 to a caller accepting neither type', async (t) => {
    const seen = fault.requests.length;
    const response = await post(fast.origin, { query: LOGIN }, { cookie: wrapper(), accept: 'text/html' }, PATH);
    t.equal(response.status, 406);
    t.same(sessionCookies(response), [], 'nobody signed in');
    t.equal(fault.requests.length, seen, 'nothing reached the upstream');
  });
});
