// Authorisation (spec §6): one policy guards every root field. Each role is refused what it must not
// do — before any resolver runs — and an expired or revoked token is refused outright.
import { makeExecutableSchema } from '@graphql-tools/schema';
import t from 'tap';
import { guardRootFields } from '../../../../upstream/domain/access/guard.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, signIn } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;

type Refusal = 'UNAUTHENTICATED' | 'FORBIDDEN';

async function refusal(query: string, variables: Record<string, unknown>, token?: string): Promise<string | undefined> {
  const response = await call(origin, query, variables, { token: token ?? null });
  const body = response.json<{ errors?: { extensions?: { code?: string } }[] }>();
  return body.errors?.[0]?.extensions?.code;
}

const STAFF_ONLY = [
  ['{ messageQueue { edges { cursor } } }', {}],
  ['{ auditLog { edges { cursor } } }', {}],
  [
    'mutation($i: ImpersonateUserInput!) { impersonateUser(input: $i) { __typename } }',
    { i: { email: 'consumer.nl@example.com' } },
  ],
  [
    'mutation($i: StaffUserInput!) { disableUser(input: $i) { __typename } }',
    { i: { userId: '00000000-0000-0000-0000-000000000000' } },
  ],
  [
    'mutation($i: StaffUserInput!) { enableUser(input: $i) { __typename } }',
    { i: { userId: '00000000-0000-0000-0000-000000000000' } },
  ],
  [
    'mutation($i: StaffUserInput!) { anonymiseUser(input: $i) { __typename } }',
    { i: { userId: '00000000-0000-0000-0000-000000000000' } },
  ],
] as const;

const MANAGE_USERS = [
  ['{ organisationMembers { id } }', {}],
  [
    'mutation($i: InviteAssumableUserInput!) { inviteAssumableUser(input: $i) { __typename } }',
    { i: { email: 'new.person@example.com', role: 'MEMBER' } },
  ],
  [
    'mutation($i: MemberInput!) { removeAssumableAccess(input: $i) { __typename } }',
    { i: { memberId: '00000000-0000-0000-0000-000000000000' } },
  ],
] as const;

const SIGNED_IN = [
  ['{ assumableAccounts { isCurrent } }', {}],
  [
    'mutation($i: UpdateContactDetailsInput!) { updateContactDetails(input: $i) { __typename } }',
    { i: { firstName: 'A', lastName: 'B' } },
  ],
  ['mutation { exitAssumedUser { __typename } }', {}],
  ['mutation($i: ConfirmPasswordInput!) { confirmPassword(input: $i) { __typename } }', { i: { password: 'x' } }],
  [
    'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { __typename } }',
    { i: { newPassword: 'a-new-password' } },
  ],
] as const;

async function expectAll(
  t: Pick<typeof import('tap').default, 'equal'>,
  cases: readonly (readonly [string, Record<string, unknown>])[],
  token: string | undefined,
  code: Refusal,
) {
  for (const [query, variables] of cases) t.equal(await refusal(query, variables, token), code, query);
}

t.test('a visitor is asked to sign in for everything that needs an account', async (t) => {
  await expectAll(t, [...STAFF_ONLY, ...MANAGE_USERS, ...SIGNED_IN], undefined, 'UNAUTHENTICATED');
});

t.test('a consumer may not call staff operations or manage an organisation', async (t) => {
  const { accessToken } = await signIn(origin, 'consumer.nl@example.com');
  await expectAll(t, [...STAFF_ONLY, ...MANAGE_USERS], accessToken, 'FORBIDDEN');
});

t.test('a service pro may not call staff operations', async (t) => {
  const { accessToken } = await signIn(origin, 'pro.nl@example.com');
  await expectAll(t, STAFF_ONLY, accessToken, 'FORBIDDEN');
  const activation = await refusal('mutation { requestAccountActivation { __typename } }', {}, accessToken);
  t.equal(activation, undefined, 'a professional proves their email address with an activation link too');
});

t.test('a MEMBER acting for an organisation may work on it but not manage its users', async (t) => {
  const token = await upstream.sessionFor({
    userId: await upstream.userId('pro.uk@example.com'),
    actorId: await upstream.userId('member.uk@example.com'),
    mode: 'ASSUMED',
    secondLayer: false,
  });
  const me = await data(call(origin, '{ me { email ... on ServicePro { assumedBy { email } } } }', {}, { token }));
  t.same(me.me, { email: 'pro.uk@example.com', assumedBy: { email: 'member.uk@example.com' } });
  await expectAll(t, [...MANAGE_USERS, ...STAFF_ONLY], token, 'FORBIDDEN');
});

t.test("a consumer may read their own account but not another consumer's", async (t) => {
  const { accessToken } = await signIn(origin, 'consumer.de@example.com');
  const own = await upstream.userId('consumer.de@example.com');
  const other = await upstream.userId('consumer.at@example.com');
  const query = 'query($id: ID!) { user(id: $id) { email } }';
  t.same(await data(call(origin, query, { id: own }, { token: accessToken })), {
    user: { email: 'consumer.de@example.com' },
  });
  t.equal(await refusal(query, { id: other }, accessToken), 'FORBIDDEN');
  const staff = await signIn(origin, 'admin@example.com');
  t.same(await data(call(origin, query, { id: other }, { token: staff.accessToken })), {
    user: { email: 'consumer.at@example.com' },
  });
});

t.test('staff impersonating may not change the password, the email or delete the account', async (t) => {
  const token = await upstream.sessionFor({
    userId: await upstream.userId('consumer.ie@example.com'),
    actorId: await upstream.userId('admin@example.com'),
    mode: 'IMPERSONATED',
    secondLayer: true,
  });
  const sensitive = [
    [
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { __typename ... on ImpersonationNotAllowed { operation } } }',
      { i: { newPassword: 'a-brand-new-one' } },
      'changePassword',
    ],
    [
      'mutation($i: ChangeEmailInput!) { changeEmail(input: $i) { __typename ... on ImpersonationNotAllowed { operation } } }',
      { i: { email: 'new@example.com' } },
      'changeEmail',
    ],
    [
      'mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { __typename ... on ImpersonationNotAllowed { operation } } }',
      { i: {} },
      'deleteAccount',
    ],
  ] as const;
  for (const [query, variables, operation] of sensitive) {
    const result = await data(call(origin, query, variables, { token }));
    t.same(result[operation], { __typename: 'ImpersonationNotAllowed', operation });
  }
  t.equal(
    await refusal('{ messageQueue { edges { cursor } } }', {}, token),
    'FORBIDDEN',
    'staff rules need staff acting as themselves',
  );
  const audit = await db.query<{ operations: string[]; mode: string }>(
    `SELECT operations, mode FROM audit_log a JOIN users u ON u.id = a.subject_id WHERE u.email = 'consumer.ie@example.com'`,
  );
  t.same(
    audit.map((row) => row.operations[0]),
    ['changePassword', 'changeEmail', 'deleteAccount'],
    'every mutation while impersonating is written down, refused or not',
  );
  t.ok(audit.every((row) => row.mode === 'IMPERSONATED'));
});

t.test('sensitive changes need a recent confirmation (second layer)', async (t) => {
  const { accessToken } = await signIn(origin, 'consumer.ca@example.com');
  const sid = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid;
  await db.query(`UPDATE sessions SET second_layer_expires_at = now() - interval '1 second' WHERE id = $1`, [sid]);
  const result = await data(
    call(
      origin,
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { __typename ... on SecondLayerAuthenticationRequired { secondLayerAuthenticationExpirationTime } } }',
      { i: { newPassword: 'a-brand-new-one' } },
      { token: accessToken },
    ),
  );
  t.equal(result.changePassword.__typename, 'SecondLayerAuthenticationRequired');
  t.ok(Date.parse(result.changePassword.secondLayerAuthenticationExpirationTime) < Date.now());
});

t.test('an expired, forged or revoked token is refused with 401, never served as a visitor', async (t) => {
  const { accessToken } = await signIn(origin, 'pro.fr@example.com');
  const sid = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid;
  await db.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [sid]);
  t.equal((await call(origin, '{ me { id } }', {}, { token: accessToken })).status, 401);
  const expired = await upstream.sessionFor({
    userId: await upstream.userId('pro.fr@example.com'),
    secondLayer: false,
  });
  const expiredSid = JSON.parse(Buffer.from(expired.split('.')[1] ?? '', 'base64url').toString()).sid;
  await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiredSid]);
  t.equal((await call(origin, '{ me { id } }', {}, { token: expired })).status, 401);
});

t.test('a root field without an access rule stops the schema from being built', async (t) => {
  const schema = makeExecutableSchema({ typeDefs: 'type Query { me: String secretThing: String }' });
  t.throws(() => guardRootFields(schema), /Root fields without an access rule in root-rules\.ts: Query\.secretThing/);
});

t.test('a root field without a resolver stops the schema from being built', async (t) => {
  const unresolved = makeExecutableSchema({ typeDefs: 'type Query { me: String }' });
  t.throws(() => guardRootFields(unresolved), /Root fields without a resolver: Query\.me/);
  const resolved = makeExecutableSchema({
    typeDefs: 'type Query { me: String }',
    resolvers: { Query: { me: () => 'x' } },
  });
  t.doesNotThrow(() => guardRootFields(resolved));
});
