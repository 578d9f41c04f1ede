// A professional's identity check (schema/upstream/identity-check.graphql, decision 056). The root
// rules say who calls what (root-rules.ts): the professional themself starts a check, staff decide.
import type { Resolvers } from '../../generated/graphql.ts';
import { userById } from '../../graphql/common-loaders.ts';
import { signedIn } from '../access/refusals.ts';
import { decideIdentityCheck, identityChecksToReview, readVerification, startIdentityCheck } from './identity-check.ts';

export const identityCheckResolvers: Resolvers = {
  Query: {
    myIdentityCheck: (_root, _args, { db, viewer }) => readVerification(db, signedIn(viewer).userId),
    identityChecksToReview: (_root, { first }, { db }) => identityChecksToReview(db, first),
  },
  Mutation: {
    startIdentityCheck: (_root, { input }, { db, viewer, services, publicUrl }) =>
      startIdentityCheck(
        {
          db,
          viewer: signedIn(viewer),
          provider: services.identityCheck,
          callbackUrl: `${publicUrl}/webhooks/identity-check`,
        },
        input,
      ),
    decideIdentityCheck: (_root, { input }, { db, viewer, requestId }) =>
      decideIdentityCheck(db, signedIn(viewer), requestId, input),
  },
  IdentityCheck: {
    documentType: (row) => row.document_type,
    startedAt: (row) => row.created_at,
    decidedAt: (row) => row.decided_at,
    async servicePro(row, _args, ctx) {
      const user = await userById(ctx).load(row.user_id);
      // The foreign key keeps a check's person while it exists.
      if (!user) throw new Error(`An identity check refers to a missing user ${row.user_id}`);
      return user;
    },
  },
};
