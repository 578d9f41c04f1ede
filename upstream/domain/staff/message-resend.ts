// Staff send a message the delivery gave up on once more (issue 22, the console's message queue):
// it goes back to PENDING from its first attempt, due now, and the delivery worker takes it as it
// takes any other. Only a FAILED message is resent, so a message sent or still on its way is never
// sent twice; the row is locked while it changes. The resend is in the audit log, with the
// recipient's account as subject (the staff member's own when the message has no account).
import type { Database } from '../../db/database.ts';
import type { ResendMessageInput } from '../../generated/graphql.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';
import type { OutboxRow } from './rows.ts';

interface Staff {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

export async function resendMessage({ db, viewer, requestId }: Staff, input: ResendMessageInput) {
  checkReason(input.reason);
  const notFound = { __typename: 'MessageNotFound', messageId: input.messageId } as const;
  if (!isUuid(input.messageId)) return notFound;
  return db.transaction(async (tx) => {
    const [message] = await tx.query<OutboxRow & { user_id: string | null }>(
      'SELECT * FROM outbox_messages WHERE id = $1 FOR UPDATE',
      [input.messageId],
    );
    if (!message) return notFound;
    if (message.status !== 'FAILED') return { __typename: 'MessageNotFailed', message } as const;
    const [resent] = await tx.query<OutboxRow>(
      `UPDATE outbox_messages SET status = 'PENDING', attempts = 0, available_at = now(), last_error = NULL
        WHERE id = $1 RETURNING *`,
      [message.id],
    );
    await recordStaffAction(
      tx,
      viewer,
      message.user_id ?? viewer.actorId,
      'resendMessage',
      requestId,
      input.reason ?? null,
    );
    return { __typename: 'MessageResent', message: resent ?? message } as const;
  });
}
