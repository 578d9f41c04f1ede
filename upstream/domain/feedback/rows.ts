// Rows of product feedback.
import type { FeedbackTopic } from '../../generated/graphql.ts';

export interface FeedbackRow {
  readonly id: string;
  readonly pro_id: string;
  readonly author_id: string;
  readonly topic: FeedbackTopic;
  readonly body: string;
  readonly may_contact: boolean;
  readonly idempotency_key: string;
  readonly created_at: Date;
}
