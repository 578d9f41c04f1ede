// What every home-owner choice starts with, inside its transaction: the job, locked so two choices on
// one job run one after the other (two shortlists never pass the limit together, two hires never
// both win), and only when the caller may act for the job's home owner.
import type { Queryable } from '../../db/database.ts';
import type { ServiceRequestStatus } from '../../generated/graphql.ts';
import { mayActFor } from '../access/policy.ts';
import type { Viewer } from '../identity/sessions.ts';
import { notify } from '../messages/notify.ts';
import type { Template } from '../messages/outbox.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import type { ProposalRow } from '../responses/rows.ts';
import { isBlacklisted } from '../validation/email.ts';
import { isUuid } from '../validation/ids.ts';
import type { SYSTEM_MESSAGE } from './limits.ts';

export interface OwnedProposal {
  readonly job: ServiceRequestRow;
  readonly proposal: ProposalRow;
}

export const notFound = (id: string) => ({ __typename: 'NotFound' as const, id });

export const requestClosed = (job: ServiceRequestRow) => ({
  __typename: 'RequestClosed' as const,
  serviceRequestId: job.id,
  status: job.status as ServiceRequestStatus,
});

async function owned(tx: Queryable, viewer: Viewer, job: ServiceRequestRow | undefined) {
  return job && (await mayActFor(tx, viewer, job.consumer_id)) ? job : null;
}

// The caller's job, locked; null when there is none (another home owner's job is not found either).
export async function lockOwnedJob(tx: Queryable, viewer: Viewer, jobId: string): Promise<ServiceRequestRow | null> {
  if (!isUuid(jobId)) return null;
  const [job] = await tx.query<ServiceRequestRow>('SELECT * FROM service_requests WHERE id = $1 FOR UPDATE', [jobId]);
  return owned(tx, viewer, job);
}

// A response to one of the caller's jobs, read after its job is locked so it is the latest.
export async function lockOwnedProposal(
  tx: Queryable,
  viewer: Viewer,
  proposalId: string,
): Promise<OwnedProposal | null> {
  if (!isUuid(proposalId)) return null;
  const [locked] = await tx.query<ServiceRequestRow>(
    `SELECT r.* FROM service_requests r JOIN proposals p ON p.service_request_id = r.id
      WHERE p.id = $1 FOR UPDATE OF r`,
    [proposalId],
  );
  const job = await owned(tx, viewer, locked);
  if (!job) return null;
  const [proposal] = await tx.query<ProposalRow>('SELECT * FROM proposals WHERE id = $1', [proposalId]);
  return proposal ? { job, proposal } : null;
}

// Spec §8: a professional who was anonymised, suspended (DISABLED) or whose address is blacklisted
// can be neither shortlisted, invited nor hired.
export async function proStandingRefusal(tx: Queryable, proId: string) {
  const [pro] = await tx.query<{ status: string; email: string }>('SELECT status, email FROM users WHERE id = $1', [
    proId,
  ]);
  if (!pro || pro.status === 'ANONYMISED') {
    return { __typename: 'ProfessionalAnonymised' as const, serviceProId: proId };
  }
  if (pro.status === 'DISABLED' || (await isBlacklisted(tx, pro.email))) {
    return { __typename: 'ProfessionalBlacklistedOrSuspended' as const, serviceProId: proId };
  }
  return null;
}

const TEMPLATE_BY_DECISION = {
  invited: 'pro-invited',
  shortlisted: 'proposal-shortlisted',
  hired: 'pro-hired',
  declined: 'proposal-declined',
  closed: 'job-closed',
} as const satisfies Record<keyof typeof SYSTEM_MESSAGE, Template>;

// Tells the professionals of these responses, in each conversation and on the channels they chose
// for updates on their proposals, what the home owner decided.
export async function addSystemMessage(
  tx: Queryable,
  proposalIds: readonly string[],
  body: (typeof SYSTEM_MESSAGE)[keyof typeof SYSTEM_MESSAGE],
): Promise<void> {
  if (proposalIds.length === 0) return;
  const rows = await tx.query<{ proposal_id: string; pro_id: string; service_request_id: string }>(
    `INSERT INTO proposal_messages (proposal_id, sender_kind, body)
     SELECT id, 'SYSTEM', $2 FROM unnest($1::uuid[]) AS id
     RETURNING proposal_id,
               (SELECT pro_id FROM proposals WHERE proposals.id = proposal_id) AS pro_id,
               (SELECT service_request_id FROM proposals WHERE proposals.id = proposal_id) AS service_request_id`,
    [proposalIds, body],
  );
  for (const row of rows) {
    await notify(tx, [row.pro_id], {
      topic: 'PROPOSAL_UPDATES',
      template: TEMPLATE_BY_DECISION[body],
      payload: { proposalId: row.proposal_id, serviceRequestId: row.service_request_id },
    });
  }
}
