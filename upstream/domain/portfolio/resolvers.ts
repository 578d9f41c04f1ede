// A professional's portfolio (schema/upstream/portfolio.graphql). The root rules let a professional
// read it and their holder or a MANAGER change it; each answer is the account acted as.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import {
  addPortfolioPhotos,
  portfolio,
  removePortfolioPhoto,
  reorderPortfolio,
  setPortfolioCaption,
} from './portfolio.ts';

export const portfolioResolvers: Resolvers = {
  Query: {
    myPortfolio: (_root, _args, { db, viewer }) => portfolio(db, signedIn(viewer).userId),
  },
  Mutation: {
    addPortfolioPhotos: (_root, { input }, ctx) =>
      addPortfolioPhotos(ctx, signedIn(ctx.viewer).userId, [...new Set(input.photos)]),
    setPortfolioCaption: (_root, { input }, { db, viewer }) => setPortfolioCaption(db, signedIn(viewer).userId, input),
    reorderPortfolio: (_root, { input }, { db, viewer }) =>
      reorderPortfolio(db, signedIn(viewer).userId, input.photoIds),
    removePortfolioPhoto: (_root, { photoId }, ctx) => removePortfolioPhoto(ctx, signedIn(ctx.viewer).userId, photoId),
  },
};
