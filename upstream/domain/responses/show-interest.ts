// Showing interest in a job (spec §8 show interest): the professional tells the home owner they would
// like the job before sending a proposal. Refusals are checked in the order the contract lists them.
import type { Database } from '../../db/database.ts';
import type { ResolversParentTypes } from '../../generated/graphql.ts';
import type { Viewer } from '../identity/sessions.ts';
import { findReadableJob } from './job-access.ts';
import {
  afterResponse,
  hasProposed,
  lockJob,
  ownProposal,
  PICK_AND_CHOOSE_LIMIT,
  responseCounts,
  serviceNotSelected,
} from './response-steps.ts';
import { notFound, requestClosed } from './results.ts';
import type { ProposalRow } from './rows.ts';

type ShowInterestAnswer = ResolversParentTypes['ShowInterestResult'];

export async function showInterest(db: Database, viewer: Viewer, jobId: string): Promise<ShowInterestAnswer> {
  const readable = await findReadableJob(db, viewer, jobId);
  if (!readable) return notFound(jobId);
  const proId = viewer.userId;
  return db.transaction(async (tx): Promise<ShowInterestAnswer> => {
    const job = await lockJob(tx, readable.id);
    if (!job) return notFound(jobId);
    if (job.status !== 'OPEN') return requestClosed(job);
    const mine = await ownProposal(tx, job.id, proId);
    const service = await serviceNotSelected(tx, proId, job, mine);
    if (service) return { __typename: 'ServiceNotSelected', service };
    if (mine && hasProposed(mine)) return { __typename: 'AlreadyProposed', proposal: mine };
    if (mine?.status === 'INTERESTED') return { __typename: 'AlreadyExpressedInterest', proposal: mine };
    // An invited professional may always answer; everyone else only while there is room.
    if (job.lead_type === 'PICK_AND_CHOOSE' && mine?.status !== 'INVITED') {
      const { responded } = await responseCounts(tx, job.id);
      if (responded >= PICK_AND_CHOOSE_LIMIT) {
        return { __typename: 'ExceededLimitInPickAndChoose', limit: PICK_AND_CHOOSE_LIMIT };
      }
    }
    const [proposal] = mine
      ? await tx.query<ProposalRow>(`UPDATE proposals SET status = 'INTERESTED' WHERE id = $1 RETURNING *`, [mine.id])
      : await tx.query<ProposalRow>(
          `INSERT INTO proposals (service_request_id, pro_id, status) VALUES ($1, $2, 'INTERESTED') RETURNING *`,
          [job.id, proId],
        );
    if (!proposal) throw new Error('showing interest stored no proposal');
    await afterResponse(tx, job, proId, mine);
    return { __typename: 'InterestShown', proposal };
  });
}
