// Logout asks the browser to clear what it cached for the signed-in person (Clear-Site-Data).
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);

t.test('logout asks the browser to clear what it cached for the person', async (t) => {
  const login = await graphql(bff.origin, 'mutation($i: LoginInput!) { login(input: $i) { __typename } }', {
    i: { username: 'consumer.nl@example.com', password: 'hearth-demo' },
  });
  const cookie = login.cookies.map(cookiePair).join('; ');
  const logout = await graphql(bff.origin, 'mutation { logout { success } }', {}, { cookie });
  t.equal(logout.headers['clear-site-data'], '"cache"');
});
