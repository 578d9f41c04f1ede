// Organisations and assumable access (spec §6) over real HTTP: invites, accepting them, acting for
// a company's account and leaving it, and who may manage which access.
import t from 'tap';
import { hashPassword } from '../../upstream/domain/identity/passwords.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { clientAt, errorCode } from '../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const PASSWORD = 'a long enough secret';

const MEMBER_FIELDS = 'id email firstName lastName role status invitedAt acceptedAt inviteExpiresAt';
const INVITE = `mutation($input: InviteAssumableUserInput!) { inviteAssumableUser(input: $input) { __typename
  ... on AssumableUserInvited { member { ${MEMBER_FIELDS} } } ... on InvalidFields { fieldErrors { field code } } } }`;
const MEMBERS = `{ organisationMembers { ${MEMBER_FIELDS} } }`;
const PREVIEW = `query($token: String!) { invite(token: $token) { __typename
  ... on InvitePreview { email role companyName expiresAt hasAccount } ... on TokenFailed { code } } }`;
const ACCEPT = `mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { __typename
  ... on InviteAccepted { tokens { accessToken refreshToken } member { ${MEMBER_FIELDS} } }
  ... on TokenFailed { code } ... on InvalidFields { fieldErrors { field code } }
  ... on InviteRequiresLogin { email } ... on InviteEmailMismatch { email } } }`;
const ACCOUNTS = '{ assumableAccounts { role isCurrent user { __typename id email } } }';
const ASSUME = `mutation($input: AssumeUserInput!) { assumeUser(input: $input) { __typename
  ... on UserAssumed { tokens { accessToken } user { id } } ... on AssumableAccessNotFound { id } } }`;
const EXIT = `mutation { exitAssumedUser { __typename
  ... on AssumedUserExited { tokens { accessToken } user { id } } ... on NotAssumingUser { userId } } }`;
const CHANGE_ROLE = `mutation($input: ChangeAssumableAccessRoleInput!) { changeAssumableAccessRole(input: $input) {
  __typename ... on AssumableAccessRoleChanged { member { id role } } ... on AssumableAccessNotFound { id } } }`;
const REMOVE = `mutation($input: MemberInput!) { removeAssumableAccess(input: $input) { __typename
  ... on AssumableAccessRemoved { memberId } ... on AssumableAccessNotFound { id } } }`;
const CANCEL = `mutation($input: MemberInput!) { cancelInvite(input: $input) { __typename
  ... on InviteCancelled { memberId } ... on AssumableAccessNotFound { id } } }`;
const ME = `{ me { __typename id email ... on ServicePro { hasAssumableAccess assumedBy { id }
  companyProfile { companyName } } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename
  ... on LoginSuccess { hasAssumableAccess } ... on LoginFailed { code } } }`;

// Each test is its own client, so the per-client abuse limits of one do not reach another.
let clientCount = 0;
function client() {
  clientCount += 1;
  return clientAt(origin, `203.0.113.${clientCount}`);
}

function claims(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
}

async function userId(email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email_normalised = lower($1)', [email]);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

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
    [email, await hashPassword(PASSWORD), options.assumableOnly ?? false],
  );
  if (!row) throw new Error('user not created');
  if (options.company) {
    await db.query('INSERT INTO company_profiles (user_id, company_name) VALUES ($1, $2)', [row.id, options.company]);
  }
  return { id: row.id, email };
}

async function grant(organisationId: string, person: { id: string; email: string }, role: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status, accepted_at)
     VALUES ($1, $2, $3, $3, $4, 'ACTIVE', now()) RETURNING id`,
    [organisationId, person.id, person.email, role],
  );
  if (!row) throw new Error('access not granted');
  return row.id;
}

async function inviteToken(email: string): Promise<string> {
  const [message] = await upstream.messagesTo(email, 'organisation-invite');
  return String(message?.payload.inviteToken);
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

t.test('a new person invited by email accepts, acts for the company and comes back', async (t) => {
  const c = client();
  const pro = await c.signIn('pro.uk@example.com');
  const proId = await userId('pro.uk@example.com');
  const email = 'New.Joiner@uk-trades.example';

  const { inviteAssumableUser } = await c.ask(INVITE, { input: { email, role: 'MEMBER' } }, pro.accessToken);
  t.match(inviteAssumableUser, {
    __typename: 'AssumableUserInvited',
    member: { email, role: 'MEMBER', status: 'INVITED', firstName: null, acceptedAt: null },
  });
  const expiresIn = Date.parse(inviteAssumableUser.member.inviteExpiresAt) - Date.now();
  t.ok(Math.abs(expiresIn - 7 * 24 * 3600 * 1000) < 60_000, 'the invite is good for 7 days');

  const [message] = await upstream.messagesTo(email, 'organisation-invite');
  t.match(message, {
    channel: 'EMAIL',
    locale: 'en-GB',
    payload: { companyName: 'Evans Building & Joinery', role: 'MEMBER', brand: 'uk', inviteToken: /^[\w-]{43}$/ },
  });
  const token = String(message?.payload.inviteToken);
  const [stored] = await db.query<{ invite_token_hash: string }>(
    'SELECT invite_token_hash FROM organisation_access WHERE id = $1',
    [inviteAssumableUser.member.id],
  );
  t.not(stored?.invite_token_hash, token, 'only a hash of the link token is stored');

  const { organisationMembers } = await c.ask(MEMBERS, {}, pro.accessToken);
  t.match(organisationMembers, [
    { email, status: 'INVITED' },
    { email: 'member.uk@example.com', status: 'ACTIVE', role: 'MEMBER', firstName: 'Amelia', inviteExpiresAt: null },
  ]);

  t.match((await c.ask(PREVIEW, { token })).invite, {
    __typename: 'InvitePreview',
    email,
    role: 'MEMBER',
    companyName: 'Evans Building & Joinery',
    hasAccount: false,
  });

  const incomplete = await c.ask(ACCEPT, { input: { inviteToken: token } });
  t.same(incomplete.acceptInvite, {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'firstName', code: 'REQUIRED' },
      { field: 'lastName', code: 'REQUIRED' },
      { field: 'password', code: 'REQUIRED' },
    ],
  });
  const { acceptInvite } = await c.ask(ACCEPT, {
    input: { inviteToken: token, firstName: 'Ruby', lastName: 'Clarke', password: PASSWORD },
  });
  t.match(acceptInvite, {
    __typename: 'InviteAccepted',
    member: { email, status: 'ACTIVE', firstName: 'Ruby', lastName: 'Clarke', inviteExpiresAt: null },
  });
  t.ok(acceptInvite.member.acceptedAt);
  const own = acceptInvite.tokens.accessToken as string;
  t.equal(claims(own).haa, true, 'the new token says the person may act for others');
  t.match((await c.ask(PREVIEW, { token })).invite, { code: 'ERROR_INVALID_TOKEN' }, 'an invite is used once');

  const newId = await userId(email);
  const { assumableAccounts } = await c.ask(ACCOUNTS, {}, own);
  t.same(
    assumableAccounts,
    [{ role: 'MEMBER', isCurrent: false, user: { __typename: 'ServicePro', id: proId, email: 'pro.uk@example.com' } }],
    'an assumable-only person has no account of their own to list',
  );

  const { assumeUser } = await c.ask(ASSUME, { input: { userId: proId } }, own);
  t.match(assumeUser, { __typename: 'UserAssumed', user: { id: proId } });
  const acting = assumeUser.tokens.accessToken as string;
  t.match(claims(acting), { sub: proId, act: newId, mod: 'ASSUMED', imp: false, haa: true });
  t.match((await c.ask(ME, {}, acting)).me, {
    __typename: 'ServicePro',
    id: proId,
    assumedBy: { id: newId },
    hasAssumableAccess: true,
    companyProfile: { companyName: 'Evans Building & Joinery' },
  });
  t.match((await c.ask(ACCOUNTS, {}, acting)).assumableAccounts, [{ isCurrent: true, user: { id: proId } }]);

  const { exitAssumedUser } = await c.ask(EXIT, {}, acting);
  t.match(exitAssumedUser, { __typename: 'AssumedUserExited', user: { id: newId } });
  const [audit] = await db.query<{ actor_id: string; subject_id: string; mode: string; operations: string[] }>(
    'SELECT actor_id, subject_id, mode, operations FROM audit_log WHERE actor_id = $1 ORDER BY at DESC',
    [newId],
  );
  t.same(audit, { actor_id: newId, subject_id: proId, mode: 'ASSUMED', operations: ['exitAssumedUser'] });
  t.equal((await c.raw(ME, {}, acting)).status, 401, 'the acting session ended');
  const back = exitAssumedUser.tokens.accessToken as string;
  t.match((await c.ask(ME, {}, back)).me, { id: newId, email, assumedBy: null });
  t.match((await c.ask(EXIT, {}, back)).exitAssumedUser, { __typename: 'NotAssumingUser', userId: newId });
  t.match((await c.ask(LOGIN, { input: { username: email, password: PASSWORD } })).login, {
    __typename: 'LoginSuccess',
    hasAssumableAccess: true,
  });
});

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

t.test('a cancelled or expired invite can no longer be used', async (t) => {
  const c = client();
  const company = await createPro({ company: 'Fletcher Paving' });
  const holder = (await c.signIn(company.email, PASSWORD)).accessToken;
  const cancelled = 'cancel.me@uk-trades.example';
  const { inviteAssumableUser } = await c.ask(INVITE, { input: { email: cancelled, role: 'MEMBER' } }, holder);
  const token = await inviteToken(cancelled);
  const memberId = inviteAssumableUser.member.id;
  t.match((await c.ask(CANCEL, { input: { memberId } }, holder)).cancelInvite, {
    __typename: 'InviteCancelled',
    memberId,
  });
  t.match((await c.ask(PREVIEW, { token })).invite, { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  const late = { inviteToken: token, firstName: 'Late', lastName: 'Comer', password: PASSWORD };
  t.match((await c.ask(ACCEPT, { input: late })).acceptInvite, { code: 'ERROR_INVALID_TOKEN' });
  t.match((await c.ask(CANCEL, { input: { memberId } }, holder)).cancelInvite, {
    __typename: 'AssumableAccessNotFound',
  });

  const expiring = 'too.late@uk-trades.example';
  await c.ask(INVITE, { input: { email: expiring, role: 'MEMBER' } }, holder);
  const expiredToken = await inviteToken(expiring);
  await db.query(
    `UPDATE organisation_access SET invite_expires_at = now() - interval '1 second' WHERE email_normalised = $1`,
    [expiring],
  );
  t.match((await c.ask(PREVIEW, { token: expiredToken })).invite, { code: 'ERROR_EXPIRED_TOKEN' });
  const accept = await c.ask(ACCEPT, { input: { ...late, inviteToken: expiredToken } });
  t.match(accept.acceptInvite, { __typename: 'TokenFailed', code: 'ERROR_EXPIRED_TOKEN' });
  t.match((await c.ask(PREVIEW, { token: 'never-issued' })).invite, { code: 'ERROR_INVALID_TOKEN' });
  const [people] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE email_normalised IN ($1, $2)',
    [cancelled, expiring],
  );
  t.equal(people?.n, 0, 'no account was made');
});

t.test('an invite to an existing pro asks them to sign in, and only they can accept it', async (t) => {
  const c = client();
  const company = await createPro({ company: 'Fletcher Electrics' });
  const invitee = await createPro({ company: 'Invitee Heating' });
  const holder = (await c.signIn(company.email, PASSWORD)).accessToken;
  await c.ask(INVITE, { input: { email: invitee.email.toUpperCase(), role: 'MANAGER' } }, holder);
  const token = await inviteToken(invitee.email);
  t.match((await c.ask(PREVIEW, { token })).invite, { hasAccount: true, role: 'MANAGER' });

  const asVisitor = await c.ask(ACCEPT, {
    input: { inviteToken: token, firstName: 'X', lastName: 'Y', password: PASSWORD },
  });
  t.match(asVisitor.acceptInvite, { __typename: 'InviteRequiresLogin', email: invitee.email.toUpperCase() });
  const someoneElse = await c.signIn('pro.ie@example.com');
  t.match((await c.ask(ACCEPT, { input: { inviteToken: token } }, someoneElse.accessToken)).acceptInvite, {
    __typename: 'InviteEmailMismatch',
  });

  const own = await c.signIn(invitee.email, PASSWORD);
  t.equal(claims(own.accessToken).haa, false);
  const { acceptInvite } = await c.ask(ACCEPT, { input: { inviteToken: token } }, own.accessToken);
  t.match(acceptInvite, { __typename: 'InviteAccepted', member: { status: 'ACTIVE', firstName: 'Alex' } });
  t.equal(claims(acceptInvite.tokens.accessToken).haa, true, 'the new token says the person may act for others');
  t.same((await c.ask(ACCOUNTS, {}, acceptInvite.tokens.accessToken)).assumableAccounts, [
    { role: 'OWNER', isCurrent: true, user: { __typename: 'ServicePro', id: invitee.id, email: invitee.email } },
    { role: 'MANAGER', isCurrent: false, user: { __typename: 'ServicePro', id: company.id, email: company.email } },
  ]);
});

t.test('invites refuse bad, duplicate and non-pro email addresses', async (t) => {
  const c = client();
  const holder = (await c.signIn('pro.uk@example.com')).accessToken;
  const cases = [
    ['not an email', 'INVALID'],
    ['someone@no-mail.example', 'INVALID_DNS'],
    ['someone@mailinator.com', 'BLACKLISTED_EMAIL'],
    ['member.uk@example.com', 'DUPLICATE'],
    ['PRO.uk@example.com', 'DUPLICATE'],
    ['consumer.uk@example.com', 'INVALID'],
    ['admin@example.com', 'INVALID'],
  ] as const;
  for (const [email, code] of cases) {
    const { inviteAssumableUser } = await c.ask(INVITE, { input: { email, role: 'MEMBER' } }, holder);
    t.same(inviteAssumableUser, { __typename: 'InvalidFields', fieldErrors: [{ field: 'email', code }] }, email);
  }
  await c.ask(INVITE, { input: { email: 'twice@uk-trades.example', role: 'MEMBER' } }, holder);
  const again = await c.ask(INVITE, { input: { email: ' Twice@UK-trades.example ', role: 'MANAGER' } }, holder);
  t.same(again.inviteAssumableUser.fieldErrors, [{ field: 'email', code: 'DUPLICATE' }]);
  t.equal((await upstream.messagesTo('twice@uk-trades.example')).length, 1);
});

t.test('a company has at most 50 users and open invites', async (t) => {
  const c = client();
  const company = await createPro({ company: 'Fletcher Scaffolding' });
  await db.query(
    `INSERT INTO organisation_access (organisation_id, email, email_normalised, role, status, invite_expires_at)
     SELECT $1, 'filler' || n || '@uk-trades.example', 'filler' || n || '@uk-trades.example', 'MEMBER', 'INVITED',
            now() + interval '1 day'
       FROM generate_series(1, 49) AS n`,
    [company.id],
  );
  const holder = (await c.signIn(company.email, PASSWORD)).accessToken;
  const fiftieth = await c.ask(INVITE, { input: { email: 'fiftieth@uk-trades.example', role: 'MEMBER' } }, holder);
  t.equal(fiftieth.inviteAssumableUser.__typename, 'AssumableUserInvited');
  const over = await c.raw(INVITE, { input: { email: 'one.more@uk-trades.example', role: 'MEMBER' } }, holder);
  t.equal(errorCode(over), 'BAD_USER_INPUT');
  t.same(await upstream.messagesTo('one.more@uk-trades.example'), []);
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
