// Reviews from elsewhere (external-reviews.ts): the professional's own list and additions, staff's
// queue and decisions, and the approved ones on a profile.
import type { Resolvers } from '../../generated/graphql.ts';
import { userById } from '../../graphql/common-loaders.ts';
import { signedIn } from '../access/refusals.ts';
import {
  addExternalReview,
  approvedExternalReviews,
  decideExternalReview,
  externalReviewsToReview,
  myExternalReviews,
  sourceNameOf,
} from './external-reviews.ts';

export const externalReviewResolvers: Resolvers = {
  Query: {
    myExternalReviews: (_root, _args, { db, viewer }) => myExternalReviews(db, signedIn(viewer).userId),
    externalReviewsToReview: (_root, page, { db }) => externalReviewsToReview(db, page),
  },
  Mutation: {
    addExternalReview: (_root, { input }, { db, viewer }) => addExternalReview(db, signedIn(viewer), input),
    decideExternalReview: (_root, { input }, { db, viewer, requestId }) =>
      decideExternalReview({ db, viewer: signedIn(viewer), requestId }, input),
  },
  ServicePro: {
    externalReviews: (pro, { first }, { db }) => approvedExternalReviews(db, pro.id, first),
  },
  ExternalReview: {
    sourceUrl: (review) => review.source_url,
    sourceName: (review) => sourceNameOf(review.source_url),
    authorName: (review) => review.author_name,
    reviewedOn: (review) => review.reviewed_on,
    reason: (review) => (review.status === 'REJECTED' ? review.reason : null),
    createdAt: (review) => review.created_at,
  },
  ExternalReviewForStaff: {
    async pro({ review }, _args, ctx) {
      const pro = await userById(ctx).load(review.pro_id);
      // The foreign key keeps a review's professional while the review exists.
      if (!pro) throw new Error(`An external review refers to a missing professional (${review.pro_id})`);
      return pro;
    },
  },
};
