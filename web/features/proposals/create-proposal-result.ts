// What each answer of createProposal means to the professional (spec §5, §8): a message that says
// what happened and what they can do, the step to go back to for a field problem, and where to go
// when there is something to see instead.
import type { I18n } from '@lingui/core';
import { formatMoney } from '../../components/ui/money.tsx';
import type { ProposalsCreateProposalMutation } from '../../generated/graphql.ts';
import { jobStatusLabel } from './labels.ts';
import { type DraftErrors, type DraftField, FIELD_STEP, isDraftField, STEPS, type StepName } from './proposal-draft.ts';

type Result = ProposalsCreateProposalMutation['createProposal'];

export interface Refusal {
  readonly message: string;
  // Back to this step, with these field problems shown.
  readonly step?: StepName;
  readonly errors?: DraftErrors;
  // The professional's existing proposal, to link to.
  readonly proposalId?: string;
  // The lead fee changed: the job must be read again before sending.
  readonly refetchJob?: boolean;
}

function firstStepOf(fields: readonly DraftField[]): StepName | undefined {
  return STEPS.find((step) => fields.some((field) => FIELD_STEP[field] === step));
}

export function describeRefusal(i18n: I18n, result: Exclude<Result, { __typename: 'ProposalCreated' }>): Refusal {
  switch (result.__typename) {
    case 'AlreadyProposed':
      return {
        message: i18n._({
          id: 'proposals.result.already-proposed',
          message: 'You have already sent a proposal for this job. You can follow it on your proposal page.',
        }),
        proposalId: result.proposal.id,
      };
    case 'MaximumProposalLimit':
      return {
        message: i18n._({
          id: 'proposals.result.limit-reached',
          message:
            'This job already has the {limit} proposals it can take, so no more can be sent. Have a look at other new jobs.',
          values: { limit: result.limit },
        }),
      };
    case 'LeadFeeMismatch':
      return {
        message: i18n._({
          id: 'proposals.result.lead-fee-changed',
          message:
            'The cost of responding to this job changed from {expected} to {actual}. Check the new cost and send your proposal again.',
          values: {
            expected: formatMoney(result.expected, i18n.locale),
            actual: formatMoney(result.actual, i18n.locale),
          },
        }),
        refetchJob: true,
      };
    case 'CreditLimitReached':
      // Decision 063: unpaid lead fees run up to a limit; paying the balance lifts it.
      return {
        message: i18n._({
          id: 'proposals.result.credit-limit',
          message:
            'Your unpaid lead fees come to {owed}, and they may come to at most {limit}. Pay your balance to send more proposals; nothing was sent or charged.',
          values: {
            owed: formatMoney({ ...result.balance, amountMinor: -result.balance.amountMinor }, i18n.locale),
            limit: formatMoney(result.creditLimit, i18n.locale),
          },
        }),
      };
    case 'ProSuspended':
      // Decision 066: suspended from new jobs for overdue invoices (paying lifts it) or by our team.
      return {
        message:
          result.reason === 'MANUAL'
            ? i18n._({
                id: 'proposals.result.suspended-by-staff',
                message:
                  'Our team has paused your account for new jobs, so nothing was sent or charged. Contact our support team to find out why.',
              })
            : i18n._({
                id: 'proposals.result.suspended-unpaid',
                message:
                  'You cannot respond to new jobs until your overdue invoices ({overdue}) are paid. Pay them under Invoices; nothing was sent or charged.',
                values: { overdue: result.overdue ? formatMoney(result.overdue, i18n.locale) : '' },
              }),
      };
    case 'ServiceNotSelected':
      return {
        message: i18n._({
          id: 'proposals.result.service-not-selected',
          message:
            'You do not offer "{service}" yet. Add it to your services in your profile to respond to jobs like this one.',
          values: { service: result.service.name },
        }),
      };
    case 'RequestClosed':
      return {
        message: i18n._({
          id: 'proposals.result.request-closed',
          message: 'This job no longer takes proposals ({status}).',
          values: { status: jobStatusLabel(i18n, result.status) },
        }),
      };
    case 'NotFound':
      return {
        message: i18n._({
          id: 'proposals.result.not-found',
          message: 'This job can no longer be found. It may have been removed, or it is outside your work area.',
        }),
      };
    case 'ContactDetailsShared': {
      const field = isDraftField(result.field) ? result.field : 'additionalInfo';
      return {
        message: i18n._({
          id: 'proposals.result.contact-details',
          message:
            'Your proposal contains contact details. Remove phone numbers, email and web addresses: they can be shared once the home owner shortlists you.',
        }),
        step: FIELD_STEP[field],
        errors: { [field]: 'CONTACT' },
      };
    }
    case 'InvalidFields': {
      const errors: DraftErrors = {};
      const known: DraftField[] = [];
      for (const { field, code } of result.fieldErrors) {
        if (!isDraftField(field)) continue;
        known.push(field);
        errors[field] = code === 'REQUIRED' ? 'REQUIRED' : field === 'additionalInfo' ? 'TOO_SHORT' : 'INVALID';
      }
      return {
        message: i18n._({
          id: 'proposals.result.invalid-fields',
          message: 'Some answers need another look. Correct them and send your proposal again.',
        }),
        step: firstStepOf(known),
        errors,
      };
    }
  }
}
