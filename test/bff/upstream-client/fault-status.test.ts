// The HTTP status of /graphql answers whose fields met an upstream fault (issue 5 §2, decision
// 011): 504 when the upstream hung past the deadline, 503 with Retry-After when it stayed down
// through the retries, 502 when it answered with something that is not a GraphQL answer — always
// with a masked error and the request id. The upstream's own GraphQL errors and business failures
// are answers: 200, codes kept.
import t, { type Test } from 'tap';
import { startFaultBff } from '../../helpers/fault-bff.ts';
import type { Fault } from '../../helpers/fault-upstream.ts';
import { graphql, type Response } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const ME = '{ me { id } }';
const unavailable: Fault = { kind: 'status', status: 503 };

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
};

function expectMasked(t: Test, response: Response, status: number) {
  t.equal(response.status, status, `answered ${status}`);
  const requestId = response.headers['x-request-id'];
  t.match(requestId, /^[0-9a-f]{32}$/);
  const body = response.json<Answer>();
  t.equal(body.errors?.length, 1);
  t.same(body.errors?.[0]?.extensions, { code: 'INTERNAL_SERVER_ERROR', requestId });
  t.equal(body.errors?.[0]?.message, 'Internal server error', 'nothing of the fault is told');
}

t.test('a hung upstream answers 504 at the deadline, with a masked error and the request id', async (t) => {
  const { origin, fault } = await startFaultBff(t, { env: { UPSTREAM_DEADLINE_MS: '200' } });
  fault.setDefault({ kind: 'hang' });
  const response = await graphql(origin, ME);
  expectMasked(t, response, 504);
  t.equal(response.headers['retry-after'], undefined, 'a timeout promises nothing about later');
  t.equal(fault.requests.length, 1, 'not retried past the deadline');
});

t.test('the fields that did answer are kept in a 504', async (t) => {
  const { origin, fault } = await startFaultBff(t, { env: { UPSTREAM_DEADLINE_MS: '200' } });
  fault.setDefault({ kind: 'hang' });
  const response = await graphql(origin, '{ session { isAuthenticated } me { id } }');
  t.equal(response.status, 504);
  t.same(response.json<Answer>().data, { session: { isAuthenticated: false }, me: null });
  t.same(response.json<Answer>().errors?.[0]?.path, ['me']);
});

t.test('an upstream down through every retry answers 503 with Retry-After', async (t) => {
  const { origin, fault } = await startFaultBff(t);
  fault.script(unavailable, unavailable, unavailable);
  const statuses = await graphql(origin, ME);
  expectMasked(t, statuses, 503);
  t.equal(statuses.headers['retry-after'], '5');
  t.equal(fault.requests.length, 3);

  fault.script({ kind: 'reset' }, { kind: 'reset' }, { kind: 'reset' });
  const resets = await graphql(origin, ME);
  expectMasked(t, resets, 503);
  t.equal(resets.headers['retry-after'], '5');
  t.equal(fault.requests.length, 6);
});

t.test('an upstream that answers with something else than GraphQL answers 502', async (t) => {
  const { origin, fault } = await startFaultBff(t);
  const answers: [string, Fault][] = [
    ['a 500', { kind: 'status', status: 500 }],
    ['a 404', { kind: 'status', status: 404 }],
    ['a body that is not JSON', { kind: 'body', body: '<html>gateway</html>', contentType: 'text/html' }],
    ['an empty body', { kind: 'body', body: '' }],
    ['neither data nor errors', { kind: 'body', body: '{}' }],
    ['null data and no errors', { kind: 'body', body: '{"data":null}' }],
  ];
  for (const [name, answer] of answers) {
    fault.script(answer);
    const response = await graphql(origin, ME);
    t.test(name, async (t) => {
      expectMasked(t, response, 502);
      t.equal(response.headers['retry-after'], undefined);
    });
  }
  t.equal(fault.requests.length, answers.length, 'none of them is retried');
});

t.test("the upstream's own GraphQL errors are answers: 200, message and code kept", async (t) => {
  const { origin, fault } = await startFaultBff(t);
  fault.script({
    kind: 'body',
    body: JSON.stringify({
      data: { me: null },
      errors: [{ message: 'Not allowed for this account', path: ['me'], extensions: { code: 'FORBIDDEN' } }],
    }),
  });
  const response = await graphql(origin, ME);
  t.equal(response.status, 200);
  const body = response.json<Answer>();
  t.same(body.data, { me: null });
  t.equal(body.errors?.[0]?.message, 'Not allowed for this account');
  t.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
});

t.test('a business failure from the real upstream stays a 200', async (t) => {
  const upstream = await startUpstream(t);
  const { origin } = await startFaultBff(t, { forwardTo: upstream.url });
  const response = await graphql(
    origin,
    `mutation($i: ConsumerSignUpInput!) { signUpConsumer(input: $i) { __typename } }`,
    {
      i: {
        email: 'consumer.uk@example.com',
        password: 'a-long-garden-path',
        firstName: 'Ada',
        lastName: 'Lovelace',
        brand: 'uk',
      },
    },
  );
  t.equal(response.status, 200);
  t.same(response.json(), { data: { signUpConsumer: { __typename: 'DuplicateRegistration' } } });
});

t.test('a fault in one operation does not leak into the next request', async (t) => {
  const { origin, fault } = await startFaultBff(t);
  fault.script({ kind: 'status', status: 500 }, { kind: 'body', body: JSON.stringify({ data: { me: null } }) });
  t.equal((await graphql(origin, ME)).status, 502);
  const next = await graphql(origin, ME);
  t.equal(next.status, 200);
  t.same(next.json(), { data: { me: null } });
});
