// Assumable access (spec §6) over real HTTP: acting for a company's account and switching between
// companies, who may grant, change and remove which role, and what removing access ends.
import t from 'tap';
import { organisationQueries, organisationTools, PRO_PASSWORD as PASSWORD } from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { db, userId } = upstream;
const { client, createPro } = organisationTools(upstream, '198.18.5');
const { INVITE, MEMBERS, ACCOUNTS, ASSUME, EXIT, ME, LOGIN } = organisationQueries;

const CHANGE_ROLE = `mutation($input: ChangeAssumableAccessRoleInput!) { changeAssumableAccessRole(input: $input) {
  __typename ... on AssumableAccessRoleChanged { member { id role } } ... on AssumableAccessNotFound { id } } }`;
const REMOVE = `mutation($input: MemberInput!) { removeAssumableAccess(input: $input) { __typename
  ... on AssumableAccessRemoved { memberId } ... on AssumableAccessNotFound { id } } }`;

async function grant(organisationId: string, person: { id: string; email: string }, role: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status, accepted_at)
     VALUES ($1, $2, $3, $3, $4, 'ACTIVE', now()) RETURNING id`,
    [organisationId, person.id, person.email, role],
  );
  if (!row) throw new Error('access not granted');
  return row.id;
}

// Signs the person in and starts acting for the organisation; returns the acting token.
async function actFor(
  c: ReturnType<typeof client>,
  person: { email: string },
  organisationId: string,
  password = PASSWORD,
) {
  const own = await c.signIn(person.email, password);
  const { assumeUser } = await c.ask(ASSUME, { input: { userId: organisationId } }, own.accessToken);
  if (assumeUser.__typename !== 'UserAssumed') throw new Error(`assumeUser answered ${assumeUser.__typename}`);
  return { own: own.accessToken, acting: assumeUser.tokens.accessToken as string };
}

t.test('a MEMBER acting for the company may not see or manage its users', async (t) => {
  const c = client();
  const proId = await userId('pro.uk@example.com');
  const { own, acting } = await actFor(c, { email: 'member.uk@example.com' }, proId, 'hearth-demo');
  t.equal(errorCode(await c.raw(MEMBERS, {}, acting)), 'FORBIDDEN');
  const invite = await c.raw(INVITE, { input: { email: 'someone@uk-trades.example', role: 'MEMBER' } }, acting);
  t.equal(errorCode(invite), 'FORBIDDEN');
  t.equal(errorCode(await c.raw(MEMBERS, {}, own)), 'FORBIDDEN', 'their own login is not an organisation');
  const inviteAsSelf = await c.raw(INVITE, { input: { email: 'someone@uk-trades.example', role: 'MEMBER' } }, own);
  t.equal(errorCode(inviteAsSelf), 'FORBIDDEN');
  t.same(await upstream.messagesTo('someone@uk-trades.example'), [], 'no invite was sent');
});

t.test('a MANAGER grants MEMBER and MANAGER access but not OWNER; an OWNER grants any', async (t) => {
  const c = client();
  const company = await createPro({ company: 'Fletcher Roofing' });
  const manager = await createPro({ assumableOnly: true });
  const coOwner = await createPro({ assumableOnly: true });
  await grant(company.id, manager, 'MANAGER');
  const coOwnerAccess = await grant(company.id, coOwner, 'OWNER');
  const { acting } = await actFor(c, manager, company.id);

  const member = await c.ask(INVITE, { input: { email: 'crew.1@uk-trades.example', role: 'MEMBER' } }, acting);
  t.match(member.inviteAssumableUser, { __typename: 'AssumableUserInvited', member: { role: 'MEMBER' } });
  const second = await c.ask(INVITE, { input: { email: 'crew.2@uk-trades.example', role: 'MANAGER' } }, acting);
  t.match(second.inviteAssumableUser, { __typename: 'AssumableUserInvited', member: { role: 'MANAGER' } });
  const owner = await c.raw(INVITE, { input: { email: 'crew.3@uk-trades.example', role: 'OWNER' } }, acting);
  t.equal(errorCode(owner), 'FORBIDDEN');
  t.same(await upstream.messagesTo('crew.3@uk-trades.example'), []);

  const memberId = member.inviteAssumableUser.member.id;
  const promote = await c.raw(CHANGE_ROLE, { input: { memberId, role: 'OWNER' } }, acting);
  t.equal(errorCode(promote), 'FORBIDDEN', 'a MANAGER cannot make an OWNER');
  t.match((await c.ask(CHANGE_ROLE, { input: { memberId, role: 'MANAGER' } }, acting)).changeAssumableAccessRole, {
    __typename: 'AssumableAccessRoleChanged',
    member: { id: memberId, role: 'MANAGER' },
  });
  const demote = await c.raw(CHANGE_ROLE, { input: { memberId: coOwnerAccess, role: 'MEMBER' } }, acting);
  t.equal(errorCode(demote), 'FORBIDDEN', "a MANAGER cannot change an OWNER's access");
  t.equal(errorCode(await c.raw(REMOVE, { input: { memberId: coOwnerAccess } }, acting)), 'FORBIDDEN');

  const holder = await c.signIn(company.email, PASSWORD);
  t.match((await c.ask(REMOVE, { input: { memberId: coOwnerAccess } }, holder.accessToken)).removeAssumableAccess, {
    __typename: 'AssumableAccessRemoved',
    memberId: coOwnerAccess,
  });
  const byOwner = await c.ask(
    INVITE,
    { input: { email: 'crew.3@uk-trades.example', role: 'OWNER' } },
    holder.accessToken,
  );
  t.match(byOwner.inviteAssumableUser, { __typename: 'AssumableUserInvited', member: { role: 'OWNER' } });
  const other = await createPro({ company: 'Someone Else Ltd' });
  t.match(
    (await c.ask(CHANGE_ROLE, { input: { memberId: 'not-an-id', role: 'MEMBER' } }, holder.accessToken))
      .changeAssumableAccessRole,
    { __typename: 'AssumableAccessNotFound', id: 'not-an-id' },
  );
  const foreign = await grant(other.id, await createPro({ assumableOnly: true }), 'MEMBER');
  t.match(
    (await c.ask(CHANGE_ROLE, { input: { memberId: foreign, role: 'MANAGER' } }, holder.accessToken))
      .changeAssumableAccessRole,
    { __typename: 'AssumableAccessNotFound', id: foreign },
    "another organisation's access is not found",
  );
});

t.test('a role change counts at once for the person acting', async (t) => {
  const c = client();
  const company = await createPro({ company: 'Fletcher Glazing' });
  const person = await createPro({ assumableOnly: true });
  const access = await grant(company.id, person, 'MEMBER');
  const { acting } = await actFor(c, person, company.id);
  t.equal(errorCode(await c.raw(MEMBERS, {}, acting)), 'FORBIDDEN');
  const holder = await c.signIn(company.email, PASSWORD);
  await c.ask(CHANGE_ROLE, { input: { memberId: access, role: 'MANAGER' } }, holder.accessToken);
  t.match((await c.ask(MEMBERS, {}, acting)).organisationMembers, [{ id: access, role: 'MANAGER' }]);
});

t.test("removing access ends the person's acting sessions and their assumable-only sign-in", async (t) => {
  const c = client();
  const company = await createPro({ company: 'Fletcher Plastering' });
  const person = await createPro({ assumableOnly: true });
  const access = await grant(company.id, person, 'MEMBER');
  const { acting } = await actFor(c, person, company.id);
  t.equal((await c.raw(ME, {}, acting)).status, 200);

  const holder = await c.signIn(company.email, PASSWORD);
  t.match((await c.ask(REMOVE, { input: { memberId: access } }, holder.accessToken)).removeAssumableAccess, {
    __typename: 'AssumableAccessRemoved',
    memberId: access,
  });
  t.equal((await c.raw(ME, {}, acting)).status, 401, 'the acting token stops working at once');
  t.match((await c.ask(LOGIN, { input: { username: person.email, password: PASSWORD } })).login, {
    __typename: 'LoginFailed',
    code: 'UNABLE_TO_LOGIN_AS_ASSUMABLE_USER',
  });
  t.match((await c.ask(REMOVE, { input: { memberId: access } }, holder.accessToken)).removeAssumableAccess, {
    __typename: 'AssumableAccessNotFound',
    id: access,
  });
  t.same((await c.ask(MEMBERS, {}, holder.accessToken)).organisationMembers, []);
});

t.test('only a company account manages users, and only existing access can be assumed', async (t) => {
  const c = client();
  const consumer = (await c.signIn('consumer.uk@example.com')).accessToken;
  t.equal(errorCode(await c.raw(MEMBERS, {}, consumer)), 'FORBIDDEN');
  t.equal(errorCode(await c.raw(MEMBERS)), 'UNAUTHENTICATED');
  t.same((await c.ask(ACCOUNTS, {}, consumer)).assumableAccounts, [
    {
      role: 'OWNER',
      isCurrent: true,
      user: { __typename: 'Consumer', id: await userId('consumer.uk@example.com'), email: 'consumer.uk@example.com' },
    },
  ]);
  const pro = (await c.signIn('pro.uk@example.com')).accessToken;
  const french = await userId('pro.fr@example.com');
  t.match((await c.ask(ASSUME, { input: { userId: french } }, pro)).assumeUser, {
    __typename: 'AssumableAccessNotFound',
    id: french,
  });
  t.match((await c.ask(ASSUME, { input: { userId: 'nobody' } }, consumer)).assumeUser, {
    __typename: 'AssumableAccessNotFound',
    id: 'nobody',
  });
  t.equal(errorCode(await c.raw(ASSUME, { input: { userId: french } })), 'UNAUTHENTICATED');
});

t.test('switching from one company to another ends the first acting session', async (t) => {
  const c = client();
  const first = await createPro({ company: 'Fletcher Tiling' });
  const second = await createPro({ company: 'Fletcher Decking' });
  const person = await createPro({ assumableOnly: true });
  await grant(first.id, person, 'MEMBER');
  await grant(second.id, person, 'MANAGER');
  const { acting } = await actFor(c, person, first.id);
  const { assumeUser } = await c.ask(ASSUME, { input: { userId: second.id } }, acting);
  t.match(assumeUser, { __typename: 'UserAssumed', user: { id: second.id } });
  t.equal((await c.raw(ME, {}, acting)).status, 401);
  const now = assumeUser.tokens.accessToken as string;
  t.match((await c.ask(ME, {}, now)).me, { id: second.id, assumedBy: { id: person.id } });
  t.match((await c.ask(ACCOUNTS, {}, now)).assumableAccounts, [
    { role: 'MANAGER', isCurrent: true, user: { id: second.id } },
    { role: 'MEMBER', isCurrent: false, user: { id: first.id } },
  ]);
  const { exitAssumedUser } = await c.ask(EXIT, {}, now);
  t.match(exitAssumedUser, { __typename: 'AssumedUserExited', user: { id: person.id } });
});
