// Account settings over real HTTP on the embedded database: contact details, the password and the
// email address (links sent to the old one stop working), and what staff impersonating may not
// change.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { loadUpstreamConfig } from '../../../../upstream/config.ts';
import { changeEmail } from '../../../../upstream/domain/account/change-email.ts';
import { loadTokenSecret } from '../../../../upstream/domain/identity/secret.ts';
import { startSession } from '../../../../upstream/domain/identity/sessions.ts';
import { createTokenSigner } from '../../../../upstream/domain/identity/tokens.ts';
import { findUserById } from '../../../../upstream/domain/identity/users.ts';
import { sendActivationLink } from '../../../../upstream/domain/signup/activation.ts';
import {
  accountTools,
  CHANGE_EMAIL,
  DELETE_ACCOUNT,
  ACCOUNT_ME as ME,
  ACCOUNT_PASSWORD as PASSWORD,
  UPDATE_CONSENTS,
} from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const { db } = upstream;
const { createUser, createUserWithEmail, tokenOf, gql, errorCode, loginCode, meStatus } = accountTools(
  upstream,
  '198.18.1',
);

const CONTACT = `mutation($input: UpdateContactDetailsInput!) { updateContactDetails(input: $input) { __typename
  ... on ContactDetailsUpdated { user { id ... on Consumer { firstName lastName phone } } }
  ... on InvalidPhoneNumber { phone } ... on InvalidFields { fieldErrors { field code } } } }`;
const ACTIVATE = `mutation($input: ActivateAccountInput!) { activateAccount(input: $input) { __typename
  ... on TokenFailed { code } } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename
  ... on PasswordChanged { success } ... on InvalidFields { fieldErrors { field code } }
  ... on ImpersonationNotAllowed { operation } ... on SecondLayerAuthenticationRequired { secondLayerAuthenticationExpirationTime } } }`;

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

  t.test('an activation link sent to the old address stops working', async (t) => {
    const user = await createUser('SERVICE_PRO');
    const row = await findUserById(db, user.id);
    if (!row) throw new Error('no user');
    await sendActivationLink(db, row);
    const [sent] = await upstream.messagesTo(user.email, 'email-verification');
    const email = `moved-${randomBytes(4).toString('hex')}@example.org`;
    const token = await tokenOf(user.email);
    t.equal((await gql(CHANGE_EMAIL, { input: { email } }, token)).changeEmail.__typename, 'EmailChanged');
    const { activateAccount } = await gql(ACTIVATE, { input: { token: String(sent?.payload.token) } });
    t.same(activateAccount, { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
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
