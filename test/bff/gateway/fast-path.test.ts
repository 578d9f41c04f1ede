// The /graphql fast path (issue 8, decision 026): an upstream-only query is forwarded and the
// upstream's answer sent back without stitched execution; everything else is executed. Two real
// BFFs, one with the fast path and one without (GRAPHQL_FAST_PATH=off), stand in front of the same
// upstream; for the same operation they must answer the very same bytes and status, for success,
// the upstream's own errors and upstream faults alike.
import t, { type Test } from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { linkTo } from '../../../shared/routes.ts';
import { AuthSignedInUserDocument } from '../../../web/features/auth/generated/documents.ts';
import { DirectorySearchDocument } from '../../../web/features/directory/generated/documents.ts';
import { ProJobsNewJobListDocument } from '../../../web/features/pro-jobs/generated/documents.ts';
import { startBff } from '../../helpers/bff.ts';
import { type Fault, startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { cookiePair, graphql, type Response, send, sessionCookies } from '../../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
} from '../../helpers/marketplace.ts';
import { metricValue } from '../../helpers/metrics.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const METRICS_TOKEN = 'fast-path-test-metrics-token-0123456789';
const upstream = await startUpstream(t);
// Passes every call on to the real upstream unless a test scripts a fault.
const fault = await startFaultUpstream(t, upstream.url);
fault.setDefault({ kind: 'forward' });
const env = { METRICS_TOKEN, UPSTREAM_DEADLINE_MS: '1500' };
const fast = await startBff(t, fault.url, env);
const full = await startBff(t, fault.url, { ...env, GRAPHQL_FAST_PATH: 'off' });

// A professional in London with three open jobs in the trade, and a second pro for the directory,
// better reviewed: two alike would tie on score, and the later of the two paths, asked a moment
// later, may round their scores apart and list them the other way round.
const trade = await createTrade(upstream.db, 'uk');
const place = await createPlace(upstream.db, 'GB', 51.5072, -0.1276);
const at = { latitude: 51.5072, longitude: -0.1276 };
const common = { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId, ...at };
const pro = await createPro(upstream.db, common);
await createPro(upstream.db, { ...common, reviewAverage: 4.8, reviewCount: 12 });
const owner = await createConsumer(upstream.db, 'uk');
const jobs = new Set<string>();
for (const description of ['Hang a new front door.', 'Fit two sash windows.', 'Replace the kitchen worktop.']) {
  jobs.add(await createJob(upstream.db, { consumerId: owner.id, trade, place, brand: 'uk', description }));
}

const host = (bff: { port: number }) => `uk.localhost:${bff.port}`;

async function signIn(bff: { origin: string; port: number }): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: pro.email, password: FIXTURE_PASSWORD } },
    { host: host(bff) },
  );
  const cookies = sessionCookies(login);
  if (cookies.length === 0) throw new Error('the pro could not sign in');
  return cookies.map(cookiePair).join('; ');
}
const cookies = new Map([
  [fast, await signIn(fast)],
  [full, await signIn(full)],
]);

// The same request to both BFFs, with the same request id so masked errors read the same.
async function both(query: string, variables: Record<string, unknown> = {}, signedIn = true) {
  const requestId = 'f'.repeat(32);
  const ask = (bff: typeof fast) =>
    graphql(bff.origin, query, variables, {
      host: host(bff),
      ...(signedIn ? { cookie: cookies.get(bff) } : {}),
      headers: { 'x-request-id': requestId },
    });
  return { fast: await ask(fast), full: await ask(full) };
}

// The directory's cursors carry the moment of the search, so two calls differ there alone.
const withoutCursors = (text: string) => text.replace(/"(cursor|endCursor)":"[^"]*"/g, '"$1":"-"');

function sameAnswer(t: Test, answers: { fast: Response; full: Response }) {
  t.equal(answers.fast.status, answers.full.status, 'the same status');
  t.equal(answers.fast.headers['content-type'], answers.full.headers['content-type'], 'the same content type');
  t.equal(withoutCursors(answers.fast.text), withoutCursors(answers.full.text), 'the same bytes');
}

async function paths(bff: typeof fast): Promise<{ fast: number; full: number }> {
  const text = (await send(bff.origin, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text;
  const name = 'hearth_bff_graphql_path_total';
  return { fast: metricValue(text, name, { path: 'fast' }), full: metricValue(text, name, { path: 'full' }) };
}

// The query text the upstream received last.
const lastQuery = () => (JSON.parse(fault.requests.at(-1)?.body ?? '{}') as { query?: string }).query;

t.test('page operations answer the same through both paths, and the fast one forwards the query as sent', async (t) => {
  const operations = [
    { name: 'the pro job list', query: String(ProJobsNewJobListDocument), variables: {} },
    {
      name: 'a directory page',
      query: String(DirectorySearchDocument),
      variables: { input: { brand: 'uk', professionSlug: trade.professionSlug }, first: 20 },
    },
    { name: 'the current user', query: String(AuthSignedInUserDocument), variables: {} },
  ];
  for (const operation of operations) {
    const before = await paths(fast);
    const answers = await both(operation.query, operation.variables);
    t.equal(answers.fast.status, 200, `${operation.name}: answered`);
    t.notOk(answers.fast.json().errors, `${operation.name}: without errors`);
    sameAnswer(t, answers);
    const after = await paths(fast);
    t.equal(after.fast - before.fast, 1, `${operation.name}: forwarded by the fast path`);
  }
  const list = (await both(String(ProJobsNewJobListDocument))).fast.json<{
    data: { newJobList: { edges: { node: { id: string } }[] } };
  }>();
  t.same(new Set(list.data.newJobList.edges.map((edge) => edge.node.id)), jobs, 'the pro sees the three jobs');
  await both(String(AuthSignedInUserDocument));
  t.not(lastQuery(), String(AuthSignedInUserDocument), 'the full path sends the delegated query it printed');
  await graphql(fast.origin, String(AuthSignedInUserDocument), {}, { host: host(fast), cookie: cookies.get(fast) });
  t.equal(lastQuery(), String(AuthSignedInUserDocument), 'the fast path sends the text the client sent');
  t.equal((await paths(full)).fast, 0, 'the BFF without the fast path executes everything');
});

t.test('the upstream’s own errors answer the same: codes kept, anything else masked', async (t) => {
  const forbidden: Fault = {
    kind: 'body',
    body: JSON.stringify({
      data: { me: null },
      errors: [
        {
          message: 'Not allowed here',
          path: ['me'],
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'FORBIDDEN' },
        },
      ],
    }),
  };
  fault.script(forbidden, forbidden);
  const kept = await both('{ me { id } }');
  sameAnswer(t, kept);
  t.match(kept.fast.json(), {
    data: { me: null },
    errors: [{ message: 'Not allowed here', extensions: { code: 'FORBIDDEN' } }],
  });

  const internal: Fault = {
    kind: 'body',
    body: JSON.stringify({ data: { me: null }, errors: [{ message: 'relation "users" is locked', path: ['me'] }] }),
  };
  fault.script(internal, internal);
  const masked = await both('{ me { id } }');
  sameAnswer(t, masked);
  t.notMatch(masked.fast.text, /relation/, 'nothing internal leaks');
  t.match(masked.fast.json(), {
    errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
  });
});

t.test('an answer short of a field it was asked for is not forwarded: both paths answer the same', async (t) => {
  const short: Fault = { kind: 'body', body: JSON.stringify({ data: {} }) };
  // The fast BFF looks, finds `me` missing and asks again on the full path; the other asks once.
  fault.script(short, short, short);
  const seen = fault.requests.length;
  const answers = await both('{ me { id } }');
  sameAnswer(t, answers);
  t.same(answers.fast.json(), { data: { me: null } }, 'worded by the full execution');
  t.equal(fault.requests.length - seen, 3);
});

t.test('a field missing at the root is missing, whatever of the same name the answer holds further in', async (t) => {
  const nested = { data: { other: { me: { id: pro.id } } } };
  const quoted = { data: { note: '"me":' } };
  for (const answer of [nested, quoted]) {
    const short: Fault = { kind: 'body', body: JSON.stringify(answer) };
    fault.script(short, short, short);
    const seen = fault.requests.length;
    const answers = await both('{ me { id } }');
    sameAnswer(t, answers);
    t.same(answers.fast.json(), { data: { me: null } }, 'worded by the full execution');
    t.equal(fault.requests.length - seen, 3, 'the fast BFF asked again on the full path');
  }
});

t.test('upstream faults answer the same, with one upstream call each on the fast path', async (t) => {
  const garbage: Fault = { kind: 'body', body: '<html>bad gateway</html>', contentType: 'text/html' };
  fault.script(garbage, garbage);
  const bad = await both('{ me { id } }');
  sameAnswer(t, bad);
  t.equal(bad.fast.status, 502);

  fault.script({ kind: 'hang' }, { kind: 'hang' });
  const hung = await both('{ me { id } }');
  sameAnswer(t, hung);
  t.equal(hung.fast.status, 504);

  const seen = fault.requests.length;
  const down: Fault = { kind: 'status', status: 400 };
  fault.script(down);
  const refused = await graphql(fast.origin, '{ me { id } }', {}, { host: host(fast), cookie: cookies.get(fast) });
  t.equal(refused.status, 502);
  t.equal(fault.requests.length - seen, 1, 'a fault is worded without asking the upstream again');
});

t.test('asked for application/graphql-response+json, both paths answer the same in it', async (t) => {
  const requestId = 'e'.repeat(32);
  const ask = (bff: typeof fast, query: string) =>
    graphql(
      bff.origin,
      query,
      {},
      {
        host: host(bff),
        cookie: cookies.get(bff),
        headers: { 'x-request-id': requestId, accept: 'application/graphql-response+json' },
      },
    );
  const viaFast = await ask(fast, String(ProJobsNewJobListDocument));
  t.equal(lastQuery(), String(ProJobsNewJobListDocument), 'forwarded by the fast path');
  const answered = { fast: viaFast, full: await ask(full, String(ProJobsNewJobListDocument)) };
  sameAnswer(t, answered);
  t.equal(answered.fast.headers['content-type'], 'application/graphql-response+json; charset=utf-8');

  const forbidden: Fault = {
    kind: 'body',
    body: JSON.stringify({
      data: { me: null },
      errors: [{ message: 'Not allowed here', path: ['me'], extensions: { code: 'FORBIDDEN' } }],
    }),
  };
  fault.script(forbidden, forbidden);
  const kept = { fast: await ask(fast, '{ me { id } }'), full: await ask(full, '{ me { id } }') };
  sameAnswer(t, kept);
  t.equal(kept.fast.status, 200);

  // Decision 028: data came back (`me` is null, the rest of the answer stands), so 200, not 502.
  const garbage: Fault = { kind: 'body', body: '<html>bad gateway</html>', contentType: 'text/html' };
  fault.script(garbage, garbage);
  const bad = { fast: await ask(fast, '{ me { id } }'), full: await ask(full, '{ me { id } }') };
  sameAnswer(t, bad);
  t.equal(bad.fast.status, 200);
  t.match(bad.fast.json(), { data: { me: null }, errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
});

t.test('the session, mutations, introspection and mixed operations take the full execution', async (t) => {
  const cases = [
    '{ session { isAuthenticated userType } }',
    '{ me { id } featureFlags { inbox } }',
    '{ __schema { queryType { name } } }',
    'query A { me { id } } query B { featureFlags { inbox } }',
  ];
  for (const query of cases) {
    const before = await paths(fast);
    const answers = await both(query, {}, true);
    sameAnswer(t, answers);
    const after = await paths(fast);
    t.equal(after.fast, before.fast, `not forwarded: ${query}`);
  }
  const mixed = (await both('{ me { id } featureFlags { inbox } }')).fast.json<{ data: Record<string, unknown> }>();
  t.match(mixed.data, { me: { id: pro.id }, featureFlags: { inbox: false } }, 'both parts answered');
  const session = (await both('{ session { isAuthenticated userType } }')).fast.json<{
    data: Record<string, unknown>;
  }>();
  t.same(session.data, { session: { isAuthenticated: true, userType: 'SERVICE_PRO' } });
});

t.test('the limits, the variables and the CSRF rule hold before anything is forwarded', async (t) => {
  const seen = fault.requests.length;
  const aliases = `{ ${Array.from({ length: 16 }, (_, index) => `a${index}: me { id }`).join(' ')} }`;
  const tooMany = await both(aliases);
  sameAnswer(t, tooMany);
  t.equal(tooMany.fast.status, 400);
  const badVariables = await both(String(DirectorySearchDocument), { input: { brand: 42 }, first: 'ten' });
  sameAnswer(t, badVariables);
  t.ok(badVariables.fast.json().errors, 'variables of the wrong type are refused');
  t.equal(fault.requests.length, seen, 'none of these reached the upstream');
  const form = await send(fast.origin, '/graphql', {
    method: 'POST',
    host: host(fast),
    headers: { 'content-type': 'text/plain', cookie: cookies.get(fast) ?? '' },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  t.equal(form.status, 400, 'a request a cross-site form could send is refused');
  t.equal(fault.requests.length, seen, 'and not forwarded');
});

t.test('an expired session is renewed once on the fast path and the query replayed', async (t) => {
  fault.script({ kind: 'status', status: 401 });
  const before = fault.requests.length;
  const answer = await graphql(
    fast.origin,
    String(AuthSignedInUserDocument),
    {},
    {
      host: host(fast),
      cookie: cookies.get(fast),
    },
  );
  t.equal(answer.status, 200);
  t.match(answer.json(), { data: { me: { id: pro.id } } });
  t.ok(sessionCookies(answer).length > 0, 'the renewed session is set in the cookies');
  t.equal(fault.requests.length - before, 3, 'the refused call, the renewal and the replay');
  cookies.set(fast, sessionCookies(answer).map(cookiePair).join('; '));
});

t.test('server rendering asks the upstream the same way: one forwarded query, the same page data', async (t) => {
  const path = linkTo('newServiceRequests', PATHS['en-GB']);
  const queriesFor = async (bff: typeof fast) => {
    const seen = fault.requests.length;
    const page = await send(bff.origin, path, { host: host(bff), headers: { cookie: cookies.get(bff) ?? '' } });
    t.equal(page.status, 200);
    const queries = fault.requests.slice(seen).map((request) => (JSON.parse(request.body) as { query: string }).query);
    return { page, queries };
  };
  const forwarded = await queriesFor(fast);
  const executed = await queriesFor(full);
  // As the client writes it, with its own variable names; stitching renames them when it delegates.
  const asWritten = (query: string) => /proJobsNewJobList\(\$filters:\s*JobListFilters/.test(query);
  t.ok(forwarded.queries.some(asWritten), 'the job list went to the upstream as the page wrote it');
  t.notOk(executed.queries.some(asWritten), 'without the fast path it is delegated by the stitched schema');
  for (const id of jobs) {
    t.ok(forwarded.page.text.includes(id), 'every job is in the fast BFF’s page');
    t.ok(executed.page.text.includes(id), 'and in the other’s');
  }
});
