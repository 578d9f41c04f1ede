// A professional's identity check over real HTTP, end to end (decision 056): the upstream starts a
// check at the reference provider, the provider delivers the outcome to the upstream's signed
// webhook, and the professional reads where they stand and what to do next. A success completes the
// onboarding step and shows the company verified; a name mismatch asks to try again, at most three
// checks a day; what the provider cannot decide goes to staff, whose decision is audited. Only the
// professional themself starts a check; when the provider does not answer, nothing is kept.
import t from 'tap';
import { startOnboarding } from '../../../../upstream/domain/onboarding/onboarding.ts';
import { colleagueSession, createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startReferenceServices } from '../../../helpers/reference-services.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const services = await startReferenceServices(t);
const upstream = await startUpstream(t, { env: services.env });
const { origin, db } = upstream;
const adminId = await upstream.userId('admin@example.com');
const adminToken = await upstream.sessionFor({ userId: adminId, secondLayer: false });

const VERIFICATION = `verified nextStep checksLeft retryAfter
  latestCheck { id documentType status reason startedAt decidedAt servicePro { id } }`;
const MINE = `{ myIdentityCheck { ${VERIFICATION} } }`;
const START = `mutation($input: StartIdentityCheckInput!) { startIdentityCheck(input: $input) { __typename
  ... on IdentityCheckStarted { verification { ${VERIFICATION} } }
  ... on IdentityCheckInProgress { verification { nextStep } }
  ... on IdentityAlreadyVerified { verification { nextStep } }
  ... on IdentityCheckUnavailable { retryAfterSeconds }
  ... on UsageLimitReached { retryAfterSeconds }
  ... on InvalidFields { fieldErrors { field code } } } }`;
const TO_REVIEW = '{ identityChecksToReview { id status servicePro { id } } }';
const DECIDE = `mutation($input: DecideIdentityCheckInput!) { decideIdentityCheck(input: $input) { __typename
  ... on IdentityCheckDecided { proId check { id status reason decidedAt } }
  ... on InvalidFields { fieldErrors { field code } } } }`;
const ONBOARDING = '{ myOnboarding { steps { step done } } }';

const trade = await createTrade(db);
const proOptions = { serviceIds: trade.serviceIds, professionId: trade.professionId };
const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

// A professional registering now: their brand's onboarding steps requested. The fixtures' names
// are "Fixture" and "Person <n>".
async function newPro() {
  const pro = await createPro(db, proOptions);
  await startOnboarding(db, pro.id, 'nl');
  // A new professional's company is not verified yet.
  await db.query('UPDATE company_profiles SET is_verified = false WHERE user_id = $1', [pro.id]);
  const [person] = await db.query<{ last_name: string }>('SELECT last_name FROM users WHERE id = $1', [pro.id]);
  return { ...pro, familyName: person?.last_name ?? '', token: await tokenOf(pro.id) };
}

// What the profile and the directory show.
const shownVerified = async (pro: { slug: string | null }) =>
  (await data(call(origin, 'query($slug: String!) { servicePro(slug: $slug) { isVerified } }', { slug: pro.slug })))
    .servicePro.isVerified;

function document(pro: { familyName: string }, changes: Record<string, string> = {}) {
  return {
    documentType: 'PASSPORT',
    documentNumber: 'NP1234567',
    givenNames: 'Fixture',
    familyName: pro.familyName,
    dateOfBirth: '1984-06-15',
    ...changes,
  };
}

// The provider delivers the outcome of the professional's open check now (its own timer would do it
// a little later; a redelivery changes nothing).
async function deliver(proId: string) {
  const [check] = await db.query<{ provider_check_id: string }>(
    "SELECT provider_check_id FROM identity_checks WHERE user_id = $1 AND status = 'PENDING'",
    [proId],
  );
  const answer = await fetch(`${services.url}/identity-check/checks/${check?.provider_check_id}/deliver`, {
    method: 'POST',
  });
  return (await answer.json()) as { delivered: boolean; status: string };
}

const stepDone = async (token: string) =>
  (await ask(ONBOARDING, {}, token)).myOnboarding.steps.find(
    (step: { step: string }) => step.step === 'ID_CHECK_REQUESTED',
  ).done;

t.test('a check the provider passes verifies the professional and completes the onboarding step', async (t) => {
  const pro = await newPro();
  t.same((await ask(MINE, {}, pro.token)).myIdentityCheck, {
    verified: false,
    nextStep: 'START',
    checksLeft: 3,
    retryAfter: null,
    latestCheck: null,
  });

  const started = (await ask(START, { input: document(pro) }, pro.token)).startIdentityCheck;
  t.equal(started.__typename, 'IdentityCheckStarted');
  t.match(started.verification, {
    verified: false,
    nextStep: 'WAIT',
    checksLeft: 2,
    latestCheck: {
      documentType: 'PASSPORT',
      status: 'PENDING',
      reason: null,
      decidedAt: null,
      servicePro: { id: pro.id },
    },
  });
  t.same((await ask(START, { input: document(pro) }, pro.token)).startIdentityCheck, {
    __typename: 'IdentityCheckInProgress',
    verification: { nextStep: 'WAIT' },
  });
  t.equal(await stepDone(pro.token), false);
  t.equal(await shownVerified(pro), false);

  t.match(await deliver(pro.id), { delivered: true, status: 'SUCCESS' });
  const after = (await ask(MINE, {}, pro.token)).myIdentityCheck;
  t.match(after, { verified: true, nextStep: 'DONE', latestCheck: { status: 'SUCCESS' } });
  t.ok(after.latestCheck.decidedAt);
  t.equal(await stepDone(pro.token), true, 'ID_CHECK_REQUESTED is done');
  t.equal(await shownVerified(pro), true, 'the profile and the directory show the company verified');
  t.same((await ask(START, { input: document(pro) }, pro.token)).startIdentityCheck, {
    __typename: 'IdentityAlreadyVerified',
    verification: { nextStep: 'DONE' },
  });
});

t.test('a name mismatch asks to try again, at most three checks in 24 hours', async (t) => {
  const pro = await newPro();
  for (const attempt of [1, 2, 3]) {
    const input = document(pro, { familyName: 'Someone Else' });
    t.equal((await ask(START, { input }, pro.token)).startIdentityCheck.__typename, 'IdentityCheckStarted');
    t.match(await deliver(pro.id), { status: 'FAILED_NAME_MISMATCH' });
    const state = (await ask(MINE, {}, pro.token)).myIdentityCheck;
    t.match(
      state,
      {
        verified: false,
        checksLeft: 3 - attempt,
        nextStep: attempt < 3 ? 'RETRY' : 'WAIT_TO_RETRY',
        latestCheck: { status: 'FAILED_NAME_MISMATCH', reason: 'NAMES_DIFFER' },
      },
      `after check ${attempt}`,
    );
    t.equal(state.retryAfter === null, attempt < 3, 'a time to retry once none is left');
  }
  const refused = (await ask(START, { input: document(pro) }, pro.token)).startIdentityCheck;
  t.equal(refused.__typename, 'UsageLimitReached');
  t.ok(refused.retryAfterSeconds > 23 * 3600 && refused.retryAfterSeconds <= 24 * 3600, 'about a day from the first');
  t.equal(await stepDone(pro.token), false);

  // A day later the oldest check no longer counts.
  await db.query("UPDATE identity_checks SET created_at = created_at - interval '25 hours' WHERE user_id = $1", [
    pro.id,
  ]);
  t.equal(
    (await ask(START, { input: document(pro) }, pro.token)).startIdentityCheck.__typename,
    'IdentityCheckStarted',
  );
  t.match(await deliver(pro.id), { status: 'SUCCESS' });
  t.match((await ask(MINE, {}, pro.token)).myIdentityCheck, { verified: true, nextStep: 'DONE' });
});

t.test('a document the provider cannot read goes to staff, who decide it on the record', async (t) => {
  const pro = await newPro();
  const other = await newPro();
  await ask(START, { input: document(pro, { documentType: 'RESIDENCE_PERMIT' }) }, pro.token);
  t.match(await deliver(pro.id), { status: 'UNKNOWN' });
  await ask(START, { input: document(other, { documentType: 'RESIDENCE_PERMIT' }) }, other.token);
  await deliver(other.id);
  t.match((await ask(MINE, {}, pro.token)).myIdentityCheck, { nextStep: 'WAIT_FOR_REVIEW', verified: false });

  const queue = (await ask(TO_REVIEW, {}, adminToken)).identityChecksToReview;
  const mine = queue.find((check: { servicePro: { id: string } }) => check.servicePro.id === pro.id);
  t.equal(mine?.status, 'UNKNOWN', 'in the queue');
  const decide = async (input: Record<string, unknown>) =>
    (await ask(DECIDE, { input }, adminToken)).decideIdentityCheck;
  t.same((await decide({ checkId: mine.id, decision: 'REFER' })).fieldErrors, [{ field: 'decision', code: 'INVALID' }]);
  t.same((await decide({ checkId: mine.id, decision: 'REFUSE' })).fieldErrors, [{ field: 'reason', code: 'REQUIRED' }]);
  t.same((await decide({ checkId: 'nope', decision: 'APPROVE' })).fieldErrors, [{ field: 'checkId', code: 'INVALID' }]);
  t.same((await decide({ checkId: '00000000-0000-4000-8000-000000000000', decision: 'APPROVE' })).fieldErrors, [
    { field: 'checkId', code: 'NOT_FOUND' },
  ]);
  const approved = await decide({ checkId: mine.id, decision: 'APPROVE' });
  t.match(approved, { __typename: 'IdentityCheckDecided', proId: pro.id, check: { status: 'SUCCESS' } });
  t.match((await ask(MINE, {}, pro.token)).myIdentityCheck, { verified: true, nextStep: 'DONE' });
  t.equal(await stepDone(pro.token), true);
  t.equal(await shownVerified(pro), true);
  t.same((await decide({ checkId: mine.id, decision: 'REFUSE', reason: 'Too late.' })).fieldErrors, [
    { field: 'checkId', code: 'INVALID' },
  ]);

  const otherCheck = queue.find((check: { servicePro: { id: string } }) => check.servicePro.id === other.id);
  const refused = await decide({ checkId: otherCheck.id, decision: 'REFUSE', reason: 'The permit has expired.' });
  t.match(refused.check, { status: 'FAILED', reason: 'The permit has expired.' });
  t.match((await ask(MINE, {}, other.token)).myIdentityCheck, { nextStep: 'RETRY', verified: false });
  t.equal(await shownVerified(other), false);

  const left = (await ask(TO_REVIEW, {}, adminToken)).identityChecksToReview;
  t.notOk(
    left.some((check: { id: string }) => check.id === mine.id || check.id === otherCheck.id),
    'decided checks leave the queue',
  );
  const audit = await db.query<{ operations: string[]; reason: string | null; actor_id: string }>(
    'SELECT operations, reason, actor_id FROM audit_log WHERE subject_id = ANY($1) ORDER BY at, id',
    [[pro.id, other.id]],
  );
  t.same(
    audit.map((entry) => [entry.operations[0], entry.reason, entry.actor_id]),
    [
      ['decideIdentityCheck', null, adminId],
      ['decideIdentityCheck', 'The permit has expired.', adminId],
    ],
  );
});

t.test('every field is checked before anything is sent; nothing is kept for a refusal', async (t) => {
  const pro = await newPro();
  const refused = async (changes: Record<string, string>) =>
    (await ask(START, { input: document(pro, changes) }, pro.token)).startIdentityCheck.fieldErrors;
  t.same(await refused({ documentNumber: ' ' }), [{ field: 'documentNumber', code: 'REQUIRED' }]);
  t.same(await refused({ documentNumber: 'AB<>12' }), [{ field: 'documentNumber', code: 'INVALID' }]);
  t.same(await refused({ givenNames: '', familyName: 'x'.repeat(101) }), [
    { field: 'givenNames', code: 'REQUIRED' },
    { field: 'familyName', code: 'INVALID' },
  ]);
  t.same(await refused({ dateOfBirth: '1990-02-30' }), [{ field: 'dateOfBirth', code: 'INVALID' }], 'no such day');
  t.same(await refused({ dateOfBirth: '15-06-1984' }), [{ field: 'dateOfBirth', code: 'INVALID' }]);
  const seventeen = new Date();
  seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
  t.same(
    await refused({ dateOfBirth: seventeen.toISOString().slice(0, 10) }),
    [{ field: 'dateOfBirth', code: 'INVALID' }],
    'under 18',
  );
  const unknownType = await call(
    origin,
    START,
    { input: document(pro, { documentType: 'LIBRARY_CARD' }) },
    {
      token: pro.token,
    },
  );
  t.ok(
    unknownType.json<{ errors?: unknown[] }>().errors?.length,
    'a document type outside the list is refused by the schema',
  );
  t.same(await db.query('SELECT id FROM identity_checks WHERE user_id = $1', [pro.id]), []);
});

t.test('only the professional themself starts a check; staff read the queue', async (t) => {
  const pro = await newPro();
  const consumer = await createConsumer(db);
  const consumerToken = await tokenOf(consumer.id);
  const input = document(pro);
  t.equal(errorCode(await call(origin, START, { input })), 'UNAUTHENTICATED');
  t.equal(errorCode(await call(origin, START, { input }, { token: consumerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, MINE, {}, { token: consumerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, TO_REVIEW, {}, { token: pro.token })), 'FORBIDDEN');
  t.equal(
    errorCode(await call(origin, DECIDE, { input: { checkId: pro.id, decision: 'APPROVE' } }, { token: pro.token })),
    'FORBIDDEN',
  );
  const impersonating = await upstream.sessionFor({
    userId: pro.id,
    actorId: adminId,
    mode: 'IMPERSONATED',
    secondLayer: false,
  });
  t.equal(errorCode(await call(origin, START, { input }, { token: impersonating })), 'FORBIDDEN');
  t.equal((await ask(MINE, {}, impersonating)).myIdentityCheck.nextStep, 'START', 'staff helping them may read it');

  const manager = await colleagueSession(upstream, pro.id, 'MANAGER');
  t.equal(errorCode(await call(origin, START, { input }, { token: manager })), 'FORBIDDEN');
  t.equal((await ask(MINE, {}, manager)).myIdentityCheck.nextStep, 'START', 'a MANAGER sees where it stands');
  t.same(await db.query('SELECT id FROM identity_checks WHERE user_id = $1', [pro.id]), [], 'nothing was started');
});

t.test('when the provider does not answer, nothing is started and the professional may try again', async (t) => {
  const closed = await startReferenceServices(t);
  const cut = await startUpstream(t, { env: { ID_CHECK_URL: `${closed.url}/no-such-provider` } });
  const cutTrade = await createTrade(cut.db);
  const pro = await createPro(cut.db, { serviceIds: cutTrade.serviceIds, professionId: cutTrade.professionId });
  const token = await cut.sessionFor({ userId: pro.id, secondLayer: false });
  const answer = await data(call(cut.origin, START, { input: document({ familyName: 'Person' }) }, { token }));
  t.same(answer.startIdentityCheck, { __typename: 'IdentityCheckUnavailable', retryAfterSeconds: 30 });
  t.same(await cut.db.query('SELECT id FROM identity_checks WHERE user_id = $1', [pro.id]), []);
  t.match((await data(call(cut.origin, MINE, {}, { token }))).myIdentityCheck, { nextStep: 'START', checksLeft: 3 });
});
