// Pages when the upstream cannot give their data (decision 027), over real HTTP against a real
// upstream and a real BFF: while it is up, a record that does not exist is 404 and the session ends
// only when the upstream says so; when it answers something unusable, and once it is closed, every
// page kind — home, directory, profile, a home owner's and a professional's page, and a page whose
// access cookie ran out — is the translated unavailable page with 503, Retry-After and no-store,
// never a 404, a sign-in redirect or a page to keep. Freezing the upstream instead is
// pages-frozen-upstream.test.ts.
import t, { type Test } from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRANDS, type BrandId } from '../../../shared/brands.ts';
import { linkTo, type RouteName } from '../../../shared/routes.ts';
import { startBff } from '../../helpers/bff.ts';
import { startFaultBff } from '../../helpers/fault-bff.ts';
import { cookiePair, graphql, type Response, send, sessionCookies } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const LOGIN = 'mutation($i: LoginInput!){ login(input:$i){ __typename } }';

// The path of a route in a brand's words.
function path(brand: BrandId, route: RouteName, params?: Record<string, string>): string {
  return linkTo(route, PATHS[BRANDS[brand].locale], params);
}

// The page as rendered, without the embedded data the client hydrates from.
function rendered(text: string): string {
  const start = text.indexOf('<div id="root">');
  return text.slice(start, text.indexOf('<script', start));
}

async function signIn(email: string): Promise<{ access: string; refresh: string }> {
  const response = await graphql(bff.origin, LOGIN, { i: { username: email, password: 'hearth-demo' } });
  const [access, refresh] = ['hearth_token=', 'hearth_refresh='].map((name) =>
    sessionCookies(response).find((line) => line.startsWith(name)),
  );
  if (!access || !refresh) throw new Error(`no session cookies for ${email}: ${response.text}`);
  return { access: cookiePair(access), refresh: cookiePair(refresh) };
}

function page(origin: string, brand: BrandId, pathname: string, cookie?: string): Promise<Response> {
  const port = new URL(origin).port;
  return send(origin, pathname, { host: `${brand}.localhost:${port}`, headers: cookie ? { cookie } : {} });
}

const ENGLISH = {
  heading: '<h1>Temporarily unavailable</h1>',
  lead: 'We cannot show this page right now because part of our service is not responding.',
};

// Decision 027: the translated unavailable page in the layout, 503, when to come back, never kept,
// the person's cookies left alone; what the page would have shown is not pretended.
function expectUnavailable(
  t: Test,
  response: Response,
  { lang = 'en-GB', heading = ENGLISH.heading, lead = ENGLISH.lead } = {},
) {
  t.equal(response.status, 503, 'Service Unavailable');
  t.equal(response.headers['retry-after'], '5', 'says when to come back');
  t.equal(response.headers['cache-control'], 'no-store', 'never kept, shared or private');
  t.match(response.headers['content-type'], /^text\/html/);
  t.match(response.text, `<html lang="${lang}" data-brand=`);
  const html = rendered(response.text);
  t.match(html, heading);
  t.match(html, lead);
  t.match(html, 'data-testid="error-try-again"', 'leads to a fresh try');
  t.match(html, /<header class="site-header"/, 'inside the layout');
  t.notMatch(html, 'Page not found', 'not told the page does not exist');
  t.notMatch(html, 'Loading…');
  t.match(response.text, '"unavailable":true', 'the client hydrates the same page');
  t.same(sessionCookies(response), [], 'the session cookies are neither cleared nor replaced');
}

const consumer = await signIn('consumer.uk@example.com');
const pro = await signIn('pro.uk@example.com');
const asConsumer = `${consumer.access}; ${consumer.refresh}`;
const asPro = `${pro.access}; ${pro.refresh}`;
const proSlug = (await graphql(bff.origin, '{ me { ... on ServicePro { slug } } }', {}, { cookie: asPro })).json<{
  data: { me: { slug: string } };
}>().data.me.slug;

const PAGES = {
  profile: path('uk', 'proProfile', { serviceProSlug: proSlug }),
  noProfile: path('uk', 'proProfile', { serviceProSlug: 'nobody-here' }),
  directory: path('uk', 'findAProLocation', { location: 'manchester' }),
  noPlace: path('uk', 'findAProLocation', { location: 'atlantis' }),
  myProjects: path('uk', 'myProjects'),
  newJobs: path('uk', 'newServiceRequests'),
};

t.test('a profile or a place is 404 only when the upstream says it does not exist', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  t.equal((await page(origin, 'uk', PAGES.profile)).status, 200, 'the demo professional');
  t.equal((await page(origin, 'uk', PAGES.directory)).status, 200, 'a place with professionals');
  for (const missing of [PAGES.noProfile, PAGES.noPlace]) {
    const answer = await page(origin, 'uk', missing);
    t.equal(answer.status, 404, missing);
    t.match(rendered(answer.text), 'Page not found', missing);
  }
  fault.setDefault({ kind: 'body', body: '<html>maintenance</html>', contentType: 'text/html' });
  for (const pathname of [PAGES.profile, PAGES.noProfile, PAGES.directory, PAGES.noPlace]) {
    t.test(`${pathname} while the upstream answers something unusable`, async (t) =>
      expectUnavailable(t, await page(origin, 'uk', pathname)),
    );
  }
  t.test('back with the upstream', async (t) => {
    fault.setDefault({ kind: 'forward' });
    t.equal((await page(origin, 'uk', PAGES.profile)).status, 200);
    t.equal((await page(origin, 'uk', PAGES.noProfile)).status, 404);
  });
});

t.test('a signed-in person is sent to sign in only when the upstream says the session is over', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  fault.setDefault({ kind: 'status', status: 503 });
  expectUnavailable(t, await page(origin, 'uk', PAGES.myProjects, asConsumer));
  fault.setDefault({ kind: 'status', status: 500 });
  expectUnavailable(t, await page(origin, 'uk', PAGES.newJobs, asPro));
  expectUnavailable(t, await page(origin, 'uk', '/', asPro));
  fault.setDefault({ kind: 'forward' });
  t.equal((await page(origin, 'uk', PAGES.myProjects, asConsumer)).status, 200, 'the same cookies work afterwards');
  t.equal((await page(origin, 'uk', PAGES.newJobs, asPro)).status, 200);

  const ended = await signIn('consumer.uk@example.com');
  const cookie = `${ended.access}; ${ended.refresh}`;
  await graphql(bff.origin, 'mutation { logout { success } }', {}, { cookie });
  const answer = await page(origin, 'uk', PAGES.myProjects, cookie);
  t.equal(answer.status, 302, 'the upstream refused the session and its renewal');
  t.match(answer.headers.location, `/${PATHS['en-GB'].login}?redirect-to=`);
  t.match(sessionCookies(answer), [/^hearth_token=;/, /^hearth_refresh=;/], 'the cookies are cleared');
});

t.test('a page whose query the upstream answered with an error is shown, but never kept', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  // An answer, not a fault: the query fails, the page is rendered without its trades and the
  // client asks for them itself (decision 023) — and no cache may keep the page without them.
  fault.setDefault({ kind: 'body', body: JSON.stringify({ data: null, errors: [{ message: 'Not today' }] }) });
  const home = await page(origin, 'uk', '/');
  t.equal(home.status, 200);
  t.equal(home.headers['cache-control'], 'no-store');
  fault.setDefault({ kind: 'forward' });
  const whole = await page(origin, 'uk', '/');
  t.equal(whole.status, 200);
  t.match(whole.headers['cache-control'], /max-age=600$/, 'a whole page is kept as before');
});

t.test('with the upstream closed, every page kind answers 503 with the unavailable page', async (t) => {
  await upstream.app.close();

  t.test('the home page, in the brand’s language', async (t) => {
    expectUnavailable(t, await page(bff.origin, 'uk', '/'));
    expectUnavailable(t, await page(bff.origin, 'nl', '/'), {
      lang: 'nl-NL',
      heading: '<h1>Tijdelijk niet beschikbaar</h1>',
      lead: 'We kunnen deze pagina nu niet tonen, omdat een deel van onze dienst niet reageert.',
    });
    expectUnavailable(t, await page(bff.origin, 'fr', '/'), {
      lang: 'fr-FR',
      heading: '<h1>Temporairement indisponible</h1>',
      lead: 'Nous ne pouvons pas afficher cette page pour le moment',
    });
  });

  t.test('a public profile and a directory listing, existing or not: nothing is said not to exist', async (t) => {
    for (const pathname of [PAGES.profile, PAGES.noProfile, PAGES.directory, PAGES.noPlace]) {
      t.test(pathname, async (t) => expectUnavailable(t, await page(bff.origin, 'uk', pathname)));
    }
  });

  t.test('a signed-in home owner and professional are not sent to sign in', async (t) => {
    for (const [pathname, cookie] of [
      [PAGES.myProjects, asConsumer],
      [PAGES.newJobs, asPro],
      ['/', asPro],
    ] as const) {
      const answer = await page(bff.origin, 'uk', pathname, cookie);
      expectUnavailable(t, answer);
      t.equal(answer.headers.location, undefined, `${pathname}: no redirect`);
      t.notMatch(rendered(answer.text), 'data-testid="nav-log-in"', `${pathname}: not offered to log in`);
    }
  });

  t.test('an access cookie that ran out, whose renewal meets the outage, gets the page too', async (t) => {
    // Only the refresh cookie: the browser dropped the access cookie when it ran out.
    for (const [pathname, cookie] of [
      [PAGES.myProjects, consumer.refresh],
      [PAGES.newJobs, pro.refresh],
      [PAGES.profile, consumer.refresh],
    ] as const) {
      expectUnavailable(t, await page(bff.origin, 'uk', pathname, cookie));
    }
  });
});
