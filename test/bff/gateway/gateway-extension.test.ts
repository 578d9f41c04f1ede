// The README's two backend examples, run for real: a BFF-local field and a second upstream
// stitched into the gateway beside the marketplace, answered in one request.
import t from 'tap';
import { buildBffApp } from '../../../bff/app.ts';
import type { GatewayContext } from '../../../bff/gateway/context.ts';
import type { GatewayExtension } from '../../../bff/gateway/schema.ts';
import { loadRenderPage } from '../../../bff/render.ts';
import { createUpstreamClient } from '../../../bff/upstream-client/client.ts';
import { testBffConfig } from '../../helpers/bff.ts';
import { startGraphqlServer } from '../../helpers/graphql-server.ts';
import { graphql } from '../../helpers/http.ts';
import { type Closable, startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);

// The second upstream: another team's calendar service with a contract of its own.
const CALENDAR_CONTRACT = /* GraphQL */ `
  type Query {
    "Free half-days of a professional, as ISO dates; null when the calendar cannot say."
    availability(proId: ID!): [String!]
  }
`;

async function startBffWith(t: Closable, extension: GatewayExtension) {
  const config = testBffConfig(upstream.url);
  const app = await buildBffApp({
    config,
    renderPage: await loadRenderPage(config.distDir),
    gatewayExtension: extension,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

function calendarAt(url: string) {
  return { name: 'calendar', contract: CALENDAR_CONTRACT, client: createUpstreamClient({ url: new URL(url) }) };
}

// The BFF-local example: a field the BFF answers itself, from the request.
const LOCAL_FIELD: GatewayExtension = {
  typeDefs: 'extend type Query { "The brand this request is for." brandId: String! }',
  resolvers: { Query: { brandId: (_root: unknown, _args: unknown, context: GatewayContext) => context.brand.id } },
};

t.test('a BFF-local field, a second upstream and the marketplace answer one request', async (t) => {
  const calendar = await startGraphqlServer(t, CALENDAR_CONTRACT, {
    Query: { availability: (_root: unknown, { proId }: { proId: string }) => [`2026-12-0${proId}`] },
  });
  const client = calendarAt(calendar.url);
  t.teardown(() => client.client.close());
  const origin = await startBffWith(t, { ...LOCAL_FIELD, upstreams: [client] });
  const answer = await graphql(origin, '{ brandId availability(proId: "4") session { isAuthenticated } me { id } }');
  t.equal(answer.status, 200);
  t.same(answer.json(), {
    data: { brandId: 'uk', availability: ['2026-12-04'], session: { isAuthenticated: false }, me: null },
  });
  t.equal(calendar.seen.length, 1, 'the calendar was asked once');
  t.equal(calendar.seen[0]?.['x-request-id'], answer.headers['x-request-id'], 'with the request id of the call');
});

t.test('a second upstream that is down fails only its own field, masked with the request id', async (t) => {
  const client = calendarAt('http://127.0.0.1:1/graphql');
  t.teardown(() => client.client.close());
  const origin = await startBffWith(t, { upstreams: [client] });
  const answer = await graphql(origin, '{ availability(proId: "4") session { isAuthenticated } }');
  const body = answer.json<{ data: unknown; errors: { message: string; extensions: Record<string, unknown> }[] }>();
  t.same(body.data, { availability: null, session: { isAuthenticated: false } }, 'the rest is answered');
  t.equal(body.errors.length, 1);
  t.same(body.errors[0]?.extensions, { code: 'INTERNAL_SERVER_ERROR', requestId: answer.headers['x-request-id'] });
  t.notMatch(body.errors[0]?.message ?? '', /127\.0\.0\.1|ECONNREFUSED/, 'nothing internal leaks');
});
