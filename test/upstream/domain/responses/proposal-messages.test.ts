// Messages about a proposal between the home owner and the professional (spec §2.7
// my-proposal/{id}/messages): both sides write, each counts what the other wrote and they have not
// read, contact details wait for the shortlist (spec §5), and no one else takes part.
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
import { call, data } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

const SEND = `mutation($id: ID!, $body: String!) { sendProposalMessage(input: { proposalId: $id, body: $body }) {
  __typename ... on MessageSent { message { id senderKind body isMine readAt } proposal { id unreadCount } }
  ... on InvalidFields { fieldErrors { field code } } ... on NotFound { id } } }`;
const READ = `mutation($id: ID!) { markProposalMessagesRead(input: { proposalId: $id }) { __typename
  ... on MessagesRead { proposal { id unreadCount } } ... on NotFound { id } } }`;
const THREAD = `query($id: ID!, $first: Int, $after: String) { proposal(id: $id) { unreadCount
  messages(first: $first, after: $after) { pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { node { body senderKind isMine readAt } } } } }`;

async function conversation() {
  const trade = await createTrade(db);
  const place = await createPlace(db);
  const owner = await createConsumer(db);
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const job = await createJob(db, { consumerId: owner.id, trade, place });
  const proposalId = await createProposal(db, job, pro.id);
  return {
    id: proposalId,
    trade,
    place,
    proToken: await tokenFor(pro.id),
    ownerToken: await tokenFor(owner.id),
  };
}

const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));
const send = async (id: string, body: string, token: string) =>
  (await ask(SEND, { id, body }, token)).sendProposalMessage;
const thread = async (id: string, token: string, page: Record<string, unknown> = {}) =>
  (await ask(THREAD, { id, ...page }, token)).proposal;

t.test('the home owner and the professional exchange messages, oldest first', async (t) => {
  const c = await conversation();
  const first = await send(c.id, '  Could you start next Monday?  ', c.ownerToken);
  t.equal(first.__typename, 'MessageSent');
  t.match(first.message, { senderKind: 'CONSUMER', body: 'Could you start next Monday?', isMine: true, readAt: null });
  const reply = await send(c.id, 'Yes, Monday at nine works for me.', c.proToken);
  t.match(reply.message, { senderKind: 'SERVICE_PRO', isMine: true });
  await send(c.id, 'I will bring the new tap.', c.proToken);

  const seenByPro = await thread(c.id, c.proToken);
  t.same(
    seenByPro.messages.edges.map((edge: { node: unknown }) => edge.node),
    [
      { body: 'Could you start next Monday?', senderKind: 'CONSUMER', isMine: false, readAt: null },
      { body: 'Yes, Monday at nine works for me.', senderKind: 'SERVICE_PRO', isMine: true, readAt: null },
      { body: 'I will bring the new tap.', senderKind: 'SERVICE_PRO', isMine: true, readAt: null },
    ],
  );
  const seenByOwner = await thread(c.id, c.ownerToken);
  t.same(
    seenByOwner.messages.edges.map((edge: { node: { isMine: boolean } }) => edge.node.isMine),
    [true, false, false],
    'each side sees its own messages as its own',
  );

  const page = await thread(c.id, c.proToken, { first: 2 });
  t.equal(page.messages.pageInfo.hasNextPage, true);
  const rest = await thread(c.id, c.proToken, { first: 2, after: page.messages.pageInfo.endCursor });
  t.same(
    rest.messages.edges.map((edge: { node: { body: string } }) => edge.node.body),
    ['I will bring the new tap.'],
  );
  t.same([rest.messages.pageInfo.hasNextPage, rest.messages.pageInfo.hasPreviousPage], [false, true]);
});

t.test('each side counts the messages of the other side it has not read, until it marks them read', async (t) => {
  const c = await conversation();
  await send(c.id, 'Could you start next Monday?', c.ownerToken);
  await send(c.id, 'Yes, Monday at nine works for me.', c.proToken);
  await send(c.id, 'I will bring the new tap.', c.proToken);
  t.equal((await thread(c.id, c.proToken)).unreadCount, 1);
  t.equal((await thread(c.id, c.ownerToken)).unreadCount, 2);
  const list = await ask('query { tradespersonProposalList { edges { node { id unreadCount } } } }', {}, c.proToken);
  t.same(list.tradespersonProposalList.edges, [{ node: { id: c.id, unreadCount: 1 } }], 'in the list too');
  const badge = async (token: string) => (await ask('{ myUnreadMessageCount }', {}, token)).myUnreadMessageCount;
  t.same([await badge(c.proToken), await badge(c.ownerToken)], [1, 2], 'and over all of the account (the apps’ badge)');

  const read = (await ask(READ, { id: c.id }, c.ownerToken)).markProposalMessagesRead;
  t.same(read, { __typename: 'MessagesRead', proposal: { id: c.id, unreadCount: 0 } });
  t.equal((await thread(c.id, c.proToken)).unreadCount, 1, "the other side's count is its own");
  t.same([await badge(c.proToken), await badge(c.ownerToken)], [1, 0]);
  const seen = await thread(c.id, c.proToken);
  t.same(
    seen.messages.edges.map((edge: { node: { readAt: string | null } }) => edge.node.readAt !== null),
    [false, true, true],
    'the home owner read what the professional wrote',
  );
  const reply = await send(c.id, 'Great, see you then.', c.ownerToken);
  t.equal(reply.proposal.unreadCount, 0, 'their own new message is not unread to them');
  t.equal((await thread(c.id, c.proToken)).unreadCount, 2);
});

t.test('contact details wait until the home owner shortlists', async (t) => {
  const c = await conversation();
  const refused = { __typename: 'InvalidFields', fieldErrors: [{ field: 'body', code: 'INVALID' }] };
  t.same(await send(c.id, 'Call me on 06 1234 5678', c.proToken), refused);
  t.same(await send(c.id, 'Mail me: owner@example.org', c.ownerToken), refused);
  await db.query(`UPDATE proposals SET status = 'SHORTLISTED', shortlisted_at = now() WHERE id = $1`, [c.id]);
  t.equal((await send(c.id, 'Call me on 06 1234 5678', c.proToken)).__typename, 'MessageSent');
  t.equal((await send(c.id, 'Mail me: owner@example.org', c.ownerToken)).__typename, 'MessageSent');
});

t.test('a message must say something, and not too much', async (t) => {
  const c = await conversation();
  t.same(await send(c.id, '   ', c.proToken), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'body', code: 'REQUIRED' }],
  });
  t.same(await send(c.id, 'a'.repeat(5001), c.proToken), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'body', code: 'INVALID' }],
  });
  t.equal((await send(c.id, 'a'.repeat(5000), c.proToken)).__typename, 'MessageSent');
});

t.test('no one else writes, reads or marks messages', async (t) => {
  const c = await conversation();
  await send(c.id, 'Could you start next Monday?', c.ownerToken);
  const rival = await createPro(db, { serviceIds: c.trade.serviceIds, professionId: c.trade.professionId });
  const strangers = [
    await tokenFor(rival.id),
    await tokenFor((await createConsumer(db)).id),
    await tokenFor(await upstream.userId('admin@example.com')),
  ];
  for (const token of strangers) {
    t.same(await send(c.id, 'Hello there, anyone home?', token), { __typename: 'NotFound', id: c.id });
    t.same((await ask(READ, { id: c.id }, token)).markProposalMessagesRead, { __typename: 'NotFound', id: c.id });
  }
  t.same(await send('nope', 'Hello there', c.proToken), { __typename: 'NotFound', id: 'nope' });
  t.equal(await thread(c.id, strangers[0] ?? ''), null, 'a competitor cannot read the thread');
  t.equal((await thread(c.id, c.proToken)).unreadCount, 1, 'nothing was marked read by the strangers');
});
