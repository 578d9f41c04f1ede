// The caller's place in a company (spec §6 manage users) over real HTTP: the holder and a MANAGER
// see the people and whose access they may manage; a MEMBER learns only their role and their own
// access; an account that is not a company has no team.
import t from 'tap';
import { organisationQueries, organisationTools, PRO_PASSWORD } from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { db } = upstream;
const { client, createPro } = organisationTools(upstream, '198.18.9');
const { ASSUME } = organisationQueries;

const TEAM = `{ organisationTeam { role manageableRoles ownMemberId members { id email role status } } }`;

async function grant(organisationId: string, person: { id: string; email: string }, role: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status, accepted_at)
     VALUES ($1, $2, $3, $3, $4, 'ACTIVE', now()) RETURNING id`,
    [organisationId, person.id, person.email, role],
  );
  if (!row) throw new Error('access not granted');
  return row.id;
}

async function acting(c: ReturnType<typeof client>, person: { email: string }, organisationId: string) {
  const own = await c.signIn(person.email, PRO_PASSWORD);
  const { assumeUser } = await c.ask(ASSUME, { input: { userId: organisationId } }, own.accessToken);
  if (assumeUser.__typename !== 'UserAssumed') throw new Error(`assumeUser answered ${assumeUser.__typename}`);
  return assumeUser.tokens.accessToken as string;
}

const company = await createPro({ company: 'Brook Plumbing' });
const manager = await createPro({ assumableOnly: true });
const member = await createPro({ assumableOnly: true });
const managerAccess = await grant(company.id, manager, 'MANAGER');
const memberAccess = await grant(company.id, member, 'MEMBER');

t.test('the holder is the OWNER: every role is theirs to manage and they see everyone', async (t) => {
  const c = client();
  const { accessToken } = await c.signIn(company.email, PRO_PASSWORD);
  const { organisationTeam } = await c.ask(TEAM, {}, accessToken);
  t.same(organisationTeam.role, 'OWNER');
  t.same(organisationTeam.manageableRoles, ['OWNER', 'MANAGER', 'MEMBER']);
  t.equal(organisationTeam.ownMemberId, null, 'the holder has no access row to give up');
  t.same(
    organisationTeam.members.map((m: { id: string }) => m.id),
    [managerAccess, memberAccess],
  );
});

t.test('a MANAGER manages MANAGER and MEMBER access, and sees their own row to leave by', async (t) => {
  const c = client();
  const token = await acting(c, manager, company.id);
  const { organisationTeam } = await c.ask(TEAM, {}, token);
  t.same(organisationTeam.role, 'MANAGER');
  t.same(organisationTeam.manageableRoles, ['MANAGER', 'MEMBER']);
  t.equal(organisationTeam.ownMemberId, managerAccess);
  t.equal(organisationTeam.members.length, 2);
});

t.test('a MEMBER learns their role and their own access, not the people', async (t) => {
  const c = client();
  const token = await acting(c, member, company.id);
  const { organisationTeam } = await c.ask(TEAM, {}, token);
  t.same(organisationTeam, { role: 'MEMBER', manageableRoles: [], ownMemberId: memberAccess, members: null });
});

t.test('an account that is not a company has no team; a visitor and a home owner are refused', async (t) => {
  const c = client();
  const { accessToken } = await c.signIn(member.email, PRO_PASSWORD);
  t.same((await c.ask(TEAM, {}, accessToken)).organisationTeam, null, 'an assumable-only sign-in is no company');
  t.equal(errorCode(await c.raw(TEAM, {})), 'UNAUTHENTICATED');
  const consumer = await c.signIn('consumer.uk@example.com', 'hearth-demo');
  t.equal(errorCode(await c.raw(TEAM, {}, consumer.accessToken)), 'FORBIDDEN');
});
