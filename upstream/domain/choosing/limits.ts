// The home owner's limits and the response states their choices depend on (spec §5: shortlist limit
// reached, maximum invites sent; the spec shows no numbers, these are ours).
import type { ProposalStatus } from '../../generated/graphql.ts';

export const SHORTLIST_LIMIT = 3;
export const INVITE_LIMIT = 5;
// The professional reads the reason; a bound keeps it a reason rather than a letter.
export const MAX_DECLINE_REASON_LENGTH = 500;

// Responses the home owner has not decided on yet: hiring someone declines them, closing the job
// closes them.
export const UNDECIDED: readonly ProposalStatus[] = ['INVITED', 'INTERESTED', 'PROPOSED', 'SHORTLISTED'];
// What the professional actually answered with (an unanswered invitation is not a response).
export const RESPONDED: readonly ProposalStatus[] = ['INTERESTED', 'PROPOSED', 'SHORTLISTED', 'HIRED', 'DECLINED'];
export const SHORTLISTABLE: readonly ProposalStatus[] = ['INTERESTED', 'PROPOSED'];
export const HIREABLE: readonly ProposalStatus[] = ['PROPOSED', 'SHORTLISTED'];
export const CHOSEN: readonly ProposalStatus[] = ['SHORTLISTED', 'HIRED'];

// Bodies of the SYSTEM messages that tell the professional, in the proposal's conversation, what the
// home owner decided; clients show them in the reader's language.
export const SYSTEM_MESSAGE = {
  invited: 'invited',
  shortlisted: 'shortlisted',
  hired: 'hired',
  declined: 'declined',
  closed: 'closed',
} as const;
