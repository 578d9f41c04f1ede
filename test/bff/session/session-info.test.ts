// The BFF's own fields: the §3 session info with the §4 judgements of the moment, and the §1 feature
// flags of the request's brand.
import t from 'tap';
import { loadBffConfig } from '../../../bff/config.ts';
import { describeSession, RECENT_REFRESH_WINDOW_MS, VISITOR } from '../../../bff/session/plugin.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const SESSION = '{ session { isAuthenticated isTokenRecentlyRefreshed isSecondLayerAuthExpired } }';
const FLAGS = '{ featureFlags { newProposalView priorityMatch sponsoredPlacementV2 inbox } }';

t.test('right after signing in, the token is recently refreshed and the second layer is fresh', async (t) => {
  const bff = await startBff(t, upstream.url);
  const login = await graphql(bff.origin, 'mutation($i: LoginInput!) { login(input: $i) { __typename } }', {
    i: { username: 'consumer.uk@example.com', password: 'hearth-demo' },
  });
  const cookie = login.cookies.map(cookiePair).join('; ');
  const answer = await graphql(bff.origin, SESSION, {}, { cookie });
  t.same(answer.json(), {
    data: { session: { isAuthenticated: true, isTokenRecentlyRefreshed: true, isSecondLayerAuthExpired: false } },
  });
});

t.test('the judgements follow the clock: an old token, a lapsed second layer, a visitor', async (t) => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  const info = {
    ...VISITOR.info,
    isAuthenticated: true,
    issuedAt: new Date(now - RECENT_REFRESH_WINDOW_MS - 1000).toISOString(),
    secondLayerAuthenticationExpirationTime: new Date(now - 1000).toISOString(),
  };
  t.match(describeSession(info, now), { isTokenRecentlyRefreshed: false, isSecondLayerAuthExpired: true });
  const fresh = { ...info, issuedAt: new Date(now - 1000).toISOString() };
  t.match(describeSession(fresh, now), { isTokenRecentlyRefreshed: true });
  t.match(describeSession(VISITOR.info, now), { isTokenRecentlyRefreshed: false, isSecondLayerAuthExpired: true });
});

t.test('feature flags are all off unless the deployment turns them on', async (t) => {
  const bff = await startBff(t, upstream.url);
  t.same((await graphql(bff.origin, FLAGS)).json(), {
    data: { featureFlags: { newProposalView: false, priorityMatch: false, sponsoredPlacementV2: false, inbox: false } },
  });
});

t.test('a flag may be on everywhere or for one brand', async (t) => {
  const bff = await startBff(t, upstream.url, { FEATURE_FLAGS: 'inbox, uk:priorityMatch' });
  const uk = await graphql(bff.origin, FLAGS, {}, { host: `uk.localhost:${bff.port}` });
  t.same(uk.json(), {
    data: { featureFlags: { newProposalView: false, priorityMatch: true, sponsoredPlacementV2: false, inbox: true } },
  });
  const nl = await graphql(bff.origin, FLAGS, {}, { host: `nl.localhost:${bff.port}` });
  t.same(nl.json(), {
    data: { featureFlags: { newProposalView: false, priorityMatch: false, sponsoredPlacementV2: false, inbox: true } },
  });
});

t.test('an unknown flag or brand in FEATURE_FLAGS stops the BFF with a message naming it', async (t) => {
  const base = { APP_ENV: 'test', UPSTREAM_GRAPHQL_URL: 'http://127.0.0.1:1/graphql' };
  t.throws(() => loadBffConfig({ ...base, FEATURE_FLAGS: 'darkMode' }), /FEATURE_FLAGS .* not "darkMode"/);
  t.throws(() => loadBffConfig({ ...base, FEATURE_FLAGS: 'xx:inbox' }), /not "xx:inbox"/);
});
