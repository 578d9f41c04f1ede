// The upstream's identity API over real HTTP on the embedded database.
import t from 'tap';
import { BRAND_IDS } from '../../../../shared/brands.ts';
import { graphql } from '../../../helpers/http.ts';
import { startUpstream } from '../../../helpers/upstream.ts';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) {
  __typename ... on LoginSuccess { tokens { accessToken accessTokenExpiresAt refreshToken refreshTokenExpiresAt }
  hasAssumableAccess isAuthenticated } ... on LoginFailed { code isAuthenticated } } }`;
const ME = `{ me { __typename id email type
  ... on Consumer { firstName lastName createdAt hasAssumableAccess assumedBy { id } }
  ... on ServicePro { firstName slug companyProfile { companyName primaryLocation { localityNode { id name } } } }
  ... on StaffUser { firstName } } }`;

const upstream = await startUpstream(t);
const origin = new URL(upstream.url).origin;

async function login(username: string, password = 'hearth-demo') {
  const response = await graphql(origin, LOGIN, { input: { username, password } });
  const login = response.json<{ data: { login: Record<string, unknown> } }>().data.login;
  const tokens = login.tokens as { accessToken: string } | undefined;
  return { ...login, token: tokens?.accessToken } as Record<string, unknown>;
}

function bearer(token: unknown) {
  return { headers: { authorization: `Bearer ${token}` } };
}

t.test('every demo account of every brand signs in with the demo password', async (t) => {
  const emails = [
    'admin@example.com',
    ...BRAND_IDS.flatMap((id) => [`consumer.${id}@example.com`, `pro.${id}@example.com`]),
  ];
  for (const email of emails) {
    const result = await login(email);
    t.equal(result.__typename, 'LoginSuccess', email);
    t.equal(result.isAuthenticated, true);
    t.match(result.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    t.match(result.tokens, { refreshToken: /^[\w-]{43}$/ });
  }
});

t.test('a wrong password and an unknown email fail alike with INVALID_CREDENTIALS', async (t) => {
  t.match(await login('consumer.nl@example.com', 'wrong'), {
    __typename: 'LoginFailed',
    code: 'INVALID_CREDENTIALS',
    isAuthenticated: false,
  });
  t.match(await login('nobody@example.com'), {
    __typename: 'LoginFailed',
    code: 'INVALID_CREDENTIALS',
    isAuthenticated: false,
  });
  t.match(await login('consumer.nl@example.com', 'x'.repeat(5000)), {
    __typename: 'LoginFailed',
    code: 'INVALID_CREDENTIALS',
    isAuthenticated: false,
  });
});

t.test('emails are matched regardless of case and surrounding spaces', async (t) => {
  t.equal((await login('  Consumer.DE@Example.com ')).__typename, 'LoginSuccess');
});

t.test('the token carries the session info of spec §3', async (t) => {
  const { token } = await login('pro.fr@example.com');
  const claims = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString());
  t.equal(claims.typ, 'SERVICE_PRO');
  t.equal(claims.imp, false);
  t.equal(claims.haa, false);
  t.ok(claims.sla > claims.iat, 'a password login counts as a recent confirmation (§3 second layer)');
  t.type(claims.iat, 'number');
  t.ok(claims.exp > claims.iat);
});

t.test('me answers the signed-in user with the §3 fields, in the brand language', async (t) => {
  const consumer = await login('consumer.it@example.com');
  const me = (await graphql(origin, ME, {}, bearer(consumer.token))).json<{ data: { me: Record<string, unknown> } }>()
    .data.me;
  t.match(me, {
    __typename: 'Consumer',
    email: 'consumer.it@example.com',
    type: 'CONSUMER',
    firstName: 'Giulia',
    assumedBy: null,
  });
  t.ok(!Number.isNaN(Date.parse(String(me.createdAt))));

  const pro = await login('pro.de@example.com');
  const proMe = (await graphql(origin, ME, {}, bearer(pro.token))).json<{ data: { me: Record<string, unknown> } }>()
    .data.me;
  t.match(proMe, {
    __typename: 'ServicePro',
    firstName: 'Jonas',
    slug: 'becker-haustechnik-koeln',
    companyProfile: { companyName: 'Becker Haustechnik', primaryLocation: { localityNode: { name: 'Köln' } } },
  });

  const staff = await login('admin@example.com');
  const staffMe = (await graphql(origin, ME, {}, bearer(staff.token))).json<{ data: { me: Record<string, unknown> } }>()
    .data.me;
  t.match(staffMe, { __typename: 'StaffUser', type: 'ADMIN' });
});

t.test('a visitor is nobody: me is null', async (t) => {
  t.same((await graphql(origin, ME)).json(), { data: { me: null } });
});

t.test('a forged, tampered or revoked token answers 401 and is never treated as a visitor', async (t) => {
  const { token } = await login('consumer.at@example.com');
  const [header, payload, signature] = String(token).split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, typ: 'ADMIN' })).toString('base64url')}.${signature}`;
  t.equal((await graphql(origin, ME, {}, bearer(tampered))).status, 401);
  t.equal((await graphql(origin, ME, {}, bearer('not-a-token'))).status, 401);
  t.equal((await graphql(origin, ME, {}, { headers: { authorization: 'Basic abc' } })).status, 401);

  const logout = await graphql(origin, 'mutation { logout { success } }', {}, bearer(token));
  t.same(logout.json(), { data: { logout: { success: true } } });
  const replay = await graphql(origin, ME, {}, bearer(token));
  t.equal(replay.status, 401, 'the token stops working at once after logout');
  t.equal(replay.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code, 'UNAUTHENTICATED');
});

t.test('an unexpected failure is masked with the request id', async (t) => {
  await upstream.db.exec('ALTER TABLE company_profiles RENAME TO company_profiles_gone');
  t.teardown(() => upstream.db.exec('ALTER TABLE company_profiles_gone RENAME TO company_profiles'));
  const pro = await login('pro.us@example.com');
  const response = await graphql(origin, ME, {}, bearer(pro.token));
  const body = response.json<{ errors: { message: string; extensions: Record<string, unknown> }[] }>();
  t.equal(body.errors[0]?.message, 'Internal server error');
  t.equal(body.errors[0]?.extensions.code, 'INTERNAL_SERVER_ERROR');
  t.type(body.errors[0]?.extensions.requestId, 'string');
  t.notMatch(response.text, /company_profiles/, 'no internal detail reaches the caller');
});
