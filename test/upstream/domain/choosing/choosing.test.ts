// The home owner's side (spec §2.6) over real HTTP: their projects, the responses overview,
// shortlisting with each §8 failure in order, contact details after shortlisting, and invitations
// up to the §5 limit.
import t from 'tap';
import type { Database, SqlValue } from '../../../../upstream/db/database.ts';
import { mayContactConsumer, mayContactPro } from '../../../../upstream/domain/access/policy.ts';
import { chosenServicePros, responsesOverview } from '../../../../upstream/domain/choosing/overview.ts';
import type { Viewer } from '../../../../upstream/domain/identity/sessions.ts';
import type { ServiceRequestRow } from '../../../../upstream/domain/requests/rows.ts';
import { Loaders } from '../../../../upstream/graphql/loaders.ts';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { clientAt, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { db } = upstream;
const client = clientAt(upstream.origin, '203.0.113.40');
const trade = await createTrade(db);
const place = await createPlace(db);

const MY_PROJECTS = `query($status: [ServiceRequestStatus!], $first: Int, $after: String) {
  myServiceRequests(status: $status, first: $first, after: $after) {
    totalCount edges { node { id status } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
const OVERVIEW = `query { myServiceRequests { edges { node { id chosenServicePros { id slug } responsesOverview {
  id serviceRequest { id } responses { id status } shortlisted { id } invited { id } hired { id }
  shortlistLimit inviteLimit } } } } }`;
const SHORTLIST = `mutation($input: ShortlistInput!) { shortlist(input: $input) { __typename
  ... on Shortlisted { proposal { id status } } ... on AlreadyShortlisted { proposal { id status } }
  ... on ShortlistLimitReached { limit } ... on ConsumerMissingPhone { consumerId }
  ... on ProfessionalAnonymised { serviceProId } ... on ProfessionalBlacklistedOrSuspended { serviceProId }
  ... on RequestClosed { serviceRequestId status } ... on NotFound { id } } }`;
const INVITE = `mutation($input: InviteProInput!) { invitePro(input: $input) { __typename
  ... on ProInvited { proposal { id status } } ... on MaximumInvitesSent { limit }
  ... on AlreadyExpressedInterest { proposal { id status } } ... on ServiceNotSelected { service { id } }
  ... on ProfessionalAnonymised { serviceProId } ... on ProfessionalBlacklistedOrSuspended { serviceProId }
  ... on RequestClosed { serviceRequestId status } ... on NotFound { id } } }`;

const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const newPro = (serviceIds: readonly string[] = trade.serviceIds) =>
  createPro(db, { serviceIds, professionId: trade.professionId });

async function owner(phone: string | null = '+31612345678') {
  const person = await createConsumer(db, 'nl', phone);
  return { ...person, token: await tokenFor(person.id) };
}

async function respond(jobId: string, proId: string, status = 'PROPOSED', minutesAgo = 0): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO proposals (service_request_id, pro_id, status, created_at)
     VALUES ($1, $2, $3, now() - make_interval(mins => $4)) RETURNING id`,
    [jobId, proId, status, minutesAgo],
  );
  return row?.id ?? '';
}

const statusOf = async (proposalId: string) =>
  (await db.query<{ status: string }>('SELECT status FROM proposals WHERE id = $1', [proposalId]))[0]?.status;

function viewerOf(userId: string, userType: Viewer['userType']): Viewer {
  return {
    sessionId: userId,
    userId,
    userType,
    actorId: userId,
    actorType: userType,
    mode: 'SELF',
    secondLayerExpiresAt: null,
    parentSessionId: null,
  };
}

t.test('my projects lists only my jobs, newest first, a page at a time, filtered by state', async (t) => {
  const me = await owner();
  const other = await owner();
  const at = (days: number) => new Date(Date.now() - days * 86_400_000);
  const oldest = await createJob(db, { consumerId: me.id, trade, place, status: 'CLOSED', createdAt: at(3) });
  const middle = await createJob(db, { consumerId: me.id, trade, place, status: 'HIRED', createdAt: at(2) });
  const newest = await createJob(db, { consumerId: me.id, trade, place, createdAt: at(1) });
  await createJob(db, { consumerId: other.id, trade, place });

  const first = (await client.ask(MY_PROJECTS, { first: 2 }, me.token)).myServiceRequests;
  t.equal(first.totalCount, 3);
  t.same(
    first.edges.map((edge: { node: { id: string } }) => edge.node.id),
    [newest, middle],
  );
  t.same([first.pageInfo.hasNextPage, first.pageInfo.hasPreviousPage], [true, false]);
  const next = (await client.ask(MY_PROJECTS, { first: 2, after: first.pageInfo.endCursor }, me.token))
    .myServiceRequests;
  t.same(next.edges, [{ node: { id: oldest, status: 'CLOSED' } }]);
  t.same([next.pageInfo.hasNextPage, next.pageInfo.hasPreviousPage], [false, true]);

  const open = (await client.ask(MY_PROJECTS, { status: ['OPEN'] }, me.token)).myServiceRequests;
  t.same(open.edges, [{ node: { id: newest, status: 'OPEN' } }]);
  t.equal(open.totalCount, 1);
  const done = (await client.ask(MY_PROJECTS, { status: ['CLOSED', 'HIRED'] }, me.token)).myServiceRequests;
  t.equal(done.totalCount, 2);
  t.equal((await client.ask(MY_PROJECTS, { status: [] }, me.token)).myServiceRequests.totalCount, 3);

  t.equal(errorCode(await client.raw(MY_PROJECTS, { after: 'not-a-cursor' }, me.token)), 'BAD_USER_INPUT');
  t.equal(errorCode(await client.raw(MY_PROJECTS, { first: 0 }, me.token)), 'BAD_USER_INPUT');
  t.equal(errorCode(await client.raw(MY_PROJECTS, {}, await tokenFor((await newPro()).id))), 'FORBIDDEN');
  t.equal(errorCode(await client.raw(MY_PROJECTS, {})), 'UNAUTHENTICATED');
});

t.test('the responses overview shows the answered responses newest first, the shortlist and invitations', async (t) => {
  const me = await owner();
  const job = await createJob(db, { consumerId: me.id, trade, place });
  const pros = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newPro()));
  const invited = await respond(job, pros[0]?.id ?? '', 'INVITED', 1);
  const interested = await respond(job, pros[1]?.id ?? '', 'INTERESTED', 2);
  const proposed = await respond(job, pros[2]?.id ?? '', 'PROPOSED', 3);
  const shortlisted = await respond(job, pros[3]?.id ?? '', 'SHORTLISTED', 4);
  const declined = await respond(job, pros[4]?.id ?? '', 'DECLINED', 5);
  await respond(job, pros[5]?.id ?? '', 'CLOSED', 6);

  const [node] = (await client.ask(OVERVIEW, {}, me.token)).myServiceRequests.edges.map(
    (e: { node: unknown }) => e.node,
  );
  t.same(node.responsesOverview, {
    id: job,
    serviceRequest: { id: job },
    responses: [
      { id: interested, status: 'INTERESTED' },
      { id: proposed, status: 'PROPOSED' },
      { id: shortlisted, status: 'SHORTLISTED' },
      { id: declined, status: 'DECLINED' },
    ],
    shortlisted: [{ id: shortlisted }],
    invited: [{ id: invited }],
    hired: null,
    shortlistLimit: 3,
    inviteLimit: 5,
  });
  t.same(node.chosenServicePros, [{ id: pros[3]?.id, slug: pros[3]?.slug }]);

  // Nobody but the home owner (and staff) is told who responded or who was chosen.
  const [row] = await db.query<ServiceRequestRow>('SELECT * FROM service_requests WHERE id = $1', [job]);
  if (!row) throw new Error('no job');
  const as = (viewer: Viewer | null) => ({ db, viewer, loaders: new Loaders(db) });
  const pro = viewerOf(pros[3]?.id ?? '', 'SERVICE_PRO');
  t.equal(await responsesOverview(as(pro), row), null);
  t.same(await chosenServicePros(as(pro), row), []);
  t.equal(await responsesOverview(as(null), row), null);
  t.equal((await responsesOverview(as(viewerOf(me.id, 'CONSUMER')), row))?.id, job);
});

t.test('a page of projects reads the responses of all its jobs in one query', async (t) => {
  const me = await owner();
  for (let i = 0; i < 3; i++) {
    const job = await createJob(db, { consumerId: me.id, trade, place });
    await respond(job, (await newPro()).id, 'SHORTLISTED');
  }
  const query = db.query;
  const seen: string[] = [];
  db.query = <Row extends object>(sql: string, params?: readonly SqlValue[]) => {
    seen.push(sql);
    return query.call<Database, [string, readonly SqlValue[] | undefined], Promise<Row[]>>(db, sql, params);
  };
  t.teardown(() => {
    db.query = query;
  });
  const page = (await client.ask(OVERVIEW, {}, me.token)).myServiceRequests;
  db.query = query;
  t.equal(page.edges.length, 3);
  t.equal(seen.filter((sql) => /FROM proposals/.test(sql)).length, 1, 'one query for every overview');
  t.equal(seen.filter((sql) => /FROM users WHERE id = ANY/.test(sql)).length, 1, 'one for every chosen pro');
});

t.test('shortlisting answers each failure in order, then shortlists', async (t) => {
  const me = await owner();
  const job = await createJob(db, { consumerId: me.id, trade, place });
  const pro = await newPro();
  const proposal = await respond(job, pro.id);
  const shortlist = async (proposalId: string, token = me.token) =>
    (await client.ask(SHORTLIST, { input: { proposalId } }, token)).shortlist;
  const setPro = (sql: string) => db.query(`UPDATE users SET ${sql} WHERE id = $1`, [pro.id]);

  t.same(await shortlist('00000000-0000-4000-8000-000000000000'), {
    __typename: 'NotFound',
    id: '00000000-0000-4000-8000-000000000000',
  });
  t.same(await shortlist('nope'), { __typename: 'NotFound', id: 'nope' });
  const stranger = await owner();
  t.same(await shortlist(proposal, stranger.token), { __typename: 'NotFound', id: proposal }, 'not my job');

  await setPro(`status = 'ANONYMISED'`);
  await db.query(`UPDATE service_requests SET status = 'CLOSED' WHERE id = $1`, [job]);
  t.same(await shortlist(proposal), { __typename: 'RequestClosed', serviceRequestId: job, status: 'CLOSED' });
  await db.query(`UPDATE service_requests SET status = 'OPEN' WHERE id = $1`, [job]);

  for (const status of ['SHORTLISTED', 'HIRED']) {
    await db.query('UPDATE proposals SET status = $2 WHERE id = $1', [proposal, status]);
    t.same(await shortlist(proposal), { __typename: 'AlreadyShortlisted', proposal: { id: proposal, status } });
  }
  for (const status of ['INVITED', 'DECLINED', 'CLOSED']) {
    await db.query('UPDATE proposals SET status = $2 WHERE id = $1', [proposal, status]);
    t.same(await shortlist(proposal), { __typename: 'NotFound', id: proposal }, `${status}: nothing to shortlist`);
  }
  await db.query(`UPDATE proposals SET status = 'PROPOSED' WHERE id = $1`, [proposal]);

  await db.query('UPDATE users SET phone = NULL WHERE id = $1', [me.id]);
  t.same(await shortlist(proposal), { __typename: 'ProfessionalAnonymised', serviceProId: pro.id });
  await setPro(`status = 'DISABLED'`);
  t.same(await shortlist(proposal), { __typename: 'ProfessionalBlacklistedOrSuspended', serviceProId: pro.id });
  await setPro(`status = 'ACTIVE'`);
  await db.query(`INSERT INTO email_blacklist (pattern, kind, reason) VALUES ($1, 'ADDRESS', 'test')`, [pro.email]);
  t.same(await shortlist(proposal), { __typename: 'ProfessionalBlacklistedOrSuspended', serviceProId: pro.id });
  await db.query('DELETE FROM email_blacklist WHERE pattern = $1', [pro.email]);
  await setPro(`email = 'crew@blocked-trades.example'`);
  await db.query(
    `INSERT INTO email_blacklist (pattern, kind, reason) VALUES ('blocked-trades.example', 'DOMAIN', 'test')`,
  );
  t.same(await shortlist(proposal), { __typename: 'ProfessionalBlacklistedOrSuspended', serviceProId: pro.id });
  await setPro('email = email_normalised');

  t.same(await shortlist(proposal), { __typename: 'ConsumerMissingPhone', consumerId: me.id });
  await db.query(`UPDATE users SET phone = '+31611112222' WHERE id = $1`, [me.id]);
  t.equal(await statusOf(proposal), 'PROPOSED', 'no refusal changed the response');

  t.same(await shortlist(proposal), { __typename: 'Shortlisted', proposal: { id: proposal, status: 'SHORTLISTED' } });
  const [row] = await db.query<{ shortlisted: boolean; count: number }>(
    `SELECT p.shortlisted_at IS NOT NULL AS shortlisted, r.shortlists_count AS count
       FROM proposals p JOIN service_requests r ON r.id = p.service_request_id WHERE p.id = $1`,
    [proposal],
  );
  t.same(row, { shortlisted: true, count: 1 });
  const messages = await db.query('SELECT sender_kind, body FROM proposal_messages WHERE proposal_id = $1', [proposal]);
  t.same(messages, [{ sender_kind: 'SYSTEM', body: 'shortlisted' }], 'the professional is told in the conversation');
  t.same(await shortlist(proposal), {
    __typename: 'AlreadyShortlisted',
    proposal: { id: proposal, status: 'SHORTLISTED' },
  });
});

t.test('a shortlisted professional and the home owner may see each other’s contact details', async (t) => {
  const me = await owner();
  const job = await createJob(db, { consumerId: me.id, trade, place });
  const pro = await newPro();
  const proposal = await respond(job, pro.id);
  const consumerViewer = viewerOf(me.id, 'CONSUMER');
  const proViewer = viewerOf(pro.id, 'SERVICE_PRO');
  t.equal(await mayContactPro(db, consumerViewer, pro.id), false, 'not before shortlisting');
  t.equal(await mayContactConsumer(db, proViewer, me.id), false);
  const { shortlist } = await client.ask(SHORTLIST, { input: { proposalId: proposal } }, me.token);
  t.equal(shortlist.__typename, 'Shortlisted');
  t.equal(await mayContactPro(db, consumerViewer, pro.id), true);
  t.equal(await mayContactConsumer(db, proViewer, me.id), true);
  t.equal(await mayContactPro(db, viewerOf((await owner()).id, 'CONSUMER'), pro.id), false, 'other home owners not');
});

t.test('the fourth shortlist on a job is refused with the limit', async (t) => {
  const me = await owner();
  const job = await createJob(db, { consumerId: me.id, trade, place });
  const proposals: string[] = [];
  for (let i = 0; i < 4; i++)
    proposals.push(await respond(job, (await newPro()).id, i % 2 ? 'INTERESTED' : 'PROPOSED'));
  const shortlist = async (proposalId: string) =>
    (await client.ask(SHORTLIST, { input: { proposalId } }, me.token)).shortlist.__typename;
  t.same(
    [await shortlist(proposals[0] ?? ''), await shortlist(proposals[1] ?? ''), await shortlist(proposals[2] ?? '')],
    ['Shortlisted', 'Shortlisted', 'Shortlisted'],
  );
  const fourth = await client.ask(SHORTLIST, { input: { proposalId: proposals[3] } }, me.token);
  t.same(fourth.shortlist, { __typename: 'ShortlistLimitReached', limit: 3 });
  t.equal(await statusOf(proposals[3] ?? ''), 'INTERESTED');
});

t.test(
  'another home owner finds none of my responses or jobs; professionals and visitors may not choose',
  async (t) => {
    const me = await owner();
    const job = await createJob(db, { consumerId: me.id, trade, place });
    const pro = await newPro();
    const proposal = await respond(job, pro.id);
    const stranger = await owner();
    t.same((await client.ask(SHORTLIST, { input: { proposalId: proposal } }, stranger.token)).shortlist, {
      __typename: 'NotFound',
      id: proposal,
    });
    const invite = await client.ask(
      INVITE,
      { input: { serviceRequestId: job, serviceProSlug: pro.slug } },
      stranger.token,
    );
    t.same(invite.invitePro, { __typename: 'NotFound', id: job });
    t.equal(
      errorCode(await client.raw(SHORTLIST, { input: { proposalId: proposal } }, await tokenFor(pro.id))),
      'FORBIDDEN',
    );
    t.equal(errorCode(await client.raw(SHORTLIST, { input: { proposalId: proposal } })), 'UNAUTHENTICATED');
    t.equal(await statusOf(proposal), 'PROPOSED');
  },
);

t.test('inviting answers each failure in order, then invites up to five professionals', async (t) => {
  const me = await owner();
  const job = await createJob(db, { consumerId: me.id, trade, place });
  const invite = async (serviceProSlug: string | null, serviceRequestId = job) =>
    (await client.ask(INVITE, { input: { serviceRequestId, serviceProSlug } }, me.token)).invitePro;
  const pro = await newPro();
  const slug = pro.slug ?? '';

  t.same(await invite('no-such-pro'), { __typename: 'NotFound', id: 'no-such-pro' });
  t.same(await invite(slug, 'nope'), { __typename: 'NotFound', id: 'nope' });
  const french = await createPro(db, { brand: 'fr', serviceIds: trade.serviceIds, professionId: trade.professionId });
  t.same(await invite(french.slug), { __typename: 'NotFound', id: french.slug }, 'a professional of another brand');
  const pending = await newPro();
  await db.query(`UPDATE users SET status = 'PENDING' WHERE id = $1`, [pending.id]);
  t.same(await invite(pending.slug), { __typename: 'NotFound', id: pending.slug }, 'not activated yet');

  const closed = await createJob(db, { consumerId: me.id, trade, place, status: 'HIRED' });
  t.same(await invite(slug, closed), { __typename: 'RequestClosed', serviceRequestId: closed, status: 'HIRED' });
  await db.query(`UPDATE users SET status = 'ANONYMISED' WHERE id = $1`, [pro.id]);
  t.same(await invite(slug), { __typename: 'ProfessionalAnonymised', serviceProId: pro.id });
  await db.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [pro.id]);
  t.same(await invite(slug), { __typename: 'ProfessionalBlacklistedOrSuspended', serviceProId: pro.id });
  const otherService = await newPro([trade.serviceIds[1]]);
  t.same(await invite(otherService.slug), { __typename: 'ServiceNotSelected', service: { id: trade.serviceIds[0] } });
  const responded = await newPro();
  const existing = await respond(job, responded.id, 'DECLINED');
  t.same(await invite(responded.slug), {
    __typename: 'AlreadyExpressedInterest',
    proposal: { id: existing, status: 'DECLINED' },
  });

  const invitedIds: string[] = [];
  for (let i = 0; i < 5; i++) {
    const next = await newPro();
    const answer = await invite(next.slug);
    t.equal(answer.__typename, 'ProInvited');
    t.equal(answer.proposal.status, 'INVITED');
    invitedIds.push(next.id);
  }
  t.same(await invite((await newPro()).slug), { __typename: 'MaximumInvitesSent', limit: 5 }, 'the sixth');

  const [row] = await db.query<{
    invites_count: number;
    matching_strategies: { kind: string; serviceProId?: string }[];
  }>('SELECT invites_count, matching_strategies FROM service_requests WHERE id = $1', [job]);
  t.equal(row?.invites_count, 5);
  t.same(
    row?.matching_strategies.filter((s) => s.kind === 'INVITATION').map((s) => s.serviceProId),
    invitedIds,
  );
  const origins = await db.query<{ origin: string; status: string }>(
    `SELECT DISTINCT origin, status FROM proposals WHERE service_request_id = $1 AND pro_id = ANY($2::uuid[])`,
    [job, invitedIds],
  );
  t.same(origins, [{ origin: 'INVITATION', status: 'INVITED' }]);
  const [node] = (await client.ask(OVERVIEW, {}, me.token)).myServiceRequests.edges
    .map((e: { node: { id: string } }) => e.node)
    .filter((n: { id: string }) => n.id === job);
  t.equal(node.responsesOverview.invited.length, 5);
});
