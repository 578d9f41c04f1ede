// Spec §2.7 welcome-back: what happened since the professional's previous visit (visits.ts) — new
// jobs that fit them, unread messages, new reviews and responses the home owner moved on — counted
// from where that visit ended, never more than LOOK_BACK_DAYS back (docs/decisions/052-welcome-back.md).
import type { Queryable } from '../../db/database.ts';
import { countJobsPostedSince } from '../responses/job-list.ts';
import type { ProposalRow } from '../responses/rows.ts';
import type { ReviewRow } from '../reviews/rows.ts';
import { previousVisitEnd } from './visits.ts';

// A month back is as far as "since you were last here" says something a person can act on; a
// professional with no visit on record (or one longer ago) sees the last month's.
export const LOOK_BACK_DAYS = 30;
const UNREAD_CONVERSATIONS = 5;
const NEW_REVIEWS = 3;
const STATUS_CHANGES = 10;

// When each status a home owner (or a closed job) gives a response was given.
const CHANGED_AT = `CASE p.status WHEN 'SHORTLISTED' THEN p.shortlisted_at WHEN 'HIRED' THEN p.hired_at
                                  WHEN 'DECLINED' THEN p.declined_at WHEN 'CLOSED' THEN p.closed_at END`;

async function unreadSince(db: Queryable, proId: string, since: Date) {
  const rows = await db.query<ProposalRow & { unread: number }>(
    `SELECT p.*, m.unread
       FROM (SELECT m.proposal_id, count(*)::int AS unread, max(m.created_at) AS newest_at
               FROM proposal_messages m JOIN proposals p ON p.id = m.proposal_id
              WHERE p.pro_id = $1 AND m.sender_kind <> 'SERVICE_PRO' AND m.read_at IS NULL AND m.created_at > $2
              GROUP BY m.proposal_id) m
       JOIN proposals p ON p.id = m.proposal_id
      ORDER BY m.newest_at DESC, p.id DESC`,
    [proId, since],
  );
  return {
    unreadMessageCount: rows.reduce((total, row) => total + row.unread, 0),
    unreadConversations: rows.slice(0, UNREAD_CONVERSATIONS).map(({ unread: _unread, ...proposal }) => proposal),
  };
}

async function reviewsSince(db: Queryable, proId: string, since: Date) {
  const [rows, [count]] = await Promise.all([
    db.query<ReviewRow>(
      `SELECT * FROM reviews WHERE pro_id = $1 AND status = 'APPROVED' AND created_at > $2
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      [proId, since, NEW_REVIEWS],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM reviews WHERE pro_id = $1 AND status = 'APPROVED' AND created_at > $2`,
      [proId, since],
    ),
  ]);
  return { newReviewCount: count?.total ?? 0, newReviews: rows };
}

async function statusChangesSince(db: Queryable, proId: string, since: Date) {
  const changed = `FROM proposals p WHERE p.pro_id = $1 AND p.status IN ('SHORTLISTED', 'HIRED', 'DECLINED', 'CLOSED')
                     AND ${CHANGED_AT} > $2`;
  const [rows, [count]] = await Promise.all([
    db.query<ProposalRow & { changed_at: Date }>(
      `SELECT p.*, ${CHANGED_AT} AS changed_at ${changed} ORDER BY changed_at DESC, p.id DESC LIMIT $3`,
      [proId, since, STATUS_CHANGES],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${changed}`, [proId, since]),
  ]);
  return {
    proposalStatusChangeCount: count?.total ?? 0,
    proposalStatusChanges: rows.map(({ changed_at, ...proposal }) => ({
      proposal,
      status: proposal.status,
      changedAt: changed_at,
    })),
  };
}

export async function welcomeBack(db: Queryable, proId: string, now = new Date()) {
  const lastVisitAt = await previousVisitEnd(db, proId);
  const floor = new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000);
  const since = lastVisitAt && lastVisitAt > floor ? lastVisitAt : floor;
  const [newJobCount, unread, reviews, changes] = await Promise.all([
    countJobsPostedSince(db, proId, since),
    unreadSince(db, proId, since),
    reviewsSince(db, proId, since),
    statusChangesSince(db, proId, since),
  ]);
  return { lastVisitAt, since, newJobCount, ...unread, ...reviews, ...changes };
}
