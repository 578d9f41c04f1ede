// What needs a person now (issue 22, the staff dashboard): each kind of work waiting for staff,
// with how many items wait and when the oldest arrived. One query; each part reads a partial index
// of exactly its waiting rows, so the counts stay cheap however large the tables grow.
import type { Queryable } from '../../db/database.ts';
import type { StaffQueueKind } from '../../generated/graphql.ts';

export interface StaffQueueRow {
  readonly kind: StaffQueueKind;
  readonly count: number;
  readonly oldestAt: Date | null;
}

// Each queue: its waiting rows and the time each arrived. The order is the dashboard's.
const QUEUES: readonly (readonly [StaffQueueKind, string, string])[] = [
  ['QUESTIONS', 'questions', "status = 'PENDING'"],
  ['ANSWERS', 'answers', "status = 'PENDING'"],
  ['EXTERNAL_REVIEWS', 'external_reviews', "status = 'PENDING'"],
  ['DOCUMENTS', 'pro_documents', "status IN ('PENDING', 'MANUAL') AND kind <> 'CONDUCT_CERTIFICATE'"],
  ['BACKGROUND_CHECKS', 'pro_documents', "status IN ('PENDING', 'MANUAL') AND kind = 'CONDUCT_CERTIFICATE'"],
  ['QUALIFICATIONS', 'pro_professions', "qualification = 'MANUAL'"],
  ['IDENTITY_CHECKS', 'identity_checks', "status = 'UNKNOWN'"],
  ['REPORTED_MESSAGES', 'message_reports', "status = 'OPEN'"],
  ['FAILED_MESSAGES', 'outbox_messages', "status = 'FAILED'"],
  ['FAILED_PAYMENTS', 'invoices', "status = 'PAYMENT_FAILED'"],
  ['SUSPENSIONS', 'users', 'billing_suspended_at IS NOT NULL OR manually_suspended_at IS NOT NULL'],
];

const ARRIVED: Readonly<Record<StaffQueueKind, string>> = {
  QUESTIONS: 'created_at',
  ANSWERS: 'created_at',
  EXTERNAL_REVIEWS: 'created_at',
  DOCUMENTS: 'uploaded_at',
  BACKGROUND_CHECKS: 'uploaded_at',
  QUALIFICATIONS: 'qualification_changed_at',
  IDENTITY_CHECKS: 'created_at',
  REPORTED_MESSAGES: 'created_at',
  FAILED_MESSAGES: 'created_at',
  FAILED_PAYMENTS: 'issued_at',
  SUSPENSIONS: 'least(billing_suspended_at, manually_suspended_at)',
};

const SQL = QUEUES.map(
  ([kind, table, waiting], index) =>
    `SELECT ${index} AS position, '${kind}' AS kind, count(*)::int AS count, min(${ARRIVED[kind]}) AS oldest_at
       FROM ${table} WHERE ${waiting}`,
).join('\nUNION ALL\n');

export async function staffQueues(db: Queryable): Promise<StaffQueueRow[]> {
  const rows = await db.query<{ position: number; kind: StaffQueueKind; count: number; oldest_at: Date | null }>(
    `${SQL} ORDER BY position`,
  );
  return rows.map((row) => ({ kind: row.kind, count: row.count, oldestAt: row.oldest_at }));
}
