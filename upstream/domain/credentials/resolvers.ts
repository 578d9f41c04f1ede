// Credentials: one-time-code login, password reset by link or code, and second-layer confirmation
// (§3, §8). Every failure is a result variant; the abuse limits are applied inside each flow.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { loginWithCode, requestLoginCode } from './code-login.ts';
import { requestPasswordReset, resetPassword, resetPasswordWithCode } from './password-reset.ts';
import { confirmPassword, confirmSecondLayerCode, requestSecondLayerCode } from './second-layer.ts';

export const credentialsResolvers: Resolvers = {
  Mutation: {
    requestLoginCode: (_root, { input }, context) => requestLoginCode(context, input),
    loginWithCode: (_root, { input }, context) => loginWithCode(context, input),
    requestPasswordReset: (_root, { input }, context) => requestPasswordReset(context, input),
    resetPassword: (_root, { input }, context) => resetPassword(context, input),
    resetPasswordWithCode: (_root, { input }, context) => resetPasswordWithCode(context, input),
    confirmPassword: (_root, { input }, context) => confirmPassword(context, signedIn(context.viewer), input),
    requestSecondLayerCode: (_root, _args, context) => requestSecondLayerCode(context, signedIn(context.viewer)),
    confirmSecondLayerCode: (_root, { input }, context) =>
      confirmSecondLayerCode(context, signedIn(context.viewer), input),
  },
};
