// Staff ban an account over real HTTP (issue 22): it cannot sign in, its public content leaves the
// site at once (and the scores follow), the person is told once, the reason is kept and audited,
// and only staff who recently confirmed it is them may do it.
import t from 'tap';
import { recomputeReviewScore } from '../../../../upstream/domain/reviews/review-score.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
} from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { errorCode, newClients } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const PASSWORD = FIXTURE_PASSWORD;

const BAN = `mutation($input: BanUserInput!) { banUser(input: $input) { __typename
  ... on UserBanned { contentHidden user { id ... on Consumer { status } ... on ServicePro { status } } }
  ... on UserNotFound { userId }
  ... on InvalidFields { fieldErrors { field code } }
  ... on SecondLayerAuthenticationRequired { secondLayerAuthenticationExpirationTime } } }`;
const DISABLE = `mutation($input: StaffUserInput!) { disableUser(input: $input) { __typename } }`;
const ENABLE = `mutation($input: StaffUserInput!) { enableUser(input: $input) { __typename } }`;
const ACCOUNT = `query($search: String) { staffAccounts(search: $search) { accounts { status bannedAt banReason } } }`;
const AUDIT = `query($subjectId: ID) { auditLog(subjectId: $subjectId, operation: "banUser") {
  edges { node { operations reason } } } }`;
const PROFILE = 'query($slug: String!) { servicePro(slug: $slug) { id } }';
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on LoginFailed { code } } }`;

// Each test is its own client, so the per-client abuse limits of one do not reach another.
const client = newClients(origin);

const trade = await createTrade(db);
const place = await createPlace(db);

// A consumer with a published review of a professional who works for them, a waiting question and
// an approved one.
async function reviewer() {
  const consumer = await createConsumer(db);
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const jobId = await createJob(db, { consumerId: consumer.id, trade, place, status: 'HIRED' });
  const [proposal] = await db.query<{ id: string }>(
    `INSERT INTO proposals (service_request_id, pro_id, status, hired_at) VALUES ($1, $2, 'HIRED', now()) RETURNING id`,
    [jobId, pro.id],
  );
  await db.query(
    `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body)
     VALUES ($1, $2, $3, $4, 5, 'Great work', 'Tidy, on time and friendly.')`,
    [jobId, proposal?.id ?? null, pro.id, consumer.id],
  );
  await recomputeReviewScore(db, pro.id);
  for (const status of ['PENDING', 'APPROVED']) {
    await db.query(
      `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status)
       VALUES ('nl', $1, $2, 'q', 'A question', 'Its words', $3)`,
      [consumer.id, trade.professionId, status],
    );
  }
  return { consumer_id: consumer.id, pro_id: pro.id, email: consumer.email };
}

const scoreOf = async (proId: string) =>
  (await db.query<{ review_count: number }>('SELECT review_count FROM company_profiles WHERE user_id = $1', [proId]))[0]
    ?.review_count;

t.test('a banned consumer cannot sign in and what they wrote leaves the site', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const person = await reviewer();
  const own = (await c.signIn(person.email, PASSWORD)).accessToken;
  const [{ count: published } = { count: 0 }] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM reviews WHERE consumer_id = $1 AND status = 'APPROVED'",
    [person.consumer_id],
  );
  const scoreBefore = await scoreOf(person.pro_id);

  const { banUser } = await c.ask(BAN, { input: { userId: person.consumer_id, reason: ' fake reviews ' } }, admin);
  t.same(banUser, {
    __typename: 'UserBanned',
    contentHidden: published + 2,
    user: { id: person.consumer_id, status: 'DISABLED' },
  });
  t.equal((await c.raw('{ me { id } }', {}, own)).status, 401, 'their sessions ended');
  const login = await c.ask(LOGIN, { input: { username: person.email, password: PASSWORD } });
  t.same(login.login, { __typename: 'LoginFailed', code: 'UNAUTHENTICATED' });
  const statuses = await db.query<{ status: string }>(
    `SELECT status FROM reviews WHERE consumer_id = $1 UNION ALL SELECT status FROM questions WHERE consumer_id = $1`,
    [person.consumer_id],
  );
  t.ok(
    statuses.every((row) => row.status === 'REJECTED'),
    'their reviews and questions are taken down',
  );
  t.equal(await scoreOf(person.pro_id), (scoreBefore ?? 0) - 1, 'the professional’s score no longer counts it');

  const account = (await c.ask(ACCOUNT, { search: person.consumer_id }, admin)).staffAccounts.accounts[0];
  t.match(account, { status: 'DISABLED', banReason: 'fake reviews' });
  t.ok(account.bannedAt, 'staff see when');
  const told = await db.query<{ template: string }>(
    "SELECT template FROM outbox_messages WHERE user_id = $1 AND template = 'account-banned'",
    [person.consumer_id],
  );
  t.equal(told.length, 1, 'the person is told');
  const audit = (await c.ask(AUDIT, { subjectId: person.consumer_id }, admin)).auditLog.edges;
  t.same(audit, [{ node: { operations: ['banUser'], reason: 'fake reviews' } }]);

  // Again: nothing more to take down and no second message; the reason staff keep changes.
  const again = await c.ask(BAN, { input: { userId: person.consumer_id, reason: 'fake reviews, twice' } }, admin);
  t.equal(again.banUser.contentHidden, 0);
  const toldAgain = await db.query("SELECT 1 FROM outbox_messages WHERE user_id = $1 AND template = 'account-banned'", [
    person.consumer_id,
  ]);
  t.equal(toldAgain.length, 1);

  // Enabled, they sign in again; what was taken down stays down.
  t.equal((await c.ask(ENABLE, { input: { userId: person.consumer_id } }, admin)).enableUser.__typename, 'UserEnabled');
  t.ok((await c.signIn(person.email, PASSWORD)).accessToken);
  t.match((await c.ask(ACCOUNT, { search: person.consumer_id }, admin)).staffAccounts.accounts[0], {
    status: 'ACTIVE',
    bannedAt: null,
    banReason: null,
  });
  const [{ count: back } = { count: -1 }] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM reviews WHERE consumer_id = $1 AND status = 'APPROVED'",
    [person.consumer_id],
  );
  t.equal(back, 0);
});

t.test('a banned professional leaves the directory', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  t.ok((await c.ask(PROFILE, { slug: pro.slug })).servicePro, 'listed before');
  const { banUser } = await c.ask(BAN, { input: { userId: pro.id, reason: 'threatened a customer' } }, admin);
  t.equal(banUser.__typename, 'UserBanned');
  t.equal((await c.ask(PROFILE, { slug: pro.slug })).servicePro, null, 'gone from the site');
});

t.test('a ban needs a reason, an account that can be banned, and a recent second layer', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const [consumer] = await db.query<{ id: string }>(
    "SELECT id FROM users WHERE email_normalised = 'consumer.it@example.com'",
  );
  const ask = async (input: Record<string, unknown>) => (await c.ask(BAN, { input }, admin)).banUser;
  t.same(await ask({ userId: consumer?.id, reason: '  ' }), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'reason', code: 'REQUIRED' }],
  });
  for (const userId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
    t.same(await ask({ userId, reason: 'x' }), { __typename: 'UserNotFound', userId });
  }
  const [adminRow] = await db.query<{ id: string }>(
    "SELECT id FROM users WHERE email_normalised = 'admin@example.com'",
  );
  t.equal(errorCode(await c.raw(BAN, { input: { userId: adminRow?.id, reason: 'x' } }, admin)), 'FORBIDDEN');
  const tooLong = await c.raw(BAN, { input: { userId: consumer?.id, reason: 'x'.repeat(1001) } }, admin);
  t.equal(errorCode(tooLong), 'BAD_USER_INPUT');

  // Staff whose confirmation has lapsed confirm again before a ban or a disable.
  await db.query("UPDATE sessions SET second_layer_expires_at = now() - interval '1 minute' WHERE user_id = $1", [
    adminRow?.id ?? null,
  ]);
  t.match(await ask({ userId: consumer?.id, reason: 'spam' }), { __typename: 'SecondLayerAuthenticationRequired' });
  t.equal(
    (await c.ask(DISABLE, { input: { userId: consumer?.id } }, admin)).disableUser.__typename,
    'SecondLayerAuthenticationRequired',
  );
  const [status] = await db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [consumer?.id ?? null]);
  t.equal(status?.status, 'ACTIVE', 'nothing changed');
});

t.test('only staff ban', async (t) => {
  const c = client();
  const token = (await c.signIn('pro.de@example.com')).accessToken;
  const input = { userId: '00000000-0000-4000-8000-000000000000', reason: 'x' };
  t.equal(errorCode(await c.raw(BAN, { input }, token)), 'FORBIDDEN');
  t.equal(errorCode(await c.raw(BAN, { input })), 'UNAUTHENTICATED');
});
