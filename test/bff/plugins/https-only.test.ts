// Issue 15 §10: staging and production are served over HTTPS only. Every answer carries
// Strict-Transport-Security for the whole domain, and the session cookies take the __Host- prefix
// (Secure, Path=/, no Domain), so no subdomain or plain-HTTP page can set or shadow them.
// Development and test keep plain names and send no HSTS (http://localhost must keep working).
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const LOGIN = 'mutation($i: LoginInput!){ login(input:$i){ __typename } }';
const upstream = await startUpstream(t);

for (const appEnv of ['staging', 'production']) {
  t.test(`${appEnv}: HSTS on every answer, __Host- session cookies that work`, async (t) => {
    const bff = await startBff(t, upstream.url, { APP_ENV: appEnv, PV_DIR: t.testdir() });
    for (const path of ['/healthz', '/', '/graphql']) {
      const response = await send(bff.origin, path);
      t.equal(response.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', path);
    }
    const login = await graphql(bff.origin, LOGIN, {
      i: { username: 'consumer.uk@example.com', password: 'hearth-demo' },
    });
    const session = login.cookies.filter((line) => /^__Host-hearth_(token|refresh)=/.test(line));
    t.equal(session.length, 2, 'both session cookies are __Host- cookies');
    for (const line of session) {
      t.match(line, /; Secure/);
      t.match(line, /; Path=\//);
      t.notMatch(line, /; Domain=/i);
      t.match(line, /; HttpOnly/);
    }
    t.notOk(
      login.cookies.some((line) => /^hearth_(token|refresh)=/.test(line)),
      'no unprefixed session cookie',
    );
    const cookie = session.map(cookiePair).join('; ');
    const me = await graphql(bff.origin, '{ session { isAuthenticated } me { email } }', {}, { cookie });
    t.same(me.json(), { data: { session: { isAuthenticated: true }, me: { email: 'consumer.uk@example.com' } } });
  });
}

t.test('development and test: no HSTS, plain cookie names', async (t) => {
  for (const appEnv of ['development', 'test']) {
    const bff = await startBff(t, upstream.url, { APP_ENV: appEnv, PV_DIR: t.testdir() });
    t.equal((await send(bff.origin, '/healthz')).headers['strict-transport-security'], undefined, appEnv);
    const login = await graphql(bff.origin, LOGIN, {
      i: { username: 'consumer.nl@example.com', password: 'hearth-demo' },
    });
    t.ok(
      login.cookies.some((line) => line.startsWith('hearth_token=')),
      appEnv,
    );
  }
});
