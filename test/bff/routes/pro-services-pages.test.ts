// What a professional offers and where (§2.7, issue 19) rendered by the real BFF over a real
// upstream: each page arrives with the professional's own trades and work area; an unknown trade's
// page is not found; a home owner gets the not-found page; a visitor is sent to sign in and back.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { send, signInCookies } from '../../helpers/http.ts';
import { createConsumer, createPlace, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;

const signIn = (username: string) => signInCookies(bff.origin, host, username, FIXTURE_PASSWORD);

const trade = await createTrade(db, 'uk');
const leeds = await createPlace(db, 'GB', 53.8008, -1.5491);
const pro = await createPro(db, { brand: 'uk', serviceIds: [trade.serviceIds[0]], professionId: trade.professionId });
await db.query('UPDATE company_profiles SET work_centre_id = $2, work_radius_km = 32.18688 WHERE user_id = $1', [
  pro.id,
  leeds.cityId,
]);
const proCookie = await signIn(pro.email);
const page = (path: string, cookie?: string) => send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });

const PAGES = [
  ['/service-pro/service-preferences', 'Your trades and services'],
  [`/service-pro/choose-services/${trade.professionId}`, `Services: Trade `],
  ['/service-pro/work-area', 'Your work area'],
] as const;

t.test("each page arrives with the professional's own data, never to be cached", async (t) => {
  for (const [path, title] of PAGES) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title}`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store');
  }
  t.match((await page('/service-pro/service-preferences', proCookie)).text, '1 service');
  const choose = (await page(`/service-pro/choose-services/${trade.professionId}`, proCookie)).text;
  t.match(choose, `checked="" value="${trade.serviceIds[0]}"`, 'what is offered is ticked');
  t.notMatch(choose, `checked="" value="${trade.serviceIds[1]}"`, 'and nothing else');
  const area = (await page('/service-pro/work-area', proCookie)).text;
  t.match(area, 'value="20"', 'the radius in miles, the uk brand’s unit');
});

t.test("another brand's or an unknown trade is not found", async (t) => {
  const dutch = await createTrade(db, 'nl');
  t.equal((await page(`/service-pro/choose-services/${dutch.professionId}`, proCookie)).status, 404);
  t.equal((await page('/service-pro/choose-services/nonsense', proCookie)).status, 404);
});

t.test('a home owner gets the not-found page; a visitor is sent to sign in and back', async (t) => {
  const consumer = await createConsumer(db, 'uk', null);
  const consumerCookie = await signIn(consumer.email);
  for (const [path] of PAGES) {
    t.equal((await page(path, consumerCookie)).status, 404, path);
    const visitor = await page(path);
    t.equal(visitor.status, 302);
    t.match(String(visitor.headers.location), `redirect-to=${encodeURIComponent(path)}`);
  }
});
