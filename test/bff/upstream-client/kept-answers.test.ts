// Decision 045: the upstream's public answers to visitors are kept for as long as it says, within
// a bound of bytes; a refresh is shared by the visitors asking meanwhile; nothing else is kept.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import t from 'tap';
import { UpstreamAbortedError } from '../../../bff/errors.ts';
import { cleanAnswerOf, createUpstreamClient } from '../../../bff/upstream-client/client.ts';
import { createKeptAnswers, publicMaxAgeOf } from '../../../bff/upstream-client/kept-answers.ts';
import { listenOnLoopback } from '../../helpers/loopback-server.ts';
import type { Closable } from '../../helpers/upstream.ts';

t.test('only a public answer with a max age may be kept', async (t) => {
  t.equal(publicMaxAgeOf('public, max-age=60'), 60);
  t.equal(publicMaxAgeOf('Public, Max-Age=5'), 5, 'directives are case-insensitive');
  t.equal(publicMaxAgeOf('max-age=60'), 0, 'not said to be public');
  t.equal(publicMaxAgeOf('public'), 0, 'no max age');
  t.equal(publicMaxAgeOf('public, max-age=60, no-store'), 0);
  t.equal(publicMaxAgeOf('public, private, max-age=60'), 0);
  t.equal(publicMaxAgeOf('public, max-age=-1'), 0);
  t.equal(publicMaxAgeOf('public, max-age=1e3'), 0);
  t.equal(publicMaxAgeOf('no-store'), 0);
  t.equal(publicMaxAgeOf(undefined), 0);
  t.equal(publicMaxAgeOf(['public, max-age=60', 'no-store']), 0, 'a header sent twice is not trusted');
});

t.test('kept answers are bounded by bytes, the least recently used going first', async (t) => {
  const kept = createKeptAnswers(8_000);
  const answer = (n: number) => Buffer.alloc(n, 'x');
  kept.keep('a', answer(900), 60, 0);
  kept.keep('b', answer(900), 60, 0);
  t.ok(kept.fresh('a', 1), 'a is used, so b is now the oldest');
  for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) kept.keep(key, answer(900), 60, 0);
  t.ok(kept.size <= 8_000, `within the bound (${kept.size} bytes)`);
  t.notOk(kept.known('b'), 'the least recently used was pushed out');
  t.ok(kept.known('a'));
  t.notOk(kept.fresh('h', 60_000), 'past its age it is not fresh');
  t.ok(kept.known('h'), 'but still known');
  kept.keep('big', answer(1_200), 60, 0);
  t.notOk(kept.known('big'), 'an answer larger than an eighth of the bound is not kept');
  kept.keep('a', answer(10), 0, 0);
  t.notOk(kept.known('a'), 'an answer that may no longer be kept is forgotten');
});

interface Scripted {
  readonly url: URL;
  readonly bodies: string[];
  // The next answers: the body and the Cache-Control they are sent with.
  answerWith(body: string, cacheControl?: string): void;
  // Answers are held until released.
  hold(): void;
  release(): void;
  seen(count: number): Promise<void>;
}

async function scriptedUpstream(t: Closable): Promise<Scripted> {
  const bodies: string[] = [];
  const held: ServerResponse[] = [];
  let holding = false;
  let answer = { body: '{"data":{"n":1}}', cacheControl: 'public, max-age=60' };
  const send = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': answer.cacheControl });
    response.end(answer.body);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      server.emit('seen');
      if (holding) held.push(response);
      else send(response);
    });
  });
  const origin = await listenOnLoopback(t, server);
  return {
    url: new URL(`${origin}/graphql`),
    bodies,
    answerWith(body, cacheControl = 'public, max-age=60') {
      answer = { body, cacheControl };
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const response of held.splice(0)) send(response);
    },
    async seen(count) {
      while (bodies.length < count) await once(server, 'seen');
    },
  };
}

t.test("a visitor's public answer is kept for its max age, then asked for again", async (t) => {
  const upstream = await scriptedUpstream(t);
  let now = 1_000_000;
  const kept: string[] = [];
  const held: number[] = [];
  const client = createUpstreamClient({
    url: upstream.url,
    keptAnswerBytes: 1_000_000,
    now: () => now,
    observer: {
      attempt() {},
      retry() {},
      failure() {},
      kept: (outcome) => kept.push(outcome),
      keptBytes: (bytes) => held.push(bytes),
    },
  });
  t.teardown(() => client.close());
  const visitor = { query: '{ n }', token: null, requestId: 'r1' };

  t.same((await client.execute(visitor)).data, { n: 1 });
  upstream.answerWith('{"data":{"n":2}}');
  const again = await client.execute({ ...visitor, requestId: 'r2' });
  t.same(again.data, { n: 1 }, 'the kept answer, within its minute');
  t.equal(upstream.bodies.length, 1, 'the upstream was asked once');
  t.ok(cleanAnswerOf(again), 'the fast path can send the kept bytes on as they came');
  const forwarded = await client.execute({ ...visitor, forwardClean: true });
  t.equal(cleanAnswerOf(forwarded)?.toString(), '{"data":{"n":1}}', 'forwarded: the bytes, unparsed');

  const signedIn = await client.execute({ ...visitor, token: 'a-token' });
  t.same(signedIn.data, { n: 2 }, 'a signed-in read always goes to the upstream');
  t.equal(upstream.bodies.length, 2);

  now += 60_000;
  t.same((await client.execute(visitor)).data, { n: 2 }, 'after its max age the upstream is asked again');
  t.equal(upstream.bodies.length, 3);
  t.same(kept, ['miss', 'hit', 'hit', 'miss'], 'what the metrics were told');
  t.equal(held.length, 2, 'the bytes held, after each answer from the upstream kept');
  t.ok(held[0] && held[0] > '{"data":{"n":1}}'.length, 'the answer and its request body');
});

t.test('an answer the upstream does not mark public, or one with errors, is not kept', async (t) => {
  const upstream = await scriptedUpstream(t);
  const client = createUpstreamClient({ url: upstream.url, keptAnswerBytes: 1_000_000 });
  t.teardown(() => client.close());
  const visitor = { query: '{ n }', token: null, requestId: 'r1' };
  upstream.answerWith('{"data":{"n":1}}', 'no-store');
  await client.execute(visitor);
  await client.execute(visitor);
  t.equal(upstream.bodies.length, 2, 'no-store');
  upstream.answerWith('{"data":{"n":null},"errors":[{"message":"Internal server error"}]}');
  await client.execute(visitor);
  await client.execute(visitor);
  t.equal(upstream.bodies.length, 4, 'errors, though the header says public');
});

t.test('visitors asking while a kept answer is refreshed share the one refresh', async (t) => {
  const upstream = await scriptedUpstream(t);
  let now = 0;
  const client = createUpstreamClient({ url: upstream.url, keptAnswerBytes: 1_000_000, now: () => now });
  t.teardown(() => client.close());
  const visitor = { query: '{ n }', token: null, requestId: 'r1' };
  await client.execute(visitor);
  now += 61_000;
  upstream.answerWith('{"data":{"n":2}}');
  upstream.hold();
  const leaving = new AbortController();
  const first = client.execute({ ...visitor, signal: leaving.signal });
  await upstream.seen(2);
  const others = [client.execute(visitor), client.execute({ ...visitor, forwardClean: true })];
  leaving.abort();
  await t.rejects(first, UpstreamAbortedError, 'the visitor who left gets no answer');
  upstream.release();
  const [second, third] = await Promise.all(others);
  t.same(second?.data, { n: 2 }, 'the others get the refreshed answer, though the first caller left');
  t.equal(cleanAnswerOf(third ?? {})?.toString(), '{"data":{"n":2}}');
  t.not(second, third, 'each caller has an answer of its own');
  t.equal(upstream.bodies.length, 2, 'one refresh for three visitors');
});

t.test('with no memory for them, nothing is kept', async (t) => {
  const upstream = await scriptedUpstream(t);
  const client = createUpstreamClient({ url: upstream.url, keptAnswerBytes: 0 });
  t.teardown(() => client.close());
  await client.execute({ query: '{ n }', token: null, requestId: 'r1' });
  await client.execute({ query: '{ n }', token: null, requestId: 'r2' });
  t.equal(upstream.bodies.length, 2);
});
