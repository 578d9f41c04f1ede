// Deleting an account and staff anonymising a user over real HTTP on the embedded database: the
// refusals, and what is erased, ended and kept.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import {
  ANONYMISE_FIELDS,
  accountTools,
  CHANGE_EMAIL,
  DELETE_ACCOUNT,
  ACCOUNT_PASSWORD as PASSWORD,
} from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, newRequestId } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const { createUser, tokenOf, gql, errorCode, loginCode, meStatus } = accountTools(upstream, '198.18.3');

const ANONYMISE_USER = `mutation($input: StaffUserInput!) { anonymiseUser(input: $input) { ${ANONYMISE_FIELDS} } }`;

t.test('deleting an account', async (t) => {
  const refusals: [string, (id: string, email: string) => Promise<unknown>, Record<string, unknown>][] = [
    [
      'a blacklisted address',
      (_id, email) =>
        db.query(`INSERT INTO email_blacklist (pattern, kind, reason) VALUES ($1, 'ADDRESS', 'ban')`, [email]),
      { __typename: 'AnonymiseUserBlacklisted' },
    ],
    [
      'an ongoing subscription',
      (id) =>
        db.query(
          `INSERT INTO subscriptions (user_id, status, starts_at, ends_at)
           VALUES ($1, 'ACTIVE', now(), '2031-01-01T00:00:00Z'), ($1, 'ENDED', now(), now())`,
          [id],
        ),
      { __typename: 'AnonymiseUserOngoingSubscription', endsAt: '2031-01-01T00:00:00.000Z' },
    ],
    [
      'unpaid invoices',
      (id) =>
        db.query(
          `INSERT INTO invoices (user_id, status, amount_minor, currency)
           VALUES ($1, 'PAYMENT_FAILED', 100, 'EUR'), ($1, 'COLLECTION_AGENCY', 100, 'EUR'), ($1, 'PAID', 100, 'EUR')`,
          [id],
        ),
      { __typename: 'AnonymiseUserUnpaidInvoice', invoiceCount: 2 },
    ],
    [
      'an open balance',
      (id) =>
        db.query(
          `INSERT INTO balance_entries (user_id, amount_minor, currency, description)
           VALUES ($1, 1500, 'EUR', 'credit'), ($1, -500, 'EUR', 'used')`,
          [id],
        ),
      { __typename: 'AnonymiseUserOpenBalance', amountMinor: 1000, currency: 'EUR' },
    ],
  ];
  for (const [name, arrange, expected] of refusals) {
    t.test(`is refused for ${name} and changes nothing`, async (t) => {
      const user = await createUser('SERVICE_PRO');
      await arrange(user.id, user.email);
      const token = await tokenOf(user.email);
      const { deleteAccount } = await gql(DELETE_ACCOUNT, { input: { reason: 'moving abroad' } }, token);
      t.same(deleteAccount, { ...expected, userId: user.id });
      t.equal(await meStatus(token), 200);
      t.equal(await loginCode(user.email, PASSWORD), 'OK', 'the account still signs in');
      t.equal((await upstream.messagesTo(user.email, 'account-anonymised')).length, 0);
    });
  }

  t.test('a reason over 1000 characters is refused as BAD_USER_INPUT', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    t.equal(await errorCode(DELETE_ACCOUNT, { input: { reason: 'x'.repeat(1001) } }, token), 'BAD_USER_INPUT');
    t.equal(await meStatus(token), 200);
  });

  t.test('erases the person, ends their sessions and frees the address', async (t) => {
    const user = await createUser('SERVICE_PRO');
    const other = await tokenOf(user.email);
    const token = await tokenOf(user.email);
    await db.query(`INSERT INTO consents (user_id, purpose, granted) VALUES ($1, 'RESEARCH', true)`, [user.id]);
    await db.query(
      `INSERT INTO notification_settings (user_id, topic, channel, enabled) VALUES ($1, 'NEW_JOBS', 'SMS', true)`,
      [user.id],
    );
    await db.query(`INSERT INTO device_tokens (user_id, token, package_name, platform) VALUES ($1, $2, 'app', 'GCM')`, [
      user.id,
      randomBytes(8).toString('hex'),
    ]);
    const member = await createUser();
    await db.query(
      `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status)
       VALUES ($1, $2, $3, $3, 'MEMBER', 'ACTIVE')`,
      [user.id, member.id, member.email],
    );
    const { deleteAccount } = await gql(DELETE_ACCOUNT, { input: { reason: 'done' } }, token);
    t.same(deleteAccount, { __typename: 'UserAnonymised', userId: user.id });
    const access = await db.query('SELECT status FROM organisation_access WHERE organisation_id = $1', [user.id]);
    t.same(access, [{ status: 'REMOVED' }], 'no one acts for an anonymised account');
    t.equal(await meStatus(token), 401, "the caller's token stops working");
    t.equal(await meStatus(other), 401);
    t.equal(await loginCode(user.email, PASSWORD), 'INVALID_CREDENTIALS');
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [user.id]);
    t.match(row, {
      email: `anonymised-${user.id}@invalid`,
      email_normalised: `anonymised-${user.id}@invalid`,
      first_name: 'Anonymised',
      last_name: 'User',
      phone: null,
      password_hash: null,
      slug: `anonymised-${user.id}`,
      status: 'ANONYMISED',
      anonymised_at: Date,
    });
    t.notMatch(JSON.stringify(row), user.email);
    const [company] = await db.query<Record<string, unknown>>('SELECT * FROM company_profiles WHERE user_id = $1', [
      user.id,
    ]);
    t.match(company, { company_name: 'Anonymised', logo_small_url: null });
    for (const table of ['consents', 'notification_settings', 'device_tokens']) {
      t.equal((await db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id])).length, 0, table);
    }
    const closures = await db.query('SELECT closed_by, reason FROM account_closures WHERE user_id = $1', [user.id]);
    t.same(closures, [{ closed_by: user.id, reason: 'done' }], 'the reason given is kept, apart from the person');
    const [goodbye] = await upstream.messagesTo(user.email, 'account-anonymised');
    t.match(goodbye, { channel: 'EMAIL', locale: 'nl-NL', payload: { brand: 'nl' } });
    // Someone else may now take the address.
    const newcomer = await createUser();
    const { changeEmail } = await gql(CHANGE_EMAIL, { input: { email: user.email } }, await tokenOf(newcomer.email));
    t.same(changeEmail, { __typename: 'EmailChanged', user: { email: user.email } });
  });
});

t.test('staff anonymising a user', async (t) => {
  const admin = await tokenOf('admin@example.com', 'hearth-demo');

  t.test('works for an admin and is written to the audit log', async (t) => {
    const user = await createUser();
    const userToken = await tokenOf(user.email);
    const requestId = newRequestId();
    const response = await call(
      origin,
      ANONYMISE_USER,
      { input: { userId: user.id, reason: 'asked by phone' } },
      {
        token: admin,
        requestId,
      },
    );
    t.same((await data(response)).anonymiseUser, { __typename: 'UserAnonymised', userId: user.id });
    t.equal(await meStatus(userToken), 401);
    const audit = await db.query<{ operations: string[]; request_id: string; mode: string; reason: string }>(
      `SELECT a.operations, a.request_id, a.mode, a.reason FROM audit_log a JOIN users u ON u.id = a.actor_id
        WHERE a.subject_id = $1 AND u.email_normalised = 'admin@example.com'`,
      [user.id],
    );
    t.same(audit, [{ operations: ['anonymiseUser'], request_id: requestId, mode: 'SELF', reason: 'asked by phone' }]);
  });

  t.test('answers the same refusals as deleteAccount', async (t) => {
    const user = await createUser();
    await db.query(`INSERT INTO invoices (user_id, status, amount_minor, currency) VALUES ($1, 'UNKNOWN', 1, 'EUR')`, [
      user.id,
    ]);
    const { anonymiseUser } = await gql(ANONYMISE_USER, { input: { userId: user.id } }, admin);
    t.same(anonymiseUser, { __typename: 'AnonymiseUserUnpaidInvoice', userId: user.id, invoiceCount: 1 });
    t.equal(await loginCode(user.email, PASSWORD), 'OK');
  });

  t.test('refuses unknown users, staff accounts and non-staff callers', async (t) => {
    const user = await createUser();
    const [staff] = await db.query<{ id: string }>(`SELECT id FROM users WHERE email_normalised = 'admin@example.com'`);
    t.equal(
      await errorCode(ANONYMISE_USER, { input: { userId: '00000000-0000-4000-8000-000000000000' } }, admin),
      'NOT_FOUND',
    );
    t.equal(await errorCode(ANONYMISE_USER, { input: { userId: 'not-an-id' } }, admin), 'NOT_FOUND');
    t.equal(await errorCode(ANONYMISE_USER, { input: { userId: staff?.id } }, admin), 'FORBIDDEN');
    const consumer = await tokenOf('consumer.fr@example.com', 'hearth-demo');
    t.equal(await errorCode(ANONYMISE_USER, { input: { userId: user.id } }, consumer), 'FORBIDDEN');
    t.equal(await loginCode(user.email, PASSWORD), 'OK');
  });
});
