// Organisation invites (spec §6) over real HTTP: inviting by email, previewing and accepting an
// invite, cancelled and expired ones, and which addresses and how many may be invited.
import t from 'tap';
import {
  claims,
  MEMBER_FIELDS,
  organisationQueries,
  organisationTools,
  PRO_PASSWORD as PASSWORD,
} from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { db, userId } = upstream;
const { client, createPro } = organisationTools(upstream, '198.18.4');
const { INVITE, MEMBERS, ACCOUNTS, ASSUME, EXIT, ME, LOGIN } = organisationQueries;

const PREVIEW = `query($token: String!) { invite(token: $token) { __typename
  ... on InvitePreview { email role companyName expiresAt hasAccount } ... on TokenFailed { code } } }`;
const ACCEPT = `mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { __typename
  ... on InviteAccepted { tokens { accessToken refreshToken } member { ${MEMBER_FIELDS} } account { id } }
  ... on TokenFailed { code } ... on InvalidFields { fieldErrors { field code } }
  ... on InviteRequiresLogin { email } ... on InviteEmailMismatch { email } } }`;
const CANCEL = `mutation($input: MemberInput!) { cancelInvite(input: $input) { __typename
  ... on InviteCancelled { memberId } ... on AssumableAccessNotFound { id } } }`;

async function inviteToken(email: string): Promise<string> {
  const [message] = await upstream.messagesTo(email, 'organisation-invite');
  return String(message?.payload.inviteToken);
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
  t.same(acceptInvite.account, { id: proId }, 'the answer names the account the invite gives access to');
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
