// Account settings and deleting or anonymising an account, over real HTTP on the embedded database.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { loadUpstreamConfig } from '../../upstream/config.ts';
import { changeEmail } from '../../upstream/domain/account/change-email.ts';
import { hashPassword } from '../../upstream/domain/identity/passwords.ts';
import { loadTokenSecret } from '../../upstream/domain/identity/secret.ts';
import { startSession } from '../../upstream/domain/identity/sessions.ts';
import { createTokenSigner } from '../../upstream/domain/identity/tokens.ts';
import { findUserById } from '../../upstream/domain/identity/users.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { call, data, newRequestId, signIn } from '../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;

const PASSWORD = 'correct horse battery';
const passwordHash = await hashPassword(PASSWORD);

// Each sign-in comes from a client of its own, so the per-client login limit never joins tests.
let clients = 0;
function nextClient(): string {
  clients += 1;
  return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

interface TestUser {
  readonly id: string;
  readonly email: string;
}

async function createUser(type: 'CONSUMER' | 'SERVICE_PRO' = 'CONSUMER', brand = 'nl'): Promise<TestUser> {
  return createUserWithEmail(`account-${randomBytes(5).toString('hex')}@example.com`, type, brand);
}

async function createUserWithEmail(
  email: string,
  type: 'CONSUMER' | 'SERVICE_PRO' = 'CONSUMER',
  brand = 'nl',
): Promise<TestUser> {
  const slug = type === 'SERVICE_PRO' ? `pro-${randomBytes(5).toString('hex')}` : null;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, phone, slug,
                        password_hash, activated_at)
     VALUES ($1, $1, $2, $3, 'nl-NL', 'Test', 'Person', '+31612345678', $4, $5, now()) RETURNING id`,
    [email, type, brand, slug, passwordHash],
  );
  if (!row) throw new Error('no user');
  if (type === 'SERVICE_PRO') {
    await db.query(`INSERT INTO company_profiles (user_id, company_name, logo_small_url) VALUES ($1, 'Test BV', $2)`, [
      row.id,
      'https://img.example/logo.png',
    ]);
  }
  return { id: row.id, email };
}

async function tokenOf(email: string, password = PASSWORD): Promise<string> {
  return (await signIn(origin, email, password, { clientIp: nextClient() })).accessToken;
}

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  return data(call(origin, query, variables, { token, clientIp: nextClient() }));
}

// The first error's code of a call that fails.
async function errorCode(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await call(origin, query, variables, { token, clientIp: nextClient() });
  const body = response.json<{ errors?: { extensions?: { code?: string } }[] }>();
  return body.errors?.[0]?.extensions?.code;
}

async function loginCode(email: string, password: string) {
  const { login } = await gql(
    'mutation($input: LoginInput!) { login(input: $input) { __typename ... on LoginFailed { code } } }',
    { input: { username: email, password } },
  );
  return login.__typename === 'LoginSuccess' ? 'OK' : login.code;
}

const ME = `{ me { id email ... on Consumer { firstName lastName phone status }
  ... on ServicePro { firstName lastName phone status slug } } }`;
const meStatus = async (token: string) => (await call(origin, ME, {}, { token })).status;

const CONTACT = `mutation($input: UpdateContactDetailsInput!) { updateContactDetails(input: $input) { __typename
  ... on ContactDetailsUpdated { user { id ... on Consumer { firstName lastName phone } } }
  ... on InvalidPhoneNumber { phone } ... on InvalidFields { fieldErrors { field code } } } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename
  ... on PasswordChanged { success } ... on InvalidFields { fieldErrors { field code } }
  ... on ImpersonationNotAllowed { operation } ... on SecondLayerAuthenticationRequired { secondLayerAuthenticationExpirationTime } } }`;
const CHANGE_EMAIL = `mutation($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename
  ... on EmailChanged { user { email } } ... on InvalidFields { fieldErrors { field code } }
  ... on ImpersonationNotAllowed { operation } } }`;
const SETTINGS =
  '{ me { ... on Consumer { notificationSettings { topic channel enabled } } ... on ServicePro { notificationSettings { topic channel enabled } } } }';
const UPDATE_SETTINGS = `mutation($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) {
  __typename ... on NotificationSettingsUpdated { settings { topic channel enabled } }
  ... on InvalidFields { fieldErrors { field code } } } }`;
const CONSENTS = '{ me { ... on Consumer { consents { purpose granted updatedAt } } } }';
const UPDATE_CONSENTS = `mutation($input: UpdateConsentsInput!) { updateConsents(input: $input) { __typename
  ... on ConsentsUpdated { consents { purpose granted updatedAt } } ... on InvalidFields { fieldErrors { field code } } } }`;
const ANONYMISE_FIELDS = `__typename ... on UserAnonymised { userId } ... on AnonymiseUserBlacklisted { userId }
  ... on AnonymiseUserOngoingSubscription { userId endsAt } ... on AnonymiseUserUnpaidInvoice { userId invoiceCount }
  ... on AnonymiseUserOpenBalance { userId amountMinor currency } ... on ImpersonationNotAllowed { operation }`;
const DELETE_ACCOUNT = `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { ${ANONYMISE_FIELDS} } }`;
const ANONYMISE_USER = `mutation($input: StaffUserInput!) { anonymiseUser(input: $input) { ${ANONYMISE_FIELDS} } }`;

t.test('contact details', async (t) => {
  t.test('a valid update shows in me, with a national-format phone stored in E.164', async (t) => {
    const user = await createUser('CONSUMER', 'nl');
    const token = await tokenOf(user.email);
    const { updateContactDetails } = await gql(
      CONTACT,
      { input: { firstName: ' Eva ', lastName: "van 't Hof", phone: '06 87654321' } },
      token,
    );
    t.match(updateContactDetails, {
      __typename: 'ContactDetailsUpdated',
      user: { id: user.id, firstName: 'Eva', lastName: "van 't Hof", phone: '+31687654321' },
    });
    const { me } = await gql(ME, {}, token);
    t.match(me, { firstName: 'Eva', lastName: "van 't Hof", phone: '+31687654321' });
  });

  t.test('an empty phone removes the number', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    await gql(CONTACT, { input: { firstName: 'Eva', lastName: 'Hof', phone: '' } }, token);
    t.equal((await gql(ME, {}, token)).me.phone, null);
  });

  t.test('an invalid phone number answers InvalidPhoneNumber and changes nothing', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const { updateContactDetails } = await gql(
      CONTACT,
      { input: { firstName: 'Eva', lastName: 'Hof', phone: '12345' } },
      token,
    );
    t.same(updateContactDetails, { __typename: 'InvalidPhoneNumber', phone: '12345' });
    t.match((await gql(ME, {}, token)).me, { firstName: 'Test', phone: '+31612345678' });
  });

  t.test('an empty first name answers InvalidFields REQUIRED', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const { updateContactDetails } = await gql(CONTACT, { input: { firstName: ' ', lastName: 'Hof' } }, token);
    t.same(updateContactDetails, {
      __typename: 'InvalidFields',
      fieldErrors: [{ field: 'firstName', code: 'REQUIRED' }],
    });
  });

  t.test('a visitor is UNAUTHENTICATED and staff are FORBIDDEN', async (t) => {
    const input = { input: { firstName: 'Eva', lastName: 'Hof' } };
    t.equal(await errorCode(CONTACT, input), 'UNAUTHENTICATED');
    t.equal(await errorCode(CONTACT, input, await tokenOf('admin@example.com', 'hearth-demo')), 'FORBIDDEN');
  });
});

t.test('changing the password', async (t) => {
  t.test('ends every other session and keeps the caller signed in', async (t) => {
    const user = await createUser();
    const earlier = await tokenOf(user.email);
    const token = await tokenOf(user.email);
    const newPassword = 'a much better passphrase';
    const { changePassword } = await gql(CHANGE_PASSWORD, { input: { newPassword } }, token);
    t.same(changePassword, { __typename: 'PasswordChanged', success: true });
    t.equal(await meStatus(earlier), 401, 'the earlier session ended');
    t.equal(await meStatus(token), 200, "the caller's session goes on");
    t.equal(await loginCode(user.email, newPassword), 'OK');
    t.equal(await loginCode(user.email, PASSWORD), 'INVALID_CREDENTIALS');
    t.equal((await upstream.messagesTo(user.email, 'password-changed')).length, 1, 'the person is told');
  });

  t.test('needs a recent second layer', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    await db.query(`UPDATE sessions SET second_layer_expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      user.id,
    ]);
    const { changePassword } = await gql(CHANGE_PASSWORD, { input: { newPassword: 'a much better one' } }, token);
    t.equal(changePassword.__typename, 'SecondLayerAuthenticationRequired');
    t.ok(changePassword.secondLayerAuthenticationExpirationTime);
    t.equal(await loginCode(user.email, PASSWORD), 'OK', 'the password did not change');
  });

  t.test('a weak or empty password answers InvalidFields', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    for (const [newPassword, code] of [
      ['password', 'INVALID'],
      ['short', 'INVALID'],
      [user.email, 'INVALID'],
      ['', 'REQUIRED'],
    ] as const) {
      const { changePassword } = await gql(CHANGE_PASSWORD, { input: { newPassword } }, token);
      t.same(changePassword, { __typename: 'InvalidFields', fieldErrors: [{ field: 'newPassword', code }] }, code);
    }
    t.equal(await loginCode(user.email, PASSWORD), 'OK');
  });
});

t.test('changing the email address', async (t) => {
  t.test('moves the account to the new address and tells the old one', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const email = `New-${randomBytes(4).toString('hex')}@Example.org`;
    const { changeEmail } = await gql(CHANGE_EMAIL, { input: { email } }, token);
    t.same(changeEmail, { __typename: 'EmailChanged', user: { email } });
    const [told] = await upstream.messagesTo(user.email, 'email-changed');
    t.match(told?.payload, { newEmail: email, brand: 'nl' });
    t.equal(await loginCode(email.toLowerCase(), PASSWORD), 'OK');
    t.equal(await loginCode(user.email, PASSWORD), 'INVALID_CREDENTIALS');
  });

  t.test('refuses a used, blacklisted, mail-less or malformed address', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    for (const [email, code] of [
      ['Consumer.NL@example.com', 'DUPLICATE'],
      ['someone@mailinator.com', 'BLACKLISTED_EMAIL'],
      ['x@no-mail.example', 'INVALID_DNS'],
      ['not-an-address', 'INVALID'],
      ['', 'REQUIRED'],
    ] as const) {
      const { changeEmail } = await gql(CHANGE_EMAIL, { input: { email } }, token);
      t.same(changeEmail, { __typename: 'InvalidFields', fieldErrors: [{ field: 'email', code }] }, code);
    }
    t.equal((await gql(ME, {}, token)).me.email, user.email);
  });
});

t.test('an address taken by someone else while the change runs answers DUPLICATE', async (t) => {
  const user = await createUser();
  const row = await findUserById(db, user.id);
  if (!row) throw new Error('no user');
  const email = `race-${randomBytes(4).toString('hex')}@example.org`;
  // The DNS look-up runs after the duplicate check: another account takes the address meanwhile.
  const emailDomains = {
    check: async () => {
      await createUserWithEmail(email);
      return 'accepts-mail' as const;
    },
  };
  const outcome = await changeEmail(db, emailDomains, row, email);
  t.same(outcome, { __typename: 'InvalidFields', fieldErrors: [{ field: 'email', code: 'DUPLICATE' }] });
  t.equal((await findUserById(db, user.id))?.email, user.email);
  t.equal((await upstream.messagesTo(user.email, 'email-changed')).length, 0, 'no one is told of a change not made');
});

t.test('staff impersonating may not make the account holder’s own changes', async (t) => {
  const user = await createUser();
  const [admin] = await db.query<{ id: string }>(`SELECT id FROM users WHERE email_normalised = 'admin@example.com'`);
  const config = loadUpstreamConfig({ APP_ENV: 'test' });
  const signer = createTokenSigner(await loadTokenSecret(db, config));
  const { tokens } = await startSession(db, signer, config, {
    userId: user.id,
    actorId: admin?.id ?? '',
    mode: 'IMPERSONATED',
    secondLayer: true,
  });
  const token = tokens.accessToken;
  const refusals = [
    [CHANGE_PASSWORD, { input: { newPassword: 'a much better passphrase' } }, 'changePassword'],
    [CHANGE_EMAIL, { input: { email: 'other@example.org' } }, 'changeEmail'],
    [DELETE_ACCOUNT, { input: {} }, 'deleteAccount'],
  ] as const;
  for (const [query, variables, operation] of refusals) {
    const result = await gql(query, variables, token);
    t.same(result[operation], { __typename: 'ImpersonationNotAllowed', operation }, operation);
  }
  t.equal(
    await errorCode(UPDATE_CONSENTS, { input: { consents: [{ purpose: 'RESEARCH', granted: true }] } }, token),
    'FORBIDDEN',
  );
  const { updateContactDetails } = await gql(CONTACT, { input: { firstName: 'Eva', lastName: 'Hof' } }, token);
  t.equal(updateContactDetails.__typename, 'ContactDetailsUpdated', 'contact details staff may fix');
  t.equal(await loginCode(user.email, PASSWORD), 'OK', 'the account is intact');
});

type Setting = { topic: string; channel: string; enabled: boolean };
const find = (settings: Setting[], topic: string, channel: string) =>
  settings.find((setting) => setting.topic === topic && setting.channel === channel);

t.test('notification settings', async (t) => {
  t.test('consumers and pros see their own topics with the defaults', async (t) => {
    const consumer: Setting[] = (await gql(SETTINGS, {}, await tokenOf('consumer.de@example.com', 'hearth-demo'))).me
      .notificationSettings;
    t.same([...new Set(consumer.map((s) => s.topic))], ['PROPOSALS', 'MESSAGES', 'REVIEW_REMINDERS', 'NEWSLETTER']);
    t.equal(consumer.length, 12);
    t.match(find(consumer, 'PROPOSALS', 'EMAIL'), { enabled: true });
    t.match(find(consumer, 'PROPOSALS', 'PUSH'), { enabled: true });
    t.match(find(consumer, 'PROPOSALS', 'SMS'), { enabled: false });
    t.match(find(consumer, 'PROPOSALS', 'PHONE_CALL'), { enabled: false });
    t.equal(find(consumer, 'MESSAGES', 'PHONE_CALL'), undefined, 'no calls about messages');
    t.same(
      consumer.filter((s) => s.topic === 'NEWSLETTER'),
      [
        { topic: 'NEWSLETTER', channel: 'EMAIL', enabled: false },
        { topic: 'NEWSLETTER', channel: 'PUSH', enabled: false },
      ],
    );
    const pro: Setting[] = (await gql(SETTINGS, {}, await tokenOf('pro.de@example.com', 'hearth-demo'))).me
      .notificationSettings;
    t.same(
      [...new Set(pro.map((s) => s.topic))],
      ['NEW_JOBS', 'MESSAGES', 'PROPOSAL_UPDATES', 'REVIEWS', 'INVOICES', 'NEWSLETTER'],
    );
    t.equal(pro.length, 18);
    t.match(find(pro, 'NEW_JOBS', 'PHONE_CALL'), { enabled: false });
  });

  t.test('an update is kept and answered as the whole matrix', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const input = {
      settings: [
        { topic: 'NEWSLETTER', channel: 'EMAIL', enabled: true },
        { topic: 'MESSAGES', channel: 'PUSH', enabled: false },
        { topic: 'PROPOSALS', channel: 'PHONE_CALL', enabled: true },
      ],
    };
    const { updateNotificationSettings } = await gql(UPDATE_SETTINGS, { input }, token);
    t.equal(updateNotificationSettings.__typename, 'NotificationSettingsUpdated');
    t.equal(updateNotificationSettings.settings.length, 12);
    const settings: Setting[] = (await gql(SETTINGS, {}, token)).me.notificationSettings;
    t.same(settings, updateNotificationSettings.settings);
    for (const entry of input.settings) t.match(find(settings, entry.topic, entry.channel), entry);
    t.match(find(settings, 'MESSAGES', 'EMAIL'), { enabled: true }, 'the rest keep their defaults');
  });

  t.test('a topic or channel the account cannot have is refused and nothing is stored', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const valid = { topic: 'MESSAGES', channel: 'SMS', enabled: true };
    const tooMany = Array.from({ length: 101 }, () => valid);
    for (const settings of [
      [valid, { topic: 'NEW_JOBS', channel: 'EMAIL', enabled: true }],
      [valid, { topic: 'MESSAGES', channel: 'PHONE_CALL', enabled: true }],
      [valid, { topic: 'NEWSLETTER', channel: 'SMS', enabled: true }],
      tooMany,
    ]) {
      const { updateNotificationSettings } = await gql(UPDATE_SETTINGS, { input: { settings } }, token);
      t.same(updateNotificationSettings, {
        __typename: 'InvalidFields',
        fieldErrors: [{ field: 'settings', code: 'INVALID' }],
      });
    }
    const rows = await db.query('SELECT 1 FROM notification_settings WHERE user_id = $1', [user.id]);
    t.equal(rows.length, 0);
  });
});

t.test('consents: granting and withdrawing are listed and each change is kept as proof', async (t) => {
  const user = await createUser();
  const token = await tokenOf(user.email);
  t.same((await gql(CONSENTS, {}, token)).me.consents, [
    { purpose: 'ELECTRONIC_MARKETING', granted: false, updatedAt: null },
    { purpose: 'RESEARCH', granted: false, updatedAt: null },
    { purpose: 'TELEMARKETING', granted: false, updatedAt: null },
  ]);
  const requestIds = [newRequestId(), newRequestId(), newRequestId()];
  for (const [index, granted] of [true, false, false].entries()) {
    const input = { consents: [{ purpose: 'RESEARCH', granted }] };
    const response = await call(origin, UPDATE_CONSENTS, { input }, { token, requestId: requestIds[index] });
    const { updateConsents } = await data(response);
    t.equal(updateConsents.__typename, 'ConsentsUpdated');
    t.match(updateConsents.consents[1], { purpose: 'RESEARCH', granted, updatedAt: String });
  }
  t.match((await gql(CONSENTS, {}, token)).me.consents[0], { granted: false, updatedAt: null });
  const events = await db.query<{ purpose: string; granted: boolean; request_id: string }>(
    'SELECT purpose, granted, request_id FROM consent_events WHERE user_id = $1 ORDER BY at, granted DESC',
    [user.id],
  );
  t.same(events, [
    { purpose: 'RESEARCH', granted: true, request_id: requestIds[0] },
    { purpose: 'RESEARCH', granted: false, request_id: requestIds[1] },
  ]);
  const duplicate = {
    consents: [
      { purpose: 'RESEARCH', granted: true },
      { purpose: 'RESEARCH', granted: false },
    ],
  };
  t.same((await gql(UPDATE_CONSENTS, { input: duplicate }, token)).updateConsents, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'consents', code: 'INVALID' }],
  });
});

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
