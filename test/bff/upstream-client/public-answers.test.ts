// Decision 045 end to end: with the upstream marking a visitor's reads of public data as keepable,
// the BFF renders the home page for a second visitor, and answers a visitor's GraphQL read, without
// asking the upstream again; a signed-in person's page is still made from the upstream's answers.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { cookiePair, graphql, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t, { env: { PUBLIC_ANSWER_MAX_AGE_SECONDS: '60' } });
// Passes everything on to the real upstream and records what it was asked.
const recorder = await startFaultUpstream(t, upstream.url);
const bff = await startBff(t, recorder.url);
const host = `uk.localhost:${bff.port}`;

const asked = (field: string, from = 0) =>
  recorder.requests.slice(from).filter((request) => request.body.includes(field));

t.test("a second visitor's home page is made from the kept answers", async (t) => {
  const first = await send(bff.origin, '/', { host });
  t.equal(first.status, 200);
  t.equal(asked('recentReviews').length, 1, 'the first visitor: the upstream is asked');
  const before = recorder.requests.length;
  const second = await send(bff.origin, '/', { host });
  t.equal(second.status, 200);
  for (const field of ['professions', 'popularProfessions', 'marketplaceFigures', 'recentReviews']) {
    t.same(asked(field, before), [], `the second visitor: ${field} is not asked for again`);
  }
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  t.equal(main(second.text), main(first.text), 'the same page');
  t.ok((main(second.text).match(/<option /g) ?? []).length > 1, "with the brand's trades to choose from");
});

t.test("a signed-in person's page is made from the upstream's own answers", async (t) => {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!) { login(input: $i) { __typename } }',
    { i: { username: 'consumer.uk@example.com', password: 'hearth-demo' } },
    { host },
  );
  const cookie = login.cookies.map(cookiePair).join('; ');
  const before = recorder.requests.length;
  const page = await send(bff.origin, '/', { host, headers: { cookie } });
  t.equal(page.status, 200);
  const reviews = asked('recentReviews', before);
  t.equal(reviews.length, 1, 'the upstream is asked');
  t.match(reviews[0]?.headers.authorization, /^Bearer /, 'as the person');
});

t.test("a visitor's GraphQL read is answered from the kept answer", async (t) => {
  const query = 'query KeptMarket($b: String!) { market(brand: $b) { currency country } }';
  const before = recorder.requests.length;
  const first = await graphql(bff.origin, query, { b: 'fr' }, { host });
  const second = await graphql(bff.origin, query, { b: 'fr' }, { host });
  t.same(first.json(), { data: { market: { currency: 'EUR', country: 'FR' } } });
  t.equal(second.text, first.text, 'the same bytes');
  t.equal(asked('KeptMarket', before).length, 1, 'the upstream was asked once');
  t.equal(second.headers['cache-control'], 'no-store', 'the browser is not told to keep it: the BFF answers fast');
});
