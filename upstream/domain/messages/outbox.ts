// Outgoing messages (codes, links, invites, notifications) are written to the outbox in the same
// transaction as the change that causes them; a delivery worker sends them. Staff read the queue
// (spec §2.9 /admin/message-queue).
import type { Queryable } from '../../db/database.ts';
import type { MessageChannel } from '../../generated/graphql.ts';

// The templates the platform sends; the payload of each is what the template needs.
export const TEMPLATES = [
  'login-code',
  'second-layer-code',
  'password-reset',
  'password-changed',
  'email-changed',
  'account-activation',
  'email-verification',
  'account-anonymised',
  'account-banned',
  'organisation-invite',
  'review-request',
  'review-rejected',
  'external-review-approved',
  'external-review-rejected',
  'question-published',
  'question-rejected',
  'answer-published',
  'answer-rejected',
  'new-job',
  'proposal-received',
  'proposal-message',
  'pro-invited',
  'proposal-shortlisted',
  'pro-hired',
  'proposal-declined',
  'job-closed',
  'invoice-issued',
  'invoice-overdue',
  'billing-suspended',
  'invoice-collection-agency',
  'billing-suspension-lifted',
  'payment-failed',
] as const;
export type Template = (typeof TEMPLATES)[number];

export interface OutgoingMessage {
  readonly userId: string | null;
  readonly recipient: string;
  readonly channel: MessageChannel;
  readonly template: Template;
  readonly locale: string;
  readonly payload: Readonly<Record<string, string | number | boolean | null>>;
}

export async function enqueueMessage(db: Queryable, message: OutgoingMessage): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO outbox_messages (user_id, recipient, channel, template, locale, payload)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
    [
      message.userId,
      message.recipient,
      message.channel,
      message.template,
      message.locale,
      JSON.stringify(message.payload),
    ],
  );
  if (!row) throw new Error('The message was not queued');
  return row.id;
}
