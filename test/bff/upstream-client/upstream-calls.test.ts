// Upstream calls through the BFF against a real upstream (spec §7.1, §8): the request id travels
// with every attempt, a retried mutation is applied once, and the upstream's own error codes reach
// the client unchanged.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { cookiePair, graphql } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';
import { newRequestId } from '../../helpers/upstream-client.ts';

const TRACK = 'mutation Track($input: TrackEventInput!) { trackEvent(input: $input) { __typename } }';

const upstream = await startUpstream(t);
// Passes everything on to the real upstream unless a test scripts a fault.
const fault = await startFaultUpstream(t, upstream.url);
const bff = await startBff(t, fault.url);

async function countEvents(action: string): Promise<number> {
  const [row] = await upstream.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tracking_events WHERE action = $1',
    [action],
  );
  return row?.n ?? 0;
}

t.test('a mutation whose answer was lost is retried with the same request id and applied once', async (t) => {
  const requestId = newRequestId();
  const before = fault.requests.length;
  fault.script({ kind: 'forward-then-reset' });
  const response = await graphql(
    bff.origin,
    TRACK,
    { input: { category: 'test', action: 'retried-once' } },
    { headers: { 'x-request-id': requestId } },
  );
  t.same(response.json(), { data: { trackEvent: { __typename: 'EventTracked' } } });
  t.equal(response.headers['x-request-id'], requestId, 'the request id is echoed');
  const attempts = fault.requests.slice(before);
  t.equal(attempts.length, 2, 'the upstream applied the first attempt and answered the second from its store');
  t.same(
    attempts.map((seen) => seen.headers['x-request-id']),
    [requestId, requestId],
  );
  t.equal(attempts[0]?.body, attempts[1]?.body, 'the same body, so the upstream knows it again');
  t.equal(await countEvents('retried-once'), 1, 'one event recorded');
});

t.test("the upstream's error codes reach the client unchanged", async (t) => {
  const login = await graphql(bff.origin, 'mutation($i: LoginInput!){ login(input:$i){ __typename } }', {
    i: { username: 'consumer.uk@example.com', password: 'hearth-demo' },
  });
  const token = login.cookies.find((line) => line.startsWith('hearth_token='));
  t.ok(token);
  const response = await graphql(
    bff.origin,
    '{ auditLog { edges { cursor } } }',
    {},
    { cookie: cookiePair(token ?? '') },
  );
  const body = response.json<{ errors?: { extensions?: { code?: string; requestId?: string } }[] }>();
  t.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN', 'a consumer may not read the audit log (§6)');
});

t.test('a query the upstream answers is not retried', async (t) => {
  const before = fault.requests.length;
  const response = await graphql(bff.origin, '{ me { id } }');
  t.same(response.json(), { data: { me: null } });
  t.equal(fault.requests.length - before, 1);
});
