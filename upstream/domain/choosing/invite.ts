// Inviting a professional to respond to a job (spec §2.6, §5 maximum invites sent). The invitation
// is a response row waiting for the professional's answer, and a matching strategy of the job.
import type { Database, Queryable } from '../../db/database.ts';
import type { InviteProInput, ResolversParentTypes, ResolversUnionTypes } from '../../generated/graphql.ts';
import type { ServiceRow } from '../catalogue/rows.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import type { ProposalRow } from '../responses/rows.ts';
import { INVITE_LIMIT, SYSTEM_MESSAGE } from './limits.ts';
import { addSystemMessage, lockOwnedJob, notFound, proStandingRefusal, requestClosed } from './owned-job.ts';

export type InviteAnswer = ResolversUnionTypes<ResolversParentTypes>['InviteProResult'];

// A professional of the job's brand with a company, by slug. One who never activated their account
// is not found; one anonymised or suspended is found, and refused as such.
async function findPro(tx: Queryable, job: ServiceRequestRow, slug: string): Promise<string | null> {
  const [pro] = await tx.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN company_profiles c ON c.user_id = u.id
      WHERE u.slug = $1 AND u.type = 'SERVICE_PRO' AND u.brand = $2 AND u.status <> 'PENDING'`,
    [slug.trim(), job.brand],
  );
  return pro?.id ?? null;
}

async function missingService(tx: Queryable, job: ServiceRequestRow, proId: string): Promise<ServiceRow | null> {
  const [service] = await tx.query<ServiceRow>(
    `SELECT s.* FROM services s
      WHERE s.id = $1 AND NOT EXISTS (SELECT 1 FROM pro_services WHERE pro_id = $2 AND service_id = s.id)`,
    [job.service_id, proId],
  );
  return service ?? null;
}

async function existingResponse(tx: Queryable, jobId: string, proId: string): Promise<ProposalRow | null> {
  const [row] = await tx.query<ProposalRow>('SELECT * FROM proposals WHERE service_request_id = $1 AND pro_id = $2', [
    jobId,
    proId,
  ]);
  return row ?? null;
}

async function invitationCount(tx: Queryable, jobId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM proposals WHERE service_request_id = $1 AND origin = 'INVITATION'`,
    [jobId],
  );
  return row?.count ?? 0;
}

async function addInvitation(tx: Queryable, job: ServiceRequestRow, proId: string): Promise<ProposalRow> {
  const [proposal] = await tx.query<ProposalRow>(
    `INSERT INTO proposals (service_request_id, pro_id, status, origin) VALUES ($1, $2, 'INVITED', 'INVITATION')
     RETURNING *`,
    [job.id, proId],
  );
  if (!proposal) throw new Error('INSERT … RETURNING returned no row');
  await tx.query(
    `UPDATE service_requests
        SET invites_count = invites_count + 1,
            matching_strategies = matching_strategies || jsonb_build_array(
              jsonb_build_object('kind', 'INVITATION', 'serviceProId', $2::text))
      WHERE id = $1`,
    [job.id, proId],
  );
  await addSystemMessage(tx, [proposal.id], SYSTEM_MESSAGE.invited);
  return proposal;
}

export async function invitePro(db: Database, viewer: Viewer, input: InviteProInput): Promise<InviteAnswer> {
  return db.transaction(async (tx) => {
    const job = await lockOwnedJob(tx, viewer, input.serviceRequestId);
    if (!job) return notFound(input.serviceRequestId);
    const proId = await findPro(tx, job, input.serviceProSlug);
    if (!proId) return notFound(input.serviceProSlug);
    if (job.status !== 'OPEN') return requestClosed(job);
    const standing = await proStandingRefusal(tx, proId);
    if (standing) return standing;
    const service = await missingService(tx, job, proId);
    if (service) return { __typename: 'ServiceNotSelected', service };
    const existing = await existingResponse(tx, job.id, proId);
    if (existing) return { __typename: 'AlreadyExpressedInterest', proposal: existing };
    if ((await invitationCount(tx, job.id)) >= INVITE_LIMIT) {
      return { __typename: 'MaximumInvitesSent', limit: INVITE_LIMIT };
    }
    return { __typename: 'ProInvited', proposal: await addInvitation(tx, job, proId) };
  });
}
