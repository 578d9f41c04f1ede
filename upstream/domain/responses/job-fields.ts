// The fields of a job that are about the professional looking at it (spec §3 ServiceRequest):
// their distance to it, their own response and whether they saved it. Batched per request, since a
// job list asks them for every job.
import type { Queryable } from '../../db/database.ts';
import type { ServiceRequestResolvers } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import type { ProposalRow } from './rows.ts';
import { jobDistance } from './work-area.ts';

type Context = Pick<UpstreamContext, 'loaders' | 'viewer'>;

function proOf({ viewer }: Context): string | null {
  return viewer?.userType === 'SERVICE_PRO' ? viewer.userId : null;
}

const myProposalByJob = (ctx: Context, proId: string) =>
  ctx.loaders.get('responses.myProposalByJob', async (db: Queryable, jobIds: readonly string[]) => {
    const rows = await db.query<ProposalRow>(
      'SELECT * FROM proposals WHERE pro_id = $1 AND service_request_id = ANY($2::uuid[])',
      [proId, jobIds],
    );
    const byJob = new Map(rows.map((row) => [row.service_request_id, row]));
    return jobIds.map((id) => byJob.get(id) ?? null);
  });

const savedByJob = (ctx: Context, proId: string) =>
  ctx.loaders.get('responses.savedByJob', async (db: Queryable, jobIds: readonly string[]) => {
    const rows = await db.query<{ service_request_id: string }>(
      'SELECT service_request_id FROM saved_jobs WHERE pro_id = $1 AND service_request_id = ANY($2::uuid[])',
      [proId, jobIds],
    );
    const saved = new Set(rows.map((row) => row.service_request_id));
    return jobIds.map((id) => saved.has(id));
  });

export const jobFieldsForPro: ServiceRequestResolvers<UpstreamContext> = {
  distance: (job, _args, ctx) => jobDistance(ctx, job),
  myProposal: (job, _args, ctx) => {
    const proId = proOf(ctx);
    return proId ? myProposalByJob(ctx, proId).load(job.id) : null;
  },
  isSavedForLater: (job, _args, ctx) => {
    const proId = proOf(ctx);
    return proId ? savedByJob(ctx, proId).load(job.id) : false;
  },
};
