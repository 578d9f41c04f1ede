// The same upstream on a real PostgreSQL server: same migrations, same SQL, same answers.
import t from 'tap';
import { graphql } from '../../helpers/http.ts';
import { createTestDatabase, startUpstream } from '../../helpers/upstream.ts';
import { signIn } from '../../helpers/upstream-client.ts';

t.test('on PostgreSQL the upstream migrates, seeds and signs a demo user in and out', async (t) => {
  const databaseUrl = await createTestDatabase(t);
  const upstream = await startUpstream(t, { databaseUrl });
  t.equal(upstream.db.engine, 'postgres');
  const origin = new URL(upstream.url).origin;
  const token = (await signIn(origin, 'pro.ca@example.com')).accessToken;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const me = await graphql(origin, '{ me { email ... on ServicePro { companyProfile { companyName } } } }', {}, auth);
  t.same(me.json(), {
    data: { me: { email: 'pro.ca@example.com', companyProfile: { companyName: 'MacDonald Renovations' } } },
  });
  await graphql(origin, 'mutation { logout { success } }', {}, auth);
  t.equal((await graphql(origin, '{ me { id } }', {}, auth)).status, 401);
});

t.test('migrations and the seed run again on the same database without changing it', async (t) => {
  const databaseUrl = await createTestDatabase(t);
  const first = await startUpstream(t, { databaseUrl });
  const [before] = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  const second = await startUpstream(t, { databaseUrl });
  const [after] = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  t.equal(before?.n, 28, 'three demo people per brand and one staff user');
  t.equal(after?.n, 28);
});
