// Reported messages (message-reports.ts): a side of a conversation reports, staff read and decide.
import type { Resolvers } from '../../generated/graphql.ts';
import { userById } from '../../graphql/common-loaders.ts';
import { signedIn } from '../access/refusals.ts';
import { decideMessageReport, messageReports, reportedAtOf, reportProposalMessage } from './message-reports.ts';

export const messageReportResolvers: Resolvers = {
  Query: {
    messageReports: (_root, { status, ...page }, { db }) => messageReports(db, status, page),
  },
  Mutation: {
    reportProposalMessage: (_root, { input }, ctx) => reportProposalMessage(ctx, input),
    decideMessageReport: (_root, { input }, { db, viewer, requestId }) =>
      decideMessageReport({ db, viewer: signedIn(viewer), requestId }, input),
  },
  ProposalMessage: {
    reportedAt: (message, _args, ctx) => reportedAtOf(ctx).load(message.id),
  },
  MessageReport: {
    createdAt: (report) => report.created_at,
    async reporter(report, _args, ctx) {
      const reporter = await userById(ctx).load(report.reporter_id);
      // A report goes with its reporter's account (ON DELETE CASCADE).
      if (!reporter) throw new Error(`A report names a missing reporter (${report.reporter_id})`);
      return reporter;
    },
    messageBody: (report) => report.message_body,
    messageSentAt: (report) => report.message_sent_at,
    messageSenderKind: (report) => report.message_sender_kind,
    messageSender: async (report, _args, ctx) =>
      report.message_sender_id ? ((await userById(ctx).load(report.message_sender_id)) ?? null) : null,
    proposalId: (report) => report.proposal_id,
  },
};
