// A professional's onboarding (schema/upstream/onboarding.graphql). The root rules let the holder
// or a MANAGER through; each answer is the account acted as.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { completeOnboardingStep, INTRODUCTION_STEPS, readOnboarding } from './onboarding.ts';

export const onboardingResolvers: Resolvers = {
  Query: {
    myOnboarding: (_root, _args, { db, viewer }) => readOnboarding(db, signedIn(viewer).userId),
  },
  Mutation: {
    async completeIntroduction(_root, { introduction }, { db, viewer }) {
      const proId = signedIn(viewer).userId;
      await completeOnboardingStep(db, proId, INTRODUCTION_STEPS[introduction]);
      return readOnboarding(db, proId);
    },
  },
};
