// The staff's pages (§2.9, decision 064) rendered by the real BFF over a real upstream: staff get
// the discount codes, never to be cached; a professional, a home owner and a visitor get the
// not-found page, with no sign-in offered.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { send, signInCookies } from '../../helpers/http.ts';
import { createConsumer, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;

const signIn = (username: string, password = FIXTURE_PASSWORD) => signInCookies(bff.origin, host, username, password);

const page = (cookie?: string) => send(bff.origin, '/admin/coupon-codes', { host, headers: cookie ? { cookie } : {} });

t.test('staff get the discount codes, never to be cached', async (t) => {
  await db.query(
    `INSERT INTO coupon_codes (brand, code, discount_percent, currency, valid_from, valid_until, max_uses)
     VALUES ('uk', 'SPRING-20', 20, 'GBP', now(), now() + interval '30 days', 50)`,
  );
  const answer = await page(await signIn('admin@example.com', 'hearth-demo'));
  t.equal(answer.status, 200);
  t.match(answer.text, '<h1>Discount codes');
  t.match(answer.text, 'SPRING-20', 'the brand’s codes, on the server');
  t.equal(answer.headers['cache-control'], 'no-store');
});

t.test('anyone else gets the not-found page, and no sign-in', async (t) => {
  const trade = await createTrade(db, 'uk');
  const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
  const owner = await createConsumer(db, 'uk');
  for (const [who, cookie] of [
    ['a professional', await signIn(pro.email)],
    ['a home owner', await signIn(owner.email)],
    ['a visitor', undefined],
  ] as const) {
    const answer = await page(cookie);
    t.equal(answer.status, 404, who);
    t.notMatch(answer.text, 'Discount codes', `${who}: nothing of the page`);
  }
});
