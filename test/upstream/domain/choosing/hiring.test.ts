// Deciding a job (spec §2.6) over real HTTP: hiring declines everyone else and ends the job,
// declining and closing, and two choices at once on one job (the job row is the lock).
import t from 'tap';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
} from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { clientAt, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { db } = upstream;
const client = clientAt(upstream.origin, '203.0.113.41');
const trade = await createTrade(db);
const place = await createPlace(db);

const HIRE = `mutation($input: ShortlistInput!) { hirePro(input: $input) { __typename
  ... on ProHired { proposal { id status } } ... on ProfessionalAnonymised { serviceProId }
  ... on ProfessionalBlacklistedOrSuspended { serviceProId } ... on RequestClosed { serviceRequestId status }
  ... on NotFound { id } } }`;
const DECLINE = `mutation($input: DeclineInput!) { declinePro(input: $input) { __typename
  ... on ProDeclined { proposal { id status } } ... on RequestClosed { serviceRequestId status }
  ... on NotFound { id } } }`;
const CLOSE = `mutation($input: CloseServiceRequestInput!) { closeServiceRequest(input: $input) { __typename
  ... on ServiceRequestClosed { serviceRequest { id status } } ... on RequestClosed { serviceRequestId status }
  ... on NotFound { id } } }`;
const SHORTLIST = `mutation($input: ShortlistInput!) { shortlist(input: $input) { __typename } }`;

async function owner() {
  const person = await createConsumer(db);
  return { ...person, token: await upstream.sessionFor({ userId: person.id, secondLayer: false }) };
}

// A job of a new home owner with one response per status given, oldest first.
async function jobWith(statuses: readonly string[]) {
  const me = await owner();
  const job = await createJob(db, { consumerId: me.id, trade, place });
  const proposals: string[] = [];
  const pros: string[] = [];
  for (const status of statuses) {
    const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO proposals (service_request_id, pro_id, status, declined_at)
       VALUES ($1, $2, $3, CASE WHEN $3 = 'DECLINED' THEN timestamptz '2020-01-01T00:00:00Z' END) RETURNING id`,
      [job, pro.id, status],
    );
    proposals.push(row?.id ?? '');
    pros.push(pro.id);
  }
  return { me, job, proposals, pros };
}

const hire = async (proposalId: string, token: string) =>
  (await client.ask(HIRE, { input: { proposalId } }, token)).hirePro;
const decline = async (proposalId: string, token: string, reason?: string | null) =>
  (await client.ask(DECLINE, { input: { proposalId, reason } }, token)).declinePro;
const close = async (serviceRequestId: string, token: string, reason?: string) =>
  (await client.ask(CLOSE, { input: { serviceRequestId, reason } }, token)).closeServiceRequest;

interface ProposalState {
  readonly status: string;
  readonly hired: boolean;
  readonly declined: string | null;
  readonly closed: boolean;
}

const states = (ids: readonly string[]) =>
  Promise.all(
    ids.map(
      async (id) =>
        (
          await db.query<ProposalState>(
            `SELECT status, hired_at IS NOT NULL AS hired, to_char(declined_at AT TIME ZONE 'UTC', 'YYYY') AS declined,
                    closed_at IS NOT NULL AS closed
               FROM proposals WHERE id = $1`,
            [id],
          )
        )[0],
    ),
  );
const jobState = async (id: string) =>
  (
    await db.query<{ status: string; closed: boolean; close_reason: string | null }>(
      'SELECT status, closed_at IS NOT NULL AS closed, close_reason FROM service_requests WHERE id = $1',
      [id],
    )
  )[0];
const systemMessages = async (proposalId: string) =>
  (
    await db.query<{ body: string }>(
      `SELECT body FROM proposal_messages WHERE proposal_id = $1 AND sender_kind = 'SYSTEM' ORDER BY created_at`,
      [proposalId],
    )
  ).map((row) => row.body);

t.test('hiring declines every undecided response and ends the job; a second hire finds it closed', async (t) => {
  const statuses = ['INVITED', 'INTERESTED', 'PROPOSED', 'PROPOSED', 'SHORTLISTED', 'DECLINED'];
  const { me, job, proposals } = await jobWith(statuses);
  const chosen = proposals[3] ?? '';
  t.same(await hire(chosen, me.token), { __typename: 'ProHired', proposal: { id: chosen, status: 'HIRED' } });
  const now = String(new Date().getUTCFullYear());
  t.same(await states(proposals), [
    { status: 'DECLINED', hired: false, declined: now, closed: false },
    { status: 'DECLINED', hired: false, declined: now, closed: false },
    { status: 'DECLINED', hired: false, declined: now, closed: false },
    { status: 'HIRED', hired: true, declined: null, closed: false },
    { status: 'DECLINED', hired: false, declined: now, closed: false },
    { status: 'DECLINED', hired: false, declined: '2020', closed: false },
  ]);
  t.same(await jobState(job), { status: 'HIRED', closed: true, close_reason: null });
  t.same(await systemMessages(chosen), ['hired']);
  t.same(await systemMessages(proposals[2] ?? ''), ['declined'], 'the others are told');
  t.same(await systemMessages(proposals[5] ?? ''), [], 'nothing new for one declined before');

  const closed = { __typename: 'RequestClosed', serviceRequestId: job, status: 'HIRED' };
  t.same(await hire(proposals[2] ?? '', me.token), closed, 'a second hire');
  t.same(await hire(chosen, me.token), closed);
  t.same(await decline(chosen, me.token), closed);
  t.same(await close(job, me.token), closed);
  t.equal(
    (await client.ask(SHORTLIST, { input: { proposalId: proposals[4] } }, me.token)).shortlist.__typename,
    'RequestClosed',
  );
});

t.test('only a proposal can be hired, of a professional in good standing, on my job', async (t) => {
  const { me, job, proposals, pros } = await jobWith(['INVITED', 'INTERESTED', 'DECLINED', 'PROPOSED', 'SHORTLISTED']);
  const [invited, interested, declined, proposed, shortlisted] = proposals as [string, string, string, string, string];
  const [, , , anonymisedPro, disabledPro] = pros as [string, string, string, string, string];
  const stranger = await owner();
  t.same(await hire(proposed, stranger.token), { __typename: 'NotFound', id: proposed }, 'not my job');
  t.same(await hire('nope', me.token), { __typename: 'NotFound', id: 'nope' });
  for (const id of [invited, interested, declined]) {
    t.same(await hire(id, me.token), { __typename: 'NotFound', id }, 'no proposal to accept');
  }
  await db.query(`UPDATE users SET status = 'ANONYMISED' WHERE id = $1`, [anonymisedPro]);
  t.same(await hire(proposed, me.token), { __typename: 'ProfessionalAnonymised', serviceProId: anonymisedPro });
  await db.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [disabledPro]);
  t.same(await hire(shortlisted, me.token), {
    __typename: 'ProfessionalBlacklistedOrSuspended',
    serviceProId: disabledPro,
  });
  await db.query(`UPDATE users SET status = 'ACTIVE' WHERE id = $1`, [disabledPro]);
  t.equal((await jobState(job))?.status, 'OPEN', 'no refusal decided the job');
  t.same(await hire(shortlisted, me.token), { __typename: 'ProHired', proposal: { id: shortlisted, status: 'HIRED' } });
  t.equal(
    errorCode(
      await client.raw(
        HIRE,
        { input: { proposalId: proposed } },
        await upstream.sessionFor({ userId: pros[0] ?? '', secondLayer: false }),
      ),
    ),
    'FORBIDDEN',
  );
});

t.test('declining keeps the reason for the professional; a decided response is not found', async (t) => {
  const { me, job, proposals } = await jobWith(['PROPOSED', 'SHORTLISTED', 'INVITED', 'HIRED', 'CLOSED']);
  const [proposed, shortlisted, invited, hired, closedOne] = proposals as [string, string, string, string, string];
  const tooLong = 'x'.repeat(501);
  t.equal(
    errorCode(await client.raw(DECLINE, { input: { proposalId: proposed, reason: tooLong } }, me.token)),
    'BAD_USER_INPUT',
  );
  t.equal((await states([proposed]))[0]?.status, 'PROPOSED');

  t.same(await decline(proposed, me.token, '  We chose a closer company.  '), {
    __typename: 'ProDeclined',
    proposal: { id: proposed, status: 'DECLINED' },
  });
  const now = String(new Date().getUTCFullYear());
  const [reason] = await db.query(
    'SELECT decline_reason, declined_at IS NOT NULL AS declined FROM proposals WHERE id = $1',
    [proposed],
  );
  t.same(reason, { decline_reason: 'We chose a closer company.', declined: true });
  const [declinedPro] = await db.query<{ email: string }>(
    'SELECT u.email FROM proposals p JOIN users u ON u.id = p.pro_id WHERE p.id = $1',
    [proposed],
  );
  const proToken = (await client.signIn(declinedPro?.email ?? '', FIXTURE_PASSWORD)).accessToken;
  const seen = await client.ask(
    'query($id: ID!) { proposal(id: $id) { status declineReason } }',
    { id: proposed },
    proToken,
  );
  t.same(
    seen.proposal,
    { status: 'DECLINED', declineReason: 'We chose a closer company.' },
    'the professional reads why',
  );
  t.same(await systemMessages(proposed), ['declined']);
  t.same(await decline(proposed, me.token), { __typename: 'NotFound', id: proposed }, 'declined already');

  t.same((await decline(shortlisted, me.token, 'x'.repeat(500))).__typename, 'ProDeclined', '500 characters are fine');
  t.same((await decline(invited, me.token, '   ')).__typename, 'ProDeclined', 'an invitation can be withdrawn');
  const [blank] = await db.query('SELECT decline_reason FROM proposals WHERE id = $1', [invited]);
  t.same(blank, { decline_reason: null });
  t.same(await decline(hired, me.token), { __typename: 'NotFound', id: hired });
  t.same(await decline(closedOne, me.token), { __typename: 'NotFound', id: closedOne });
  t.same((await states([shortlisted]))[0], { status: 'DECLINED', hired: false, declined: now, closed: false });

  const stranger = await owner();
  const other = await jobWith(['PROPOSED']);
  t.same(await decline(other.proposals[0] ?? '', stranger.token), { __typename: 'NotFound', id: other.proposals[0] });
  await db.query(`UPDATE service_requests SET status = 'CLOSED' WHERE id = $1`, [other.job]);
  t.same(await decline(other.proposals[0] ?? '', other.me.token), {
    __typename: 'RequestClosed',
    serviceRequestId: other.job,
    status: 'CLOSED',
  });
  t.equal((await jobState(job))?.status, 'OPEN');
});

t.test('closing a job closes its undecided responses; closing it again is refused', async (t) => {
  const { me, job, proposals } = await jobWith(['INVITED', 'INTERESTED', 'PROPOSED', 'SHORTLISTED', 'DECLINED']);
  const stranger = await owner();
  t.same(await close(job, stranger.token), { __typename: 'NotFound', id: job }, 'not my job');
  t.same(await close('nope', me.token), { __typename: 'NotFound', id: 'nope' });
  t.equal(
    errorCode(await client.raw(CLOSE, { input: { serviceRequestId: job, reason: 'y'.repeat(1001) } }, me.token)),
    'BAD_USER_INPUT',
  );

  t.same(await close(job, me.token, '  Did it myself. '), {
    __typename: 'ServiceRequestClosed',
    serviceRequest: { id: job, status: 'CLOSED' },
  });
  t.same(await jobState(job), { status: 'CLOSED', closed: true, close_reason: 'Did it myself.' });
  const closedRow = { status: 'CLOSED', hired: false, declined: null, closed: true };
  t.same(await states(proposals), [
    closedRow,
    closedRow,
    closedRow,
    closedRow,
    { status: 'DECLINED', hired: false, declined: '2020', closed: false },
  ]);
  t.same(await systemMessages(proposals[1] ?? ''), ['closed']);
  t.same(await close(job, me.token), { __typename: 'RequestClosed', serviceRequestId: job, status: 'CLOSED' });
  t.same(await hire(proposals[2] ?? '', me.token), {
    __typename: 'RequestClosed',
    serviceRequestId: job,
    status: 'CLOSED',
  });
});

t.test('five shortlists at once on one job shortlist exactly three', async (t) => {
  const { me, job, proposals } = await jobWith(['PROPOSED', 'PROPOSED', 'PROPOSED', 'PROPOSED', 'PROPOSED']);
  const answers = await Promise.all(
    proposals.map((proposalId) => client.ask(SHORTLIST, { input: { proposalId } }, me.token)),
  );
  const names = answers.map((answer) => answer.shortlist.__typename).sort();
  t.same(names, ['ShortlistLimitReached', 'ShortlistLimitReached', 'Shortlisted', 'Shortlisted', 'Shortlisted']);
  const [row] = await db.query<{ shortlisted: number; count: number }>(
    `SELECT (SELECT count(*)::int FROM proposals WHERE service_request_id = $1 AND status = 'SHORTLISTED') AS shortlisted,
            shortlists_count AS count FROM service_requests WHERE id = $1`,
    [job],
  );
  t.same(row, { shortlisted: 3, count: 3 });
});

t.test('two hires at once on one job hire exactly one professional', async (t) => {
  const { me, job, proposals } = await jobWith(['PROPOSED', 'PROPOSED', 'SHORTLISTED']);
  const answers = await Promise.all(proposals.map((proposalId) => hire(proposalId, me.token)));
  const names = answers.map((answer) => answer.__typename).sort();
  t.same(names, ['ProHired', 'RequestClosed', 'RequestClosed']);
  const hired = await db.query(`SELECT id FROM proposals WHERE service_request_id = $1 AND status = 'HIRED'`, [job]);
  t.equal(hired.length, 1);
  t.equal((await jobState(job))?.status, 'HIRED');
});
