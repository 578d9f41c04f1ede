// The proposal pages rendered on the server with real data (spec §2.7): create-proposal with the
// job, the contacts and archive lists, one proposal, and the conversation from both sides.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send } from '../../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
} from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;

async function signIn(email: string): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: email, password: FIXTURE_PASSWORD } },
    { host },
  );
  const token = login.cookies.find((line) => line.startsWith('hearth_token='));
  if (!token) throw new Error(`${email} could not sign in: ${login.text}`);
  return cookiePair(token);
}

const page = (path: string, cookie: string) => send(bff.origin, path, { host, headers: { cookie } });
const ask = async (query: string, variables: Record<string, unknown>, cookie: string) => {
  const response = await graphql(bff.origin, query, variables, { host, cookie, headers: { 'x-hearth-csrf': '1' } });
  const body = response.json<{ data?: Record<string, Record<string, unknown>>; errors?: unknown }>();
  if (!body.data) throw new Error(response.text);
  return body.data;
};

const LEAD_FEE = 1500;
const trade = await createTrade(db, 'uk', LEAD_FEE);
const place = await createPlace(db, 'GB', 53.8008, -1.5491);
const owner = await createConsumer(db, 'uk');
const pro = await createPro(db, {
  brand: 'uk',
  serviceIds: trade.serviceIds,
  professionId: trade.professionId,
  latitude: 53.8008,
  longitude: -1.5491,
});
const otherPro = await createPro(db, {
  brand: 'uk',
  serviceIds: trade.serviceIds,
  professionId: trade.professionId,
  latitude: 53.8008,
  longitude: -1.5491,
});
const DESCRIPTION = 'Replace the leaking kitchen tap and look at the slow bathroom drain.';
const jobId = await createJob(db, { brand: 'uk', consumerId: owner.id, trade, place, description: DESCRIPTION });
const proCookie = await signIn(pro.email);
const ownerCookie = await signIn(owner.email);

const MESSAGE_TO_OWNER = 'I have fitted many kitchen taps like this one and can come next week.';
let proposalId = '';

t.test('create-proposal renders the job and the first step on the server', async (t) => {
  const response = await page(`/service-pro/create-proposal/${jobId}`, proCookie);
  t.equal(response.status, 200);
  t.match(response.text, DESCRIPTION);
  t.match(response.text, 'data-testid="create-proposal-step-additional-info"');
  t.match(response.text, 'name="additionalInfo"');
  t.match(response.text, 'Step 1 of 5');
  const later = await page(`/service-pro/create-proposal/${jobId}/price-estimate`, proCookie);
  t.match(later.text, 'data-testid="create-proposal-step-price-estimate"', 'the step comes from the address');
  const missing = await page('/service-pro/create-proposal/7d1e0000-0000-4000-8000-000000000000', proCookie);
  t.equal(missing.status, 404, 'a job that does not exist is not found');
});

t.test('a sent proposal is on the contacts list, its page and not in the archive', async (t) => {
  const created = await ask(
    `mutation($input: CreateProposalInput!){ createProposal(input: $input){ __typename
      ... on ProposalCreated { proposal { id } } } }`,
    {
      input: {
        serviceRequestId: jobId,
        additionalInfo: MESSAGE_TO_OWNER,
        requestHomeVisit: false,
        price: { type: 'ESTIMATED_PRICE', amountMinor: 18500 },
        expectedLeadFeeMinor: LEAD_FEE,
      },
    },
    proCookie,
  );
  t.equal(created.createProposal?.__typename, 'ProposalCreated');
  proposalId = (created.createProposal as { proposal: { id: string } }).proposal.id;

  const contacts = await page('/service-pro/my-proposals/contacts', proCookie);
  t.equal(contacts.status, 200);
  t.match(contacts.text, `href="/service-pro/my-proposal/${proposalId}"`);
  const hired = await page('/service-pro/my-proposals/contacts?status=HIRED', proCookie);
  t.notMatch(hired.text, proposalId, 'the status filter of the address applies on the server');
  const archive = await page('/service-pro/my-proposals/archive', proCookie);
  t.notMatch(archive.text, proposalId);

  const detail = await page(`/service-pro/my-proposal/${proposalId}`, proCookie);
  t.equal(detail.status, 200);
  t.match(detail.text, 'data-status="PROPOSED"');
  t.match(detail.text, MESSAGE_TO_OWNER);
  t.match(detail.text, DESCRIPTION);
  t.match(detail.text, `href="/service-pro/my-proposal/${proposalId}/messages"`);

  const otherCookie = await signIn(otherPro.email);
  t.equal((await page(`/service-pro/my-proposal/${proposalId}`, otherCookie)).status, 404, 'not for another pro');
  t.equal((await page(`/service-pro/my-proposal/${proposalId}/messages`, otherCookie)).status, 404);
});

t.test('an archived proposal moves from the contacts to the archive', async (t) => {
  const archived = await ask(
    'mutation($input: ProposalInput!){ archiveProposal(input: $input){ __typename } }',
    { input: { proposalId } },
    proCookie,
  );
  t.equal(archived.archiveProposal?.__typename, 'ProposalArchived');
  t.match((await page('/service-pro/my-proposals/archive', proCookie)).text, proposalId);
  t.notMatch((await page('/service-pro/my-proposals/contacts', proCookie)).text, proposalId);
  await ask(
    'mutation($input: ProposalInput!){ unarchiveProposal(input: $input){ __typename } }',
    { input: { proposalId } },
    proCookie,
  );
});

t.test('the conversation renders for the pro and for the home owner', async (t) => {
  const OWNER_MESSAGE = 'Could you also bring a new washer for the bathroom tap?';
  const sent = await ask(
    `mutation($input: SendProposalMessageInput!){ sendProposalMessage(input: $input){ __typename } }`,
    { input: { proposalId, body: OWNER_MESSAGE } },
    ownerCookie,
  );
  t.equal(sent.sendProposalMessage?.__typename, 'MessageSent');

  const proSide = await page(`/service-pro/my-proposal/${proposalId}/messages`, proCookie);
  t.equal(proSide.status, 200);
  t.match(proSide.text, OWNER_MESSAGE);
  t.match(proSide.text, 'data-testid="message-form"');

  const ownerSide = await page(`/consumer/my-project/${jobId}/messages/${proposalId}`, ownerCookie);
  t.equal(ownerSide.status, 200);
  t.match(ownerSide.text, OWNER_MESSAGE);
  t.match(ownerSide.text, `Company ${pro.slug}`, 'the pro is named');

  const stranger = await page(
    `/consumer/my-project/${jobId}/messages/7d1e0000-0000-4000-8000-000000000000`,
    ownerCookie,
  );
  t.equal(stranger.status, 404);
});
