// Messages reported to staff (issue 22; decision 078). Either side of a conversation reports a
// message the other side wrote — once per person and message, reporting again changes nothing.
// Staff read the message whole and dismiss the report, or take the message down: it keeps its place
// in the conversation without its words, and every open report of it is settled at once. Each
// decision is audited, with the message's writer as subject (the reporter when the writer's
// account is gone).
import type { Database, Queryable } from '../../db/database.ts';
import type {
  DecideMessageReportInput,
  MessageReportReason,
  MessageReportStatus,
  MessageSenderKind,
  ReportProposalMessageInput,
} from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { type Page, timePage } from '../../graphql/pagination.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';
import { writerSide } from './messages.ts';
import { SENDER_KIND } from './proposal-access.ts';
import { notFound } from './results.ts';

export interface MessageReportRow {
  readonly id: string;
  readonly message_id: string;
  readonly reporter_id: string;
  readonly reason: MessageReportReason;
  readonly note: string | null;
  readonly status: MessageReportStatus;
  readonly created_at: Date;
  readonly message_body: string;
  readonly message_sent_at: Date;
  readonly message_sender_kind: MessageSenderKind;
  readonly message_sender_id: string | null;
  readonly proposal_id: string;
}

// A report with its message, as one row (a subquery, so the time-ordered page can read it).
const REPORTS = `(SELECT r.*, m.body AS message_body, m.created_at AS message_sent_at,
    m.sender_kind AS message_sender_kind, m.sender_id AS message_sender_id, m.proposal_id
  FROM message_reports r JOIN proposal_messages m ON m.id = r.message_id) AS reports`;

type Context = Pick<UpstreamContext, 'db' | 'loaders' | 'viewer'>;

export async function reportProposalMessage(ctx: Context, input: ReportProposalMessageInput) {
  checkReason(input.note);
  if (!isUuid(input.messageId) || !ctx.viewer) return notFound(input.messageId);
  const [message] = await ctx.db.query<{ id: string; proposal_id: string; sender_kind: MessageSenderKind }>(
    'SELECT id, proposal_id, sender_kind FROM proposal_messages WHERE id = $1',
    [input.messageId],
  );
  // Only a side of the conversation, and only about what the other side wrote.
  const found = message ? await writerSide(ctx, message.proposal_id) : null;
  if (!message || !found || message.sender_kind === SENDER_KIND[found.side]) return notFound(input.messageId);
  await ctx.db.query(
    `INSERT INTO message_reports (message_id, reporter_id, reason, note) VALUES ($1, $2, $3, $4)
     ON CONFLICT (message_id, reporter_id) DO NOTHING`,
    [message.id, ctx.viewer.actorId, input.reason, input.note?.trim() || null],
  );
  const [report] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM message_reports WHERE message_id = $1 AND reporter_id = $2',
    [message.id, ctx.viewer.actorId],
  );
  if (!report) throw new Error('A report was not stored');
  return { __typename: 'MessageReported', reportId: report.id } as const;
}

// When the caller reported each of a page's messages (null where they did not): one read for the
// page, by the person at the keyboard.
export const reportedAtOf = (ctx: Context) =>
  ctx.loaders.get('messageReports.reportedAtByMessage', async (db: Queryable, messageIds: readonly string[]) => {
    const rows = ctx.viewer
      ? await db.query<{ message_id: string; created_at: Date }>(
          `SELECT message_id, created_at FROM message_reports
            WHERE reporter_id = $1 AND message_id = ANY($2::uuid[])`,
          [ctx.viewer.actorId, messageIds],
        )
      : [];
    const byMessage = new Map(rows.map((row) => [row.message_id, row.created_at]));
    return messageIds.map((id) => byMessage.get(id) ?? null);
  });

export const messageReports = (db: Queryable, status: MessageReportStatus | null | undefined, page: Page) =>
  timePage<MessageReportRow>(db, REPORTS, 'status = $1', [status ?? 'OPEN'], 'oldest', page);

interface Staff {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

export async function decideMessageReport({ db, viewer, requestId }: Staff, input: DecideMessageReportInput) {
  checkReason(input.reason);
  if (!isUuid(input.reportId)) return notFound(input.reportId);
  return db.transaction(async (tx) => {
    const [report] = await tx.query<MessageReportRow>(`SELECT * FROM ${REPORTS} WHERE id = $1`, [input.reportId]);
    if (!report) return notFound(input.reportId);
    await tx.query('SELECT id FROM message_reports WHERE id = $1 FOR UPDATE', [report.id]);
    if (input.decision === 'REMOVE_MESSAGE') {
      await tx.query('UPDATE proposal_messages SET removed_at = coalesce(removed_at, now()) WHERE id = $1', [
        report.message_id,
      ]);
      await tx.query(
        `UPDATE message_reports SET status = 'REMOVED', decided_at = now()
          WHERE message_id = $1 AND (status = 'OPEN' OR id = $2)`,
        [report.message_id, report.id],
      );
    } else {
      await tx.query(`UPDATE message_reports SET status = 'DISMISSED', decided_at = now() WHERE id = $1`, [report.id]);
    }
    await recordStaffAction(
      tx,
      viewer,
      report.message_sender_id ?? report.reporter_id,
      'decideMessageReport',
      requestId,
      input.reason ?? null,
    );
    const [decided] = await tx.query<MessageReportRow>(`SELECT * FROM ${REPORTS} WHERE id = $1`, [report.id]);
    return { __typename: 'MessageReportDecided', report: decided ?? report } as const;
  });
}
