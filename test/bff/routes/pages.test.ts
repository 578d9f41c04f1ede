// Server-rendered pages for every brand and route, assets and health, over real HTTP.
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRAND_IDS, BRANDS, hreflangOf } from '../../../shared/brands.ts';
import { linkTo, routesForBrand } from '../../../shared/routes.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send } from '../../helpers/http.ts';
import { pageState } from '../../helpers/page-state.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = (brand: string) => `${brand}.localhost:${bff.port}`;

t.test('every brand home page is in its language, with its title and tagline', async (t) => {
  const titles = new Set<string>();
  for (const id of BRAND_IDS) {
    const brand = BRANDS[id];
    const page = await send(bff.origin, '/', { host: host(id) });
    t.equal(page.status, 200, id);
    // The language as spoken in the brand's country: Irish English is en-IE though it reads the
    // British catalog, as its hreflang says.
    t.match(page.text, `<html lang="${hreflangOf(brand)}" data-brand="${id}">`, 'its colours chosen by the styles');
    t.match(page.text, `data-brand-logo="${id}"`, 'its logo');
    const title = /<title>([^<]*)<\/title>/.exec(page.text)?.[1] ?? '';
    t.ok(title.includes(brand.tagline.replace(/&/g, '&#38;')), `${id} title has the tagline`);
    titles.add(title);
  }
  t.equal(titles.size, BRAND_IDS.length, 'every brand has its own title');
  t.match(
    (await send(bff.origin, '/', { host: host('ie') })).text,
    '<html lang="en-IE" data-brand="ie">',
    'Irish English',
  );
  const dutch = await send(bff.origin, '/', { host: host('nl') });
  t.match(dutch.text, 'href="/inloggen"', 'links use the locale path words');
  t.match(dutch.text, 'Inloggen', 'the interface text is translated');
  const german = await send(bff.origin, '/', { host: host('de') });
  t.match(german.text, 'href="/anmelden"');
});

t.test('an unknown host gets the default brand', async (t) => {
  const page = await send(bff.origin, '/', { host: 'evil.example' });
  t.match(page.text, '<html lang="en-GB" data-brand="uk">');
  t.match(page.text, `<title>${BRANDS.uk.productName}`);
});

// The routes anyone can open without naming a record: the rest is covered with real records by
// the pages' own tests and the journeys.
const openRoutes = (brand: (typeof BRANDS)[keyof typeof BRANDS]) =>
  routesForBrand(brand).filter((route) => !('access' in route) && !/:[A-Za-z]+\b(?!\?)/.test(route.path));

t.test('every route of the table without parameters renders on the server for every brand', async (t) => {
  for (const id of BRAND_IDS) {
    const brand = BRANDS[id];
    for (const route of openRoutes(brand)) {
      const path = linkTo(route.name, PATHS[brand.locale]);
      const page = await send(bff.origin, path, { host: host(id) });
      t.equal(page.status, 200, `${id} ${path}`);
      // §2.10: a visitor's Account/ pages take the app style below breakpoint m (decision 039).
      const appStyle = route.page.startsWith('Account/') ? ' data-app-style="mobile"' : '';
      t.match(page.text, `<div id="root"><div class="shell"${appStyle}>`);
    }
  }
});

t.test('a page for signed-in people sends a signed-out visitor to sign in and back', async (t) => {
  const page = await send(bff.origin, '/consumer/my-projects?page=2', { host: host('uk') });
  t.equal(page.status, 302);
  t.equal(
    page.headers.location,
    `/${PATHS['en-GB'].login}?redirect-to=${encodeURIComponent('/consumer/my-projects?page=2')}`,
  );
  t.equal(page.headers['cache-control'], 'no-store');
  const nl = await send(bff.origin, '/service-pro/new-service-requests', { host: host('nl') });
  t.equal(
    nl.headers.location,
    `/${PATHS['nl-NL'].login}?redirect-to=${encodeURIComponent('/service-pro/new-service-requests')}`,
  );
});

t.test('the job-post route follows the brand word: find-a-service brands have no post-a-job page', async (t) => {
  t.equal((await send(bff.origin, `/${PATHS['fr-FR']['find-a-service']}`, { host: host('fr') })).status, 200);
  t.equal((await send(bff.origin, `/${PATHS['fr-FR']['post-a-job']}`, { host: host('fr') })).status, 404);
  t.equal((await send(bff.origin, '/post-a-job', { host: host('uk') })).status, 200);
});

t.test('an unknown path renders the not-found page with 404', async (t) => {
  const page = await send(bff.origin, '/no-such-page', { host: host('it') });
  t.equal(page.status, 404);
  t.match(page.text, '<html lang="it-IT" data-brand="it">');
});

t.test('pages send a preload Link header for the entry script and fonts, and safe headers', async (t) => {
  const page = await send(bff.origin, '/', { host: host('uk') });
  const link = String(page.headers.link);
  const script = /<script type="module" src="([^"]+)"/.exec(page.text)?.[1];
  t.ok(script && link.includes(`<${script}>; rel=modulepreload`));
  t.match(link, /\.woff2>; rel=preload; as=font/);
  // §6, §9: the home page is frequently updated; shared only when the answer sets no cookie (no
  // login cookie was sent). test/bff/routes/caching.test.ts covers every page kind.
  t.equal(page.headers['cache-control'], page.cookies.length > 0 ? 'private, max-age=600' : 'public, max-age=600');
  t.match(String(page.headers.vary), /\bCookie\b/);
  t.match(String(page.headers['content-security-policy']), /script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
  t.equal(page.headers['x-content-type-options'], 'nosniff');
});

t.test('hashed assets are served with immutable caching; unknown ones are 404', async (t) => {
  const page = await send(bff.origin, '/', { host: host('uk') });
  const script = /<script type="module" src="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const asset = await send(bff.origin, script);
  t.equal(asset.status, 200);
  t.match(String(asset.headers['content-type']), 'text/javascript');
  t.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.match(String((await send(bff.origin, css)).headers['content-type']), 'text/css');
  t.equal((await send(bff.origin, '/assets/nothing-here.js')).status, 404);
  t.equal((await send(bff.origin, '/assets/..%2F..%2Fpackage.json')).status, 404);
});

t.test('a signed-in page is rendered with the user, embedded as inert JSON without the token', async (t) => {
  const login = await graphql(bff.origin, 'mutation($i: LoginInput!){ login(input:$i){ __typename } }', {
    i: { username: 'consumer.fr@example.com', password: 'hearth-demo' },
  });
  const cookie = cookiePair(login.cookies.find((line) => line.startsWith('hearth_token=')) ?? '');
  const page = await send(bff.origin, '/', { host: host('fr'), headers: { cookie } });
  t.match(page.text, 'Camille Martin');
  const state =
    /<script type="application\/json" id="hearth-state" nonce="[^"]+">([^<]*)<\/script>/.exec(page.text)?.[1] ?? '';
  const parsed = JSON.parse(state);
  t.equal(parsed.user.firstName, 'Camille');
  t.equal(parsed.session.isAuthenticated, true);
  t.notMatch(page.text, cookie.split('=')[1] ?? 'never', 'the token is not in the page');
});

t.test('/healthz answers for the process and /readyz for the upstream', async (t) => {
  t.same((await send(bff.origin, '/healthz')).json(), { status: 'ok' });
  t.same((await send(bff.origin, '/readyz')).json(), { status: 'ready' });
  const orphan = await startBff(t, 'http://127.0.0.1:9/graphql');
  const notReady = await send(orphan.origin, '/readyz');
  t.equal(notReady.status, 503);
  t.equal((await send(orphan.origin, '/healthz')).status, 200);
});

t.test(
  'a page requested with a session the upstream no longer accepts renders for a visitor and clears it',
  async (t) => {
    const login = await graphql(bff.origin, 'mutation($i: LoginInput!){ login(input:$i){ __typename } }', {
      i: { username: 'consumer.ie@example.com', password: 'hearth-demo' },
    });
    const cookie = cookiePair(login.cookies.find((line) => line.startsWith('hearth_token=')) ?? '');
    // Ended upstream behind the BFF's back (as an admin disabling the account would).
    const token = cookie.split('=')[1] ?? '';
    await send(new URL(upstream.url).origin, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { logout { success } }' }),
    });
    const page = await send(bff.origin, '/', { host: host('ie'), headers: { cookie } });
    t.equal(page.status, 200);
    t.notMatch(page.text, 'Aoife Murphy');
    const state = pageState(page.text);
    t.equal(state.session.isAuthenticated, false);
    t.equal(state.user, null);
    t.ok(
      page.cookies.some((line) => /^hearth_token=;/.test(line)),
      'the dead cookie is cleared',
    );
  },
);

t.test('the platform showcase is served in development and test only', async (t) => {
  const showcase = await send(bff.origin, '/dev/platform', { host: host('uk') });
  t.equal(showcase.status, 200);
  t.match(showcase.text, '<h1>Platform showcase</h1>');
  t.match(showcase.headers['cache-control'], 'no-store');
  const staging = await startBff(t, upstream.url, { APP_ENV: 'staging' });
  const refused = await send(staging.origin, '/dev/platform');
  t.equal(refused.status, 404, 'staging and production have no such page');
  t.notMatch(refused.text, '<h1>Platform showcase</h1>');
});

t.test('the force-update page the outdated apps are sent to exists in every brand', async (t) => {
  for (const brand of BRAND_IDS) {
    const page = await send(bff.origin, '/app-force-update', { host: host(brand) });
    t.equal(page.status, 200, brand);
  }
});
