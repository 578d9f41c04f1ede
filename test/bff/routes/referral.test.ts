// A professional's referral link end to end through the real BFF and upstream (spec §2.7 referral,
// decision 050): following /r/{code} keeps the code in an HttpOnly cookie and lands on the home
// page; a visitor who then posts a job — and so gets an account — is recorded as the
// professional's referral, and the cookie goes. A code of the wrong shape is kept by no one; on an
// HTTPS-only site the cookie takes the __Host- prefix.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, setCookieNamed } from '../../helpers/http.ts';
import { createPro, createTrade } from '../../helpers/marketplace.ts';
import { seededJobInput } from '../../helpers/post-job.ts';
import { startUpstream } from '../../helpers/upstream.ts';
import { call, data } from '../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `nl.localhost:${bff.port}`;
const COOKIE = 'hearth_referral';

const trade = await createTrade(upstream.db, 'nl');
const pro = await createPro(upstream.db, {
  brand: 'nl',
  serviceIds: trade.serviceIds,
  professionId: trade.professionId,
});
const proToken = await upstream.sessionFor({ userId: pro.id, secondLayer: false });
const REFERRAL = '{ myReferral { code signUps { totalCount edges { node { kind } } } } }';
const referral = async () => (await data(call(upstream.origin, REFERRAL, {}, { token: proToken }))).myReferral;
const { code } = await referral();
const jobFor = await seededJobInput(upstream.origin, 'nl');

t.test('following the link keeps its code in an HttpOnly cookie for a week and lands on the home page', async (t) => {
  const followed = await send(bff.origin, `/r/${code.toUpperCase()}`, { host });
  t.equal(followed.status, 302);
  t.equal(followed.headers.location, '/');
  t.equal(followed.headers['cache-control'], 'no-store');
  const cookie = setCookieNamed(followed, COOKIE) ?? '';
  t.equal(cookiePair(cookie), `${COOKIE}=${code}`, 'the code, as the link gives it out');
  t.match(cookie, /; Max-Age=604800/);
  t.match(cookie, /; Path=\//);
  t.match(cookie, /; HttpOnly/);
  t.match(cookie, /; SameSite=Lax/);

  for (const path of ['/r/short', '/r/0000oooo1111', `/r/${code}x`]) {
    const ignored = await send(bff.origin, path, { host });
    t.equal(ignored.status, 302, path);
    t.equal(setCookieNamed(ignored, COOKIE), undefined, `${path}: nothing kept`);
  }
});

t.test('a visitor who came through the link and posts a job is recorded once, and the code is dropped', async (t) => {
  const followed = await send(bff.origin, `/r/${code}`, { host });
  const cookie = cookiePair(setCookieNamed(followed, COOKIE) ?? '');
  const home = await send(bff.origin, '/', { host, headers: { cookie } });
  t.equal(home.status, 200, 'the home page as anyone sees it');

  const posted = await graphql(
    bff.origin,
    `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename } }`,
    { input: jobFor(`referred.${Date.now()}@example.com`) },
    { host, cookie },
  );
  t.same(posted.json(), { data: { postServiceRequest: { __typename: 'ServiceRequestPosted' } } });
  t.match(setCookieNamed(posted, COOKIE), /^hearth_referral=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/, 'dropped');

  const { signUps } = await referral();
  t.equal(signUps.totalCount, 1);
  t.same(signUps.edges, [{ node: { kind: 'CONSUMER' } }], 'when and which kind, nothing more');
  t.notMatch(posted.text, code, 'the code never reaches the page');

  const again = await graphql(
    bff.origin,
    `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename } }`,
    { input: jobFor(`another.${Date.now()}@example.com`) },
    { host },
  );
  t.same(again.json(), { data: { postServiceRequest: { __typename: 'ServiceRequestPosted' } } });
  t.equal((await referral()).signUps.totalCount, 1, 'a visitor without the link is no referral');
});

t.test('where the site is HTTPS only, the cookie is a __Host- cookie', async (t) => {
  const secure = await startBff(t, upstream.url, { APP_ENV: 'production', PV_DIR: t.testdir() });
  const followed = await send(secure.origin, `/r/${code}`, { host });
  const cookie = setCookieNamed(followed, `__Host-${COOKIE}`) ?? '';
  t.equal(cookiePair(cookie), `__Host-${COOKIE}=${code}`);
  t.match(cookie, /; Secure/);
  t.notMatch(cookie, /; Domain=/i);
});
