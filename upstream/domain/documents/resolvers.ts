// A professional's documents (schema/upstream/documents.graphql, decision 058). The root rules say
// who calls what (root-rules.ts): the professional themself uploads, staff decide.
import type { DocumentType, Resolvers } from '../../generated/graphql.ts';
import { professionById, userById } from '../../graphql/common-loaders.ts';
import { signedIn } from '../access/refusals.ts';
import {
  decideDocument,
  decideQualification,
  documentsOf,
  documentsToReview,
  isBackgroundChecked,
  purposeOf,
  qualificationsToReview,
  uploadConductCertificate,
  uploadDocument,
  uploadQualificationDocument,
} from './documents.ts';

export const documentsResolvers: Resolvers = {
  Query: {
    myDocuments: (_root, _args, { db, viewer }) => documentsOf(db, signedIn(viewer).userId),
    documentsToReview: (_root, { first, purpose }, { db }) => documentsToReview(db, first, purpose),
    async qualificationsToReview(_root, page, ctx) {
      const connection = await qualificationsToReview(ctx.db, page);
      const edges = await Promise.all(
        connection.edges.map(async ({ cursor, node }) => {
          const [servicePro, profession] = await Promise.all([
            userById(ctx).load(node.pro_id),
            professionById(ctx).load(node.profession_id),
          ]);
          // The foreign keys keep a trade's professional and profession while it exists.
          if (!servicePro || !profession) throw new Error(`A qualification refers to a missing row (${node.pro_id})`);
          return { cursor, node: { servicePro, profession, since: node.since, documents: node.documents } };
        }),
      );
      return { edges, pageInfo: connection.pageInfo };
    },
  },
  Mutation: {
    uploadDocument: (_root, { input }, { db, viewer, documentsDir }) =>
      uploadDocument({ db, viewer: signedIn(viewer), documentsDir }, input),
    uploadConductCertificate: (_root, { input }, { db, viewer, documentsDir }) =>
      uploadConductCertificate({ db, viewer: signedIn(viewer), documentsDir }, input),
    uploadQualificationDocument: (_root, { input }, { db, viewer, documentsDir }) =>
      uploadQualificationDocument({ db, viewer: signedIn(viewer), documentsDir }, input),
    decideDocument: (_root, { input }, { db, viewer, requestId }) =>
      decideDocument(db, signedIn(viewer), requestId, input),
    decideQualification: (_root, { input }, { db, viewer, requestId }) =>
      decideQualification(db, signedIn(viewer), requestId, input),
  },
  ServicePro: {
    backgroundChecked: (pro) => isBackgroundChecked(pro),
  },
  ProDocument: {
    purpose: (row) => purposeOf(row.kind),
    documentType: (row) => (purposeOf(row.kind) === 'COMPANY' ? (row.kind as DocumentType) : null),
    async profession(row, _args, ctx) {
      return row.profession_id ? ((await professionById(ctx).load(row.profession_id)) ?? null) : null;
    },
    contentType: (row) => row.content_type,
    sizeBytes: (row) => row.size_bytes,
    originalName: (row) => row.original_name,
    uploadedAt: (row) => row.uploaded_at,
    decidedAt: (row) => row.decided_at,
    async servicePro(row, _args, ctx) {
      const user = await userById(ctx).load(row.pro_id);
      // The foreign key keeps a document's professional while it exists.
      if (!user) throw new Error(`A document refers to a missing user ${row.pro_id}`);
      return user;
    },
  },
};
