// A professional's company (schema/upstream/company.graphql, decision 055). The root rules let
// anyone on the account read it and its holder or a MANAGER change it; each answer is the account
// acted as.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import {
  enterCompany,
  pickRegisterCompany,
  readCompany,
  searchCompanyRegister,
  setCompanyBio,
  updateCompanyDetails,
  uploadCompanyLogo,
} from './company.ts';

export const companyResolvers: Resolvers = {
  Query: {
    myCompany: (_root, _args, { db, viewer }) => readCompany(db, signedIn(viewer).userId),
    searchCompanyRegister: (_root, { query }, { db, viewer, services }) =>
      searchCompanyRegister(db, services.companyRegister, signedIn(viewer).userId, query),
  },
  Mutation: {
    pickRegisterCompany: (_root, { companyNumber }, { db, viewer, services }) =>
      pickRegisterCompany(db, services.companyRegister, signedIn(viewer).userId, companyNumber),
    enterCompany: (_root, { input }, { db, viewer }) => enterCompany(db, signedIn(viewer).userId, input),
    updateCompanyDetails: (_root, { input }, { db, viewer }) =>
      updateCompanyDetails(db, signedIn(viewer).userId, input),
    setCompanyBio: (_root, { bio }, { db, viewer }) => setCompanyBio(db, signedIn(viewer).userId, bio),
    uploadCompanyLogo: (_root, { file }, ctx) => uploadCompanyLogo(ctx, signedIn(ctx.viewer).userId, file),
  },
};
