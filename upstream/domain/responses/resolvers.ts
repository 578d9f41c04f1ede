// A professional's side of a job (schema/upstream/responses.graphql, spec §2.7): the job list,
// saved jobs, interest, proposals, messages, templates, auto-respond rules and the activity overview,
// and the fields of a job about the professional looking at it. The root rules let only
// professionals through, but for the two message mutations and `proposal`, which check the side.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { createProposal } from './create-proposal.ts';
import { jobFieldsForPro } from './job-fields.ts';
import { newJobList } from './job-list.ts';
import { markProposalMessagesRead, sendProposalMessage } from './messages.ts';
import { visibleProposal } from './proposal-access.ts';
import { proposalFieldResolvers } from './proposal-fields.ts';
import { activityOverview, setArchived, tradespersonProposalList } from './proposal-list.ts';
import { ruleFieldResolvers } from './rule-fields.ts';
import {
  autoRespondRules,
  createAutoRespondRule,
  dailyLimitBounds,
  deleteAutoRespondRule,
  ownRule,
  updateAutoRespondRule,
} from './rules.ts';
import { removeSavedJob, savedForLaterJobs, saveJobForLater } from './saved-jobs.ts';
import { showInterest } from './show-interest.ts';
import {
  createMessageTemplate,
  deleteMessageTemplate,
  messageTemplates,
  ownTemplate,
  updateMessageTemplate,
} from './templates.ts';
import { myUnreadMessageCount } from './unread-messages.ts';

export const responsesResolvers: Resolvers = {
  Query: {
    newJobList: (_root, args, { db, viewer }) => newJobList(db, signedIn(viewer), args),
    savedForLaterJobs: (_root, args, { db, viewer }) => savedForLaterJobs(db, signedIn(viewer), args),
    tradespersonProposalList: (_root, args, { db, viewer }) => tradespersonProposalList(db, signedIn(viewer), args),
    // Null for a proposal the caller may not see, as for one that does not exist.
    proposal: (_root, { id }, ctx) => visibleProposal(ctx, id),
    activityOverview: (_root, args, { db, viewer }) => activityOverview(db, signedIn(viewer), args),
    myUnreadMessageCount: (_root, _args, { db, viewer }) => myUnreadMessageCount(db, signedIn(viewer)),
    messageTemplates: (_root, _args, { db, viewer }) => messageTemplates(db, signedIn(viewer)),
    messageTemplate: async (_root, { id }, { db, viewer }) =>
      (await ownTemplate(db, signedIn(viewer).userId, id)) ?? null,
    autoRespondRules: (_root, _args, { db, viewer }) => autoRespondRules(db, signedIn(viewer)),
    autoRespondRule: async (_root, { id }, { db, viewer }) => (await ownRule(db, signedIn(viewer).userId, id)) ?? null,
    autoRespondDailyLimitBounds: (_root, _args, { db, viewer }) => dailyLimitBounds(db, signedIn(viewer).userId),
  },
  Mutation: {
    saveJobForLater: (_root, { input }, { db, viewer }) =>
      saveJobForLater(db, signedIn(viewer), input.serviceRequestId),
    removeSavedJob: (_root, { input }, { db, viewer }) => removeSavedJob(db, signedIn(viewer), input.serviceRequestId),
    showInterest: (_root, { input }, { db, viewer }) => showInterest(db, signedIn(viewer), input.serviceRequestId),
    createProposal: (_root, { input }, { db, viewer }) => createProposal(db, signedIn(viewer), input),
    archiveProposal: (_root, { input }, { db, viewer }) => setArchived(db, signedIn(viewer), input.proposalId, true),
    unarchiveProposal: (_root, { input }, { db, viewer }) => setArchived(db, signedIn(viewer), input.proposalId, false),
    sendProposalMessage: (_root, { input }, ctx) => sendProposalMessage(ctx, input),
    markProposalMessagesRead: (_root, { input }, ctx) => markProposalMessagesRead(ctx, input.proposalId),
    createMessageTemplate: (_root, { input }, { db, viewer }) => createMessageTemplate(db, signedIn(viewer), input),
    updateMessageTemplate: (_root, { input }, { db, viewer }) => updateMessageTemplate(db, signedIn(viewer), input),
    deleteMessageTemplate: (_root, { input }, { db, viewer }) =>
      deleteMessageTemplate(db, signedIn(viewer), input.templateId),
    createAutoRespondRule: (_root, { input }, { db, viewer }) => createAutoRespondRule(db, signedIn(viewer), input),
    updateAutoRespondRule: (_root, { input }, { db, viewer }) => updateAutoRespondRule(db, signedIn(viewer), input),
    deleteAutoRespondRule: (_root, { input }, { db, viewer }) =>
      deleteAutoRespondRule(db, signedIn(viewer), input.ruleId),
  },
  ServiceRequest: jobFieldsForPro,
  ...proposalFieldResolvers,
  ...ruleFieldResolvers,
};
