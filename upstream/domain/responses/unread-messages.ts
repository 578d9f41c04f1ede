// What the account acted as has not read yet, over all its conversations (spec §7.4: the apps show
// it on their icon): for a home owner what professionals wrote on their jobs, for a professional what
// home owners wrote on their proposals. Staff messages count for both.
import type { Queryable } from '../../db/database.ts';
import type { Viewer } from '../identity/sessions.ts';

export async function myUnreadMessageCount(db: Queryable, viewer: Viewer): Promise<number> {
  const [row] =
    viewer.userType === 'SERVICE_PRO'
      ? await db.query<{ unread: number }>(
          `SELECT count(*)::int AS unread FROM proposal_messages m JOIN proposals p ON p.id = m.proposal_id
            WHERE p.pro_id = $1 AND m.sender_kind <> 'SERVICE_PRO' AND m.read_at IS NULL`,
          [viewer.userId],
        )
      : await db.query<{ unread: number }>(
          `SELECT count(*)::int AS unread FROM proposal_messages m
             JOIN proposals p ON p.id = m.proposal_id
             JOIN service_requests r ON r.id = p.service_request_id
            WHERE r.consumer_id = $1 AND m.sender_kind <> 'CONSUMER' AND m.read_at IS NULL`,
          [viewer.userId],
        );
  return row?.unread ?? 0;
}
