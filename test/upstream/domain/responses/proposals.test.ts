// A professional's responses to a job (spec §2.7, §5, §8): showing interest and proposing with each
// refusal, exact counters, who sees a proposal and its price, archiving, the proposal list and the
// activity overview.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

const PROPOSAL_FIELDS = `id status additionalInfo homeVisitRequested homeVisitNote availability archived proposedAt
  price { type amount { amountMinor currency } min { amountMinor } max { amountMinor } note }
  leadFee { amountMinor currency } similarWork { id url caption } servicePro { slug } serviceRequest { id }`;
const SHOW_INTEREST = `mutation($id: ID!) { showInterest(input: { serviceRequestId: $id }) { __typename
  ... on InterestShown { proposal { id status } } ... on AlreadyExpressedInterest { proposal { id status } }
  ... on AlreadyProposed { proposal { id status } } ... on ExceededLimitInPickAndChoose { limit }
  ... on ServiceNotSelected { service { id } } ... on RequestClosed { serviceRequestId status } ... on NotFound { id } } }`;
const CREATE = `mutation($input: CreateProposalInput!) { createProposal(input: $input) { __typename
  ... on ProposalCreated { proposal { ${PROPOSAL_FIELDS} } } ... on AlreadyProposed { proposal { id status } }
  ... on MaximumProposalLimit { limit } ... on LeadFeeMismatch { expected { amountMinor currency } actual { amountMinor currency } }
  ... on ServiceNotSelected { service { id } } ... on RequestClosed { serviceRequestId status }
  ... on InvalidFields { fieldErrors { field code } } ... on ContactDetailsShared { field } ... on NotFound { id } } }`;
const PROPOSAL = `query($id: ID!) { proposal(id: $id) { ${PROPOSAL_FIELDS} } }`;

const LEAD_FEE = 1500;

async function market() {
  const trade = await createTrade(db, 'nl', LEAD_FEE);
  const place = await createPlace(db);
  const far = await createPlace(db, 'NL', 53.2194, 6.5665);
  const owner = await createConsumer(db);
  const newPro = async () => {
    const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
    return { ...pro, token: await tokenFor(pro.id) };
  };
  const newJob = (extra: Partial<Parameters<typeof createJob>[1]> = {}) =>
    createJob(db, { consumerId: owner.id, trade, place, ...extra });
  return { trade, place, far, owner, newPro, newJob, ownerToken: await tokenFor(owner.id) };
}

const proposalInput = (serviceRequestId: string, extra: Record<string, unknown> = {}) => ({
  serviceRequestId,
  additionalInfo: 'I can replace the tap this week and bring a good quality one.',
  requestHomeVisit: false,
  price: { type: 'ESTIMATED_PRICE', amountMinor: 18500 },
  expectedLeadFeeMinor: LEAD_FEE,
  ...extra,
});

const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));
const counters = async (jobId: string) =>
  (
    await db.query<{ responses_count: number }>('SELECT responses_count FROM service_requests WHERE id = $1', [jobId])
  )[0]?.responses_count;

t.test('showing interest answers each case in the documented order', async (t) => {
  const m = await market();
  const pro = await m.newPro();
  const job = await m.newJob();
  const interest = async (id: string, token = pro.token) => (await ask(SHOW_INTEREST, { id }, token)).showInterest;

  t.same(await interest('nope'), { __typename: 'NotFound', id: 'nope' });
  const far = await m.newJob({ place: m.far });
  t.same(await interest(far), { __typename: 'NotFound', id: far }, 'a job outside the work area cannot be read');
  const closed = await m.newJob({ status: 'CLOSED' });
  t.same(await interest(closed), { __typename: 'RequestClosed', serviceRequestId: closed, status: 'CLOSED' });

  await db.query(`UPDATE company_profiles SET last_active_at = now() - interval '3 days' WHERE user_id = $1`, [pro.id]);
  const shown = await interest(job);
  t.equal(shown.__typename, 'InterestShown');
  t.equal(shown.proposal.status, 'INTERESTED');
  t.equal(await counters(job), 1, 'the response is counted');
  const [company] = await db.query<{ recent: boolean }>(
    `SELECT last_active_at > now() - interval '1 minute' AS recent FROM company_profiles WHERE user_id = $1`,
    [pro.id],
  );
  t.equal(company?.recent, true, 'the professional was active');
  t.same(await interest(job), { __typename: 'AlreadyExpressedInterest', proposal: shown.proposal });
  t.equal(await counters(job), 1, 'counted once');

  // The professional no longer offers the service: they may not go on.
  await db.query('DELETE FROM pro_services WHERE pro_id = $1 AND service_id = $2', [pro.id, m.trade.serviceIds[0]]);
  t.same(await interest(job), { __typename: 'ServiceNotSelected', service: { id: m.trade.serviceIds[0] } });
  await db.query('INSERT INTO pro_services (pro_id, service_id) VALUES ($1, $2)', [pro.id, m.trade.serviceIds[0]]);

  const created = await ask(CREATE, { input: proposalInput(job) }, pro.token);
  t.equal(created.createProposal.__typename, 'ProposalCreated');
  t.same(await interest(job), {
    __typename: 'AlreadyProposed',
    proposal: { id: shown.proposal.id, status: 'PROPOSED' },
  });
  t.equal(await counters(job), 1, 'interest and then a proposal are one response');
});

t.test('a pick-and-choose job takes five responses, but an invited professional may always answer', async (t) => {
  const m = await market();
  const job = await m.newJob({ leadType: 'PICK_AND_CHOOSE' });
  for (let index = 0; index < 5; index++) {
    const pro = await m.newPro();
    t.equal((await ask(SHOW_INTEREST, { id: job }, pro.token)).showInterest.__typename, 'InterestShown');
  }
  t.equal(await counters(job), 5);
  const late = await m.newPro();
  t.same((await ask(SHOW_INTEREST, { id: job }, late.token)).showInterest, {
    __typename: 'ExceededLimitInPickAndChoose',
    limit: 5,
  });
  // Invited although they do not offer the service at all.
  const invited = await createPro(db, { serviceIds: [], professionId: m.trade.professionId });
  await db.query(
    `INSERT INTO proposals (service_request_id, pro_id, status, origin) VALUES ($1, $2, 'INVITED', 'INVITATION')`,
    [job, invited.id],
  );
  const answer = (await ask(SHOW_INTEREST, { id: job }, await tokenFor(invited.id))).showInterest;
  t.equal(answer.__typename, 'InterestShown');
  t.equal(answer.proposal.status, 'INTERESTED', 'the invitation became interest');
  t.equal(await counters(job), 6, 'the answered invitation counts as a response');
});

t.test('creating a proposal answers each refusal in the documented order', async (t) => {
  const m = await market();
  const pro = await m.newPro();
  const create = async (input: Record<string, unknown>, token = pro.token) =>
    (await ask(CREATE, { input }, token)).createProposal;

  t.same(await create(proposalInput('nope')), { __typename: 'NotFound', id: 'nope' });
  const closed = await m.newJob({ status: 'HIRED' });
  t.same(await create(proposalInput(closed)), {
    __typename: 'RequestClosed',
    serviceRequestId: closed,
    status: 'HIRED',
  });

  const full = await m.newJob();
  for (let index = 0; index < 5; index++) {
    const other = await createPro(db, { serviceIds: m.trade.serviceIds, professionId: m.trade.professionId });
    await db.query(
      `INSERT INTO proposals (service_request_id, pro_id, status, proposed_at) VALUES ($1, $2, 'PROPOSED', now())`,
      [full, other.id],
    );
  }
  t.same(await create(proposalInput(full)), { __typename: 'MaximumProposalLimit', limit: 5 });

  const job = await m.newJob();
  t.same(await create(proposalInput(job, { expectedLeadFeeMinor: 1000 })), {
    __typename: 'LeadFeeMismatch',
    expected: { amountMinor: 1000, currency: 'EUR' },
    actual: { amountMinor: LEAD_FEE, currency: 'EUR' },
  });
  const [photo] = await db.query<{ id: string }>(
    `INSERT INTO pro_photos (pro_id, file_name, content_type, caption) VALUES ($1, 'tap-after.jpg', 'image/jpeg', 'After')
     RETURNING id`,
    [pro.id],
  );
  const stranger = await m.newPro();
  const [foreignPhoto] = await db.query<{ id: string }>(
    `INSERT INTO pro_photos (pro_id, file_name, content_type) VALUES ($1, 'theirs.jpg', 'image/jpeg') RETURNING id`,
    [stranger.id],
  );
  t.same(
    await create(
      proposalInput(job, {
        additionalInfo: '  too short  ',
        price: { type: 'ESTIMATED_PRICE_RANGE', minMinor: 5000, maxMinor: 4000 },
        availability: 'x'.repeat(501),
        similarWorkPhotoIds: [photo?.id, foreignPhoto?.id],
      }),
    ),
    {
      __typename: 'InvalidFields',
      fieldErrors: [
        { field: 'additionalInfo', code: 'INVALID' },
        { field: 'availability', code: 'INVALID' },
        { field: 'price.maxMinor', code: 'INVALID' },
        { field: 'similarWorkPhotoIds', code: 'INVALID' },
      ],
    },
  );
  t.same(await create(proposalInput(job, { additionalInfo: ' ', price: { type: 'OTHER' } })), {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'additionalInfo', code: 'REQUIRED' },
      { field: 'price.note', code: 'REQUIRED' },
    ],
  });
  t.same(await create(proposalInput(job, { price: { type: 'ESTIMATED_PRICE', amountMinor: 10_000_001 } })), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'price.amountMinor', code: 'INVALID' }],
  });
  t.same(
    await create(proposalInput(job, { additionalInfo: 'Call me on 06 1234 5678 and we will sort it out quickly.' })),
    { __typename: 'ContactDetailsShared', field: 'additionalInfo' },
  );
  t.same(await create(proposalInput(job, { availability: 'mail me at pro@example.com' })), {
    __typename: 'ContactDetailsShared',
    field: 'availability',
  });
  t.equal(await counters(job), 0, 'nothing refused was counted');

  const created = await create(
    proposalInput(job, {
      additionalInfo: '  I can replace the tap this week and bring a good quality one.  ',
      requestHomeVisit: true,
      homeVisitNote: 'To measure the sink',
      price: { type: 'ESTIMATED_PRICE_RANGE', minMinor: 15000, maxMinor: 20000, note: 'Parts included' },
      availability: 'Thursday or Friday',
      similarWorkPhotoIds: [photo?.id],
    }),
  );
  t.equal(created.__typename, 'ProposalCreated');
  t.match(created.proposal, {
    status: 'PROPOSED',
    additionalInfo: 'I can replace the tap this week and bring a good quality one.',
    homeVisitRequested: true,
    homeVisitNote: 'To measure the sink',
    availability: 'Thursday or Friday',
    archived: false,
    price: {
      type: 'ESTIMATED_PRICE_RANGE',
      amount: null,
      min: { amountMinor: 15000 },
      max: { amountMinor: 20000 },
      note: 'Parts included',
    },
    leadFee: { amountMinor: LEAD_FEE, currency: 'EUR' },
    similarWork: [{ id: photo?.id, url: '/files/tap-after.jpg', caption: 'After' }],
    servicePro: { slug: pro.slug },
    serviceRequest: { id: job },
  });
  t.ok(created.proposal.proposedAt, 'the time it was proposed');
  t.equal(await counters(job), 1, 'a proposal without interest first is one new response');
  t.same(await create(proposalInput(job)), {
    __typename: 'AlreadyProposed',
    proposal: { id: created.proposal.id, status: 'PROPOSED' },
  });

  // A declined response cannot propose again; the service check comes before it.
  const declined = await m.newJob();
  await db.query(`INSERT INTO proposals (service_request_id, pro_id, status) VALUES ($1, $2, 'DECLINED')`, [
    declined,
    pro.id,
  ]);
  t.equal((await create(proposalInput(declined))).__typename, 'AlreadyProposed');
  await db.query('DELETE FROM pro_services WHERE pro_id = $1', [pro.id]);
  t.same(await create(proposalInput(declined)), {
    __typename: 'ServiceNotSelected',
    service: { id: m.trade.serviceIds[0] },
  });
});

t.test(
  'only the professional, the home owner and staff see a proposal; only the professional and staff its fee',
  async (t) => {
    const m = await market();
    const pro = await m.newPro();
    const rival = await m.newPro();
    const job = await m.newJob();
    const created = (await ask(CREATE, { input: proposalInput(job) }, pro.token)).createProposal;
    const id = created.proposal.id;
    await ask(
      CREATE,
      { input: proposalInput(job, { price: { type: 'ESTIMATED_PRICE', amountMinor: 9900 } }) },
      rival.token,
    );

    const read = async (token: string) => (await ask(PROPOSAL, { id }, token)).proposal;
    t.equal(await read(rival.token), null, 'a competitor gets nothing');
    const rivalView = await ask(
      'query($id: ID!) { serviceRequest(id: $id) { myProposal { id price { amount { amountMinor } } } } }',
      { id: job },
      rival.token,
    );
    t.equal(
      rivalView.serviceRequest.myProposal.price.amount.amountMinor,
      9900,
      'a competitor sees only their own price',
    );
    t.not(rivalView.serviceRequest.myProposal.id, id);

    const ownerView = await read(m.ownerToken);
    t.equal(ownerView.price.amount.amountMinor, 18500, 'the home owner sees the price');
    t.equal(ownerView.leadFee, null, 'but not what the professional paid');
    const own = await read(pro.token);
    t.same(own.leadFee, { amountMinor: LEAD_FEE, currency: 'EUR' });
    const admin = await tokenFor(await upstream.userId('admin@example.com'));
    const staffView = await read(admin);
    t.same([staffView.price.amount.amountMinor, staffView.leadFee.amountMinor], [18500, LEAD_FEE]);
    const otherOwner = await tokenFor((await createConsumer(db)).id);
    t.equal(await read(otherOwner), null, 'another home owner gets nothing');
    t.equal((await ask(PROPOSAL, { id: 'not-an-id' }, pro.token)).proposal, null);
  },
);

const LIST = `query($archived: Boolean, $status: [ProposalStatus!], $first: Int, $after: String) {
  tradespersonProposalList(archived: $archived, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id status archived } } } }`;
const ARCHIVE = `mutation($id: ID!) { archiveProposal(input: { proposalId: $id }) { __typename
  ... on ProposalArchived { proposal { id archived } } ... on NotFound { id } } }`;
const UNARCHIVE = `mutation($id: ID!) { unarchiveProposal(input: { proposalId: $id }) { __typename
  ... on ProposalArchived { proposal { id archived } } ... on NotFound { id } } }`;

t.test('a professional lists, filters, archives and unarchives their own proposals', async (t) => {
  const m = await market();
  const pro = await m.newPro();
  const rival = await m.newPro();
  const ids: string[] = [];
  for (let index = 0; index < 3; index++) {
    const job = await m.newJob();
    const shown = (await ask(SHOW_INTEREST, { id: job }, pro.token)).showInterest;
    ids.push(shown.proposal.id);
  }
  const proposedJob = await m.newJob();
  ids.push((await ask(CREATE, { input: proposalInput(proposedJob) }, pro.token)).createProposal.proposal.id);
  const nodeIds = (list: { edges: { node: { id: string } }[] }) => list.edges.map((edge) => edge.node.id);

  const all = (await ask(LIST, {}, pro.token)).tradespersonProposalList;
  t.equal(all.totalCount, 4);
  t.same(nodeIds(all), [...ids].reverse(), 'newest first');
  const page = (await ask(LIST, { first: 3 }, pro.token)).tradespersonProposalList;
  const rest = (await ask(LIST, { first: 3, after: page.pageInfo.endCursor }, pro.token)).tradespersonProposalList;
  t.same([...nodeIds(page), ...nodeIds(rest)], nodeIds(all), 'pages walk the list once');
  const proposed = (await ask(LIST, { status: ['PROPOSED'] }, pro.token)).tradespersonProposalList;
  t.same([proposed.totalCount, nodeIds(proposed)], [1, [ids[3]]]);

  t.same((await ask(ARCHIVE, { id: ids[0] }, pro.token)).archiveProposal, {
    __typename: 'ProposalArchived',
    proposal: { id: ids[0], archived: true },
  });
  t.equal((await ask(LIST, {}, pro.token)).tradespersonProposalList.totalCount, 3, 'archived ones leave the list');
  const archived = (await ask(LIST, { archived: true }, pro.token)).tradespersonProposalList;
  t.same(nodeIds(archived), [ids[0]]);
  t.same((await ask(ARCHIVE, { id: ids[0] }, rival.token)).archiveProposal, { __typename: 'NotFound', id: ids[0] });
  t.same((await ask(UNARCHIVE, { id: ids[0] }, rival.token)).unarchiveProposal, { __typename: 'NotFound', id: ids[0] });
  t.same((await ask(UNARCHIVE, { id: 'nope' }, pro.token)).unarchiveProposal, { __typename: 'NotFound', id: 'nope' });
  t.same((await ask(UNARCHIVE, { id: ids[0] }, pro.token)).unarchiveProposal.proposal, { id: ids[0], archived: false });
  t.equal((await ask(LIST, {}, pro.token)).tradespersonProposalList.totalCount, 4);
  t.equal((await ask(LIST, {}, rival.token)).tradespersonProposalList.totalCount, 0, 'no one else sees them');
  t.equal(errorCode(await call(origin, LIST, {}, { token: m.ownerToken })), 'FORBIDDEN');
});

const ACTIVITY = `query($tab: ActivityTab!) { activityOverview(tab: $tab) { totalCount edges { node { __typename
  ... on ShortlistedActivity { id shortlistedAt proposal { id } } ... on HiredActivity { id hiredAt proposal { id } }
  ... on InterestedActivity { id proposal { id status } } ... on ClosedActivity { id closedAt proposal { id } } } } } }`;

t.test('the activity overview puts each response in one tab', async (t) => {
  const m = await market();
  const pro = await m.newPro();
  // Each response a minute newer than the one before: the engine's clock may not tell apart
  // rows written within the same millisecond.
  let minutesAgo = 60;
  const respond = async (status: string, jobStatus = 'OPEN', stamp = '') => {
    const job = await m.newJob({ status: jobStatus as 'OPEN' });
    minutesAgo -= 1;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO proposals (service_request_id, pro_id, status, created_at${stamp ? `, ${stamp}` : ''})
       VALUES ($1, $2, $3, now() - make_interval(mins => $4)${stamp ? `, now()` : ''}) RETURNING id`,
      [job, pro.id, status, minutesAgo],
    );
    return row?.id ?? '';
  };
  const interested = await respond('INTERESTED');
  const proposed = await respond('PROPOSED', 'OPEN', 'proposed_at');
  const shortlisted = await respond('SHORTLISTED', 'OPEN', 'shortlisted_at');
  const hired = await respond('HIRED', 'HIRED', 'hired_at');
  const declined = await respond('DECLINED', 'OPEN', 'declined_at');
  const lost = await respond('PROPOSED', 'HIRED', 'proposed_at');
  const tab = async (name: string) => (await ask(ACTIVITY, { tab: name }, pro.token)).activityOverview;
  const idsOf = (page: { edges: { node: { id: string } }[] }) => page.edges.map((edge) => edge.node.id);

  const shortlist = await tab('SHORTLISTED');
  t.same(idsOf(shortlist), [shortlisted]);
  t.equal(shortlist.edges[0].node.__typename, 'ShortlistedActivity');
  t.equal(shortlist.edges[0].node.proposal.id, shortlisted, 'cached by the proposal id');
  t.ok(shortlist.edges[0].node.shortlistedAt);
  t.same(idsOf(await tab('HIRED')), [hired]);
  const interest = await tab('INTERESTED');
  t.same([interest.totalCount, idsOf(interest)], [2, [proposed, interested]]);
  const closed = await tab('CLOSED');
  t.same(idsOf(closed), [lost, declined], 'declined, and lost to someone else');
  t.ok(closed.edges[1].node.closedAt, 'when it was declined');
  t.equal(closed.edges[0].node.closedAt, null);
});
