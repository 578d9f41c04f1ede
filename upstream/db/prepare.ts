// Opens the database, brings its schema up to date, and in development and test adds demo data:
// development the full demo at scale 1 (once), test only the accounts, taxonomy and places, which
// keeps the start of a test upstream quick.
import type { UpstreamConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { seedDemoData } from './seed.ts';

export async function prepareDatabase(config: UpstreamConfig): Promise<Database> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (config.appEnv === 'development' || config.appEnv === 'test') {
      await seedDemoData(db, { scale: config.appEnv === 'development' ? 1 : 0, uploadsDir: config.uploadsDir });
    }
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
