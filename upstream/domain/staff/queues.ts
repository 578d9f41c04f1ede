// What staff read (spec §2.9 /admin/message-queue, §6 audit of acting for others): the outbox and
// the audit log, newest first, a page at a time, narrowed by the filters the console offers.
import type { Queryable } from '../../db/database.ts';
import type { ActingMode, OutboxStatus } from '../../generated/graphql.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import { isUuid } from '../validation/ids.ts';
import type { AuditRow, OutboxRow } from './rows.ts';

export interface MessageQueueFilter {
  readonly first?: number | null;
  readonly after?: string | null;
  readonly status?: OutboxStatus | null;
  readonly recipient?: string | null;
  readonly template?: string | null;
}

export async function messageQueue(db: Queryable, filter: MessageQueueFilter) {
  const size = pageSize(filter.first);
  const after = decodeCursor(filter.after);
  const recipient = filter.recipient?.trim() || null;
  const template = filter.template?.trim() || null;
  const rows = await db.query<OutboxRow & CursorRow>(
    `SELECT id, recipient, channel, template, locale, payload, status, attempts, created_at, sent_at, last_error,
            ${cursorTime('created_at')} AS cursor_at
       FROM outbox_messages
      WHERE ($1::text IS NULL OR status = $1)
        AND ($2::text IS NULL OR lower(recipient) = lower($2))
        AND ($3::text IS NULL OR template = $3)
        AND ($4::timestamptz IS NULL OR (created_at, id) < ($4::timestamptz, $5::uuid))
      ORDER BY created_at DESC, id DESC
      LIMIT $6`,
    [filter.status ?? null, recipient, template, after?.at ?? null, after?.id ?? null, size + 1],
  );
  return toConnection(rows, size, after);
}

export interface AuditLogFilter {
  readonly first?: number | null;
  readonly after?: string | null;
  readonly subjectId?: string | null;
  readonly actorId?: string | null;
  readonly mode?: ActingMode | null;
  readonly operation?: string | null;
}

export async function auditLog(db: Queryable, filter: AuditLogFilter) {
  const size = pageSize(filter.first);
  const after = decodeCursor(filter.after);
  const subjectId = filter.subjectId ?? null;
  const actorId = filter.actorId ?? null;
  // An id no user can have has no entries.
  if ([subjectId, actorId].some((id) => id !== null && !isUuid(id))) return toConnection([], size, after);
  const rows = await db.query<AuditRow & CursorRow>(
    `SELECT id, at, actor_id, subject_id, mode, operations, request_id, reason, ${cursorTime('at')} AS cursor_at
       FROM audit_log
      WHERE ($1::uuid IS NULL OR subject_id = $1::uuid)
        AND ($2::uuid IS NULL OR actor_id = $2::uuid)
        AND ($3::text IS NULL OR mode = $3)
        AND ($4::text IS NULL OR $4 = ANY (operations))
        AND ($5::timestamptz IS NULL OR (at, id) < ($5::timestamptz, $6::uuid))
      ORDER BY at DESC, id DESC
      LIMIT $7`,
    [
      subjectId,
      actorId,
      filter.mode ?? null,
      filter.operation?.trim() || null,
      after?.at ?? null,
      after?.id ?? null,
      size + 1,
    ],
  );
  return toConnection(rows, size, after);
}
