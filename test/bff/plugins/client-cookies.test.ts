// The client and session id cookies over real HTTP (issue 5 §3, spec §4 and §9): made when absent,
// readable by the client, kept when well formed, replaced when not, renewed by calls, and never
// set by routes that act for no one.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { cookiePair, graphql, type Response, send, setCookieNamed } from '../../helpers/http.ts';
import { newRequestId } from '../../helpers/upstream-client.ts';

const HEX32 = /^[0-9a-f]{32}$/;
const ID_COOKIES = ['client_id', 'client-id', 'session_id', 'session-id'];

const fault = await startFaultUpstream(t);
fault.setDefault({ kind: 'body', body: JSON.stringify({ data: { me: null } }) });
// Beacons go to a directory of this test's own.
const bff = await startBff(t, fault.url, { PV_DIR: t.testdir() });
const host = `uk.localhost:${bff.port}`;

function cookieValue(response: Response, name: string): string | undefined {
  const line = setCookieNamed(response, name);
  return line === undefined ? undefined : cookiePair(line).slice(name.length + 1);
}

function idCookieNames(response: Response): string[] {
  return response.cookies.map((line) => line.split('=')[0] ?? '').filter((name) => ID_COOKIES.includes(name));
}

t.test('a first page load makes both ids, under both names, readable by the client', async (t) => {
  const page = await send(bff.origin, '/', { host });
  t.equal(page.status, 200);
  t.same(idCookieNames(page).sort(), [...ID_COOKIES].sort());
  const clientId = cookieValue(page, 'client_id');
  const sessionId = cookieValue(page, 'session_id');
  t.match(clientId, HEX32);
  t.match(sessionId, HEX32);
  t.not(clientId, sessionId);
  t.equal(cookieValue(page, 'client-id'), clientId, 'both spellings carry the same client id');
  t.equal(cookieValue(page, 'session-id'), sessionId, 'both spellings carry the same session id');
  for (const name of ID_COOKIES) {
    const line = setCookieNamed(page, name) ?? '';
    t.match(line, /; Path=\/(;|$)/, `${name}: the whole site`);
    t.match(line, /; SameSite=Lax(;|$)/, `${name}: SameSite=Lax`);
    t.match(line, /; Secure(;|$)/, `${name}: Secure outside development`);
    t.notMatch(line, /HttpOnly/i, `${name}: the client reads it`);
    t.match(line, name.startsWith('client') ? /; Max-Age=31536000(;|$)/ : /; Max-Age=1800(;|$)/, `${name}: lifetime`);
  }
  const other = await send(bff.origin, '/', { host });
  t.not(cookieValue(other, 'client_id'), clientId, 'every new client gets its own id');
});

t.test('a GraphQL call makes them too, and renews the session id every time', async (t) => {
  const first = await graphql(bff.origin, '{ me { id } }', {}, { host });
  t.same(idCookieNames(first).sort(), [...ID_COOKIES].sort());
  const cookie = first.cookies.map(cookiePair).join('; ');
  const again = await graphql(bff.origin, '{ me { id } }', {}, { host, cookie });
  t.same(idCookieNames(again).sort(), ['session-id', 'session_id'], 'the client id is not set again');
  t.equal(cookieValue(again, 'session_id'), cookieValue(first, 'session_id'), 'the same session id');
  t.match(setCookieNamed(again, 'session_id'), /; Max-Age=1800(;|$)/, 'with a new 1800-second expiry');
  t.match(setCookieNamed(again, 'session-id'), /; Max-Age=1800(;|$)/);
});

t.test('well-formed ids that came with the request are kept; a page load then sets no cookie', async (t) => {
  const clientId = newRequestId();
  const sessionId = newRequestId();
  const cookie = `client_id=${clientId}; client-id=${clientId}; session_id=${sessionId}; session-id=${sessionId}`;
  const page = await send(bff.origin, '/', { host, headers: { cookie } });
  t.same(page.cookies, [], 'nothing to set: a cache may share this answer');
  const call = await graphql(bff.origin, '{ me { id } }', {}, { host, cookie });
  t.equal(cookieValue(call, 'session_id'), sessionId);
  t.equal(setCookieNamed(call, 'client_id'), undefined);
});

t.test('one spelling present: the other is set to the same id', async (t) => {
  const clientId = newRequestId();
  const sessionId = newRequestId();
  const page = await send(bff.origin, '/', {
    host,
    headers: { cookie: `client-id=${clientId}; session_id=${sessionId}` },
  });
  t.equal(cookieValue(page, 'client_id'), clientId);
  t.equal(cookieValue(page, 'client-id'), clientId);
  t.equal(cookieValue(page, 'session_id'), sessionId);
  t.equal(cookieValue(page, 'session-id'), sessionId);
});

t.test('a malformed id is replaced by a new one under both names', async (t) => {
  for (const bad of ['c-123', 'ABCDEF0123456789ABCDEF0123456789', `${newRequestId()}0`, '%00', 'x'.repeat(400)]) {
    const page = await send(bff.origin, '/', {
      host,
      headers: { cookie: `client_id=${bad}; client-id=${bad}; session_id=${bad}; session-id=${bad}` },
    });
    t.equal(page.status, 200);
    const clientId = cookieValue(page, 'client_id');
    t.match(clientId, HEX32, `client id for ${bad.slice(0, 40)}`);
    t.equal(cookieValue(page, 'client-id'), clientId);
    t.match(cookieValue(page, 'session_id'), HEX32, `session id for ${bad.slice(0, 40)}`);
    t.equal(cookieValue(page, 'session-id'), cookieValue(page, 'session_id'));
  }
});

t.test('routes that act for no one set no id cookie', async (t) => {
  const page = await send(bff.origin, '/', { host });
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
  t.ok(asset, 'the page names its script');
  const answers = {
    '/healthz': await send(bff.origin, '/healthz', { host }),
    asset: await send(bff.origin, asset ?? '/assets/missing.js', { host }),
    'a missing asset': await send(bff.origin, '/assets/missing.js', { host }),
    '/pv': await send(bff.origin, '/pv', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'uri=%2F',
    }),
  };
  t.equal(answers['/healthz'].status, 200);
  t.equal(answers.asset.status, 200);
  t.equal(answers['/pv'].status, 204);
  for (const [name, response] of Object.entries(answers)) t.same(idCookieNames(response), [], name);
});

t.test('outside secure environments the cookies are not marked Secure', async (t) => {
  const local = await startBff(t, fault.url, { APP_ENV: 'development', PV_DIR: t.testdir() });
  const page = await send(local.origin, '/', { host: `uk.localhost:${local.port}` });
  t.same(idCookieNames(page).sort(), [...ID_COOKIES].sort());
  for (const name of ID_COOKIES) t.notMatch(setCookieNamed(page, name), /Secure/, name);
});
