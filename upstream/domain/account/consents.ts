// Consents (spec §3 consent purposes): what the person agreed to be contacted or asked for. The
// current answer per purpose is kept in `consents`; every change is appended to `consent_events`
// as proof of what was agreed and when.
import type { Queryable } from '../../db/database.ts';
import type { Consent, ConsentInput, ConsentPurpose } from '../../generated/graphql.ts';

// §3, in the contract's order.
export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ['ELECTRONIC_MARKETING', 'RESEARCH', 'TELEMARKETING'];

interface ConsentRow {
  readonly purpose: ConsentPurpose;
  readonly granted: boolean;
  readonly updated_at: Date;
}

// Every purpose; one never asked is not granted and has no date.
export async function readConsents(db: Queryable, userId: string): Promise<Consent[]> {
  const rows = await db.query<ConsentRow>('SELECT purpose, granted, updated_at FROM consents WHERE user_id = $1', [
    userId,
  ]);
  const stored = new Map(rows.map((row) => [row.purpose, row]));
  return CONSENT_PURPOSES.map((purpose) => {
    const row = stored.get(purpose);
    return { purpose, granted: row?.granted ?? false, updatedAt: row?.updated_at ?? null };
  });
}

export function hasDuplicatePurposes(consents: readonly ConsentInput[]): boolean {
  return new Set(consents.map((consent) => consent.purpose)).size !== consents.length;
}

// Stores the answers that differ from the stored ones. A first answer counts as a change even when
// it is "no": a refusal the person gave is proof worth keeping, and it dates the answer.
// Must run in a transaction (the rows are locked so two updates cannot both miss a change).
export async function storeConsents(
  tx: Queryable,
  userId: string,
  consents: readonly ConsentInput[],
  requestId: string,
): Promise<void> {
  const rows = await tx.query<ConsentRow>(
    'SELECT purpose, granted, updated_at FROM consents WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  const stored = new Map(rows.map((row) => [row.purpose, row.granted]));
  for (const consent of consents) {
    if (stored.get(consent.purpose) === consent.granted) continue;
    await tx.query(
      `INSERT INTO consents (user_id, purpose, granted) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, purpose) DO UPDATE SET granted = EXCLUDED.granted, updated_at = now()`,
      [userId, consent.purpose, consent.granted],
    );
    await tx.query('INSERT INTO consent_events (user_id, purpose, granted, request_id) VALUES ($1, $2, $3, $4)', [
      userId,
      consent.purpose,
      consent.granted,
      requestId,
    ]);
  }
}
