import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, OpenTransaction, Queryable, SqlValue } from './database.ts';

// PGlite takes no lock on its directory, and two processes writing one directory corrupt it.
// A lock file beside the directory names the owning process; a second opener fails with a clear
// message while the owner lives, and takes over when it has gone.
function acquireLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(`The database in ${dataDir} is in use by process ${owner}; stop it first`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openPglite(dataDir: string): Promise<Database> {
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dirname(dataDir), { recursive: true });
    release = acquireLock(dataDir);
    // With the lock held no other process uses the directory: a postmaster.pid left by one that
    // was killed is stale, and PGlite refuses to start while it is there.
    rmSync(`${dataDir}/postmaster.pid`, { force: true });
  }
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  return pgliteDatabase(db, release);
}

// The query layer over a PGlite instance that is open already; `release` runs when it is closed.
export function pgliteDatabase(db: PGlite, release: () => void = () => {}): Database {
  const run = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    engine: 'pglite',
    ...run(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) => work(run(tx)));
    },
    // PGlite runs a transaction inside a callback that holds its only connection: the callback
    // waits here until commit or rollback is called. Until then every other query waits for it.
    begin() {
      return new Promise<OpenTransaction>((opened, failed) => {
        let decide: (commit: boolean) => void = () => {};
        const decided = new Promise<boolean>((resolve) => {
          decide = resolve;
        });
        let handle: OpenTransaction | undefined;
        const finished = db.transaction(async (tx) => {
          let ended = false;
          handle = {
            ...run(tx),
            async commit() {
              if (ended) throw new Error('The transaction has already ended');
              ended = true;
              decide(true);
              await finished;
            },
            async rollback() {
              if (ended) return;
              ended = true;
              decide(false);
              await finished.catch(() => {});
            },
          };
          opened(handle);
          if (!(await decided)) await tx.rollback();
        });
        finished.catch((error: unknown) => {
          if (!handle) failed(error);
        });
      });
    },
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
