// People made straight in a test upstream's database, and the calls and queries that the account,
// credential and organisation tests share. Each test file binds the tools to its own upstream.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../upstream/domain/identity/passwords.ts';
import type { TestUpstream } from './upstream.ts';
import { call, clientAt, data, errorCode, signIn } from './upstream-client.ts';

// Successive client addresses in one /24 (network is its first three parts, e.g. '203.0.113'): each
// call or test that takes one is a client of its own, so the per-client limits of one never reach
// another.
export function clientAddresses(network: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    if (count > 254) throw new Error(`No client addresses left in ${network}.0/24`);
    return `${network}.${count}`;
  };
}

// The claims of an access token, read without checking its signature.
export function claims(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
}

// ---- Account settings: contact details, password, email, preferences and deletion ----

export const ACCOUNT_PASSWORD = 'correct horse battery';

export const ACCOUNT_ME = `{ me { id email ... on Consumer { firstName lastName phone status }
  ... on ServicePro { firstName lastName phone status slug } } }`;
export const CHANGE_EMAIL = `mutation($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename
  ... on EmailChanged { user { email } } ... on InvalidFields { fieldErrors { field code } }
  ... on ImpersonationNotAllowed { operation } } }`;
export const UPDATE_CONSENTS = `mutation($input: UpdateConsentsInput!) { updateConsents(input: $input) { __typename
  ... on ConsentsUpdated { consents { purpose granted updatedAt } } ... on InvalidFields { fieldErrors { field code } } } }`;
export const ANONYMISE_FIELDS = `__typename ... on UserAnonymised { userId } ... on AnonymiseUserBlacklisted { userId }
  ... on AnonymiseUserOngoingSubscription { userId endsAt } ... on AnonymiseUserUnpaidInvoice { userId invoiceCount }
  ... on AnonymiseUserOpenBalance { userId amountMinor currency } ... on ImpersonationNotAllowed { operation }`;
export const DELETE_ACCOUNT = `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { ${ANONYMISE_FIELDS} } }`;

export interface TestUser {
  readonly id: string;
  readonly email: string;
}

// Each call comes from a client of its own (taken from network), so the per-client login limit
// never joins tests.
export function accountTools(upstream: TestUpstream, network: string) {
  const { origin, db } = upstream;
  const nextClient = clientAddresses(network);
  const passwordHash = hashPassword(ACCOUNT_PASSWORD);

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
      [email, type, brand, slug, await passwordHash],
    );
    if (!row) throw new Error('no user');
    if (type === 'SERVICE_PRO') {
      await db.query(
        `INSERT INTO company_profiles (user_id, company_name, logo_small_url) VALUES ($1, 'Test BV', $2)`,
        [row.id, 'https://img.example/logo.png'],
      );
    }
    return { id: row.id, email };
  }

  async function tokenOf(email: string, password = ACCOUNT_PASSWORD): Promise<string> {
    return (await signIn(origin, email, password, { clientIp: nextClient() })).accessToken;
  }

  async function gql(query: string, variables: Record<string, unknown>, token?: string) {
    return data(call(origin, query, variables, { token, clientIp: nextClient() }));
  }

  // The first error's code of a call that fails.
  async function firstErrorCode(query: string, variables: Record<string, unknown>, token?: string) {
    return errorCode(await call(origin, query, variables, { token, clientIp: nextClient() }));
  }

  // 'OK' when the password signs in, the failure's code otherwise.
  async function loginCode(email: string, password: string) {
    const { login } = await gql(
      'mutation($input: LoginInput!) { login(input: $input) { __typename ... on LoginFailed { code } } }',
      { input: { username: email, password } },
    );
    return login.__typename === 'LoginSuccess' ? 'OK' : login.code;
  }

  const meStatus = async (token: string) => (await call(origin, ACCOUNT_ME, {}, { token })).status;

  return { createUser, createUserWithEmail, tokenOf, gql, errorCode: firstErrorCode, loginCode, meStatus };
}

// ---- Credentials: one-time-code login, password reset and second-layer confirmation ----

export const REQUEST_RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) {
  __typename ... on CodeRequested { expiresInSeconds } ... on UsageLimitReached { retryAfterSeconds } } }`;
const PASSWORD_LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on LoginFailed { code } } }`;

// A 6-digit code other than the right one.
export const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

// Each test takes clients of its own from network, so the per-client limits of one do not reach
// another. Codes and link tokens are read from the outbox, as the person would receive them.
export function credentialTools(upstream: TestUpstream, network: string) {
  const { origin, db } = upstream;
  const newClient = clientAddresses(network);

  let people = 0;
  async function freshUser(options: { phone?: string; status?: string } = {}) {
    people += 1;
    const email = `credentials-${people}-${randomBytes(3).toString('hex')}@example.com`;
    const password = `first-secret-${people}`;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, phone, password_hash,
                          status)
       VALUES ($1, lower($1), 'CONSUMER', 'nl', 'nl-NL', 'Test', 'Person', $2, $3, $4) RETURNING id`,
      [email, options.phone ?? null, await hashPassword(password), options.status ?? 'ACTIVE'],
    );
    return { id: String(row?.id), email, password };
  }

  async function latestPayload(recipient: string, template: string): Promise<Record<string, unknown>> {
    const [message] = await upstream.messagesTo(recipient, template);
    if (!message) throw new Error(`No ${template} message for ${recipient}`);
    return message.payload;
  }

  async function meStatus(accessToken: string) {
    return (await call(origin, '{ me { id } }', {}, { token: accessToken })).status;
  }

  async function passwordLogin(email: string, password: string, clientIp: string) {
    return (await data(call(origin, PASSWORD_LOGIN, { input: { username: email, password } }, { clientIp }))).login
      .__typename;
  }

  return {
    newClient,
    freshUser,
    // How many people freshUser has made so far.
    people: () => people,
    latestPayload,
    meStatus,
    passwordLogin,
  };
}

// ---- Organisations: invites and assumable access ----

export const PRO_PASSWORD = 'a long enough secret';

export const MEMBER_FIELDS = 'id email firstName lastName role status invitedAt acceptedAt inviteExpiresAt';
// The queries both organisation test files send.
export const organisationQueries = {
  INVITE: `mutation($input: InviteAssumableUserInput!) { inviteAssumableUser(input: $input) { __typename
  ... on AssumableUserInvited { member { ${MEMBER_FIELDS} } } ... on InvalidFields { fieldErrors { field code } } } }`,
  MEMBERS: `{ organisationMembers { ${MEMBER_FIELDS} } }`,
  ACCOUNTS: '{ assumableAccounts { role isCurrent user { __typename id email } } }',
  ASSUME: `mutation($input: AssumeUserInput!) { assumeUser(input: $input) { __typename
  ... on UserAssumed { tokens { accessToken } user { id } } ... on AssumableAccessNotFound { id } } }`,
  EXIT: `mutation { exitAssumedUser { __typename
  ... on AssumedUserExited { tokens { accessToken } user { id } } ... on NotAssumingUser { userId } } }`,
  ME: `{ me { __typename id email ... on ServicePro { hasAssumableAccess assumedBy { id }
  companyProfile { companyName } } } }`,
  LOGIN: `mutation($input: LoginInput!) { login(input: $input) { __typename
  ... on LoginSuccess { hasAssumableAccess } ... on LoginFailed { code } } }`,
};

export function organisationTools(upstream: TestUpstream, network: string) {
  const { origin, db } = upstream;
  const nextClient = clientAddresses(network);

  // Each test is its own client, so the per-client abuse limits of one do not reach another.
  const client = () => clientAt(origin, nextClient());

  let userCount = 0;
  // A service pro of the uk brand; with a company name it is an organisation, assumable-only it is a
  // person who only acts for others.
  async function createPro(options: { company?: string; assumableOnly?: boolean } = {}) {
    userCount += 1;
    const email = `org-test-${userCount}@uk-trades.example`;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, password_hash,
                          assumable_only, activated_at)
       VALUES ($1, $1, 'SERVICE_PRO', 'uk', 'en-GB', 'Alex', 'Fletcher', $2, $3, now()) RETURNING id`,
      [email, await hashPassword(PRO_PASSWORD), options.assumableOnly ?? false],
    );
    if (!row) throw new Error('user not created');
    if (options.company) {
      await db.query('INSERT INTO company_profiles (user_id, company_name) VALUES ($1, $2)', [row.id, options.company]);
    }
    return { id: row.id, email };
  }

  return { client, createPro };
}
