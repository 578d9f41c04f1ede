// The responses to a job as its home owner sees them (spec §3 JobResponsesOverview, cached by job
// id, so the overview's id is the job's). The responses of every job on a page are read in one
// query: a loader groups them by job.
import type { ProposalStatus } from '../../generated/graphql.ts';
import { userById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { rowsGroupedBy } from '../../graphql/loaders.ts';
import { mayActFor } from '../access/policy.ts';
import type { UserRow } from '../identity/users.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import type { ProposalRow } from '../responses/rows.ts';
import { CHOSEN, RESPONDED } from './limits.ts';

type Context = Pick<UpstreamContext, 'db' | 'viewer' | 'loaders'>;

// Every response of a job, newest first.
const responsesOf = (ctx: Context, jobId: string) =>
  ctx.loaders
    .get(
      'choosing.proposalsByJob',
      rowsGroupedBy<ProposalRow>('proposals', 'service_request_id', 'created_at DESC, id DESC'),
    )
    .load(jobId);

const withStatus = async (ctx: Context, job: ServiceRequestRow, statuses: readonly ProposalStatus[]) =>
  (await responsesOf(ctx, job.id)).filter((proposal) => statuses.includes(proposal.status));

// Only the home owner (and whoever may act for them, staff included) sees who responded.
export function mayChoose(ctx: Context, job: ServiceRequestRow): Promise<boolean> {
  return mayActFor(ctx.db, ctx.viewer, job.consumer_id);
}

export async function responsesOverview(ctx: Context, job: ServiceRequestRow): Promise<ServiceRequestRow | null> {
  return (await mayChoose(ctx, job)) ? job : null;
}

export const overviewResponses = (ctx: Context, job: ServiceRequestRow) => withStatus(ctx, job, RESPONDED);
export const shortlistedResponses = (ctx: Context, job: ServiceRequestRow) => withStatus(ctx, job, ['SHORTLISTED']);
export const invitedResponses = (ctx: Context, job: ServiceRequestRow) => withStatus(ctx, job, ['INVITED']);

export async function hiredResponse(ctx: Context, job: ServiceRequestRow): Promise<ProposalRow | null> {
  const [hired] = await withStatus(ctx, job, ['HIRED']);
  return hired ?? null;
}

// The professionals the home owner shortlisted or hired on the job; nobody else is told who.
export async function chosenServicePros(ctx: Context, job: ServiceRequestRow): Promise<UserRow[]> {
  if (!(await mayChoose(ctx, job))) return [];
  const chosen = await withStatus(ctx, job, CHOSEN);
  const pros = await userById(ctx).loadMany(chosen.map((proposal) => proposal.pro_id));
  return pros.filter((pro): pro is UserRow => pro !== undefined && !(pro instanceof Error));
}
