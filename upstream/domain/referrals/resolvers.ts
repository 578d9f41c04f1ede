// Referrals (schema/upstream/referrals.graphql): a professional's code and the accounts made
// through their link. Recording a referral is part of making an account (record-referral.ts).
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { referralCodeOf } from './referral-codes.ts';
import { referralSignUps } from './referral-sign-ups.ts';

export const referralsResolvers: Resolvers = {
  Query: {
    myReferral: async (_root, _args, { db, viewer }) => {
      const proId = signedIn(viewer).userId;
      return { proId, code: await referralCodeOf(db, proId) };
    },
  },
  Referral: {
    signUps: (referral, page, { db }) => referralSignUps(db, referral.proId, page),
  },
  ReferralSignUp: {
    signedUpAt: (signUp) => signUp.created_at,
  },
};
