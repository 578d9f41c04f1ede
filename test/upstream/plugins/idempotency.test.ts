// Idempotent mutations (DESIGN §4): a mutation sent again with the same request id is answered from
// the store and applied once — what makes the BFF's retries safe.
import t from 'tap';
import { REPLAY_HEADER } from '../../../upstream/plugins/idempotency.ts';
import { startUpstream } from '../../helpers/upstream.ts';
import { call, data, newRequestId, signIn } from '../../helpers/upstream-client.ts';

const TRACK = `mutation Track($input: TrackEventInput!) { trackEvent(input: $input) { __typename } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename
  ... on LoginSuccess { tokens { accessToken refreshToken } } } }`;

const upstream = await startUpstream(t);
const { origin, db } = upstream;

async function countEvents(action: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tracking_events WHERE action = $1', [
    action,
  ]);
  return row?.n ?? 0;
}

t.test('the same mutation with the same request id is applied once and answered alike', async (t) => {
  const requestId = newRequestId();
  const input = { category: 'test', action: 'applied-once' };
  const first = await call(origin, TRACK, { input }, { requestId });
  const second = await call(origin, TRACK, { input }, { requestId });
  t.equal(first.status, 200);
  t.equal(second.text, first.text);
  t.equal(second.headers[REPLAY_HEADER], 'true', 'the repeat says it was replayed');
  t.equal(first.headers[REPLAY_HEADER], undefined);
  t.equal(await countEvents('applied-once'), 1);
});

t.test('a retried login answers the same tokens and opens one session', async (t) => {
  const requestId = newRequestId();
  const input = { username: 'consumer.it@example.com', password: 'hearth-demo' };
  const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
  const first = await data(call(origin, LOGIN, { input }, { requestId }));
  const second = await data(call(origin, LOGIN, { input }, { requestId }));
  t.same(second, first);
  const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
  t.equal((after[0]?.n ?? 0) - (before[0]?.n ?? 0), 1);
});

t.test('stored results are sealed: no token can be read from the database', async (t) => {
  const requestId = newRequestId();
  const { login } = await data(
    call(origin, LOGIN, { input: { username: 'consumer.fr@example.com', password: 'hearth-demo' } }, { requestId }),
  );
  const [row] = await db.query<{ response: Uint8Array }>(
    'SELECT response FROM idempotent_requests WHERE request_id = $1',
    [requestId],
  );
  const stored = Buffer.from(row?.response ?? []).toString('latin1');
  t.notOk(stored.includes(login.tokens.refreshToken));
  t.notOk(stored.includes('LoginSuccess'));
});

t.test('a different mutation, or another caller, under the same request id is its own request', async (t) => {
  const requestId = newRequestId();
  await data(call(origin, TRACK, { input: { category: 'test', action: 'first-body' } }, { requestId }));
  await data(call(origin, TRACK, { input: { category: 'test', action: 'second-body' } }, { requestId }));
  const { accessToken } = await signIn(origin, 'consumer.de@example.com');
  await data(
    call(origin, TRACK, { input: { category: 'test', action: 'first-body' } }, { requestId, token: accessToken }),
  );
  t.equal(await countEvents('first-body'), 2);
  t.equal(await countEvents('second-body'), 1);
});

t.test('two copies sent at the same moment are applied once', async (t) => {
  const requestId = newRequestId();
  const input = { category: 'test', action: 'concurrent' };
  const answers = await Promise.all([1, 2, 3].map(() => call(origin, TRACK, { input }, { requestId })));
  t.same(
    answers.map((answer) => answer.status),
    [200, 200, 200],
  );
  t.equal(await countEvents('concurrent'), 1);
});

t.test('queries are never stored', async (t) => {
  const requestId = newRequestId();
  await data(call(origin, '{ me { id } }', {}, { requestId }));
  const rows = await db.query('SELECT 1 FROM idempotent_requests WHERE request_id = $1', [requestId]);
  t.equal(rows.length, 0);
});

t.test('a mutation that failed unexpectedly is not stored: the retry runs again and succeeds', async (t) => {
  const requestId = newRequestId();
  const input = { category: 'test', action: 'after-failure' };
  await db.exec('ALTER TABLE tracking_events RENAME TO tracking_events_gone');
  let failed: Awaited<ReturnType<typeof call>>;
  try {
    failed = await call(origin, TRACK, { input }, { requestId });
  } finally {
    await db.exec('ALTER TABLE tracking_events_gone RENAME TO tracking_events');
  }
  t.match(failed.text, /INTERNAL_SERVER_ERROR/);
  const retried = await data(call(origin, TRACK, { input }, { requestId }));
  t.same(retried, { trackEvent: { __typename: 'EventTracked' } });
  t.equal(await countEvents('after-failure'), 1);
});

t.test('a request id that is not 32 hex characters is refused before anything runs', async (t) => {
  const response = await call(origin, TRACK, { input: { category: 'test', action: 'bad-id' } }, { requestId: 'abc' });
  t.equal(response.status, 400);
  t.match(response.json(), { errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  t.equal(await countEvents('bad-id'), 0);
});

t.test('the request id is echoed on every answer', async (t) => {
  const requestId = newRequestId();
  const response = await call(origin, '{ me { id } }', {}, { requestId });
  t.equal(response.headers['x-request-id'], requestId);
});

t.test('results older than 24 hours are forgotten: the same id then runs again', async (t) => {
  const requestId = newRequestId();
  const input = { category: 'test', action: 'day-old' };
  await data(call(origin, TRACK, { input }, { requestId }));
  await db.query(`UPDATE idempotent_requests SET created_at = now() - interval '25 hours' WHERE request_id = $1`, [
    requestId,
  ]);
  await data(call(origin, TRACK, { input }, { requestId }));
  t.equal(await countEvents('day-old'), 2);
});
