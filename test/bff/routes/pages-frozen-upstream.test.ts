// Pages while the upstream hangs (decision 027): a real upstream in a process of its own is frozen
// with SIGSTOP, so it keeps its port and takes connections but answers nothing, and a BFF with a
// short UPSTREAM_DEADLINE_MS gives up on it quickly. Every page kind — home, directory, profile, a
// home owner's and a professional's page, and a page whose access cookie ran out — is the
// unavailable page with 503, Retry-After and no-store; nobody is sent to sign in. Resumed, the
// upstream serves the same people with the same cookies again.
import t, { type Test } from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { linkTo } from '../../../shared/routes.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, type Response, send, sessionCookies } from '../../helpers/http.ts';
import { processDir } from '../../helpers/process.ts';
import { spawnUpstream } from '../../helpers/upstream-process.ts';

const upstream = await spawnUpstream(t, {
  DATA_DIR: 'memory://',
  UPLOADS_DIR: processDir(t, 'uploads'),
  LOG_LEVEL: 'silent',
});
// Two BFFs share this process's event loop, so each would see the other's start as load and shed
// the first requests: shedding is not what this test is about.
const NO_SHEDDING = { SHED_EVENT_LOOP_DELAY_MS: '0' };
// Signs people in and shows the pages once the upstream is back, with the usual deadline.
const plain = await startBff(t, upstream.url, NO_SHEDDING);
// Gives up on a hung upstream after a second, so the test does not wait out the usual ten.
const impatient = await startBff(t, upstream.url, { ...NO_SHEDDING, UPSTREAM_DEADLINE_MS: '1000' });
const LOGIN = 'mutation($i: LoginInput!){ login(input:$i){ __typename } }';
const en = PATHS['en-GB'];
const de = PATHS['de-DE'];

async function signIn(email: string): Promise<{ access: string; refresh: string }> {
  const response = await graphql(plain.origin, LOGIN, { i: { username: email, password: 'hearth-demo' } });
  const [access, refresh] = ['hearth_token=', 'hearth_refresh='].map((name) =>
    sessionCookies(response).find((line) => line.startsWith(name)),
  );
  if (!access || !refresh) throw new Error(`no session cookies for ${email}: ${response.text}`);
  return { access: cookiePair(access), refresh: cookiePair(refresh) };
}

function page(
  bff: { origin: string; port: number },
  brand: string,
  pathname: string,
  cookie?: string,
): Promise<Response> {
  return send(bff.origin, pathname, { host: `${brand}.localhost:${bff.port}`, headers: cookie ? { cookie } : {} });
}

// The page as rendered, without the embedded data the client hydrates from.
function rendered(text: string): string {
  const start = text.indexOf('<div id="root">');
  return text.slice(start, text.indexOf('<script', start));
}

function expectUnavailable(t: Test, response: Response, heading: string) {
  t.equal(response.status, 503);
  t.equal(response.headers['retry-after'], '5');
  t.equal(response.headers['cache-control'], 'no-store');
  t.equal(response.headers.location, undefined, 'no redirect');
  t.match(rendered(response.text), `<h1>${heading}</h1>`);
  t.notMatch(rendered(response.text), 'Page not found');
  t.same(sessionCookies(response), [], 'the session cookies are left alone');
}

const consumer = await signIn('consumer.uk@example.com');
const pro = await signIn('pro.uk@example.com');
const proDe = await signIn('pro.de@example.com');
const asConsumer = `${consumer.access}; ${consumer.refresh}`;
const asPro = `${pro.access}; ${pro.refresh}`;
const proSlug = (await graphql(plain.origin, '{ me { ... on ServicePro { slug } } }', {}, { cookie: asPro })).json<{
  data: { me: { slug: string } };
}>().data.me.slug;

const UK = [
  ['home', '/', undefined],
  ['a public profile', linkTo('proProfile', en, { serviceProSlug: proSlug }), undefined],
  ['a directory listing', linkTo('findAProLocation', en, { location: 'manchester' }), undefined],
  ["a home owner's page", linkTo('myProjects', en), asConsumer],
  ["a professional's page", linkTo('newServiceRequests', en), asPro],
  ["a home owner's page, the access cookie run out", linkTo('myProjects', en), consumer.refresh],
] as const;
const GERMAN = [
  ['home', '/', undefined],
  ["a professional's page", linkTo('newServiceRequests', de), `${proDe.access}; ${proDe.refresh}`],
  ["a professional's page, the access cookie run out", linkTo('newServiceRequests', de), proDe.refresh],
] as const;

t.test('while the upstream answers, the pages are there', async (t) => {
  for (const [what, pathname, cookie] of UK.slice(0, 5)) {
    t.equal((await page(impatient, 'uk', pathname, cookie)).status, 200, what);
  }
});

t.test('with the upstream frozen, every page kind is the unavailable page, in its language', async (t) => {
  await upstream.freeze();
  t.teardown(() => upstream.resume());
  // All at once: each waits out the deadline.
  const [uk, german] = await Promise.all([
    Promise.all(UK.map(([, pathname, cookie]) => page(impatient, 'uk', pathname, cookie))),
    Promise.all(GERMAN.map(([, pathname, cookie]) => page(impatient, 'de', pathname, cookie))),
  ]);
  UK.forEach(([what], index) => {
    t.test(what, async (t) => expectUnavailable(t, uk[index] as Response, 'Temporarily unavailable'));
  });
  GERMAN.forEach(([what], index) => {
    t.test(`de: ${what}`, async (t) =>
      expectUnavailable(t, german[index] as Response, 'Vorübergehend nicht verfügbar'),
    );
  });
});

t.test('resumed, the upstream serves the same people with the same cookies', async (t) => {
  for (const [what, pathname, cookie] of UK.slice(0, 5)) {
    t.equal((await page(plain, 'uk', pathname, cookie)).status, 200, what);
  }
});
