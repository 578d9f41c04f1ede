// Shortlisting a response (spec §2.6, §8 shortlist failures): from then on the home owner sees the
// professional's contact details and the professional the home owner's phone (policy.ts).
import type { Database, Queryable } from '../../db/database.ts';
import type { ResolversParentTypes, ResolversUnionTypes } from '../../generated/graphql.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { ProposalRow } from '../responses/rows.ts';
import { CHOSEN, SHORTLIST_LIMIT, SHORTLISTABLE, SYSTEM_MESSAGE } from './limits.ts';
import { addSystemMessage, lockOwnedProposal, notFound, proStandingRefusal, requestClosed } from './owned-job.ts';

export type ShortlistAnswer = ResolversUnionTypes<ResolversParentTypes>['ShortlistResult'];

async function consumerHasPhone(tx: Queryable, consumerId: string): Promise<boolean> {
  const [row] = await tx.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1', [consumerId]);
  return Boolean(row?.phone?.trim());
}

async function shortlistedCount(tx: Queryable, jobId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM proposals WHERE service_request_id = $1 AND status = 'SHORTLISTED'`,
    [jobId],
  );
  return row?.count ?? 0;
}

// The variants in the order the caller can act on them: the job, the response, the professional,
// the caller's own phone, then the limit. An unanswered invitation, or a response already declined
// or closed, has nothing to shortlist: not found.
export async function shortlist(db: Database, viewer: Viewer, proposalId: string): Promise<ShortlistAnswer> {
  return db.transaction(async (tx) => {
    const owned = await lockOwnedProposal(tx, viewer, proposalId);
    if (!owned) return notFound(proposalId);
    const { job, proposal } = owned;
    if (job.status !== 'OPEN') return requestClosed(job);
    if (CHOSEN.includes(proposal.status)) return { __typename: 'AlreadyShortlisted', proposal };
    if (!SHORTLISTABLE.includes(proposal.status)) return notFound(proposalId);
    const standing = await proStandingRefusal(tx, proposal.pro_id);
    if (standing) return standing;
    // The professional calls the home owner once shortlisted, so a number is needed first.
    if (!(await consumerHasPhone(tx, job.consumer_id))) {
      return { __typename: 'ConsumerMissingPhone', consumerId: job.consumer_id };
    }
    if ((await shortlistedCount(tx, job.id)) >= SHORTLIST_LIMIT) {
      return { __typename: 'ShortlistLimitReached', limit: SHORTLIST_LIMIT };
    }
    const [updated] = await tx.query<ProposalRow>(
      `UPDATE proposals SET status = 'SHORTLISTED', shortlisted_at = now() WHERE id = $1 RETURNING *`,
      [proposal.id],
    );
    await tx.query('UPDATE service_requests SET shortlists_count = shortlists_count + 1 WHERE id = $1', [job.id]);
    await addSystemMessage(tx, [proposal.id], SYSTEM_MESSAGE.shortlisted);
    return { __typename: 'Shortlisted', proposal: updated ?? proposal };
  });
}
