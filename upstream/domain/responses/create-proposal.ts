// Sending a proposal (spec §2.7 create-proposal): the professional's answer to a job, at the lead fee
// they were shown, charged in the same transaction (decision 063). Refusals are checked in the
// order the contract lists them; a refused proposal charges nothing.
import type { Database } from '../../db/database.ts';
import type { CreateProposalInput, ResolversParentTypes } from '../../generated/graphql.ts';
import { planLeadFee, recordLeadFee } from '../billing/ledger.ts';
import { proSuspended } from '../billing/suspension.ts';
import type { ServiceRow } from '../catalogue/rows.ts';
import type { Viewer } from '../identity/sessions.ts';
import { findReadableJob } from './job-access.ts';
import { checkProposalInput } from './proposal-input.ts';
import {
  afterResponse,
  hasProposed,
  lockJob,
  ownProposal,
  PROPOSAL_LIMIT,
  responseCounts,
  serviceNotSelected,
  storeProposal,
} from './response-steps.ts';
import { money, notFound, requestClosed } from './results.ts';

type CreateProposalAnswer = ResolversParentTypes['CreateProposalResult'];

export async function createProposal(
  db: Database,
  viewer: Viewer,
  input: CreateProposalInput,
): Promise<CreateProposalAnswer> {
  const readable = await findReadableJob(db, viewer, input.serviceRequestId);
  if (!readable) return notFound(input.serviceRequestId);
  const proId = viewer.userId;
  return db.transaction(async (tx): Promise<CreateProposalAnswer> => {
    const job = await lockJob(tx, readable.id);
    if (!job) return notFound(input.serviceRequestId);
    if (job.status !== 'OPEN') return requestClosed(job);
    const mine = await ownProposal(tx, job.id, proId);
    const notOffered = await serviceNotSelected(tx, proId, job, mine);
    if (notOffered) return { __typename: 'ServiceNotSelected', service: notOffered };
    if (mine && hasProposed(mine)) return { __typename: 'AlreadyProposed', proposal: mine };
    if ((await responseCounts(tx, job.id)).proposed >= PROPOSAL_LIMIT) {
      return { __typename: 'MaximumProposalLimit', limit: PROPOSAL_LIMIT };
    }
    const [service] = await tx.query<ServiceRow>('SELECT * FROM services WHERE id = $1', [job.service_id]);
    if (!service) throw new Error(`job ${job.id} names no service`);
    // Spec §5 lead fee mismatch: the fee changed since the professional saw it.
    if (input.expectedLeadFeeMinor !== service.lead_fee_minor) {
      return {
        __typename: 'LeadFeeMismatch',
        expected: money(input.expectedLeadFeeMinor, service.currency),
        actual: money(service.lead_fee_minor, service.currency),
      };
    }
    const checked = await checkProposalInput(tx, proId, input);
    if (checked.refusal) return checked.refusal;
    // The lead fee last (decision 063): from the allowance, else owed within the credit limit.
    const fee = await planLeadFee(tx, proId, service);
    if (fee.kind === 'SUSPENDED') return proSuspended(tx, proId);
    if (fee.kind === 'CREDIT_LIMIT_REACHED') {
      return {
        __typename: 'CreditLimitReached',
        balance: money(fee.balanceMinor, fee.currency),
        creditLimit: money(fee.creditLimitMinor, fee.currency),
      };
    }
    const proposal = await storeProposal(tx, job, proId, mine?.origin ?? 'PRO', checked.values, service);
    await recordLeadFee(tx, proId, job.id, proposal.id, fee, service.name);
    await afterResponse(tx, job, proId, mine);
    return { __typename: 'ProposalCreated', proposal };
  });
}
