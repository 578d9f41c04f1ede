// Sign-up of consumers and service pros, and consumer activation, over real HTTP (spec §5, §8).
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { LIMITS } from '../../../../upstream/domain/abuse/rate-limits.ts';
import { createTestDatabase, startUpstream, type TestUpstream } from '../../../helpers/upstream.ts';
import { call, data, signIn } from '../../../helpers/upstream-client.ts';

const RESULT = `__typename
  ... on SignUpSuccess { tokens { accessToken refreshToken } user { __typename id email type
    ... on Consumer { status firstName lastName phone }
    ... on ServicePro { status slug phone companyProfile { companyName } } } }
  ... on SignUpFailed { code fieldErrors { field code } }
  ... on DuplicateRegistration { email }
  ... on DuplicatePhone { phone }`;
const SIGN_UP_CONSUMER = `mutation($input: ConsumerSignUpInput!) { signUpConsumer(input: $input) { ${RESULT} } }`;
const SIGN_UP_PRO = `mutation($input: ServiceProSignUpInput!) { signUpServicePro(input: $input) { ${RESULT} } }`;
const ME = '{ me { __typename email ... on Consumer { status email firstName } ... on ServicePro { status slug } } }';
const ACTIVATE = `mutation($input: ActivateAccountInput!) { activateAccount(input: $input) { __typename
  ... on AccountActivated { user { email ... on Consumer { status } } } ... on TokenFailed { code } } }`;
const REQUEST_ACTIVATION = `mutation { requestAccountActivation { __typename
  ... on CodeRequested { expiresInSeconds } ... on UsageLimitReached { retryAfterSeconds } } }`;

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the assertions check.
type Result = Record<string, any>;

const upstream = await startUpstream(t);

// Each sign-up comes from its own client unless a test says otherwise, so the per-client limit of
// one test does not reach another.
let clients = 0;
const nextClient = () => `203.0.113.${(clients++ % 250) + 1}`;
const newEmail = (label = 'person') => `${label}.${randomBytes(5).toString('hex')}@example.com`;

function consumerInput(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: 'a long enough secret',
    firstName: 'Anna',
    lastName: 'de Vries',
    brand: 'nl',
    ...overrides,
  };
}

// Each professional a phone of their own (a number is one professional account's, §2.8).
let phones = 0;
function proInput(overrides: Record<string, unknown> = {}) {
  phones += 1;
  const phone = `+31 20 123 ${String(4000 + phones).padStart(4, '0')}`;
  return { ...consumerInput(), phone, companyName: 'Vries Bouw', ...overrides };
}

async function signUpConsumer(
  input: Record<string, unknown>,
  options: { clientIp?: string; token?: string; target?: TestUpstream } = {},
): Promise<Result> {
  const target = options.target ?? upstream;
  const body = await data(
    call(
      target.origin,
      SIGN_UP_CONSUMER,
      { input },
      { clientIp: options.clientIp ?? nextClient(), token: options.token },
    ),
  );
  return body.signUpConsumer;
}

async function signUpPro(input: Record<string, unknown>, target: TestUpstream = upstream): Promise<Result> {
  return (await data(call(target.origin, SIGN_UP_PRO, { input }, { clientIp: nextClient() }))).signUpServicePro;
}

async function activate(token: string): Promise<Result> {
  return (await data(call(upstream.origin, ACTIVATE, { input: { token } }))).activateAccount;
}

async function me(token: string): Promise<Result> {
  return (await data(call(upstream.origin, ME, {}, { token }))).me;
}

async function activationToken(email: string): Promise<string> {
  const [message] = await upstream.messagesTo(email, 'account-activation');
  return String(message?.payload.token);
}

async function countUsers(): Promise<number> {
  const [row] = await upstream.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return row?.n ?? -1;
}

t.test('a new consumer is signed in at once and stays PENDING until they open the emailed link', async (t) => {
  const input = consumerInput({ phone: '06 12345678', consents: ['RESEARCH', 'ELECTRONIC_MARKETING', 'RESEARCH'] });
  const result = await signUpConsumer(input);
  t.match(result, {
    __typename: 'SignUpSuccess',
    user: { __typename: 'Consumer', email: input.email, type: 'CONSUMER', status: 'PENDING', phone: '+31612345678' },
  });
  const token = result.tokens.accessToken;
  t.same(await me(token), { __typename: 'Consumer', email: input.email, status: 'PENDING', firstName: 'Anna' });

  const [message, ...others] = await upstream.messagesTo(input.email, 'account-activation');
  t.equal(others.length, 0, 'one activation email');
  t.match(message, { channel: 'EMAIL', locale: 'nl-NL', payload: { brand: 'nl', token: /^[\w-]{43}$/ } });
  const consents = await upstream.db.query<{ purpose: string; granted: boolean }>(
    'SELECT purpose, granted FROM consents WHERE user_id = $1 ORDER BY purpose',
    [result.user.id],
  );
  t.same(consents, [
    { purpose: 'ELECTRONIC_MARKETING', granted: true },
    { purpose: 'RESEARCH', granted: true },
  ]);

  const link = String(message?.payload.token);
  t.same(await activate(link), { __typename: 'AccountActivated', user: { email: input.email, status: 'ACTIVE' } });
  t.equal((await me(token)).status, 'ACTIVE');
  t.same(await activate(link), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' }, 'a link works once');
});

t.test('an expired activation link answers ERROR_EXPIRED_TOKEN and a made-up one ERROR_INVALID_TOKEN', async (t) => {
  const input = consumerInput();
  const result = await signUpConsumer(input);
  await upstream.db.query(`UPDATE link_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
    result.user.id,
  ]);
  t.same(await activate(await activationToken(input.email)), {
    __typename: 'TokenFailed',
    code: 'ERROR_EXPIRED_TOKEN',
  });
  t.equal((await me(result.tokens.accessToken)).status, 'PENDING');
  t.same(await activate(randomBytes(32).toString('base64url')), {
    __typename: 'TokenFailed',
    code: 'ERROR_INVALID_TOKEN',
  });
  t.same(await activate(''), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  t.same(await activate('x'.repeat(5000)), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
});

t.test('a pending consumer asks for a new activation link and only the newest one works', async (t) => {
  const input = consumerInput();
  const { tokens } = await signUpConsumer(input);
  const first = await activationToken(input.email);
  const requested = await data(call(upstream.origin, REQUEST_ACTIVATION, {}, { token: tokens.accessToken }));
  t.same(requested.requestAccountActivation, { __typename: 'CodeRequested', expiresInSeconds: 7 * 24 * 3600 });
  const second = await activationToken(input.email);
  t.not(second, first);
  t.same(await activate(first), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  t.equal((await activate(second)).__typename, 'AccountActivated');

  const again = await data(call(upstream.origin, REQUEST_ACTIVATION, {}, { token: tokens.accessToken }));
  t.same(again.requestAccountActivation, { __typename: 'CodeRequested', expiresInSeconds: 0 }, 'already active');
  t.equal((await upstream.messagesTo(input.email, 'account-activation')).length, 2, 'no email once active');
});

t.test('asking for activation links too often answers UsageLimitReached', async (t) => {
  const input = consumerInput();
  const { tokens } = await signUpConsumer(input);
  for (let i = 0; i < LIMITS.codeRequestsPerAccount.max; i++) {
    const body = await data(call(upstream.origin, REQUEST_ACTIVATION, {}, { token: tokens.accessToken }));
    t.equal(body.requestAccountActivation.__typename, 'CodeRequested');
  }
  const refused = await data(call(upstream.origin, REQUEST_ACTIVATION, {}, { token: tokens.accessToken }));
  t.match(refused.requestAccountActivation, { __typename: 'UsageLimitReached', retryAfterSeconds: Number });
  t.ok(refused.requestAccountActivation.retryAfterSeconds > 0);
});

t.test('only a signed-in consumer or professional may ask for an activation link', async (t) => {
  const visitor = (await call(upstream.origin, REQUEST_ACTIVATION)).json<Result>();
  t.match(visitor, { data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  const admin = await signIn(upstream.origin, 'admin@example.com');
  const refused = (await call(upstream.origin, REQUEST_ACTIVATION, {}, { token: admin.accessToken })).json<Result>();
  t.match(refused, { data: null, errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  // The demo professional predates onboarding: nothing is asked of them, so nothing is sent.
  const demo = await signIn(upstream.origin, 'pro.nl@example.com');
  const nothing = await data(call(upstream.origin, REQUEST_ACTIVATION, {}, { token: demo.accessToken }));
  t.same(nothing.requestAccountActivation, { __typename: 'CodeRequested', expiresInSeconds: 0 });
  t.equal((await upstream.messagesTo('pro.nl@example.com', 'email-verification')).length, 0);
});

const ONBOARDING = '{ myOnboarding { steps { step done } } }';
// A professional's contact details are not public: the answer names who, by id.
const VERIFY = `mutation($input: ActivateAccountInput!) { activateAccount(input: $input) { __typename
  ... on AccountActivated { user { __typename id } } ... on TokenFailed { code } } }`;
async function verify(token: string): Promise<Result> {
  return (await data(call(upstream.origin, VERIFY, { input: { token } }))).activateAccount;
}
async function emailVerified(token: string): Promise<boolean> {
  const { myOnboarding } = await data(call(upstream.origin, ONBOARDING, {}, { token }));
  return myOnboarding.steps.find((step: Result) => step.step === 'EMAIL_VERIFICATION_REQUESTED').done;
}

t.test('a new professional verifies their email address with the link sent at sign-up', async (t) => {
  const signedUp = await signUpPro(proInput());
  const token = signedUp.tokens.accessToken;
  const email = signedUp.user.email;
  t.equal((await upstream.messagesTo(email, 'account-activation')).length, 0, 'their account is active already');
  const [message, ...others] = await upstream.messagesTo(email, 'email-verification');
  t.equal(others.length, 0, 'one verification email');
  t.match(message, { channel: 'EMAIL', locale: 'nl-NL', payload: { brand: 'nl', token: /^[\w-]{43}$/ } });
  t.equal(await emailVerified(token), false);

  const link = String(message?.payload.token);
  t.same(await verify(link), {
    __typename: 'AccountActivated',
    user: { __typename: 'ServicePro', id: signedUp.user.id },
  });
  t.equal(await emailVerified(token), true, 'the onboarding step is done');
  t.equal((await me(token)).status, 'ACTIVE');
  t.same(await verify(link), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' }, 'a link works once');
  const again = await data(call(upstream.origin, REQUEST_ACTIVATION, {}, { token }));
  t.same(again.requestAccountActivation, { __typename: 'CodeRequested', expiresInSeconds: 0 }, 'verified already');
  t.equal((await upstream.messagesTo(email, 'email-verification')).length, 1, 'no email once verified');
});

t.test('a professional asks for a new link, as often as a consumer may; only the newest works', async (t) => {
  const signedUp = await signUpPro(proInput());
  const token = signedUp.tokens.accessToken;
  const email = signedUp.user.email;
  const newest = async () => String((await upstream.messagesTo(email, 'email-verification'))[0]?.payload.token);
  const first = await newest();
  for (let i = 0; i < LIMITS.codeRequestsPerAccount.max; i++) {
    const body = await data(call(upstream.origin, REQUEST_ACTIVATION, {}, { token }));
    t.same(body.requestAccountActivation, { __typename: 'CodeRequested', expiresInSeconds: 7 * 24 * 3600 });
  }
  const refused = await data(call(upstream.origin, REQUEST_ACTIVATION, {}, { token }));
  t.match(refused.requestAccountActivation, { __typename: 'UsageLimitReached', retryAfterSeconds: Number });
  t.same(await verify(first), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  t.equal(await emailVerified(token), false);
  t.equal((await verify(await newest())).__typename, 'AccountActivated');
  t.equal(await emailVerified(token), true);
});

t.test('a service pro signs up with a company, is ACTIVE at once and gets a public slug', async (t) => {
  const companyName = `Bäckerei & Söhne ${randomBytes(3).toString('hex')}`;
  const first = await signUpPro(proInput({ companyName, brand: 'de', phone: '030 1234567' }));
  const slug = `backerei-sohne-${companyName.slice(-6)}`;
  t.match(first, {
    __typename: 'SignUpSuccess',
    user: { __typename: 'ServicePro', type: 'SERVICE_PRO', status: 'ACTIVE', slug, phone: '+49301234567' },
  });
  t.same(first.user.companyProfile, { companyName });
  t.same(await me(first.tokens.accessToken), {
    __typename: 'ServicePro',
    email: first.user.email,
    status: 'ACTIVE',
    slug,
  });
  t.equal((await upstream.messagesTo(first.user.email, 'account-activation')).length, 0, 'pros need no activation');
  const [company] = await upstream.db.query<{ brand: string | null }>(
    'SELECT brand FROM company_profiles WHERE user_id = $1',
    [first.user.id],
  );
  t.equal(company?.brand, 'de', "the company is the brand's, as the directory lists them");

  const second = await signUpPro(proInput({ companyName }));
  const third = await signUpPro(proInput({ companyName: ` ${companyName.toUpperCase()} ` }));
  t.equal(second.user.slug, `${slug}-2`);
  t.equal(third.user.slug, `${slug}-3`);
  t.same(second.user.companyProfile, { companyName });
});

t.test('a service pro must give a phone number and a company name', async (t) => {
  const before = await countUsers();
  const result = await signUpPro(proInput({ phone: ' ', companyName: '' }));
  t.same(result, {
    __typename: 'SignUpFailed',
    code: 'INVALID_DATA',
    fieldErrors: [
      { field: 'phone', code: 'REQUIRED' },
      { field: 'companyName', code: 'REQUIRED' },
    ],
  });
  t.equal(await countUsers(), before);
});

t.test('each email refusal of §5 is answered with its code and nothing is created', async (t) => {
  const before = await countUsers();
  const cases: [string, string][] = [
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    ['not-an-email', 'INVALID'],
    ['a@b', 'INVALID'],
    ['a b@example.com', 'INVALID'],
    ['x@mailinator.com', 'BLACKLISTED_EMAIL'],
    ['X@Mailinator.COM', 'BLACKLISTED_EMAIL'],
    ['x@no-mail.example', 'INVALID_DNS'],
  ];
  for (const [email, code] of cases) {
    t.same(
      await signUpConsumer(consumerInput({ email })),
      { __typename: 'SignUpFailed', code: 'INVALID_DATA', fieldErrors: [{ field: 'email', code }] },
      `${JSON.stringify(email)} → ${code}`,
    );
  }
  t.equal(await countUsers(), before);
});

t.test('an email that already has an account, in any case or spacing, is a duplicate registration', async (t) => {
  const before = await countUsers();
  t.same(await signUpConsumer(consumerInput({ email: 'consumer.nl@example.com' })), {
    __typename: 'DuplicateRegistration',
    email: 'consumer.nl@example.com',
  });
  t.same(await signUpConsumer(consumerInput({ email: '  Consumer.NL@Example.com ' })), {
    __typename: 'DuplicateRegistration',
    email: 'Consumer.NL@Example.com',
  });
  t.same(await signUpPro(proInput({ email: 'PRO.fr@example.com' })), {
    __typename: 'DuplicateRegistration',
    email: 'PRO.fr@example.com',
  });
  t.equal(await countUsers(), before);
});

t.test('passwords that are too short, common or the email address are refused', async (t) => {
  const email = newEmail();
  for (const password of ['', 'short', 'password123', 'Password123', email.toUpperCase(), 'a'.repeat(200)]) {
    const code = password === '' ? 'REQUIRED' : 'INVALID';
    t.same(
      await signUpConsumer(consumerInput({ email, password })),
      { __typename: 'SignUpFailed', code: 'INVALID_DATA', fieldErrors: [{ field: 'password', code }] },
      `${password.slice(0, 20)} → ${code}`,
    );
  }
  t.equal((await upstream.messagesTo(email)).length, 0);
});

t.test('every refused field is listed at once, and nothing is created', async (t) => {
  const before = await countUsers();
  const result = await signUpConsumer({
    email: 'not-an-email',
    password: '12345678',
    firstName: '',
    lastName: 'R2-D2',
    phone: '12',
    brand: 'xx',
  });
  t.same(result, {
    __typename: 'SignUpFailed',
    code: 'INVALID_DATA',
    fieldErrors: [
      { field: 'email', code: 'INVALID' },
      { field: 'password', code: 'INVALID' },
      { field: 'firstName', code: 'REQUIRED' },
      { field: 'lastName', code: 'INVALID' },
      { field: 'phone', code: 'INVALID' },
      { field: 'brand', code: 'INVALID' },
    ],
  });
  t.same(await signUpConsumer(consumerInput({ phone: '+31 6 1234' })), {
    __typename: 'SignUpFailed',
    code: 'INVALID_DATA',
    fieldErrors: [{ field: 'phone', code: 'INVALID' }],
  });
  t.same(await signUpConsumer(consumerInput({ brand: 'NL' })), {
    __typename: 'SignUpFailed',
    code: 'INVALID_DATA',
    fieldErrors: [{ field: 'brand', code: 'INVALID' }],
  });
  t.equal(await countUsers(), before);
});

t.test('texts longer than 1024 characters are refused as INVALID', async (t) => {
  const long = 'a'.repeat(1025);
  const result = await signUpPro(
    proInput({ email: `${long}@example.com`, password: long, firstName: long, companyName: long }),
  );
  t.same(result.fieldErrors, [
    { field: 'email', code: 'INVALID' },
    { field: 'password', code: 'INVALID' },
    { field: 'firstName', code: 'INVALID' },
    { field: 'companyName', code: 'INVALID' },
  ]);
});

t.test('a signed-in caller cannot sign up again: ALREADY_AUTHENTICATED', async (t) => {
  const { accessToken } = await signIn(upstream.origin, 'consumer.fr@example.com');
  const input = consumerInput();
  t.same(await signUpConsumer(input, { token: accessToken }), {
    __typename: 'SignUpFailed',
    code: 'ALREADY_AUTHENTICATED',
    fieldErrors: [],
  });
  const pro = await data(call(upstream.origin, SIGN_UP_PRO, { input: proInput() }, { token: accessToken }));
  t.equal(pro.signUpServicePro.code, 'ALREADY_AUTHENTICATED');
  t.equal((await upstream.messagesTo(input.email)).length, 0);
});

t.test('a signed-in professional registering again is ALREADY_ENROLLED (§8 enrolment)', async (t) => {
  const { accessToken } = await signIn(upstream.origin, 'pro.nl@example.com');
  const pro = await data(call(upstream.origin, SIGN_UP_PRO, { input: proInput() }, { token: accessToken }));
  t.same(pro.signUpServicePro, { __typename: 'SignUpFailed', code: 'ALREADY_ENROLLED', fieldErrors: [] });
});

t.test("a professional's phone already on another professional's account is DuplicatePhone", async (t) => {
  const first = await signUpPro(proInput({ phone: '+31 6 12345670' }));
  t.equal(first.__typename, 'SignUpSuccess');
  const input = proInput({ phone: '06 12345670' });
  t.same(
    await signUpPro(input),
    { __typename: 'DuplicatePhone', phone: '+31612345670' },
    'the same number, written otherwise',
  );
  const [account] = await upstream.db.query('SELECT 1 FROM users WHERE email_normalised = lower($1)', [input.email]);
  t.equal(account, undefined, 'no account was made');
  t.equal(
    (await signUpConsumer(consumerInput({ phone: '06 12345670' }))).__typename,
    'SignUpSuccess',
    'a home owner may share it',
  );
});

t.test('one client signing up too often gets RATE_LIMIT; other clients do not', async (t) => {
  const clientIp = '198.51.100.7';
  for (let i = 0; i < LIMITS.signUpsPerClient.max; i++) {
    t.equal((await signUpConsumer(consumerInput(), { clientIp })).__typename, 'SignUpSuccess');
  }
  const input = consumerInput();
  t.same(await signUpConsumer(input, { clientIp }), {
    __typename: 'SignUpFailed',
    code: 'RATE_LIMIT',
    fieldErrors: [],
  });
  t.equal((await upstream.messagesTo(input.email)).length, 0);
  t.equal((await signUpConsumer(consumerInput(), { clientIp: '198.51.100.8' })).__typename, 'SignUpSuccess');
});

t.test('refused attempts do not count against the limit: a person may correct their typos', async (t) => {
  const clientIp = '198.51.100.9';
  for (let i = 0; i < LIMITS.signUpsPerClient.max + 5; i++) {
    const refused = await signUpConsumer(consumerInput({ password: 'short' }), { clientIp });
    t.equal(refused.code, 'INVALID_DATA');
  }
  t.equal((await signUpConsumer(consumerInput(), { clientIp })).__typename, 'SignUpSuccess');
});

t.test('sign-ups from one address at the same moment make no more accounts than the limit', async (t) => {
  const clientIp = '198.51.100.10';
  const results = await Promise.all(
    Array.from({ length: LIMITS.signUpsPerClient.max + 3 }, () => signUpConsumer(consumerInput(), { clientIp })),
  );
  const made = results.filter((result) => result.__typename === 'SignUpSuccess').length;
  t.equal(made, LIMITS.signUpsPerClient.max);
  t.ok(results.every((result) => result.__typename === 'SignUpSuccess' || result.code === 'RATE_LIMIT'));
});

t.test('two sign-ups with the same new email at once: one account, the other a duplicate', async (t) => {
  const email = newEmail('twin');
  const results = await Promise.all([signUpConsumer(consumerInput({ email })), signUpPro(proInput({ email }))]);
  t.same(results.map((result) => result.__typename).sort(), ['DuplicateRegistration', 'SignUpSuccess']);
  const rows = await upstream.db.query('SELECT id FROM users WHERE email_normalised = $1', [email]);
  t.equal(rows.length, 1);
});

t.test(
  'on PostgreSQL, sign-ups at the same moment still make one account per email and one slug per pro',
  async (t) => {
    const target = await startUpstream(t, { databaseUrl: await createTestDatabase(t) });
    const email = newEmail('twin');
    const sameEmail = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        i % 2 ? signUpPro(proInput({ email }), target) : signUpConsumer(consumerInput({ email }), { target }),
      ),
    );
    t.same(sameEmail.map((result) => result.__typename).sort(), [
      'DuplicateRegistration',
      'DuplicateRegistration',
      'DuplicateRegistration',
      'SignUpSuccess',
    ]);
    const companyName = `Twin Builders ${randomBytes(3).toString('hex')}`;
    const sameCompany = await Promise.all(
      Array.from({ length: 3 }, () => signUpPro(proInput({ companyName }), target)),
    );
    const base = companyName.toLowerCase().replaceAll(' ', '-');
    t.same(sameCompany.map((result) => result.user?.slug).sort(), [base, `${base}-2`, `${base}-3`]);
  },
);

t.test('with the captcha verifier off (development, test) sign-up needs no captcha answer', async (t) => {
  t.equal((await signUpConsumer(consumerInput({ captchaToken: null }))).__typename, 'SignUpSuccess');
});
