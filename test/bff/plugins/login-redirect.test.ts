// `redirect-to` over real HTTP (issue 5 §3, spec §9): a signed-in person who opens a sign-in page
// with a target is sent on — only ever to a path on this site; hostile targets go home.
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { linkTo } from '../../../shared/routes.ts';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { type Response, send } from '../../helpers/http.ts';

const fault = await startFaultUpstream(t);
fault.setDefault({ kind: 'body', body: JSON.stringify({ data: { me: null } }) });
const bff = await startBff(t, fault.url);
const host = `uk.localhost:${bff.port}`;
const words = PATHS['en-GB'];
const login = linkTo('login', words);

// An unsigned token as the session plugin reads it (the BFF decodes, the upstream verifies).
function accessToken(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.signature`;
}

const signedIn = `hearth_token=${accessToken({ typ: 'CONSUMER', exp: 4_000_000_000 })}`;

function open(path: string, cookie = signedIn): Promise<Response> {
  return send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });
}

function withTarget(path: string, target: string): string {
  return `${path}?redirect-to=${encodeURIComponent(target)}`;
}

t.test('a signed-in person on a sign-in page is sent to the redirect-to path', async (t) => {
  for (const page of ['login', 'loginOptions', 'loginPassword', 'loginOtp'] as const) {
    const response = await open(withTarget(linkTo(page, words), '/find-a-pro?category=plumber#top'));
    t.equal(response.status, 303, page);
    t.equal(response.headers.location, '/find-a-pro?category=plumber#top', page);
    t.equal(response.headers['cache-control'], 'no-store');
  }
});

t.test('a hostile target sends the person home instead', async (t) => {
  const hostile = [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'https://evil.example/',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    `/${'a'.repeat(2048)}`,
  ];
  for (const target of hostile) {
    const response = await open(withTarget(login, target));
    t.equal(response.status, 303, JSON.stringify(target.slice(0, 40)));
    t.equal(response.headers.location, '/', JSON.stringify(target.slice(0, 40)));
  }
  const repeated = await open(`${login}?redirect-to=%2Fjobs&redirect-to=%2F%2Fevil.example`);
  t.equal(repeated.headers.location, '/', 'a repeated parameter is not guessed at');
});

t.test('the redirect-to cookie is honoured once, and the query parameter wins over it', async (t) => {
  const fromCookie = await open(login, `${signedIn}; redirect-to=%2Ffind-a-pro`);
  t.equal(fromCookie.status, 303);
  t.equal(fromCookie.headers.location, '/find-a-pro');
  const cleared = fromCookie.cookies.find((line) => line.startsWith('redirect-to='));
  t.match(cleared, /^redirect-to=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/, 'the cookie is cleared');
  const hostileCookie = await open(login, `${signedIn}; redirect-to=%2F%2Fevil.example`);
  t.equal(hostileCookie.headers.location, '/');
  const both = await open(withTarget(login, '/privacy'), `${signedIn}; redirect-to=%2Ffind-a-pro`);
  t.equal(both.headers.location, '/privacy');
});

t.test('visitors see the sign-in page, and other pages ignore redirect-to', async (t) => {
  const visitor = await open(withTarget(login, '/find-a-pro'), '');
  t.equal(visitor.status, 200);
  t.equal(visitor.headers.location, undefined);
  const home = await open(withTarget('/', '//evil.example'));
  t.equal(home.status, 200);
  t.equal(home.headers.location, undefined);
  const plain = await open(login);
  t.equal(plain.status, 200, 'a signed-in person without a target sees the page as before');
});
