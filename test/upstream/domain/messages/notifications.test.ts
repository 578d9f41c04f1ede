// What happens to a job reaches the people concerned on the channels they chose for its topic
// (notification settings, §3 contact channels), through the outbox.
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
import { call, data, signIn } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const trade = await createTrade(db, 'nl');
const place = await createPlace(db, 'NL');

const INTEREST = 'mutation($id: ID!) { showInterest(input: { serviceRequestId: $id }) { __typename } }';
const SHORTLIST = 'mutation($id: ID!) { shortlist(input: { proposalId: $id }) { __typename } }';
const MESSAGE = `mutation($id: ID!, $body: String!) { sendProposalMessage(input: { proposalId: $id, body: $body }) {
  __typename } }`;
const SETTINGS = `mutation($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) {
  __typename } }`;

async function setUp() {
  const owner = await createConsumer(db);
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const job = await createJob(db, { consumerId: owner.id, trade, place });
  const ownerToken = (await signIn(origin, owner.email, FIXTURE_PASSWORD)).accessToken;
  const proToken = (await signIn(origin, pro.email, FIXTURE_PASSWORD)).accessToken;
  return { owner, pro, job, ownerToken, proToken };
}

const templates = async (email: string) => (await upstream.messagesTo(email)).map((message) => message.template).sort();

t.test('the home owner hears of interest, the professional of the shortlist, each of messages', async (t) => {
  const { owner, pro, job, ownerToken, proToken } = await setUp();
  await data(call(origin, INTEREST, { id: job }, { token: proToken }));
  t.same(await templates(owner.email), ['proposal-received']);
  const [proposal] = await db.query<{ id: string }>('SELECT id FROM proposals WHERE service_request_id = $1', [job]);
  await data(call(origin, SHORTLIST, { id: proposal?.id }, { token: ownerToken }));
  t.same(await templates(pro.email), ['proposal-shortlisted']);
  await data(call(origin, MESSAGE, { id: proposal?.id, body: 'Kunt u dinsdag langskomen?' }, { token: ownerToken }));
  t.same(await templates(pro.email), ['proposal-message', 'proposal-shortlisted']);
  const [message] = await upstream.messagesTo(pro.email, 'proposal-shortlisted');
  t.match(message, { channel: 'EMAIL', locale: 'nl-NL', payload: { proposalId: proposal?.id, serviceRequestId: job } });
});

t.test('a channel the person switched off for the topic stays quiet; the others still speak', async (t) => {
  const { owner, job, ownerToken, proToken } = await setUp();
  await data(
    call(
      origin,
      SETTINGS,
      { input: { settings: [{ topic: 'PROPOSALS', channel: 'EMAIL', enabled: false }] } },
      { token: ownerToken },
    ),
  );
  await db.query(
    `INSERT INTO device_tokens (user_id, token, package_name, platform) VALUES ($1, $2, 'com.hearth.home', 'APNS')`,
    [owner.id, 'b'.repeat(64)],
  );
  await data(call(origin, INTEREST, { id: job }, { token: proToken }));
  t.same(await upstream.messagesTo(owner.email), [], 'no email');
  const pushes = await upstream.messagesTo('b'.repeat(64));
  t.match(pushes, [{ channel: 'PUSH', template: 'proposal-received' }], 'a push to the device');
});
