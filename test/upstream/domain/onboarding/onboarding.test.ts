// A professional's onboarding over real HTTP (decision 054): signing up requests the steps of the
// brand's flow in the brand's order; the first step not done is where they resume, on any device;
// an introduction seen is done once; the order is data a brand may change; an account from before
// onboarding has nothing asked of it; and only the account's holder or a MANAGER reads it.
import t from 'tap';
import { completeOnboardingStep } from '../../../../upstream/domain/onboarding/onboarding.ts';
import { signUpPro as signUpThroughApi } from '../../../helpers/sign-up.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { db } = upstream;

const ONBOARDING = '{ myOnboarding { steps { step done } currentStep introductionsCompleted complete } }';
const SEEN = `mutation($introduction: Introduction!) { completeIntroduction(introduction: $introduction) {
  currentStep introductionsCompleted } }`;

const signUpPro = (brand: string) => signUpThroughApi(upstream.origin, brand);

const ask = async (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(upstream.origin, query, variables, { token }));

t.test("signing up requests the brand's steps in its order; the first not done is where they resume", async (t) => {
  const pro = await signUpPro('uk');
  const { myOnboarding } = await ask(ONBOARDING, {}, pro.token);
  t.same(myOnboarding.steps.map((step: { step: string }) => step.step).slice(0, 4), [
    'INTRO_WORK_DETAILS',
    'SERVICES_REQUESTED',
    'SKILLS_EVALUATION_REQUESTED',
    'DOCUMENT_UPLOAD_REQUESTED',
  ]);
  t.equal(myOnboarding.steps.length, 13, 'every §3 step');
  t.equal(myOnboarding.currentStep, 'INTRO_WORK_DETAILS');
  t.same([myOnboarding.introductionsCompleted, myOnboarding.complete], [[], false]);

  const seen = (await ask(SEEN, { introduction: 'WORK_DETAILS' }, pro.token)).completeIntroduction;
  t.same(seen, { currentStep: 'SERVICES_REQUESTED', introductionsCompleted: ['WORK_DETAILS'] });
  const again = (await ask(SEEN, { introduction: 'WORK_DETAILS' }, pro.token)).completeIntroduction;
  t.same(again, seen, 'seeing it again changes nothing');

  // Another device, another sign-in: the same place.
  const elsewhere = upstream.sessionFor({ userId: pro.id, secondLayer: false });
  t.equal((await ask(ONBOARDING, {}, await elsewhere)).myOnboarding.currentStep, 'SERVICES_REQUESTED');
});

t.test('the order is data: German and Austrian professionals upload their papers before the skills test', async (t) => {
  const pro = await signUpPro('de');
  const steps = (await ask(ONBOARDING, {}, pro.token)).myOnboarding.steps.map((step: { step: string }) => step.step);
  t.same(steps.slice(0, 4), [
    'INTRO_WORK_DETAILS',
    'SERVICES_REQUESTED',
    'DOCUMENT_UPLOAD_REQUESTED',
    'SKILLS_EVALUATION_REQUESTED',
  ]);
  await db.query(`UPDATE onboarding_flows SET position = position + 100 WHERE brand = 'it'`);
  await db.query(
    `UPDATE onboarding_flows SET position = CASE step WHEN 'COMPANY_BIO_REQUESTED' THEN 1 ELSE position - 99 END
      WHERE brand = 'it'`,
  );
  const italian = await signUpPro('it');
  t.equal(
    (await ask(ONBOARDING, {}, italian.token)).myOnboarding.currentStep,
    'COMPANY_BIO_REQUESTED',
    'a brand that puts the company first starts there',
  );
});

t.test('steps done by the work that does them; all done is complete', async (t) => {
  const pro = await signUpPro('uk');
  const steps = (await ask(ONBOARDING, {}, pro.token)).myOnboarding.steps.map((step: { step: string }) => step.step);
  for (const step of steps.slice(0, -1)) await completeOnboardingStep(db, pro.id, step);
  const almost = (await ask(ONBOARDING, {}, pro.token)).myOnboarding;
  t.same([almost.currentStep, almost.complete], ['EMAIL_VERIFICATION_REQUESTED', false]);
  t.same(almost.introductionsCompleted, ['ID_CHECK', 'PAYMENT_METHOD', 'PROFILE_SET_UP', 'SAFETY', 'WORK_DETAILS']);
  await completeOnboardingStep(db, pro.id, 'EMAIL_VERIFICATION_REQUESTED');
  const done = (await ask(ONBOARDING, {}, pro.token)).myOnboarding;
  t.same([done.currentStep, done.complete], [null, true]);
});

t.test('an account from before onboarding has nothing asked of it; others may not read it', async (t) => {
  const demo = await upstream.sessionFor({ userId: await upstream.userId('pro.uk@example.com'), secondLayer: false });
  t.same((await ask(ONBOARDING, {}, demo)).myOnboarding, null);
  t.equal(errorCode(await call(upstream.origin, ONBOARDING, {})), 'UNAUTHENTICATED');
  const consumer = await upstream.sessionFor({
    userId: await upstream.userId('consumer.uk@example.com'),
    secondLayer: false,
  });
  t.equal(errorCode(await call(upstream.origin, ONBOARDING, {}, { token: consumer })), 'FORBIDDEN');
});
