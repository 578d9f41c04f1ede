// Who sees a proposal (spec §2.7, §6): its professional and anyone acting for their account, the
// home owner of the job, and staff. A professional never sees another professional's proposal or
// price. Decided per request with loaders, since lists ask it for every proposal.
import type { MessageSenderKind } from '../../generated/graphql.ts';
import { proposalById, serviceRequestById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { mayActFor } from '../access/policy.ts';
import { isUuid } from '../validation/ids.ts';
import type { ProposalRow } from './rows.ts';

export type Side = 'PRO' | 'CONSUMER' | 'STAFF';
type Context = Pick<UpstreamContext, 'loaders' | 'viewer'>;

// The kind of message each side writes (spec §3 message sender kinds).
export const SENDER_KIND: Readonly<Record<Side, MessageSenderKind>> = {
  PRO: 'SERVICE_PRO',
  CONSUMER: 'CONSUMER',
  STAFF: 'ADMIN',
};

const mayActForUser = (ctx: Context) =>
  ctx.loaders.get('responses.mayActFor', (db, userIds: readonly string[]) =>
    Promise.all(userIds.map((userId) => mayActFor(db, ctx.viewer, userId))),
  );

// The caller's side of the proposal, or null when they may not see it.
export async function sideOf(ctx: Context, proposal: ProposalRow): Promise<Side | null> {
  const { viewer } = ctx;
  if (!viewer) return null;
  if (viewer.userType === 'SERVICE_PRO') return (await mayActForUser(ctx).load(proposal.pro_id)) ? 'PRO' : null;
  if (viewer.userType === 'CONSUMER') {
    const job = await serviceRequestById(ctx).load(proposal.service_request_id);
    return job && (await mayActForUser(ctx).load(job.consumer_id)) ? 'CONSUMER' : null;
  }
  // Staff acting as themselves may act for everyone.
  return (await mayActForUser(ctx).load(proposal.pro_id)) ? 'STAFF' : null;
}

export async function visibleProposal(ctx: Context, id: string): Promise<ProposalRow | null> {
  if (!isUuid(id)) return null;
  const proposal = await proposalById(ctx).load(id);
  return proposal && (await sideOf(ctx, proposal)) ? proposal : null;
}

// A field's value for those who may see the proposal, and `hidden` for anyone else.
export async function whenVisible<T>(
  ctx: Context,
  proposal: ProposalRow,
  hidden: T,
  read: (side: Side) => T | Promise<T>,
): Promise<T> {
  const side = await sideOf(ctx, proposal);
  return side ? read(side) : hidden;
}
