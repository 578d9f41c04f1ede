// Messages reported to staff over real HTTP (issue 22): either side reports what the other wrote,
// once; staff read it whole and dismiss the report or take the message down, which empties it in
// the conversation and settles every open report of it; each decision is audited.
import t from 'tap';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createProposal,
  createTrade,
} from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const adminToken = await tokenFor(await upstream.userId('admin@example.com'));
const trade = await createTrade(db);
const place = await createPlace(db);

const SEND = `mutation($id: ID!, $body: String!) { sendProposalMessage(input: { proposalId: $id, body: $body }) {
  ... on MessageSent { message { id } } } }`;
const REPORT = `mutation($input: ReportProposalMessageInput!) { reportProposalMessage(input: $input) { __typename
  ... on MessageReported { reportId } ... on NotFound { id } } }`;
const REPORTS = `query($status: MessageReportStatus) { messageReports(status: $status, first: 100) { totalCount
  edges { node { id reason note status reporter { id } messageBody messageSenderKind messageSender { id } proposalId } } } }`;
const DECIDE = `mutation($input: DecideMessageReportInput!) { decideMessageReport(input: $input) { __typename
  ... on MessageReportDecided { report { id status } } ... on NotFound { id } } }`;
const THREAD = `query($id: ID!) { proposal(id: $id) { messages { edges { node { body removed } } } } }`;

const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

async function conversation() {
  const owner = await createConsumer(db);
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const job = await createJob(db, { consumerId: owner.id, trade, place });
  const id = await createProposal(db, job, pro.id);
  const ownerToken = await tokenFor(owner.id);
  const proToken = await tokenFor(pro.id);
  const mine = (await ask(SEND, { id, body: 'Could you start next Monday?' }, ownerToken)).sendProposalMessage;
  const theirs = (await ask(SEND, { id, body: 'Pay me in cash and skip the platform fee.' }, proToken))
    .sendProposalMessage;
  return { id, owner, pro, ownerToken, proToken, ownerMessage: mine.message.id, proMessage: theirs.message.id };
}

type Report = { id: string; status: string; reporter: { id: string } };
const openReports = async () =>
  (await ask(REPORTS, {}, adminToken)).messageReports.edges.map((edge: { node: Report }) => edge.node);

t.test('a side reports the other side’s message once; staff take it down', async (t) => {
  const c = await conversation();
  const input = { messageId: c.proMessage, reason: 'SCAM', note: '  wants cash  ' };
  const reported = await ask(REPORT, { input }, c.ownerToken);
  t.equal(reported.reportProposalMessage.__typename, 'MessageReported');
  const again = await ask(REPORT, { input }, c.ownerToken);
  t.same(again.reportProposalMessage, reported.reportProposalMessage, 'once per person and message');
  const reportId = reported.reportProposalMessage.reportId;

  const open = (await openReports()).find((report: Report) => report.id === reportId);
  t.match(open, {
    reason: 'SCAM',
    note: 'wants cash',
    status: 'OPEN',
    reporter: { id: c.owner.id },
    messageBody: 'Pay me in cash and skip the platform fee.',
    messageSenderKind: 'SERVICE_PRO',
    messageSender: { id: c.pro.id },
    proposalId: c.id,
  });

  const removed = await ask(
    DECIDE,
    { input: { reportId, decision: 'REMOVE_MESSAGE', reason: 'Fee avoidance' } },
    adminToken,
  );
  t.same(removed.decideMessageReport, {
    __typename: 'MessageReportDecided',
    report: { id: reportId, status: 'REMOVED' },
  });
  for (const token of [c.ownerToken, c.proToken]) {
    const thread = (await ask(THREAD, { id: c.id }, token)).proposal.messages.edges.map(
      (edge: { node: unknown }) => edge.node,
    );
    t.same(thread, [
      { body: 'Could you start next Monday?', removed: false },
      { body: '', removed: true },
    ]);
  }
  t.notOk(
    (await openReports()).some((report: Report) => report.id === reportId),
    'no longer open',
  );
  const audit = await db.query<{ reason: string }>(
    "SELECT reason FROM audit_log WHERE subject_id = $1 AND 'decideMessageReport' = ANY (operations)",
    [c.pro.id],
  );
  t.same(audit, [{ reason: 'Fee avoidance' }]);
});

t.test('staff dismiss a report and the message stays', async (t) => {
  const c = await conversation();
  const reported = await ask(REPORT, { input: { messageId: c.ownerMessage, reason: 'SPAM' } }, c.proToken);
  const reportId = reported.reportProposalMessage.reportId;
  const dismissed = await ask(DECIDE, { input: { reportId, decision: 'DISMISS' } }, adminToken);
  t.same(dismissed.decideMessageReport.report, { id: reportId, status: 'DISMISSED' });
  const thread = (await ask(THREAD, { id: c.id }, c.ownerToken)).proposal.messages.edges;
  t.equal(thread[0].node.body, 'Could you start next Monday?');
  const settled = (await ask(REPORTS, { status: 'DISMISSED' }, adminToken)).messageReports.edges;
  t.ok(settled.some((edge: { node: Report }) => edge.node.id === reportId));
  for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
    const answer = await ask(DECIDE, { input: { reportId: id, decision: 'DISMISS' } }, adminToken);
    t.same(answer.decideMessageReport, { __typename: 'NotFound', id });
  }
});

t.test('only a side of the conversation reports, and only the other side’s words', async (t) => {
  const c = await conversation();
  const outsider = await createConsumer(db);
  const refused = async (messageId: string, token: string) =>
    (await ask(REPORT, { input: { messageId, reason: 'ABUSE' } }, token)).reportProposalMessage;
  t.same(await refused(c.ownerMessage, c.ownerToken), { __typename: 'NotFound', id: c.ownerMessage }, 'not their own');
  t.same(await refused(c.proMessage, await tokenFor(outsider.id)), { __typename: 'NotFound', id: c.proMessage });
  t.same(await refused('nope', c.ownerToken), { __typename: 'NotFound', id: 'nope' });
  const tooLong = await call(
    origin,
    REPORT,
    { input: { messageId: c.proMessage, reason: 'OTHER', note: 'x'.repeat(1001) } },
    { token: c.ownerToken },
  );
  t.equal(errorCode(tooLong), 'BAD_USER_INPUT');
  t.equal(errorCode(await call(origin, REPORTS, {}, { token: c.ownerToken })), 'FORBIDDEN');
  const decide = { input: { reportId: '00000000-0000-4000-8000-000000000000', decision: 'DISMISS' } };
  t.equal(errorCode(await call(origin, DECIDE, decide, { token: c.proToken })), 'FORBIDDEN');
  t.equal(
    errorCode(await call(origin, REPORT, { input: { messageId: c.proMessage, reason: 'SPAM' } }, {})),
    'UNAUTHENTICATED',
  );
});

t.test('each side reads when they reported a message, and only their own report', async (t) => {
  const c = await conversation();
  const REPORTED = `query($id: ID!) { proposal(id: $id) { messages { edges { node { id reportedAt } } } } }`;
  const reportedAt = async (token: string) =>
    Object.fromEntries(
      (await ask(REPORTED, { id: c.id }, token)).proposal.messages.edges.map(
        (edge: { node: { id: string; reportedAt: string | null } }) => [edge.node.id, edge.node.reportedAt],
      ),
    );
  t.same(await reportedAt(c.ownerToken), { [c.ownerMessage]: null, [c.proMessage]: null }, 'nothing reported yet');
  await ask(REPORT, { input: { messageId: c.proMessage, reason: 'SPAM' } }, c.ownerToken);
  const owner = await reportedAt(c.ownerToken);
  t.ok(owner[c.proMessage] && Date.parse(owner[c.proMessage]) <= Date.now(), 'the reporter sees when');
  t.equal(owner[c.ownerMessage], null);
  t.same(await reportedAt(c.proToken), { [c.ownerMessage]: null, [c.proMessage]: null }, 'the other side does not');
});
