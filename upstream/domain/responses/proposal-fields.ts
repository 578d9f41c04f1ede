// The fields of a proposal and what hangs off it. What the professional wrote, their price and
// their messages are shown only to those who may see the proposal (proposal-access.ts); the lead fee
// only to the professional and staff.
import type { Resolvers } from '../../generated/graphql.ts';
import { serviceRequestById, userById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { rowsById } from '../../graphql/loaders.ts';
import type { ProPhotoRow } from '../catalogue/rows.ts';
import { isMine, messagePage, unreadCount } from './messages.ts';
import { priceOf } from './price.ts';
import { whenVisible } from './proposal-access.ts';
import { money } from './results.ts';
import type { ProposalRow } from './rows.ts';

type Context = Pick<UpstreamContext, 'loaders'>;

const photoById = ({ loaders }: Context) => loaders.get('responses.photoById', rowsById<ProPhotoRow>('pro_photos'));

// Rows a proposal refers to by foreign key always exist; a missing one is a broken database.
function present<Row>(row: Row | undefined, what: string): Row {
  if (row === undefined) throw new Error(`A proposal refers to a ${what} that does not exist`);
  return row;
}

async function similarWork(ctx: Context, proposal: ProposalRow): Promise<ProPhotoRow[]> {
  const photos = await photoById(ctx).loadMany([...proposal.similar_work_photo_ids]);
  return photos.filter((photo): photo is ProPhotoRow => photo !== undefined && !(photo instanceof Error));
}

const EMPTY_MESSAGES = {
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};

export const proposalFieldResolvers: Resolvers = {
  Proposal: {
    serviceRequest: async (proposal, _args, ctx) =>
      present(await serviceRequestById(ctx).load(proposal.service_request_id), 'job'),
    servicePro: async (proposal, _args, ctx) => present(await userById(ctx).load(proposal.pro_id), 'professional'),
    additionalInfo: (proposal, _args, ctx) => whenVisible(ctx, proposal, null, () => proposal.additional_info),
    homeVisitRequested: (proposal, _args, ctx) =>
      whenVisible(ctx, proposal, false, () => proposal.home_visit_requested),
    homeVisitNote: (proposal, _args, ctx) => whenVisible(ctx, proposal, null, () => proposal.home_visit_note),
    price: (proposal, _args, ctx) => whenVisible(ctx, proposal, null, () => priceOf(proposal, proposal.currency ?? '')),
    availability: (proposal, _args, ctx) => whenVisible(ctx, proposal, null, () => proposal.availability),
    similarWork: (proposal, _args, ctx) => whenVisible(ctx, proposal, [], () => similarWork(ctx, proposal)),
    leadFee: (proposal, _args, ctx) =>
      whenVisible(ctx, proposal, null, (side) =>
        side !== 'CONSUMER' && proposal.lead_fee_minor !== null
          ? money(proposal.lead_fee_minor, proposal.currency ?? '')
          : null,
      ),
    declineReason: (proposal, _args, ctx) => whenVisible(ctx, proposal, null, () => proposal.decline_reason),
    createdAt: (proposal) => proposal.created_at,
    proposedAt: (proposal) => proposal.proposed_at,
    archived: (proposal) => proposal.archived_by_pro,
    messages: (proposal, args, ctx) =>
      whenVisible(ctx, proposal, EMPTY_MESSAGES, () => messagePage(ctx, proposal.id, args)),
    unreadCount: (proposal, _args, ctx) => whenVisible(ctx, proposal, 0, (side) => unreadCount(ctx, proposal.id, side)),
  },
  ProposalMessage: {
    // Staff took it down (a report upheld): its place in the conversation stays, its words do not.
    body: (message) => (message.removed_at ? '' : message.body),
    removed: (message) => message.removed_at !== null,
    senderKind: (message) => message.sender_kind,
    createdAt: (message) => message.created_at,
    readAt: (message) => message.read_at,
    isMine: (message, _args, ctx) => isMine(ctx, message),
  },
  // The activity overview's entries are the proposals themselves, cached by proposal id (spec §3).
  ShortlistedActivity: {
    proposal: (proposal) => proposal,
    shortlistedAt: (proposal) => proposal.shortlisted_at ?? proposal.created_at,
  },
  HiredActivity: {
    proposal: (proposal) => proposal,
    hiredAt: (proposal) => proposal.hired_at ?? proposal.created_at,
  },
  InterestedActivity: {
    proposal: (proposal) => proposal,
  },
  ClosedActivity: {
    proposal: (proposal) => proposal,
    closedAt: (proposal) => proposal.closed_at ?? proposal.declined_at,
  },
};
