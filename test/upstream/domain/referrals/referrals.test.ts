// Referrals over real HTTP (spec §2.7 referral, decision 050): a professional's code is made on
// first read and kept; an account made with a code in the x-referral-code header — by sign-up or by
// posting a job as a visitor — is recorded once, to that professional; unknown codes, codes of
// professionals who cannot refer, and the professional themself are ignored without a word.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { REFERRAL_CODE_HEADER } from '../../../../shared/referral.ts';
import { createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { postingTools } from '../../../helpers/post-job.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode, newRequestId } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const trade = await createTrade(db);
const posting = await postingTools(upstream, '198.51.100');

const REFERRAL = `query($first: Int, $after: String) { myReferral { code
  signUps(first: $first, after: $after) { totalCount edges { node { id kind signedUpAt } }
    pageInfo { hasNextPage endCursor } } } }`;
const SIGN_UP = `__typename ... on SignUpSuccess { user { id } } ... on SignUpFailed { code }`;
const SIGN_UP_CONSUMER = `mutation($input: ConsumerSignUpInput!) { signUpConsumer(input: $input) { ${SIGN_UP} } }`;
const SIGN_UP_PRO = `mutation($input: ServiceProSignUpInput!) { signUpServicePro(input: $input) { ${SIGN_UP} } }`;
const POST = `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename
  ... on ServiceRequestPosted { serviceRequest { consumer { id } } } } }`;

const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));
const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

async function newPro() {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const token = await tokenOf(pro.id);
  const { myReferral } = await ask(REFERRAL, {}, token);
  return { ...pro, token, code: myReferral.code as string };
}

const signUps = async (pro: { token: string }) => (await ask(REFERRAL, {}, pro.token)).myReferral.signUps;

// Each call from a client of its own (the sign-up limit is per client) unless one is given.
let clients = 0;
const nextClient = () => `203.0.113.${(clients++ % 250) + 1}`;
const withCode = (code: string, requestId = newRequestId(), clientIp = nextClient()) => ({
  clientIp,
  requestId,
  headers: { [REFERRAL_CODE_HEADER]: code },
});
const newEmail = () => `referred.${randomBytes(5).toString('hex')}@example.com`;
const person = (email = newEmail()) => ({
  email,
  password: 'a long enough secret',
  firstName: 'Anna',
  lastName: 'de Vries',
  brand: 'nl',
});

// The sign-up goes on whatever the code.
async function signUpConsumer(code: string, input = person(), options = withCode(code)) {
  const { signUpConsumer: result } = await data(call(origin, SIGN_UP_CONSUMER, { input }, options));
  if (result.__typename !== 'SignUpSuccess') throw new Error(`The sign-up failed: ${JSON.stringify(result)}`);
  return result.user.id as string;
}

t.test("a professional's code is made on first read, unguessable, and never changes", async (t) => {
  const pro = await newPro();
  t.match(pro.code, /^[23456789abcdefghjkmnpqrstuvwxyz]{12}$/);
  t.equal((await ask(REFERRAL, {}, pro.token)).myReferral.code, pro.code, 'the same code on every read');
  const other = await newPro();
  t.not(other.code, pro.code);
  t.same(await signUps(pro), {
    totalCount: 0,
    edges: [],
    pageInfo: { hasNextPage: false, endCursor: null },
  });
});

t.test('accounts made through the link are recorded: when and which kind, newest first', async (t) => {
  const pro = await newPro();
  await signUpConsumer(pro.code);
  const { signUpServicePro } = await data(
    call(
      origin,
      SIGN_UP_PRO,
      { input: { ...person(), phone: '+31 20 765 4321', companyName: 'Referred Bouw' } },
      withCode(pro.code),
    ),
  );
  t.equal(signUpServicePro.__typename, 'SignUpSuccess');
  const visitorPost = await data(
    call(
      origin,
      POST,
      {
        input: posting.jobInput({ newConsumer: { email: newEmail(), firstName: 'Robin', lastName: 'Fairweather' } }),
      },
      withCode(pro.code),
    ),
  );
  t.equal(visitorPost.postServiceRequest.__typename, 'ServiceRequestPosted', 'a visitor posting a job signs up');

  const first = await ask(REFERRAL, { first: 2 }, pro.token);
  t.equal(first.myReferral.signUps.totalCount, 3);
  t.match(
    first.myReferral.signUps.edges.map((edge: { node: unknown }) => edge.node),
    [
      { kind: 'CONSUMER', signedUpAt: String },
      { kind: 'SERVICE_PRO', signedUpAt: String },
    ],
  );
  const rest = await ask(REFERRAL, { first: 2, after: first.myReferral.signUps.pageInfo.endCursor }, pro.token);
  t.match(rest.myReferral.signUps.edges, [{ node: { kind: 'CONSUMER' } }]);
});

t.test('each account is recorded once, to the link it came through', async (t) => {
  const pro = await newPro();
  const other = await newPro();
  const input = person();
  const sent = withCode(pro.code);
  const userId = await signUpConsumer(pro.code, input, sent);
  // The BFF sends a mutation again with its request id when an answer did not reach it.
  const { signUpConsumer: replayed } = await data(call(origin, SIGN_UP_CONSUMER, { input }, sent));
  t.equal(replayed.user?.id, userId, 'the retry is answered as the first was');
  // Later, signed in, the new home owner posts a job with another professional's code.
  const token = await tokenOf(userId);
  await db.query("UPDATE users SET status = 'ACTIVE' WHERE id = $1", [userId]);
  const posted = await data(call(origin, POST, { input: posting.jobInput() }, { ...withCode(other.code), token }));
  t.equal(posted.postServiceRequest.__typename, 'ServiceRequestPosted');
  t.equal((await signUps(pro)).totalCount, 1);
  t.equal((await signUps(other)).totalCount, 0, 'an existing account is no new referral');
  const rows = await db.query('SELECT referrer_id FROM referrals WHERE referred_user_id = $1', [userId]);
  t.same(rows, [{ referrer_id: pro.id }]);
});

t.test(
  'unknown codes, codes of professionals who cannot refer, and the professional themself are ignored',
  async (t) => {
    const before = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM referrals'))[0]?.count;
    await signUpConsumer('zzzzzzzzzzzz');
    await signUpConsumer('not a code at all');
    const disabled = await newPro();
    await db.query("UPDATE users SET status = 'DISABLED' WHERE id = $1", [disabled.id]);
    await signUpConsumer(disabled.code);

    const pro = await newPro();
    const [local, domain] = pro.email.split('@');
    await signUpConsumer(pro.code, person(`${local}+home@${domain}`));
    const { signUpConsumer: samePhone } = await data(
      call(origin, SIGN_UP_CONSUMER, { input: { ...person(), phone: '+31687654321' } }, withCode(pro.code)),
    );
    t.equal(samePhone.__typename, 'SignUpSuccess');
    const after = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM referrals'))[0]?.count;
    t.equal(after, before, 'none of them recorded');
    t.equal((await signUps(pro)).totalCount, 0);
  },
);

t.test('only professionals have a referral', async (t) => {
  const consumer = await createConsumer(db);
  t.equal(errorCode(await call(origin, REFERRAL, {}, { token: await tokenOf(consumer.id) })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, REFERRAL, {})), 'UNAUTHENTICATED');
});
