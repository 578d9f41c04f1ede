// Hiring and declining a response (spec §2.6). Hiring decides the job: in the same transaction the
// job becomes HIRED and every response not yet decided on is declined.
import type { Database } from '../../db/database.ts';
import type { DeclineInput, ResolversParentTypes, ResolversUnionTypes } from '../../generated/graphql.ts';
import { refusal } from '../access/refusals.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { ProposalRow } from '../responses/rows.ts';
import { HIREABLE, MAX_DECLINE_REASON_LENGTH, SYSTEM_MESSAGE, UNDECIDED } from './limits.ts';
import { addSystemMessage, lockOwnedProposal, notFound, proStandingRefusal, requestClosed } from './owned-job.ts';

export type HireAnswer = ResolversUnionTypes<ResolversParentTypes>['HireProResult'];
export type DeclineAnswer = ResolversUnionTypes<ResolversParentTypes>['DeclineProResult'];

// Only a professional who proposed (or was shortlisted after proposing) can be hired; anything else
// on an open job has no offer to accept: not found.
export async function hirePro(db: Database, viewer: Viewer, proposalId: string): Promise<HireAnswer> {
  return db.transaction(async (tx) => {
    const owned = await lockOwnedProposal(tx, viewer, proposalId);
    if (!owned) return notFound(proposalId);
    const { job, proposal } = owned;
    if (job.status !== 'OPEN') return requestClosed(job);
    const standing = await proStandingRefusal(tx, proposal.pro_id);
    if (standing) return standing;
    if (!HIREABLE.includes(proposal.status)) return notFound(proposalId);
    const [hired] = await tx.query<ProposalRow>(
      `UPDATE proposals SET status = 'HIRED', hired_at = now() WHERE id = $1 RETURNING *`,
      [proposal.id],
    );
    const others = await tx.query<{ id: string }>(
      `UPDATE proposals SET status = 'DECLINED', declined_at = now()
        WHERE service_request_id = $1 AND id <> $2 AND status = ANY($3::text[]) RETURNING id`,
      [job.id, proposal.id, UNDECIDED],
    );
    await tx.query(`UPDATE service_requests SET status = 'HIRED', closed_at = now() WHERE id = $1`, [job.id]);
    await addSystemMessage(tx, [proposal.id], SYSTEM_MESSAGE.hired);
    await addSystemMessage(
      tx,
      others.map((row) => row.id),
      SYSTEM_MESSAGE.declined,
    );
    return { __typename: 'ProHired', proposal: hired ?? proposal };
  });
}

// The reason is kept whole for the professional, so an over-long one is refused rather than cut.
function declineReason(raw: string | null | undefined): string | null {
  const reason = raw?.trim() ?? '';
  if (reason.length > MAX_DECLINE_REASON_LENGTH) {
    throw refusal(`The reason may be at most ${MAX_DECLINE_REASON_LENGTH} characters`, 'BAD_USER_INPUT');
  }
  return reason === '' ? null : reason;
}

// A response already hired, declined or closed has no decision left to take: not found.
export async function declinePro(db: Database, viewer: Viewer, input: DeclineInput): Promise<DeclineAnswer> {
  const reason = declineReason(input.reason);
  return db.transaction(async (tx) => {
    const owned = await lockOwnedProposal(tx, viewer, input.proposalId);
    if (!owned) return notFound(input.proposalId);
    const { job, proposal } = owned;
    if (job.status !== 'OPEN') return requestClosed(job);
    if (!UNDECIDED.includes(proposal.status)) return notFound(input.proposalId);
    const [declined] = await tx.query<ProposalRow>(
      `UPDATE proposals SET status = 'DECLINED', declined_at = now(), decline_reason = $2 WHERE id = $1 RETURNING *`,
      [proposal.id, reason],
    );
    await addSystemMessage(tx, [proposal.id], SYSTEM_MESSAGE.declined);
    return { __typename: 'ProDeclined', proposal: declined ?? proposal };
  });
}
