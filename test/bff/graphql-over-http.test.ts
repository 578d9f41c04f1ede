// GraphQL over HTTP (decision 028) against real BFFs and a real upstream over real HTTP: one test
// per MUST of the specification's server section, named after it, and `null` or empty parameters
// read as absent, on the fast path, the full execution and the mobile login path alike.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { startBff } from '../helpers/bff.ts';
import { startFaultUpstream } from '../helpers/fault-upstream.ts';
import { send } from '../helpers/http.ts';
import { startUpstream } from '../helpers/upstream.ts';

const JSON_TYPE = 'application/json';
// An upstream-only query (the fast path forwards it) and one with a BFF-local field (executed).
const UPSTREAM_ONLY = '{ professions(brand: "uk") { slug } }';
const WITH_LOCAL = '{ session { isAuthenticated } professions(brand: "uk") { slug } }';

const upstream = await startUpstream(t);
// Passes every call on to the real upstream unless a test scripts a fault; counts what it saw.
const fault = await startFaultUpstream(t, upstream.url);
fault.setDefault({ kind: 'forward' });
// Several BFFs share this process: building one blocks the others' event loop, which their load
// shedding (decision 013, tested on its own) would answer with 503s meant for a saturated process.
const env = { UPSTREAM_DEADLINE_MS: '1500', SHED_EVENT_LOOP_DELAY_MS: '0' };
const fast = await startBff(t, fault.url, env);
const full = await startBff(t, fault.url, { ...env, GRAPHQL_FAST_PATH: 'off' });
const withGet = await startBff(t, fault.url, { ...env, GRAPHQL_GET_ENABLED: 'true' });

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

function post(origin: string, body: unknown, headers: Record<string, string> = {}, path = '/graphql') {
  return send(origin, path, {
    method: 'POST',
    headers: { 'content-type': JSON_TYPE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function get(origin: string, parameters: Record<string, string>, headers: Record<string, string> = {}) {
  return send(origin, `/graphql?${new URLSearchParams(parameters)}`, { headers: { 'x-hearth-csrf': '1', ...headers } });
}

const typeOf = (response: { headers: Record<string, unknown> }) => response.headers['content-type'];
// The query text the upstream received last: the fast path sends the client's own text.
const lastQuery = () => (JSON.parse(fault.requests.at(-1)?.body ?? '{}') as { query?: string }).query;
const newClientId = () => randomBytes(16).toString('hex');

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
});
