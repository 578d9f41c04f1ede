// Test upstreams on PGlite start from a snapshot of a migrated and seeded database instead of
// building one each: creating a PGlite instance, migrating and seeding costs about 5 s of CPU,
// loading a dump under 1 s — and a run starts over a hundred of them. The snapshot is made once
// (by whichever test process needs it first) and named after everything that decides its content:
// the migrations, the seed and the shared code they use. A change to any of them makes a new one.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../upstream/db/database.ts';
import { migrate } from '../../upstream/db/migrate.ts';
import { pgliteDatabase } from '../../upstream/db/pglite.ts';
import { seedDemoData } from '../../upstream/db/seed.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'hearth-test');
// What the seeded content depends on.
const SOURCES = ['upstream/db', 'shared', 'package-lock.json'];

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((name) => statSync(join(ROOT, name)).isFile())
    .sort();
}

function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(ROOT, file)));
  return join(CACHE_DIR, `seeded-${hash.digest('hex').slice(0, 16)}.tar`);
}

// A fresh in-memory database, migrated and seeded as prepareDatabase does for APP_ENV=test.
export async function seededTestDatabase(): Promise<Database> {
  const path = snapshotPath();
  let dump: Buffer | undefined;
  try {
    dump = readFileSync(path);
  } catch {
    // made below
  }
  if (dump) return pgliteDatabase(await PGlite.create('memory://', { loadDataDir: new Blob([new Uint8Array(dump)]) }));
  const pglite = await PGlite.create('memory://');
  const db = pgliteDatabase(pglite);
  await migrate(db);
  await seedDemoData(db, { scale: 0 });
  const made = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  // Written aside and renamed, so a process reading it never sees half a file.
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, made);
  renameSync(partial, path);
  return db;
}
