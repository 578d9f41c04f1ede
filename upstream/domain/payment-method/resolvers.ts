// A professional's payment method (schema/upstream/payment-method.graphql, decision 060). The root
// rules let the holder or a MANAGER read and choose it; each answer is the account acted as.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { choosePaymentMethod, readPaymentMethodChoice } from './payment-method.ts';

export const paymentMethodResolvers: Resolvers = {
  Query: {
    myPaymentMethodChoice: (_root, _args, { db, viewer }) => readPaymentMethodChoice(db, signedIn(viewer).userId),
  },
  Mutation: {
    choosePaymentMethod: (_root, { method }, { db, viewer }) =>
      choosePaymentMethod(db, signedIn(viewer).userId, method),
  },
};
