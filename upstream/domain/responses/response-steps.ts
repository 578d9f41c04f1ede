// The steps showing interest, proposing and auto-responding share: the job locked while its responses
// are counted, the limits of spec §5, and storing a response with exact counters.

import { PROPOSAL_LIMIT } from '../../../shared/constants.ts';
import type { Queryable } from '../../db/database.ts';
import type { ProposalStatus } from '../../generated/graphql.ts';
import type { ServiceRow } from '../catalogue/rows.ts';
import { notify } from '../messages/notify.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import type { PriceColumns } from './price.ts';
import type { ProposalRow } from './rows.ts';

// Spec §5 maximum proposal limit: a job takes this many proposals.
export { PROPOSAL_LIMIT };
// Spec §8 exceeded limit in pick-and-choose: a PICK_AND_CHOOSE job takes this many responses.
export const PICK_AND_CHOOSE_LIMIT = 5;

const NOT_YET_PROPOSED: readonly ProposalStatus[] = ['INVITED', 'INTERESTED'];

// PROPOSED or later, including declined and closed responses, which cannot propose again.
export function hasProposed(proposal: ProposalRow): boolean {
  return !NOT_YET_PROPOSED.includes(proposal.status);
}

// The job, locked until the transaction ends, so two responses to one job are counted one by one.
export async function lockJob(tx: Queryable, jobId: string): Promise<ServiceRequestRow | undefined> {
  const [job] = await tx.query<ServiceRequestRow>('SELECT * FROM service_requests WHERE id = $1 FOR UPDATE', [jobId]);
  return job;
}

export async function ownProposal(tx: Queryable, jobId: string, proId: string): Promise<ProposalRow | undefined> {
  const [row] = await tx.query<ProposalRow>('SELECT * FROM proposals WHERE service_request_id = $1 AND pro_id = $2', [
    jobId,
    proId,
  ]);
  return row;
}

export interface ResponseCounts {
  // Responses other than invitations not answered yet.
  readonly responded: number;
  readonly proposed: number;
}

export async function responseCounts(tx: Queryable, jobId: string): Promise<ResponseCounts> {
  const [row] = await tx.query<ResponseCounts>(
    `SELECT count(*) FILTER (WHERE status <> 'INVITED')::int AS responded,
            count(*) FILTER (WHERE proposed_at IS NOT NULL)::int AS proposed
       FROM proposals WHERE service_request_id = $1`,
    [jobId],
  );
  return row ?? { responded: 0, proposed: 0 };
}

// The job's service when the professional does not offer it and was neither sent the job nor
// invited to it (spec §8 service not selected); null when they may respond.
export async function serviceNotSelected(
  tx: Queryable,
  proId: string,
  job: ServiceRequestRow,
  mine: ProposalRow | undefined,
): Promise<ServiceRow | null> {
  if (job.direct_pro_id === proId || mine?.origin === 'INVITATION') return null;
  const [service] = await tx.query<ServiceRow & { offered: boolean }>(
    `SELECT s.*, EXISTS (SELECT 1 FROM pro_services ps WHERE ps.pro_id = $2 AND ps.service_id = s.id) AS offered
       FROM services s WHERE s.id = $1`,
    [job.service_id, proId],
  );
  return service && !service.offered ? service : null;
}

// A response counts once: when a professional first answers (an invitation is not an answer).
export async function afterResponse(tx: Queryable, job: ServiceRequestRow, proId: string, before?: ProposalRow) {
  if (!before || before.status === 'INVITED') {
    await tx.query('UPDATE service_requests SET responses_count = responses_count + 1 WHERE id = $1', [job.id]);
  }
  await tx.query('UPDATE company_profiles SET last_active_at = now() WHERE user_id = $1', [proId]);
  // The home owner hears of every new interest or proposal on the channels they chose.
  await notify(tx, [job.consumer_id], {
    topic: 'PROPOSALS',
    template: 'proposal-received',
    payload: { serviceRequestId: job.id, serviceProId: proId },
  });
}

export interface ProposalValues extends PriceColumns {
  readonly additional_info: string;
  readonly home_visit_requested: boolean;
  readonly home_visit_note: string | null;
  readonly availability: string | null;
  readonly similar_work_photo_ids: readonly string[];
}

// Stores a proposal at the job's current lead fee, in the service's currency: a new row, or the
// professional's invitation or interest turned into a proposal (keeping how it came about).
export async function storeProposal(
  tx: Queryable,
  job: ServiceRequestRow,
  proId: string,
  origin: ProposalRow['origin'],
  values: ProposalValues,
  service: ServiceRow,
): Promise<ProposalRow> {
  const [row] = await tx.query<ProposalRow>(
    `INSERT INTO proposals (service_request_id, pro_id, status, origin, additional_info, home_visit_requested,
                            home_visit_note, price_type, price_amount_minor, price_min_minor, price_max_minor,
                            price_note, currency, availability, similar_work_photo_ids, lead_fee_minor, proposed_at)
     VALUES ($1, $2, 'PROPOSED', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::uuid[], $15, now())
     ON CONFLICT (service_request_id, pro_id) DO UPDATE SET
       status = 'PROPOSED', additional_info = EXCLUDED.additional_info,
       home_visit_requested = EXCLUDED.home_visit_requested, home_visit_note = EXCLUDED.home_visit_note,
       price_type = EXCLUDED.price_type, price_amount_minor = EXCLUDED.price_amount_minor,
       price_min_minor = EXCLUDED.price_min_minor, price_max_minor = EXCLUDED.price_max_minor,
       price_note = EXCLUDED.price_note, currency = EXCLUDED.currency, availability = EXCLUDED.availability,
       similar_work_photo_ids = EXCLUDED.similar_work_photo_ids, lead_fee_minor = EXCLUDED.lead_fee_minor,
       proposed_at = EXCLUDED.proposed_at
     RETURNING *`,
    [
      job.id,
      proId,
      origin,
      values.additional_info,
      values.home_visit_requested,
      values.home_visit_note,
      values.price_type,
      values.price_amount_minor,
      values.price_min_minor,
      values.price_max_minor,
      values.price_note,
      service.currency,
      values.availability,
      values.similar_work_photo_ids,
      service.lead_fee_minor,
    ],
  );
  if (!row) throw new Error('storing a proposal returned no row');
  return row;
}
