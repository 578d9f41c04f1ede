// Product feedback (schema/upstream/feedback.graphql): professionals give it, staff read it. The
// root rules (root-rules.ts) decide who calls what.
import type { Resolvers } from '../../generated/graphql.ts';
import { userById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { signedIn } from '../access/refusals.ts';
import { productFeedback } from './feedback-list.ts';
import { giveFeedback } from './give-feedback.ts';

async function person(ctx: UpstreamContext, id: string) {
  const user = await userById(ctx).load(id);
  // Foreign keys keep a feedback's people in place while it exists.
  if (!user) throw new Error(`A feedback refers to a missing user ${id}`);
  return user;
}

export const feedbackResolvers: Resolvers = {
  Query: {
    productFeedback: (_root, args, { db }) => productFeedback(db, args),
  },
  Mutation: {
    giveFeedback: (_root, { input }, { db, viewer }) => giveFeedback({ db, viewer: signedIn(viewer) }, input),
  },
  ProductFeedback: {
    mayContact: (feedback) => feedback.may_contact,
    createdAt: (feedback) => feedback.created_at,
    servicePro: (feedback, _args, ctx) => person(ctx, feedback.pro_id),
    author: (feedback, _args, ctx) => person(ctx, feedback.author_id),
  },
};
