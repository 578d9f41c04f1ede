// The staff's pages (§2.9, decisions 064 and 078) rendered by the real BFF over a real upstream:
// staff get the dashboard and the discount codes, never to be cached; a professional, a home owner,
// the platform's own and the sales integration's accounts and a visitor get the not-found page,
// with no sign-in offered.
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

const page = (cookie?: string, path = '/admin/coupon-codes') =>
  send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });

t.test('staff see what waits for them, each queue with its count, linked to where it is decided', async (t) => {
  const owner = await createConsumer(db, 'uk');
  const trade = await createTrade(db, 'uk');
  await db.query(
    `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status, created_at)
     VALUES ('uk', $1, $2, 'fence-post-depth', 'How deep should a fence post go?',
             'I am putting up a 1.8 m fence in clay soil.', 'PENDING', '2026-01-02T09:00:00Z')`,
    [owner.id, trade.professionId],
  );
  const [waiting] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM questions WHERE status = 'PENDING'`,
  );
  for (const path of ['/admin', '/admin/']) {
    const answer = await page(await signIn('admin@example.com', 'hearth-demo'), path);
    t.equal(answer.status, 200, path);
    t.equal(answer.headers['cache-control'], 'no-store');
    t.match(answer.text, '<h1>What needs you now');
    t.match(
      answer.text,
      /data-testid="queue-QUESTIONS"[\s\S]*?href="\/admin\/questions"[\s\S]*?Questions to moderate[\s\S]*?>(\d+)</,
    );
    t.equal(
      /data-testid="queue-QUESTIONS"[\s\S]*?count-card-count">(\d+)</.exec(answer.text)?.[1],
      String(waiting?.count),
      'the number of questions waiting',
    );
    t.match(
      answer.text,
      /data-testid="queue-BACKGROUND_CHECKS"[\s\S]*?href="\/admin\/documents\?purpose=BACKGROUND_CHECK"/,
    );
  }
});

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
  const system = await createConsumer(db, 'uk');
  const sales = await createConsumer(db, 'uk');
  const people = [
    ['a professional', await signIn(pro.email)],
    ['a home owner', await signIn(owner.email)],
  ] as [string, string | undefined][];
  // Decision 078: the platform's own processes and the sales integration are not staff of the console.
  for (const [who, person, type] of [
    ['a SYSTEM account', system, 'SYSTEM'],
    ['a SALESFORCE account', sales, 'SALESFORCE'],
  ] as const) {
    const cookie = await signIn(person.email);
    await db.query('UPDATE users SET type = $2 WHERE id = $1', [person.id, type]);
    people.push([who, cookie]);
  }
  people.push(['a visitor', undefined]);
  for (const [who, cookie] of people) {
    for (const path of ['/admin/coupon-codes', '/admin']) {
      const answer = await page(cookie, path);
      t.equal(answer.status, 404, `${who}: ${path}`);
      t.notMatch(answer.text, /Discount codes|What needs you now/, `${who}: nothing of the page`);
      t.notMatch(answer.text, 'data-testid="admin-nav"', `${who}: nothing of the console`);
    }
  }
});
