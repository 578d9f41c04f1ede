// Sign-up and activation (schema/upstream/signup.graphql).
import type { Resolvers } from '../../generated/graphql.ts';
import { activateAccount, requestActivation } from './activation.ts';
import { signUp } from './sign-up.ts';

export const signupResolvers: Resolvers = {
  Mutation: {
    signUpConsumer: (_root, { input }, ctx) => signUp(ctx, 'CONSUMER', input),
    signUpServicePro: (_root, { input }, ctx) => signUp(ctx, 'SERVICE_PRO', input),
    // The rule lets only signed-in consumers and professionals here.
    async requestAccountActivation(_root, _args, { db, viewer }) {
      if (!viewer) throw new Error('requestAccountActivation ran without a viewer');
      return requestActivation(db, viewer.userId);
    },
    activateAccount: (_root, { input }, { db }) => activateAccount(db, input.token),
  },
};
