// The whole story of the marketplace over GraphQL and HTTP: a visitor posts a job and becomes a
// home owner, a professional whose trade and work area fit sees it in their job list and proposes,
// the home owner shortlists (and then sees the professional's contact details), hires and reviews,
// and the review shows on the professional's public profile.
import t from 'tap';
import { createPlace, createPro, createTrade, FIXTURE_PASSWORD } from '../helpers/marketplace.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { call, data, signIn } from '../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;

const POST = `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename
  ... on ServiceRequestPosted { serviceRequest { id status leadType } tokens { accessToken } } } }`;
const JOB_LIST = `query { newJobList(first: 10) { totalCount edges { node { id description distance { value unit } } } } }`;
const SERVICE = 'query($id: ID!) { service(id: $id) { leadFee { amountMinor currency } } }';
const PROPOSE = `mutation($input: CreateProposalInput!) { createProposal(input: $input) { __typename
  ... on ProposalCreated { proposal { id status price { type amount { amountMinor currency } } } } } }`;
const OVERVIEW = `query($id: ID!) { serviceRequest(id: $id) { status responsesCount responsesOverview {
  responses { id status servicePro { slug } price { amount { amountMinor } } } shortlisted { id } hired { id } } } }`;
const PROFILE = `query($slug: String!) { servicePro(slug: $slug) { slug reviewScore { average count }
  reviews(first: 5) { totalCount edges { node { rating title reviewerName } } } } }`;
const CONTACT = 'query($slug: String!) { servicePro(slug: $slug) { phone } }';

t.test('a job is posted, found, proposed on, shortlisted, hired and reviewed', async (t) => {
  const trade = await createTrade(db, 'nl', 1800);
  const place = await createPlace(db, 'NL', 52.0907, 5.1214);
  const pro = await createPro(db, {
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    latitude: 52.1,
    longitude: 5.15,
    radiusKm: 25,
  });
  const elsewhere = await createPro(db, {
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    latitude: 53.2194,
    longitude: 6.5665,
    radiusKm: 20,
  });

  // 1. A visitor posts the job and is a home owner from then on (pending activation).
  const posted = await data(
    call(origin, POST, {
      input: {
        brand: 'nl',
        serviceId: trade.serviceIds[1],
        answers: [],
        description: 'Onze lekkende badkamerkraan vervangen en de afvoer van de wastafel ontstoppen, graag snel.',
        startTime: 'WITHIN_TWO_WEEKS',
        postalCode: place.postalCode,
        newConsumer: { email: 'story.owner@example.org', firstName: 'Noor', lastName: 'Visser', phone: '0612345678' },
      },
    }),
  );
  t.equal(posted.postServiceRequest.__typename, 'ServiceRequestPosted');
  const jobId = posted.postServiceRequest.serviceRequest.id;
  const owner = posted.postServiceRequest.tokens.accessToken;
  t.equal(posted.postServiceRequest.serviceRequest.status, 'OPEN');

  // 2. The professional whose trade and work area fit sees it; the one far away does not.
  const proToken = (await signIn(origin, pro.email, FIXTURE_PASSWORD)).accessToken;
  const list = await data(call(origin, JOB_LIST, {}, { token: proToken }));
  const found = list.newJobList.edges.find((edge: { node: { id: string } }) => edge.node.id === jobId);
  t.ok(found, 'the job is in the job list');
  t.equal(found.node.distance.unit, 'km');
  const farToken = (await signIn(origin, elsewhere.email, FIXTURE_PASSWORD)).accessToken;
  const far = await data(call(origin, JOB_LIST, {}, { token: farToken }));
  t.notOk(far.newJobList.edges.some((edge: { node: { id: string } }) => edge.node.id === jobId));

  // 3. The professional proposes at the lead fee they were shown.
  const { service } = await data(call(origin, SERVICE, { id: trade.serviceIds[1] }));
  const proposed = await data(
    call(
      origin,
      PROPOSE,
      {
        input: {
          serviceRequestId: jobId,
          additionalInfo: 'Ik kan dit deze week doen; ik neem een nieuwe kraan van goede kwaliteit mee.',
          requestHomeVisit: false,
          price: { type: 'ESTIMATED_PRICE', amountMinor: 18500 },
          availability: 'Donderdag of vrijdag',
          expectedLeadFeeMinor: service.leadFee.amountMinor,
        },
      },
      { token: proToken },
    ),
  );
  t.equal(proposed.createProposal.__typename, 'ProposalCreated');
  const proposalId = proposed.createProposal.proposal.id;

  // 4. The home owner sees the response and its price, shortlists it, and can now call the pro.
  const overview = await data(call(origin, OVERVIEW, { id: jobId }, { token: owner }));
  t.match(overview.serviceRequest, {
    responsesCount: 1,
    responsesOverview: { responses: [{ id: proposalId, status: 'PROPOSED', servicePro: { slug: pro.slug } }] },
  });
  t.equal(overview.serviceRequest.responsesOverview.responses[0].price.amount.amountMinor, 18500);
  const hidden = await data(call(origin, CONTACT, { slug: pro.slug }, { token: owner }));
  t.equal(hidden.servicePro.phone, null, 'no contact details before shortlisting');
  const shortlisted = await data(
    call(
      origin,
      'mutation($id: ID!) { shortlist(input: { proposalId: $id }) { __typename } }',
      { id: proposalId },
      { token: owner },
    ),
  );
  t.equal(shortlisted.shortlist.__typename, 'Shortlisted');
  const shown = await data(call(origin, CONTACT, { slug: pro.slug }, { token: owner }));
  t.equal(shown.servicePro.phone, '+31687654321', 'contact details once shortlisted');

  // 5. The home owner hires; the job is HIRED and the pro sees it among their hires.
  const hired = await data(
    call(
      origin,
      'mutation($id: ID!) { hirePro(input: { proposalId: $id }) { __typename } }',
      { id: proposalId },
      { token: owner },
    ),
  );
  t.equal(hired.hirePro.__typename, 'ProHired');
  const after = await data(call(origin, OVERVIEW, { id: jobId }, { token: owner }));
  t.equal(after.serviceRequest.status, 'HIRED');
  t.equal(after.serviceRequest.responsesOverview.hired.id, proposalId);
  const activity = await data(
    call(
      origin,
      '{ activityOverview(tab: HIRED) { edges { node { ... on HiredActivity { id } } } } }',
      {},
      { token: proToken },
    ),
  );
  t.same(activity.activityOverview.edges, [{ node: { id: proposalId } }]);

  // 6. The home owner reviews, and the review shows on the pro's public profile for everyone.
  const reviewed = await data(
    call(
      origin,
      `mutation($input: SubmitReviewInput!) { submitReview(input: $input) { __typename } }`,
      {
        input: {
          serviceRequestId: jobId,
          rating: 5,
          title: 'Snel en netjes',
          body: 'Kwam op tijd, legde alles goed uit en ruimde na afloop alles op.',
        },
      },
      { token: owner },
    ),
  );
  t.equal(reviewed.submitReview.__typename, 'ReviewSubmitted');
  const profile = await data(call(origin, PROFILE, { slug: pro.slug }));
  t.same(profile.servicePro.reviewScore, { average: 5, count: 1 });
  t.same(profile.servicePro.reviews.edges, [{ node: { rating: 5, title: 'Snel en netjes', reviewerName: 'Noor V.' } }]);
});
