// Words for the states and choices the proposal screens show (spec §3 enumerations).
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { ProposalStatus, ServiceRequestStatus, StartTime } from '../../generated/graphql.ts';

export type PillTone = 'neutral' | 'good' | 'warn' | 'bad';

export function proposalStatusLabel(i18n: I18n, status: ProposalStatus): string {
  switch (status) {
    case 'INVITED':
      return i18n._({ id: 'proposals.status.invited', message: 'Invited' });
    case 'INTERESTED':
      return i18n._({ id: 'proposals.status.interested', message: 'Interest shown' });
    case 'PROPOSED':
      return i18n._({ id: 'proposals.status.proposed', message: 'Proposal sent' });
    case 'SHORTLISTED':
      return i18n._({ id: 'proposals.status.shortlisted', message: 'Shortlisted' });
    case 'HIRED':
      return i18n._({ id: 'proposals.status.hired', message: 'Hired' });
    case 'DECLINED':
      return i18n._({ id: 'proposals.status.declined', message: 'Declined' });
    case 'CLOSED':
      return i18n._({ id: 'proposals.status.closed', message: 'Closed' });
  }
}

export function proposalStatusTone(status: ProposalStatus): PillTone {
  if (status === 'HIRED' || status === 'SHORTLISTED') return 'good';
  if (status === 'DECLINED' || status === 'CLOSED') return 'bad';
  if (status === 'INVITED') return 'warn';
  return 'neutral';
}

export const PROPOSAL_STATUSES: readonly ProposalStatus[] = [
  'INVITED',
  'INTERESTED',
  'PROPOSED',
  'SHORTLISTED',
  'HIRED',
  'DECLINED',
  'CLOSED',
];

export function isProposalStatus(value: string | null): value is ProposalStatus {
  return value !== null && (PROPOSAL_STATUSES as readonly string[]).includes(value);
}

export function jobStatusLabel(i18n: I18n, status: ServiceRequestStatus): string {
  switch (status) {
    case 'OPEN':
      return i18n._({ id: 'proposals.job-status.open', message: 'Taking proposals' });
    case 'HIRED':
      return i18n._({ id: 'proposals.job-status.hired', message: 'Someone was hired' });
    case 'CLOSED':
      return i18n._({ id: 'proposals.job-status.closed', message: 'Closed by the home owner' });
    case 'CANCELLED':
      return i18n._({ id: 'proposals.job-status.cancelled', message: 'Cancelled' });
  }
}

export function startTimeLabel(i18n: I18n, startTime: StartTime): string {
  switch (startTime) {
    case 'ASAP':
      return i18n._({ id: 'proposals.start-time.asap', message: 'As soon as possible' });
    case 'WITHIN_TWO_WEEKS':
      return i18n._({ id: 'proposals.start-time.two-weeks', message: 'Within two weeks' });
    case 'WITHIN_ONE_MONTH':
      return i18n._({ id: 'proposals.start-time.one-month', message: 'Within a month' });
    case 'WITHIN_COUPLE_MONTHS':
      return i18n._({ id: 'proposals.start-time.couple-months', message: 'Within a couple of months' });
    case 'TO_BE_DISCUSSED':
      return i18n._({ id: 'proposals.start-time.to-be-discussed', message: 'To be discussed' });
  }
}

export function useLabels() {
  const { i18n } = useLingui();
  return {
    proposalStatus: useCallback((status: ProposalStatus) => proposalStatusLabel(i18n, status), [i18n]),
    jobStatus: useCallback((status: ServiceRequestStatus) => jobStatusLabel(i18n, status), [i18n]),
    startTime: useCallback((startTime: StartTime) => startTimeLabel(i18n, startTime), [i18n]),
  };
}
