// Which parts of the demo data a database holds (the demo_seed table of migration 004): each part
// is written in the same transaction as its marker, so it is seeded once and never half.
import type { Queryable } from '../database.ts';

// Taken by every transaction that writes a part, so two processes seeding one database at the
// same moment (an upstream starting, `npm run seed`) write each part once (see also migrate.ts).
const LOCK_KEY = 727_002;

export async function seededParts(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ part: string }>('SELECT part FROM demo_seed');
  return new Set(rows.map((row) => row.part));
}

// In a transaction: waits for any other seeding one, then answers whether the part is still
// missing and marks it. The caller writes the part in the same transaction, or nothing when false.
export async function claimPart(tx: Queryable, part: string): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
  const rows = await tx.query('INSERT INTO demo_seed (part) VALUES ($1) ON CONFLICT (part) DO NOTHING RETURNING part', [
    part,
  ]);
  return rows.length === 1;
}
