// Closing a job without hiring (spec §2.6): it stops taking responses, and every response not yet
// decided on is closed with it.
import type { Database } from '../../db/database.ts';
import type { CloseServiceRequestInput, ResolversParentTypes, ResolversUnionTypes } from '../../generated/graphql.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import { checkReason } from '../validation/reason.ts';
import { SYSTEM_MESSAGE, UNDECIDED } from './limits.ts';
import { addSystemMessage, lockOwnedJob, notFound, requestClosed } from './owned-job.ts';

export type CloseAnswer = ResolversUnionTypes<ResolversParentTypes>['CloseServiceRequestResult'];

export async function closeServiceRequest(
  db: Database,
  viewer: Viewer,
  input: CloseServiceRequestInput,
): Promise<CloseAnswer> {
  const reason = input.reason?.trim() || null;
  checkReason(reason);
  return db.transaction(async (tx) => {
    const job = await lockOwnedJob(tx, viewer, input.serviceRequestId);
    if (!job) return notFound(input.serviceRequestId);
    if (job.status !== 'OPEN') return requestClosed(job);
    const [closed] = await tx.query<ServiceRequestRow>(
      `UPDATE service_requests SET status = 'CLOSED', closed_at = now(), close_reason = $2 WHERE id = $1 RETURNING *`,
      [job.id, reason],
    );
    const responses = await tx.query<{ id: string }>(
      `UPDATE proposals SET status = 'CLOSED', closed_at = now()
        WHERE service_request_id = $1 AND status = ANY($2::text[]) RETURNING id`,
      [job.id, UNDECIDED],
    );
    await addSystemMessage(
      tx,
      responses.map((row) => row.id),
      SYSTEM_MESSAGE.closed,
    );
    return { __typename: 'ServiceRequestClosed', serviceRequest: closed ?? job };
  });
}
