// Reviews (spec §1, §2.5, §2.6, §8): home owners review their hires, professionals respond and ask
// past customers for reviews, staff moderate. The root rules (root-rules.ts) decide who calls what.
import type { Resolvers } from '../../generated/graphql.ts';
import { serviceById, serviceRequestById, userById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { signedIn } from '../access/refusals.ts';
import { requireBrand } from '../validation/brand.ts';
import { moderateReview } from './moderate-review.ts';
import { requestReviews } from './request-reviews.ts';
import { respondToReview } from './respond-to-review.ts';
import { shortName } from './review-input.ts';
import { myReview, myReviews, publishedReviews, recentReviews, reviewModerationQueue } from './review-lists.ts';
import { myReviewRequests, reviewRequestAllowance } from './review-requests.ts';
import { reviewScoreByPro } from './review-score.ts';
import type { ReviewRow } from './rows.ts';
import { editReview, submitReview } from './submit-review.ts';

async function existing<T>(load: Promise<T | undefined>, what: string): Promise<T> {
  const row = await load;
  // Foreign keys keep a review's job, service and people in place while the review exists.
  if (!row) throw new Error(`A review refers to a missing ${what}`);
  return row;
}

async function serviceOf(review: ReviewRow, ctx: UpstreamContext) {
  const job = await existing(serviceRequestById(ctx).load(review.service_request_id), 'job');
  return existing(serviceById(ctx).load(job.service_id), 'service');
}

export const reviewsResolvers: Resolvers = {
  Query: {
    recentReviews: (_root, { brand, first, minRating }, { db }) =>
      recentReviews(db, requireBrand(brand), first ?? 6, minRating ?? 1),
    myReview: (_root, { serviceRequestId }, { db, viewer }) => myReview(db, signedIn(viewer).userId, serviceRequestId),
    myReviews: (_root, page, { db, viewer }) => myReviews(db, signedIn(viewer).userId, page),
    myReviewRequests: (_root, page, { db, viewer }) => myReviewRequests(db, signedIn(viewer).userId, page),
    myReviewRequestAllowance: (_root, _args, { db, viewer }) => reviewRequestAllowance(db, signedIn(viewer).userId),
    reviewModerationQueue: (_root, { status, ...page }, { db }) => reviewModerationQueue(db, status, page),
  },
  Mutation: {
    submitReview: (_root, { input }, { db, viewer }) => submitReview({ db, viewer: signedIn(viewer) }, input),
    editReview: (_root, { input }, { db, viewer }) => editReview({ db, viewer: signedIn(viewer) }, input),
    respondToReview: (_root, { input }, { db, viewer }) => respondToReview({ db, viewer: signedIn(viewer) }, input),
    requestReviews: (_root, { input }, { db, viewer }) => requestReviews({ db, viewer: signedIn(viewer) }, input),
    moderateReview: (_root, { input }, { db, viewer, requestId }) =>
      moderateReview({ db, viewer: signedIn(viewer), requestId }, input),
  },
  Review: {
    createdAt: (review) => review.created_at,
    updatedAt: (review) => review.updated_at,
    reviewerName: async (review, _args, ctx) =>
      shortName(await existing(userById(ctx).load(review.consumer_id), 'consumer')),
    service: (review, _args, ctx) => serviceOf(review, ctx),
    servicePro: (review, _args, ctx) => existing(userById(ctx).load(review.pro_id), 'professional'),
    response: (review) =>
      review.response_body !== null && review.response_at !== null
        ? { body: review.response_body, createdAt: review.response_at }
        : null,
  },
  ReviewRequest: {
    requestedAt: (request) => request.created_at,
    reviewedAt: (request) => request.reviewed_at,
  },
  ServicePro: {
    reviewScore: (pro, _args, ctx) => reviewScoreByPro(ctx).load(pro.id),
    reviews: (pro, page, ctx) => publishedReviews(ctx, pro.id, page),
  },
};
