// Messages between a home owner and a professional about a proposal (spec §2.7 my-proposal/{id}/messages).
// Contact details go through the platform until the home owner shortlists or hires (spec §5).
import type { Queryable } from '../../db/database.ts';
import type { MessageSenderKind, ResolversParentTypes } from '../../generated/graphql.ts';
import { proposalById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import { notify } from '../messages/notify.ts';
import { sharesContactDetails } from '../validation/contact-details.ts';
import { isUuid } from '../validation/ids.ts';
import { findReadableJob } from './job-access.ts';
import { SENDER_KIND, type Side, sideOf } from './proposal-access.ts';
import { fieldError, invalidFields, notFound } from './results.ts';
import type { ProposalMessageRow, ProposalRow } from './rows.ts';

export const MAX_MESSAGE_LENGTH = 5000;
type Context = Pick<UpstreamContext, 'db' | 'loaders' | 'viewer'>;

// The side the caller writes and reads for: the proposal's professional or the job's home owner.
// Staff and everyone else are answered as if there were no such proposal.
export async function writerSide(
  ctx: Context,
  proposalId: string,
): Promise<{ proposal: ProposalRow; side: Side } | null> {
  if (!isUuid(proposalId)) return null;
  const [proposal] = await ctx.db.query<ProposalRow>('SELECT * FROM proposals WHERE id = $1', [proposalId]);
  if (!proposal) return null;
  const side = await sideOf(ctx, proposal);
  if (side !== 'PRO' && side !== 'CONSUMER') return null;
  const job = await findReadableJob(ctx.db, ctx.viewer, proposal.service_request_id);
  return job ? { proposal, side } : null;
}

const CONTACT_ALLOWED: readonly ProposalRow['status'][] = ['SHORTLISTED', 'HIRED'];

export async function sendProposalMessage(
  ctx: Context,
  input: { proposalId: string; body: string },
): Promise<ResolversParentTypes['SendProposalMessageResult']> {
  const found = await writerSide(ctx, input.proposalId);
  if (!found || !ctx.viewer) return notFound(input.proposalId);
  const body = input.body.trim();
  if (!body) return invalidFields([fieldError('body', 'REQUIRED')]);
  const tooLong = body.length > MAX_MESSAGE_LENGTH;
  const leaks = !CONTACT_ALLOWED.includes(found.proposal.status) && sharesContactDetails(body);
  if (tooLong || leaks) return invalidFields([fieldError('body', 'INVALID')]);
  const viewer = ctx.viewer;
  const message = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<ProposalMessageRow>(
      `INSERT INTO proposal_messages (proposal_id, sender_kind, sender_id, body) VALUES ($1, $2, $3, $4) RETURNING *`,
      [found.proposal.id, SENDER_KIND[found.side], viewer.actorId, body],
    );
    if (!row) throw new Error('storing a message returned no row');
    // The other side hears of it on the channels they chose for messages.
    const [job] = await tx.query<{ consumer_id: string }>('SELECT consumer_id FROM service_requests WHERE id = $1', [
      found.proposal.service_request_id,
    ]);
    const recipient = found.side === 'PRO' ? job?.consumer_id : found.proposal.pro_id;
    if (recipient) {
      await notify(tx, [recipient], {
        topic: 'MESSAGES',
        template: 'proposal-message',
        payload: { proposalId: found.proposal.id, messageId: row.id },
      });
    }
    return row;
  });
  return { __typename: 'MessageSent', message, proposal: found.proposal };
}

// Marks what the other side wrote as read by the caller's side.
export async function markProposalMessagesRead(
  ctx: Context,
  proposalId: string,
): Promise<ResolversParentTypes['MarkMessagesReadResult']> {
  const found = await writerSide(ctx, proposalId);
  if (!found) return notFound(proposalId);
  await ctx.db.query(
    `UPDATE proposal_messages SET read_at = now() WHERE proposal_id = $1 AND sender_kind <> $2 AND read_at IS NULL`,
    [found.proposal.id, SENDER_KIND[found.side]],
  );
  return { __typename: 'MessagesRead', proposal: found.proposal };
}

// Proposal.messages, oldest first: a page per proposal, the pages of one request in one query.
export function messagePage(ctx: Context, proposalId: string, args: { first?: number | null; after?: string | null }) {
  const size = pageSize(args.first);
  const after = decodeCursor(args.after);
  const loader = ctx.loaders.get(
    `responses.messages.${size}.${args.after ?? ''}`,
    async (db: Queryable, proposalIds: readonly string[]) => {
      const rows = await db.query<ProposalMessageRow & CursorRow>(
        `SELECT * FROM (
           SELECT m.*, ${cursorTime('m.created_at')} AS cursor_at,
                  row_number() OVER (PARTITION BY m.proposal_id ORDER BY m.created_at, m.id) AS position
             FROM proposal_messages m
            WHERE m.proposal_id = ANY($1::uuid[])
              AND ($2::timestamptz IS NULL OR (m.created_at, m.id) > ($2::timestamptz, $3::uuid))
         ) m WHERE m.position <= $4 ORDER BY m.created_at, m.id`,
        [proposalIds, after?.at ?? null, after?.id ?? null, size + 1],
      );
      return proposalIds.map((id) =>
        toConnection(
          rows.filter((row) => row.proposal_id === id),
          size,
          after,
        ),
      );
    },
  );
  return loader.load(proposalId);
}

// Messages the other side wrote that the caller's side has not read, per proposal.
export function unreadCount(ctx: Context, proposalId: string, side: Side): Promise<number> | number {
  if (side === 'STAFF') return 0;
  const ownKind: MessageSenderKind = SENDER_KIND[side];
  const loader = ctx.loaders.get(`responses.unread.${ownKind}`, async (db: Queryable, ids: readonly string[]) => {
    const rows = await db.query<{ proposal_id: string; unread: number }>(
      `SELECT proposal_id, count(*)::int AS unread FROM proposal_messages
        WHERE proposal_id = ANY($1::uuid[]) AND sender_kind <> $2 AND read_at IS NULL GROUP BY proposal_id`,
      [ids, ownKind],
    );
    const byId = new Map(rows.map((row) => [row.proposal_id, row.unread]));
    return ids.map((id) => byId.get(id) ?? 0);
  });
  return loader.load(proposalId);
}

// ProposalMessage.isMine: written by the caller, or by someone on the caller's side of the proposal.
export async function isMine(ctx: Context, message: ProposalMessageRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (message.sender_id === ctx.viewer.actorId) return true;
  const proposal = await proposalById(ctx).load(message.proposal_id);
  const side = proposal ? await sideOf(ctx, proposal) : null;
  return (side === 'PRO' || side === 'CONSUMER') && SENDER_KIND[side] === message.sender_kind;
}
