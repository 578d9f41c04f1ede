// A professional's activity at a glance (spec §2.7 activity/{activity}/services, welcome-back;
// decision 052) over real HTTP: their own responses of a tab counted by service, the overview
// narrowed to one service, the visits a sign-in records, and what happened since the last one.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
// Starting a session is a sign-in: it records the professional's visit.
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

const SERVICES = `query($tab: ActivityTab!) { activityServices(tab: $tab) {
  tab totalCount groups { service { id name } count latestAt } } }`;
const OVERVIEW = `query($tab: ActivityTab!, $serviceId: ID) { activityOverview(tab: $tab, serviceId: $serviceId) {
  totalCount edges { node { __typename ... on HiredActivity { id } } } } }`;
const WELCOME_BACK = `query { welcomeBack { lastVisitAt since newJobCount unreadMessageCount
  unreadConversations { id unreadCount } newReviewCount newReviews { id rating }
  proposalStatusChangeCount proposalStatusChanges { proposal { id } status changedAt } } }`;

const trade = await createTrade(db, 'nl');
const otherTrade = await createTrade(db, 'nl');
const place = await createPlace(db);
const far = await createPlace(db, 'NL', 53.2194, 6.5665);
const owner = await createConsumer(db);
const newPro = () => createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

// A job of the trade's first or second service (or the other trade's), and the professional's
// response to it with the given status, changed `days` ago.
async function respond(
  proId: string,
  status: 'INTERESTED' | 'SHORTLISTED' | 'HIRED' | 'DECLINED' | 'CLOSED',
  options: { serviceIndex?: 0 | 1; other?: boolean; days?: number; jobStatus?: 'OPEN' | 'HIRED' | 'CLOSED' } = {},
): Promise<{ jobId: string; proposalId: string }> {
  const jobId = await createJob(db, {
    consumerId: owner.id,
    trade: options.other ? otherTrade : trade,
    place,
    serviceIndex: options.serviceIndex ?? 0,
    status: options.jobStatus ?? (status === 'HIRED' ? 'HIRED' : 'OPEN'),
    createdAt: daysAgo(40),
  });
  const changed = daysAgo(options.days ?? 35);
  const at = (which: string) => (status === which ? changed : null);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO proposals (service_request_id, pro_id, status, created_at, shortlisted_at, hired_at, declined_at,
                            closed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [jobId, proId, status, daysAgo(39), at('SHORTLISTED'), at('HIRED'), at('DECLINED'), at('CLOSED')],
  );
  return { jobId, proposalId: row?.id ?? '' };
}

t.test("a tab's responses counted by service, the busiest first, only the caller's own", async (t) => {
  const pro = await newPro();
  const token = await tokenFor(pro.id);
  await respond(pro.id, 'HIRED', { serviceIndex: 1 });
  await respond(pro.id, 'HIRED', { serviceIndex: 1 });
  await respond(pro.id, 'HIRED', { other: true });
  await respond(pro.id, 'INTERESTED');
  await respond((await newPro()).id, 'HIRED');

  const { activityServices: hired } = await ask(SERVICES, { tab: 'HIRED' }, token);
  t.equal(hired.tab, 'HIRED');
  t.equal(hired.totalCount, 3);
  t.same(
    hired.groups.map((group: { service: { id: string }; count: number }) => [group.service.id, group.count]),
    [
      [trade.serviceIds[1], 2],
      [otherTrade.serviceIds[0], 1],
    ],
  );
  const { activityServices: interested } = await ask(SERVICES, { tab: 'INTERESTED' }, token);
  t.same(
    interested.groups.map((group: { service: { id: string } }) => group.service.id),
    [trade.serviceIds[0]],
  );
  const { activityServices: shortlisted } = await ask(SERVICES, { tab: 'SHORTLISTED' }, token);
  t.same(shortlisted, { tab: 'SHORTLISTED', totalCount: 0, groups: [] });
});

t.test('the activity overview narrows to one service', async (t) => {
  const pro = await newPro();
  const token = await tokenFor(pro.id);
  const { proposalId } = await respond(pro.id, 'HIRED', { serviceIndex: 1 });
  await respond(pro.id, 'HIRED', { serviceIndex: 0 });
  const narrowed = (await ask(OVERVIEW, { tab: 'HIRED', serviceId: trade.serviceIds[1] }, token)).activityOverview;
  t.equal(narrowed.totalCount, 1);
  t.same(narrowed.edges, [{ node: { __typename: 'HiredActivity', id: proposalId } }]);
  t.equal((await ask(OVERVIEW, { tab: 'HIRED' }, token)).activityOverview.totalCount, 2);
  const unknown = await ask(OVERVIEW, { tab: 'HIRED', serviceId: 'not-a-service' }, token);
  t.equal(unknown.activityOverview.totalCount, 0, 'an id that is no service narrows to nothing');
});

t.test('only professionals may ask', async (t) => {
  t.equal(errorCode(await call(origin, SERVICES, { tab: 'HIRED' })), 'UNAUTHENTICATED');
  t.equal(errorCode(await call(origin, WELCOME_BACK)), 'UNAUTHENTICATED');
  const token = await tokenFor(owner.id);
  t.equal(errorCode(await call(origin, SERVICES, { tab: 'HIRED' }, { token })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, WELCOME_BACK, {}, { token })), 'FORBIDDEN');
});

// The professional was last here `days` ago: their last activity is moved back, as if they left then.
const awayFor = (proId: string, days: number) =>
  db.query(
    `UPDATE pro_visits SET last_seen_at = now() - make_interval(days => $2),
                           visit_started_at = now() - make_interval(days => $2, hours => 1)
      WHERE pro_id = $1`,
    [proId, days],
  );

const close = (
  t: { ok(value: unknown, message: string): void },
  actual: string | null,
  expected: Date,
  message: string,
) => t.ok(actual && Math.abs(new Date(actual).getTime() - expected.getTime()) < 60_000, message);

t.test('a sign-in after an hour away begins a new visit; the one before is "your last visit"', async (t) => {
  const pro = await newPro();
  const first = (await ask(WELCOME_BACK, {}, await tokenFor(pro.id))).welcomeBack;
  t.equal(first.lastVisitAt, null, 'no visit before the first');
  close(t, first.since, daysAgo(30), 'then the counts cover the last 30 days');

  await awayFor(pro.id, 10);
  const backToken = await tokenFor(pro.id);
  const back = (await ask(WELCOME_BACK, {}, backToken)).welcomeBack;
  close(t, back.lastVisitAt, daysAgo(10), 'the last visit ended 10 days ago');
  t.equal(back.since, back.lastVisitAt);
  const previous = (await ask('{ myPreviousVisitEnd }', {}, backToken)).myPreviousVisitEnd;
  t.equal(previous, back.lastVisitAt, 'the same answer, alone, for where a sign-in goes');

  const again = (await ask(WELCOME_BACK, {}, await tokenFor(pro.id))).welcomeBack;
  t.equal(again.lastVisitAt, back.lastVisitAt, 'signing in again within the hour is the same visit');

  await awayFor(pro.id, 90);
  const long = (await ask(WELCOME_BACK, {}, await tokenFor(pro.id))).welcomeBack;
  close(t, long.lastVisitAt, daysAgo(90), 'away three months');
  close(t, long.since, daysAgo(30), 'the counts still cover 30 days at most');

  await awayFor(pro.id, 5);
  await upstream.sessionFor({ userId: pro.id, actorId: owner.id, mode: 'IMPERSONATED', secondLayer: false });
  const [visit] = await db.query<{ previous_visit_ended_at: Date }>(
    'SELECT previous_visit_ended_at FROM pro_visits WHERE pro_id = $1',
    [pro.id],
  );
  close(t, visit?.previous_visit_ended_at.toISOString() ?? null, daysAgo(90), 'someone acting for them is not a visit');
});

t.test('what happened since: new jobs, unread messages, reviews and status changes, the caller’s own', async (t) => {
  const pro = await newPro();
  await tokenFor(pro.id);
  await awayFor(pro.id, 10);
  const token = await tokenFor(pro.id);

  // Jobs: one that fits since the last visit; one from before; one too far away; one of another trade.
  await createJob(db, { consumerId: owner.id, trade, place, createdAt: daysAgo(5) });
  await createJob(db, { consumerId: owner.id, trade, place, createdAt: daysAgo(20) });
  await createJob(db, { consumerId: owner.id, trade, place: far, createdAt: daysAgo(2) });
  await createJob(db, { consumerId: owner.id, trade: otherTrade, place, createdAt: daysAgo(2) });

  // Messages: two unread since, one read since, one unread from before, and the pro's own.
  const talk = await respond(pro.id, 'INTERESTED');
  const message = (kind: string, days: number, read = false) =>
    db.query(
      `INSERT INTO proposal_messages (proposal_id, sender_kind, body, created_at, read_at)
       VALUES ($1, $2, 'About the job', $3, $4)`,
      [talk.proposalId, kind, daysAgo(days), read ? daysAgo(days - 0.5) : null],
    );
  await message('CONSUMER', 3);
  await message('CONSUMER', 2);
  await message('CONSUMER', 4, true);
  await message('CONSUMER', 15);
  await message('SERVICE_PRO', 1);

  // Status changes: hired a day ago, declined six days ago, shortlisted before the last visit.
  const hired = await respond(pro.id, 'HIRED', { days: 1 });
  const declined = await respond(pro.id, 'DECLINED', { days: 6 });
  await respond(pro.id, 'SHORTLISTED', { days: 20 });

  // Reviews: one published since, one from before, one hidden by moderation.
  const review = async (days: number, status = 'APPROVED') => {
    const { proposalId } = await respond(pro.id, 'HIRED', { days: 30 });
    await db.query(
      `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body, status, created_at)
       SELECT service_request_id, id, pro_id, $2, 5, 'Great', 'Tidy and on time.', $3, $4 FROM proposals WHERE id = $1`,
      [proposalId, owner.id, status, daysAgo(days)],
    );
  };
  await review(4);
  await review(12);
  await review(1, 'REJECTED');

  // Another professional's activity counts for them only.
  const other = await newPro();
  await respond(other.id, 'HIRED', { days: 1 });

  const { welcomeBack } = await ask(WELCOME_BACK, {}, token);
  t.equal(welcomeBack.newJobCount, 1, 'the job that fits, posted since');
  t.equal(welcomeBack.unreadMessageCount, 2);
  t.same(welcomeBack.unreadConversations, [{ id: talk.proposalId, unreadCount: 3 }]);
  t.equal(welcomeBack.newReviewCount, 1);
  t.equal(welcomeBack.newReviews.length, 1);
  t.equal(welcomeBack.proposalStatusChangeCount, 2);
  t.same(
    welcomeBack.proposalStatusChanges.map((change: { proposal: { id: string }; status: string }) => [
      change.proposal.id,
      change.status,
    ]),
    [
      [hired.proposalId, 'HIRED'],
      [declined.proposalId, 'DECLINED'],
    ],
    'the newest change first',
  );
});
