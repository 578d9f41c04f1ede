// The staff's accounts pages (§2.9, decision 078) rendered by the real BFF over a real upstream:
// staff find a professional and a home owner by what they know of them and open their page, never
// to be cached; an id no account has, or no id at all, is the not-found page; a professional, a
// home owner and a visitor get the not-found page for both, with nothing of them.
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
const page = (cookie: string | undefined, path: string) =>
  send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });

const trade = await createTrade(db, 'uk');
const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
const owner = await createConsumer(db, 'uk');
const [ownerRow] = await db.query<{ last_name: string }>('SELECT last_name FROM users WHERE id = $1', [owner.id]);
const staff = await signIn('admin@example.com', 'hearth-demo');

t.test('staff find accounts by email and by name, each linked to its page', async (t) => {
  const byEmail = await page(staff, `/admin/users?search=${encodeURIComponent(pro.email)}`);
  t.equal(byEmail.status, 200);
  t.equal(byEmail.headers['cache-control'], 'no-store');
  t.match(byEmail.text, '<h1>Accounts');
  t.match(byEmail.text, new RegExp(`href="/admin/users/${pro.id}"`), 'the professional, linked to their page');
  t.match(byEmail.text, pro.email);
  t.equal(/<tbody>([\s\S]*?)<\/tbody>/.exec(byEmail.text)?.[1]?.match(/<tr>/g)?.length, 1, 'one account matches');
  t.notMatch(byEmail.text, owner.email, 'only what the search names');

  const byName = await page(
    staff,
    `/admin/users?type=CONSUMER&search=${encodeURIComponent(ownerRow?.last_name ?? '')}`,
  );
  t.equal(byName.status, 200);
  t.match(byName.text, new RegExp(`href="/admin/users/${owner.id}"`), 'the home owner, found by name');
  t.notMatch(byName.text, pro.email);
  t.match(byName.text, /<select[^>]*name="type"[\s\S]*?<option value="CONSUMER" selected=""/, 'the filter as asked');

  const nobody = await page(staff, '/admin/users?search=nobody-has-this-name-at-all');
  t.equal(nobody.status, 200);
  t.match(nobody.text, 'No account matches these filters');
  t.match(nobody.text, 'href="/admin/users">Clear the filters');
});

t.test('staff open an account: its details, counts, sessions and trail', async (t) => {
  await signIn(pro.email);
  await db.query(`UPDATE users SET banned_at = now(), ban_reason = 'Fake reviews', status = 'DISABLED' WHERE id = $1`, [
    owner.id,
  ]);
  const answer = await page(staff, `/admin/users/${pro.id}`);
  t.equal(answer.status, 200);
  t.equal(answer.headers['cache-control'], 'no-store');
  t.match(answer.text, pro.email);
  t.match(answer.text, `Company ${pro.slug}`, 'the company');
  t.match(answer.text, /data-testid="admin-user-sessions"[\s\S]*?As themselves/, 'the session the professional opened');
  t.match(answer.text, 'data-testid="admin-user-impersonate"', 'impersonating offered');

  const banned = await page(staff, `/admin/users/${owner.id}`);
  t.equal(banned.status, 200);
  t.match(banned.text, '>Banned<');
  t.match(banned.text, 'Fake reviews');
  t.match(banned.text, 'Lift the ban');
  t.notMatch(banned.text, 'data-testid="admin-user-impersonate"', 'a banned account is not impersonated');
});

t.test('an id no account has, or no id at all, is not found', async (t) => {
  for (const id of ['7d1e6f0a-3b9c-4e2a-9f51-0c8d2b7a6e43', 'not-an-id']) {
    const answer = await page(staff, `/admin/users/${id}`);
    t.equal(answer.status, 404, id);
    t.equal(answer.headers['cache-control'], 'no-store');
  }
});

t.test('anyone else gets the not-found page for both, and nothing of them', async (t) => {
  const people: [string, string | undefined][] = [
    ['a professional', await signIn(pro.email)],
    ['a home owner', await signIn((await createConsumer(db, 'uk')).email)],
    ['a visitor', undefined],
  ];
  for (const [who, cookie] of people) {
    for (const path of ['/admin/users', `/admin/users/${pro.id}`, `/admin/users?search=${pro.email}`]) {
      const answer = await page(cookie, path);
      t.equal(answer.status, 404, `${who}: ${path}`);
      t.notMatch(answer.text, /<h1>Accounts|Open sessions|Audit trail/, `${who}: nothing of the pages`);
      t.notMatch(answer.text, 'data-testid="admin-nav"', `${who}: nothing of the console`);
    }
  }
});
