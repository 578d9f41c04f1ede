// Reviews a professional brings from elsewhere (issue 22, spec §1 "external reviews"; decision
// 078): a link to where it was written, the author, rating, words and day. Each waits for staff;
// an approved one is shown on the profile, apart from the platform's own reviews and outside the
// score. At most 20 wait at once per professional; the same review (address and author) is brought
// once. Staff decisions are audited and the professional is told.
import type { Database, Queryable } from '../../db/database.ts';
import type {
  AddExternalReviewInput,
  DecideExternalReviewInput,
  FieldErrorCode,
  ModerationStatus,
} from '../../generated/graphql.ts';
import { type Page, timePage } from '../../graphql/pagination.ts';
import { invalidField, invalidFields } from '../account/results.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';
import { checkText, contactDetailsIn } from './review-input.ts';

export const MAX_WAITING_EXTERNAL_REVIEWS = 20;
const MAX_URL_LENGTH = 500;
const OLDEST_YEARS = 5;

export interface ExternalReviewRow {
  readonly id: string;
  readonly pro_id: string;
  readonly source_url: string;
  readonly author_name: string;
  readonly rating: number;
  readonly body: string;
  readonly reviewed_on: string;
  readonly status: ModerationStatus;
  readonly reason: string | null;
  readonly created_at: Date;
}

// The columns as the API reads them: the day as YYYY-MM-DD text on both engines.
const COLUMNS = `id, pro_id, source_url, author_name, rating, body, to_char(reviewed_on, 'YYYY-MM-DD') AS reviewed_on,
  status, reason, created_at`;

function checkUrl(raw: string): FieldErrorCode | null {
  const text = raw.trim();
  if (text === '') return 'REQUIRED';
  if (text.length > MAX_URL_LENGTH || !URL.canParse(text)) return 'INVALID';
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password ? null : 'INVALID';
}

function checkDay(raw: string, today = new Date()): FieldErrorCode | null {
  const text = raw.trim();
  if (text === '') return 'REQUIRED';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'INVALID';
  const day = new Date(`${text}T00:00:00Z`);
  // 2026-02-30 parses as 2 March: a day that does not exist is refused.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return 'INVALID';
  const oldest = new Date(today);
  oldest.setUTCFullYear(oldest.getUTCFullYear() - OLDEST_YEARS);
  return day > today || day < oldest ? 'INVALID' : null;
}

export function sourceNameOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

export async function addExternalReview(db: Database, viewer: Viewer, input: AddExternalReviewInput) {
  const ratingOk = Number.isInteger(input.rating) && input.rating >= 1 && input.rating <= 5;
  const refused =
    invalidFields({
      sourceUrl: checkUrl(input.sourceUrl),
      authorName: checkText(input.authorName, 2, 100),
      rating: ratingOk ? null : 'INVALID',
      body: checkText(input.body, 20, 3000),
      reviewedOn: checkDay(input.reviewedOn),
    }) ?? contactDetailsIn({ authorName: input.authorName, body: input.body });
  if (refused) return refused;
  return db.transaction(async (tx) => {
    // One professional's additions one at a time, so the limit holds under concurrent requests.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [viewer.userId]);
    const [waiting] = await tx.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM external_reviews WHERE pro_id = $1 AND status = 'PENDING'",
      [viewer.userId],
    );
    if ((waiting?.count ?? 0) >= MAX_WAITING_EXTERNAL_REVIEWS) {
      return { __typename: 'ExternalReviewLimitReached', waiting: waiting?.count ?? 0 } as const;
    }
    const [review] = await tx.query<ExternalReviewRow>(
      `INSERT INTO external_reviews (pro_id, source_url, author_name, rating, body, reviewed_on, added_by)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7)
       ON CONFLICT (pro_id, source_url, author_name) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        viewer.userId,
        input.sourceUrl.trim(),
        input.authorName.trim(),
        input.rating,
        input.body.trim(),
        input.reviewedOn.trim(),
        viewer.actorId,
      ],
    );
    if (!review) return invalidField('sourceUrl', 'DUPLICATE');
    return { __typename: 'ExternalReviewAdded', review } as const;
  });
}

export const myExternalReviews = (db: Queryable, proId: string) =>
  db.query<ExternalReviewRow>(
    `SELECT ${COLUMNS} FROM external_reviews WHERE pro_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
    [proId],
  );

export function approvedExternalReviews(db: Queryable, proId: string, first: number | null | undefined) {
  const limit = Math.min(Math.max(first ?? 10, 1), 50);
  return db.query<ExternalReviewRow>(
    `SELECT ${COLUMNS} FROM external_reviews WHERE pro_id = $1 AND status = 'APPROVED'
      ORDER BY external_reviews.reviewed_on DESC, id DESC LIMIT $2`,
    [proId, limit],
  );
}

export async function externalReviewsToReview(db: Queryable, page: Page) {
  const connection = await timePage<ExternalReviewRow>(
    db,
    `(SELECT ${COLUMNS} FROM external_reviews) AS waiting`,
    "status = 'PENDING'",
    [],
    'oldest',
    page,
  );
  return { ...connection, edges: connection.edges.map((edge) => ({ ...edge, node: { review: edge.node } })) };
}

interface Staff {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

export async function decideExternalReview({ db, viewer, requestId }: Staff, input: DecideExternalReviewInput) {
  checkReason(input.reason);
  const reason = input.reason?.trim() || null;
  if (input.decision === 'REJECT' && !reason) return invalidField('reason', 'REQUIRED');
  if (!isUuid(input.id)) return { __typename: 'NotFound', id: input.id } as const;
  const status = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  return db.transaction(async (tx) => {
    const [current] = await tx.query<ExternalReviewRow>(
      `SELECT ${COLUMNS} FROM external_reviews WHERE id = $1 FOR UPDATE`,
      [input.id],
    );
    if (!current) return { __typename: 'NotFound', id: input.id } as const;
    // Deciding it again as it stands changes nothing and tells no one.
    if (current.status === status) return { __typename: 'ExternalReviewDecided', review: current } as const;
    const [review] = await tx.query<ExternalReviewRow>(
      `UPDATE external_reviews SET status = $2, reason = $3, decided_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [current.id, status, status === 'REJECTED' ? reason : null],
    );
    const [pro] = await tx.query<{ email: string; locale: string; brand: string }>(
      'SELECT email, locale, brand FROM users WHERE id = $1',
      [current.pro_id],
    );
    if (pro) {
      await enqueueMessage(tx, {
        userId: current.pro_id,
        recipient: pro.email,
        channel: 'EMAIL',
        template: status === 'APPROVED' ? 'external-review-approved' : 'external-review-rejected',
        locale: pro.locale,
        payload: { brand: pro.brand, authorName: current.author_name, reason },
      });
    }
    await recordStaffAction(tx, viewer, current.pro_id, 'decideExternalReview', requestId, reason);
    return { __typename: 'ExternalReviewDecided', review: review ?? current } as const;
  });
}
