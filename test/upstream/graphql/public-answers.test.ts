// Decision 045 over real HTTP: a visitor's read of public data says how long it may be kept; a
// signed-in read, a mutation, a read of anything else, and an answer with an error say no-store.
import t from 'tap';
import { startUpstream } from '../../helpers/upstream.ts';
import { call, signIn } from '../../helpers/upstream-client.ts';

const KEPT = 'public, max-age=60';

const upstream = await startUpstream(t, { env: { PUBLIC_ANSWER_MAX_AGE_SECONDS: '60' } });
const { origin } = upstream;
const clientIp = '203.0.113.45';
const ask = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  call(origin, query, variables, { token, clientIp });

const HOME = `query($brand: String!) {
  professions(brand: $brand) { id name }
  marketplaceFigures(brand: $brand) { vettedProCount }
  recentReviews(brand: $brand, first: 3, minRating: 4) { id servicePro { slug } }
}`;

t.test("a visitor's read of the catalogue, places, home figures and directory may be kept a minute", async (t) => {
  const reads: [string, string, Record<string, unknown>][] = [
    ['the home page', HOME, { brand: 'uk' }],
    ['the market', 'query($b: String!) { market(brand: $b) { currency } }', { b: 'uk' }],
    ['places', 'query($b: String!) { locations(brand: $b, query: "Manc", first: 3) { slug } }', { b: 'uk' }],
    [
      'the directory',
      'query($b: String!) { directorySearch(input: { brand: $b }, first: 2) { totalCount } __typename }',
      { b: 'uk' },
    ],
  ];
  for (const [what, query, variables] of reads) {
    const answer = await ask(query, variables);
    t.equal(answer.status, 200, what);
    t.notOk(answer.json<{ errors?: unknown }>().errors, `${what}: no errors`);
    t.equal(answer.headers['cache-control'], KEPT, what);
  }
});

t.test('nothing else may be kept', async (t) => {
  const { accessToken } = await signIn(origin, 'consumer.uk@example.com', 'hearth-demo', { clientIp });
  const signedIn = await ask(HOME, { brand: 'uk' }, accessToken);
  t.equal(signedIn.status, 200);
  t.equal(signedIn.headers['cache-control'], 'no-store', 'the same read, signed in');

  const mixed = await ask('query($b: String!) { professions(brand: $b) { id } me { id } }', { b: 'uk' });
  t.equal(mixed.headers['cache-control'], 'no-store', 'a public field beside one that is not');

  const fragment = await ask('query($b: String!) { ...Q } fragment Q on Query { professions(brand: $b) { id } }', {
    b: 'uk',
  });
  t.equal(fragment.headers['cache-control'], 'no-store', 'fields behind a fragment at the root');

  const failed = await ask('query { recentReviews(brand: "uk", first: 99) { id } }');
  t.ok(failed.json<{ errors?: unknown[] }>().errors?.length, 'the read fails');
  t.equal(failed.headers['cache-control'], 'no-store', 'an answer with an error');

  const invalid = await ask('query { professions }');
  t.equal(invalid.headers['cache-control'], 'no-store', 'a document that does not validate');

  const mutation = await ask('mutation($input: LoginInput!) { login(input: $input) { __typename } }', {
    input: { username: 'nobody@example.com', password: 'wrong-password' },
  });
  t.equal(mutation.headers['cache-control'], 'no-store', 'a mutation');
});

t.test('with no max age set, as in tests, nothing is kept', async (t) => {
  const plain = await startUpstream(t);
  const answer = await call(plain.origin, HOME, { brand: 'uk' }, { clientIp });
  t.equal(answer.status, 200);
  t.equal(answer.headers['cache-control'], 'no-store');
});
