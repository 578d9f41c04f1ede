// The accounts made through a professional's link, newest first (spec §2.7 referral).
import type { Queryable } from '../../db/database.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import type { ReferralRow } from './rows.ts';

interface Page {
  readonly first?: number | null;
  readonly after?: string | null;
}

export async function referralSignUps(db: Queryable, proId: string, page: Page) {
  const size = pageSize(page.first);
  const after = decodeCursor(page.after);
  const rows = await db.query<ReferralRow & CursorRow>(
    `SELECT id, kind, created_at, ${cursorTime('created_at')} AS cursor_at FROM referrals
      WHERE referrer_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
      ORDER BY created_at DESC, id DESC LIMIT $4`,
    [proId, after?.at ?? null, after?.id ?? null, size + 1],
  );
  const [total] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM referrals WHERE referrer_id = $1',
    [proId],
  );
  return { ...toConnection(rows, size, after), totalCount: total?.count ?? 0 };
}
