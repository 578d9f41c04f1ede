// Rows the staff queries read.
import type { ActingMode, MessageChannel, OutboxStatus } from '../../generated/graphql.ts';

export interface OutboxRow {
  readonly id: string;
  readonly recipient: string;
  readonly channel: MessageChannel;
  readonly template: string;
  readonly locale: string;
  readonly payload: Record<string, string | number | boolean | null>;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly created_at: Date;
  readonly sent_at: Date | null;
  readonly last_error: string | null;
}

export interface AuditRow {
  readonly id: string;
  readonly at: Date;
  readonly actor_id: string;
  readonly subject_id: string;
  readonly mode: ActingMode;
  readonly operations: string[];
  readonly request_id: string;
  readonly reason: string | null;
}
