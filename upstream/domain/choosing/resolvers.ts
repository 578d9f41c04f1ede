// The home owner's side (spec §2.6): their projects, the responses to each, shortlisting, inviting,
// hiring, declining and closing. The root rules let only consumer accounts call these; which job
// and which response the caller may touch is decided here, inside each choice's transaction.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { closeServiceRequest } from './close.ts';
import { featureServiceRequest, featuringOf, isFeatured } from './feature.ts';
import { declinePro, hirePro } from './hire.ts';
import { invitePro } from './invite.ts';
import { INVITE_LIMIT, SHORTLIST_LIMIT } from './limits.ts';
import { myServiceRequests } from './my-projects.ts';
import {
  chosenServicePros,
  hiredResponse,
  invitedResponses,
  overviewResponses,
  responsesOverview,
  shortlistedResponses,
} from './overview.ts';
import { shortlist } from './shortlist.ts';

export const choosingResolvers: Resolvers = {
  Query: {
    myServiceRequests: (_root, args, { db, viewer }) => myServiceRequests(db, signedIn(viewer).userId, args),
  },
  Mutation: {
    shortlist: (_root, { input }, { db, viewer }) => shortlist(db, signedIn(viewer), input.proposalId),
    invitePro: (_root, { input }, { db, viewer }) => invitePro(db, signedIn(viewer), input),
    hirePro: (_root, { input }, { db, viewer }) => hirePro(db, signedIn(viewer), input.proposalId),
    declinePro: (_root, { input }, { db, viewer }) => declinePro(db, signedIn(viewer), input),
    closeServiceRequest: (_root, { input }, { db, viewer }) => closeServiceRequest(db, signedIn(viewer), input),
    featureServiceRequest: (_root, { serviceRequestId }, { db, viewer }) =>
      featureServiceRequest(db, signedIn(viewer), serviceRequestId),
  },
  ServiceRequest: {
    responsesOverview: (job, _args, ctx) => responsesOverview(ctx, job),
    chosenServicePros: (job, _args, ctx) => chosenServicePros(ctx, job),
    featured: (job) => isFeatured(job),
    featuredUntil: (job) => job.featured_until,
    featuring: (job, _args, ctx) => featuringOf(ctx, job),
  },
  JobResponsesOverview: {
    id: (job) => job.id,
    serviceRequest: (job) => job,
    responses: (job, _args, ctx) => overviewResponses(ctx, job),
    shortlisted: (job, _args, ctx) => shortlistedResponses(ctx, job),
    invited: (job, _args, ctx) => invitedResponses(ctx, job),
    hired: (job, _args, ctx) => hiredResponse(ctx, job),
    shortlistLimit: () => SHORTLIST_LIMIT,
    inviteLimit: () => INVITE_LIMIT,
  },
};
