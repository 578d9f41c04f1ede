// `npm run reset-limits`: forgets every abuse-limit counter, so a developer locked out by their own
// attempts (sign-ups, logins, codes, job posts) can go on. The upstream's counters live in its
// database (DATA_DIR or DATABASE_URL; stop `npm start` first when it uses PGlite); the BFF's live in
// its memory — a restart forgets them — or in Redis under RATE_LIMIT_KEY_PREFIX when REDIS_URL is
// set. Refuses to run when APP_ENV is staging or production.
import { Redis } from 'ioredis';
import { readRateLimitConfig } from '../bff/rate-limit/config.ts';
import { loadUpstreamConfig, readAppEnv } from '../upstream/config.ts';
import { migrate } from '../upstream/db/migrate.ts';
import { openDatabase } from '../upstream/db/open-database.ts';

async function main() {
  process.env.APP_ENV ||= 'development';
  const appEnv = readAppEnv(process.env);
  if (appEnv === 'staging' || appEnv === 'production') {
    throw new Error(`Refusing to reset the abuse limits when APP_ENV is ${appEnv}`);
  }
  const config = loadUpstreamConfig();
  // Where the BFF keeps its counters, read as the BFF reads it.
  const { redisUrl, keyPrefix } = readRateLimitConfig(process.env);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const removed = await db.query('DELETE FROM rate_limit_counters RETURNING 1');
    console.log(`The upstream forgot ${removed.length} limit counter(s).`);
  } finally {
    await db.close();
  }
  if (!redisUrl) {
    console.log('The BFF keeps its counters in memory: restarting it (npm start) forgets them.');
    return;
  }
  const redis = new Redis(redisUrl.href, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let removed = 0;
    for await (const keys of redis.scanStream({ match: `${keyPrefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) removed += await redis.del(...keys);
    }
    console.log(`The BFF's counters in Redis: ${removed} removed.`);
  } finally {
    redis.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
