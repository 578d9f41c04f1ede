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

// Each queue: its table, its waiting rows and when each arrived. The order is the dashboard's.
const QUEUES: readonly { kind: StaffQueueKind; table: string; waiting: string; arrived: string }[] = [
  { kind: 'QUESTIONS', table: 'questions', waiting: "status = 'PENDING'", arrived: 'created_at' },
  { kind: 'ANSWERS', table: 'answers', waiting: "status = 'PENDING'", arrived: 'created_at' },
  { kind: 'EXTERNAL_REVIEWS', table: 'external_reviews', waiting: "status = 'PENDING'", arrived: 'created_at' },
  {
    kind: 'DOCUMENTS',
    table: 'pro_documents',
    waiting: "status IN ('PENDING', 'MANUAL') AND kind <> 'CONDUCT_CERTIFICATE'",
    arrived: 'uploaded_at',
  },
  {
    kind: 'BACKGROUND_CHECKS',
    table: 'pro_documents',
    waiting: "status IN ('PENDING', 'MANUAL') AND kind = 'CONDUCT_CERTIFICATE'",
    arrived: 'uploaded_at',
  },
  {
    kind: 'QUALIFICATIONS',
    table: 'pro_professions',
    waiting: "qualification = 'MANUAL'",
    arrived: 'qualification_changed_at',
  },
  { kind: 'IDENTITY_CHECKS', table: 'identity_checks', waiting: "status = 'UNKNOWN'", arrived: 'created_at' },
  { kind: 'REPORTED_MESSAGES', table: 'message_reports', waiting: "status = 'OPEN'", arrived: 'created_at' },
  { kind: 'FAILED_MESSAGES', table: 'outbox_messages', waiting: "status = 'FAILED'", arrived: 'created_at' },
  { kind: 'FAILED_PAYMENTS', table: 'invoices', waiting: "status = 'PAYMENT_FAILED'", arrived: 'issued_at' },
  {
    kind: 'SUSPENSIONS',
    table: 'users',
    waiting: 'billing_suspended_at IS NOT NULL OR manually_suspended_at IS NOT NULL',
    arrived: 'least(billing_suspended_at, manually_suspended_at)',
  },
];

const SQL = QUEUES.map(
  ({ kind, table, waiting, arrived }, index) =>
    `SELECT ${index} AS position, '${kind}' AS kind, count(*)::int AS count, min(${arrived}) AS oldest_at
       FROM ${table} WHERE ${waiting}`,
).join('\nUNION ALL\n');

export async function staffQueues(db: Queryable): Promise<StaffQueueRow[]> {
  const rows = await db.query<{ position: number; kind: StaffQueueKind; count: number; oldest_at: Date | null }>(
    `${SQL} ORDER BY position`,
  );
  return rows.map((row) => ({ kind: row.kind, count: row.count, oldestAt: row.oldest_at }));
}
