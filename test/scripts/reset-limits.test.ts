// `npm run reset-limits`: a developer locked out by their own attempts gets going again — the
// upstream's counters in its database and the BFF's in Redis are forgotten; staging and production
// are refused.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import t from 'tap';
import { createTestDatabase, startUpstream } from '../helpers/upstream.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function resetLimits(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['scripts/reset-limits.ts'], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
}

t.test('the upstream and Redis forget every counter', async (t) => {
  const databaseUrl = await createTestDatabase(t);
  const upstream = await startUpstream(t, { databaseUrl });
  await upstream.db.query(
    `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ('signup:client:10.0.0.1', now(), 10)`,
  );
  const prefix = `hearth-test:${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(REDIS_URL);
  t.teardown(() => redis.quit());
  await redis.set(`${prefix}login:ip:10.0.0.1`, '30');
  await redis.set('another-app:key', '1');
  t.teardown(() => redis.del('another-app:key'));

  const run = resetLimits({
    APP_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    RATE_LIMIT_KEY_PREFIX: prefix,
  });
  t.equal(run.status, 0, run.stderr);
  t.match(run.stdout, /forgot 1 limit counter/);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  t.teardown(() => client.end());
  t.equal((await client.query('SELECT count(*)::int AS n FROM rate_limit_counters')).rows[0]?.n, 0);
  t.equal(await redis.exists(`${prefix}login:ip:10.0.0.1`), 0, 'the BFF counters are gone');
  t.equal(await redis.get('another-app:key'), '1', 'nothing else in Redis is touched');
});

t.test('staging and production are refused', async (t) => {
  for (const appEnv of ['staging', 'production']) {
    const run = resetLimits({ APP_ENV: appEnv, DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    t.equal(run.status, 1, appEnv);
    t.match(run.stderr, new RegExp(`Refusing to reset the abuse limits when APP_ENV is ${appEnv}`));
  }
});
