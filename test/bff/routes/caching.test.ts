// Cache headers of the BFF over real HTTP (issue §6, spec §6 and §9): pages get their page kind's
// max-age, shared only when no login cookie came and no cookie is set; GraphQL and errors are not
// stored; hashed assets are immutable.
import t from 'tap';
import { buildBffApp } from '../../../bff/app.ts';
import { loadBffConfig } from '../../../bff/config.ts';
import { loadRenderPage } from '../../../bff/render.ts';
import { PATHS } from '../../../locales/paths.ts';
import { BRANDS } from '../../../shared/brands.ts';
import { CACHE_MAX_AGE_SECONDS, linkTo, routesForBrand } from '../../../shared/routes.ts';
import { startBff, testBffConfig } from '../../helpers/bff.ts';
import { cookiePair, graphql, type Response, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const words = PATHS['en-GB'];
const { cookiePrefix } = loadBffConfig({ APP_ENV: 'test', UPSTREAM_GRAPHQL_URL: upstream.url });
const TOKEN = `${cookiePrefix}token`;
const REFRESH = `${cookiePrefix}refresh`;

function cookieNamed(response: Response, name: string): string {
  const line = response.cookies.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie was set`);
  return cookiePair(line);
}

// A visitor who has been here before sends back whatever cookies (client and session ids) the
// first answer set, so no answer needs to set one again.
async function returningVisitorCookies(): Promise<string> {
  const first = await send(bff.origin, '/', { host });
  return first.cookies.map(cookiePair).join('; ');
}

async function signIn(): Promise<Response> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: 'consumer.uk@example.com', password: 'hearth-demo' } },
    { host },
  );
  t.equal(login.json<{ data: { login: { __typename: string } } }>().data.login.__typename, 'LoginSuccess');
  return login;
}

t.test('a returning visitor gets each page kind shared for its §9 max-age', async (t) => {
  const visitor = await returningVisitorCookies();
  const seen = new Set<string>();
  // Pages that need no record and no sign-in; the others are private or not stored at all.
  const open = routesForBrand(BRANDS.uk).filter(
    (route) => !('access' in route) && !/:[A-Za-z]+\b(?!\?)/.test(route.path),
  );
  for (const route of open) {
    const page = await send(bff.origin, linkTo(route.name, words), { host, headers: { cookie: visitor } });
    t.equal(page.status, 200, route.name);
    t.same(page.cookies, [], `${route.name} sets no cookie`);
    const expected = route.cache === 'none' ? 'no-store' : `public, max-age=${CACHE_MAX_AGE_SECONDS[route.cache]}`;
    t.equal(page.headers['cache-control'], expected, route.name);
    t.match(String(page.headers.vary), /\bCookie\b/, `${route.name} varies by cookie`);
    seen.add(String(page.headers['cache-control']));
  }
  t.same(
    [...seen].sort(),
    ['no-store', 'public, max-age=3600', 'public, max-age=600', 'public, max-age=86400'],
    'all four policies are in use',
  );
  t.equal(
    (await send(bff.origin, '/', { host, headers: { cookie: visitor } })).headers['cache-control'],
    'public, max-age=600',
    'home is frequently updated',
  );
  t.equal(
    (await send(bff.origin, linkTo('privacyPolicy', words), { host, headers: { cookie: visitor } })).headers[
      'cache-control'
    ],
    'public, max-age=86400',
    'the privacy policy is static',
  );
});

t.test('with the access-token cookie a page is private, though the answer sets no cookie', async (t) => {
  const login = await signIn();
  const cookie = [await returningVisitorCookies(), cookieNamed(login, TOKEN)].filter(Boolean).join('; ');
  const page = await send(bff.origin, '/', { host, headers: { cookie } });
  t.equal(page.status, 200);
  t.match(page.text, 'Olivia Taylor', 'the page is the signed-in person’s');
  t.same(page.cookies, []);
  t.equal(page.headers['cache-control'], 'private, max-age=600');
  t.match(String(page.headers.vary), /\bCookie\b/);
  const terms = await send(bff.origin, linkTo('termsConditions', words), { host, headers: { cookie } });
  t.equal(terms.headers['cache-control'], 'private, max-age=86400');
});

t.test('with only the refresh-token cookie a page is private', async (t) => {
  const login = await signIn();
  const cookie = [await returningVisitorCookies(), cookieNamed(login, REFRESH)].filter(Boolean).join('; ');
  const page = await send(bff.origin, linkTo('findAPro', words), { host, headers: { cookie } });
  t.equal(page.status, 200);
  t.equal(page.headers['cache-control'], 'private, max-age=600');
  // A refresh cookie that the upstream refuses is cleared; the answer is still not shared.
  const refused = await send(bff.origin, '/', { host, headers: { cookie: `${REFRESH}=not-a-refresh-token` } });
  t.equal(refused.headers['cache-control'], 'private, max-age=600');
});

t.test('a page with no cache policy is never stored, signed in or not', async (t) => {
  const login = await signIn();
  for (const cookie of ['', cookieNamed(login, TOKEN)]) {
    const page = await send(bff.origin, linkTo('login', words), { host, headers: cookie ? { cookie } : {} });
    t.equal(page.headers['cache-control'], 'no-store');
  }
});

t.test('error pages are never stored', async (t) => {
  const page = await send(bff.origin, '/no-such-page', { host });
  t.equal(page.status, 404);
  t.equal(page.headers['cache-control'], 'no-store');
  t.match(String(page.headers.vary), /\bCookie\b/);
});

t.test('a first visit, whose answer sets the client and session ids, is private; the return is public', async (t) => {
  const first = await send(bff.origin, linkTo('findAPro', words), { host });
  t.match(first.cookies.join('\n'), /client_id=[0-9a-f]{32};/, 'the ids are made on a first visit');
  t.equal(first.headers['cache-control'], 'private, max-age=600');
  const cookie = first.cookies.map(cookiePair).join('; ');
  const again = await send(bff.origin, linkTo('findAPro', words), { host, headers: { cookie } });
  t.same(again.cookies, [], 'ids that came back are not set again');
  t.equal(again.headers['cache-control'], 'public, max-age=600');
});

t.test('an answer that sets a cookie is never shared, whoever set it', async (t) => {
  const config = testBffConfig(upstream.url);
  const app = await buildBffApp({ config, renderPage: await loadRenderPage(config.distDir) });
  // Stands for any cookie an answer may carry (the client and session ids of a first visit, a
  // consent record): the page's cache decision must see it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-test-set-cookie'] === 'yes') reply.setCookie('test_marker', 'x', { path: '/' });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const headers = { cookie: await returningVisitorCookies() };
  const plain = await send(origin, '/', { host, headers });
  t.equal(plain.headers['cache-control'], 'public, max-age=600');
  const marked = await send(origin, '/', { host, headers: { ...headers, 'x-test-set-cookie': 'yes' } });
  t.match(marked.cookies.join('\n'), /test_marker=x/);
  t.equal(marked.headers['cache-control'], 'private, max-age=600');
  const cookiePolicy = await send(origin, linkTo('cookiePolicy', words), {
    host,
    headers: { ...headers, 'x-test-set-cookie': 'yes' },
  });
  t.equal(cookiePolicy.headers['cache-control'], 'private, max-age=86400');
});

t.test('GraphQL answers are never stored, results and errors alike', async (t) => {
  const ok = await graphql(bff.origin, '{ __typename }', {}, { host });
  t.equal(ok.status, 200);
  t.equal(ok.headers['cache-control'], 'no-store');
  const login = await signIn();
  t.equal(login.headers['cache-control'], 'no-store', 'a login answer with cookies');
  const bad = await graphql(bff.origin, '{ nope }', {}, { host });
  t.equal(bad.status, 400);
  t.equal(bad.headers['cache-control'], 'no-store');
});

t.test('hashed assets are immutable for a year; source maps are revalidated', async (t) => {
  const page = await send(bff.origin, '/', { host });
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(page.text)?.[1] ?? '';
  t.match(script, /^\/assets\/client-entry-[A-Z0-9]{8}\.js$/);
  const asset = await send(bff.origin, script);
  t.equal(asset.status, 200);
  t.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  const etag = String(asset.headers.etag);
  const again = await send(bff.origin, script, { headers: { 'if-none-match': etag } });
  t.equal(again.status, 304);
  const map = await send(bff.origin, `${script}.map`);
  t.equal(map.status, 200);
  t.equal(map.headers['cache-control'], 'no-cache');
  t.equal((await send(bff.origin, '/assets/missing-ABCDEFGH.js')).headers['cache-control'], 'no-store');
});
