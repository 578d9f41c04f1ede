// Spec §4, §9: client and session id cookies, their refresh, and the session-tracking cookie.

import '../../../helpers/dom.ts';
import t from 'tap';
import {
  ensureIdentityCookies,
  readCookie,
  refreshSessionCookie,
  refreshTrackingCookie,
  TRACKING_COOKIE,
} from '../../../../web/lib/analytics/cookies.ts';
import { jsdom, setUrl } from '../../../helpers/dom.ts';

const ID = /^[0-9a-f]{32}$/;

function stored(name: string) {
  return jsdom.cookieJar.getCookiesSync(location.href).find((cookie) => cookie.key === name);
}

t.test('absent client and session ids are created in both spellings, with the BFF format', async (t) => {
  const { clientId, sessionId } = ensureIdentityCookies({ env: 'test' });
  t.match(clientId, ID);
  t.match(sessionId, ID);
  t.not(clientId, sessionId);
  t.equal(readCookie('client_id'), clientId);
  t.equal(readCookie('client-id'), clientId);
  t.equal(readCookie('session_id'), sessionId);
  t.equal(readCookie('session-id'), sessionId);
});

t.test('the client id lives one year and the session id 1800 s, on path / with SameSite=Lax', async (t) => {
  ensureIdentityCookies({ env: 'test' });
  for (const [name, maxAge] of [
    ['client_id', 31_536_000],
    ['client-id', 31_536_000],
    ['session_id', 1800],
    ['session-id', 1800],
  ] as const) {
    const cookie = stored(name);
    t.equal(cookie?.maxAge, maxAge, `${name} max-age`);
    t.equal(cookie?.path, '/', `${name} path`);
    t.equal(cookie?.sameSite, 'lax', `${name} SameSite`);
    t.equal(cookie?.secure, false, `${name} is not secure outside production and staging`);
  }
});

t.test('present ids are kept, and a missing spelling gets the same value', async (t) => {
  const client = 'a'.repeat(32);
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the BFF having set a cookie
  document.cookie = `client-id=${client}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `session_id=${'b'.repeat(32)}; path=/`;
  const ids = ensureIdentityCookies({ env: 'test' });
  t.same(ids, { clientId: client, sessionId: 'b'.repeat(32) });
  t.equal(readCookie('client_id'), client);
  t.equal(readCookie('session-id'), 'b'.repeat(32));
});

t.test('a malformed id is replaced by a new one', async (t) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a tampered cookie
  document.cookie = 'client_id=not-an-id; path=/';
  const { clientId } = ensureIdentityCookies({ env: 'test' });
  t.match(clientId, ID);
  t.equal(readCookie('client_id'), clientId);
});

t.test('the cookies are secure in production and staging', async (t) => {
  setUrl('https://uk.localhost/');
  t.teardown(() => setUrl('http://uk.localhost/'));
  for (const env of ['production', 'staging'] as const) {
    refreshSessionCookie({ env });
    t.equal(stored('session_id')?.secure, true, env);
  }
});

t.test('refreshing the session cookie writes the same id again for another 1800 s', async (t) => {
  const { sessionId } = ensureIdentityCookies({ env: 'test' });
  // biome-ignore lint/suspicious/noDocumentCookie: the test shortens the cookie to see it renewed
  document.cookie = `session_id=${sessionId}; max-age=5; path=/`;
  t.equal(refreshSessionCookie({ env: 'test' }), sessionId);
  t.equal(stored('session_id')?.maxAge, 1800);
  t.equal(stored('session-id')?.maxAge, 1800);
});

t.test('the tracking cookie is made and kept 30 minutes on the Dutch site only', async (t) => {
  const id = refreshTrackingCookie({ env: 'test', brandId: 'nl' });
  t.match(id, ID);
  t.equal(stored(TRACKING_COOKIE)?.maxAge, 1800);
  t.equal(refreshTrackingCookie({ env: 'test', brandId: 'nl' }), id, 'a refresh keeps the id');
  // biome-ignore lint/suspicious/noDocumentCookie: clears the cookie between the two sites
  document.cookie = `${TRACKING_COOKIE}=; max-age=0; path=/`;
  for (const brandId of ['uk', 'fr', 'it', 'de', 'at', 'ie', 'ca', 'us'] as const) {
    t.equal(refreshTrackingCookie({ env: 'test', brandId }), null, brandId);
  }
  t.equal(readCookie(TRACKING_COOKIE), null);
});
