// Rows of reviews.
import type { ReviewStatus } from '../../generated/graphql.ts';

export interface ReviewRow {
  readonly id: string;
  readonly service_request_id: string;
  readonly proposal_id: string;
  readonly pro_id: string;
  readonly consumer_id: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly status: ReviewStatus;
  readonly moderation_note: string | null;
  readonly response_body: string | null;
  readonly response_at: Date | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

// A past customer a professional asked for a review, with the moment their review came (if it did).
export interface ReviewRequestRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly created_at: Date;
  readonly reviewed_at: Date | null;
}
