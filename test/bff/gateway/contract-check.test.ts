// Issue §1: the BFF refuses to start against an upstream whose schema breaks the contract it was
// built for, with a message that names what broke; an upstream that only adds is accepted.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import t, { type Test } from 'tap';
import { loadBffConfig } from '../../../bff/config.ts';
import { UpstreamContractError } from '../../../bff/errors.ts';
import { readContract } from '../../../bff/gateway/contract.ts';
import { checkUpstreamContract } from '../../../bff/gateway/contract-check.ts';
import { buildUpstreamContractSchema } from '../../../bff/gateway/schema.ts';
import { startBff } from '../../../bff/server.ts';
import { createUpstreamClient } from '../../../bff/upstream-client/client.ts';
import { startGraphqlServer } from '../../helpers/graphql-server.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const contract = readContract();
const contractSchema = buildUpstreamContractSchema(contract);

function edited(sdl: string, from: string, to: string): string {
  if (!sdl.includes(from)) throw new Error(`the contract no longer has "${from}"; pick another edit`);
  return sdl.replace(from, to);
}

async function check(t: Test, url: string) {
  const client = createUpstreamClient({ url: new URL(url), deadlineMs: 5_000, maxAttempts: 1 });
  t.teardown(() => client.close());
  return checkUpstreamContract(client, contractSchema, url);
}

t.test('the reference upstream honours the contract exactly', async (t) => {
  const upstream = await startUpstream(t);
  const result = await check(t, upstream.url);
  t.same(result.dangerous, [], 'not even a dangerous difference');
});

t.test('an upstream that dropped a field or added a required argument is refused, naming both', async (t) => {
  let sdl = edited(contract.upstream, '  user(id: ID!): User', '  userById(id: ID!): User');
  sdl = edited(
    sdl,
    'login(input: LoginInput!): LoginResult!',
    'login(input: LoginInput!, captcha: String!): LoginResult!',
  );
  const other = await startGraphqlServer(t, sdl);
  const error = await check(t, other.url).catch((caught: unknown) => caught);
  t.ok(error instanceof UpstreamContractError, 'a contract error');
  const message = (error as Error).message;
  t.match(message, 'Query.user was removed');
  t.match(message, /A required arg captcha on Mutation\.login was added/);
  t.match(message, other.url, 'the message says which upstream');
});

t.test('an upstream that only adds to the contract is accepted', async (t) => {
  const other = await startGraphqlServer(t, `${contract.upstream}\nextend type Query { weather: String }\n`);
  const result = await check(t, other.url);
  t.same(result.dangerous, []);
});

t.test('an upstream that hides its schema cannot be checked: the message says what to do', async (t) => {
  const other = await startGraphqlServer(t, 'type Query { hello: String }');
  // Not a marketplace at all: its (tiny) schema loses almost everything.
  const tiny = await check(t, other.url).catch((caught: unknown) => caught);
  t.ok(tiny instanceof UpstreamContractError);
  t.match((tiny as Error).message, /and \d+ more/, 'a long list is cut short');
  const nowhere = await check(t, 'http://127.0.0.1:1/graphql').catch((caught: unknown) => caught);
  t.ok(nowhere instanceof UpstreamContractError);
  t.match((nowhere as Error).message, 'UPSTREAM_CONTRACT_CHECK=off');
});

t.test('the BFF process stops at start with the message and no stack trace', async (t) => {
  const other = await startGraphqlServer(
    t,
    edited(contract.upstream, '  user(id: ID!): User', '  userById(id: ID!): User'),
  );
  const child = spawn(process.execPath, ['bff/server.ts'], {
    env: { ...process.env, APP_ENV: 'test', HOST: '127.0.0.1', PORT: '0', UPSTREAM_GRAPHQL_URL: other.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.teardown(() => child.kill('SIGKILL'));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  t.equal(code, 1);
  t.match(stderr, 'does not honour the contract');
  t.match(stderr, 'Query.user was removed');
  t.notMatch(stderr, /\n\s+at /, 'no stack trace');
});

t.test('UPSTREAM_CONTRACT_CHECK=off starts the BFF anyway; any other value is refused', async (t) => {
  const other = await startGraphqlServer(t, 'type Query { hello: String }');
  const env = { APP_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', UPSTREAM_GRAPHQL_URL: other.url };
  const app = await startBff({ ...env, UPSTREAM_CONTRACT_CHECK: 'off' });
  t.teardown(() => app.close());
  t.ok(app.server.listening);
  t.throws(
    () => loadBffConfig({ ...env, UPSTREAM_CONTRACT_CHECK: 'maybe' }),
    /UPSTREAM_CONTRACT_CHECK must be on or off/,
  );
});
