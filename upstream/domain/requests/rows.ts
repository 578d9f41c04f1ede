// Rows of jobs (service requests) and their attachments, as the resolvers receive them.
import type { LeadType, ServiceRequestStatus, StartTime } from '../../generated/graphql.ts';

export interface MatchingStrategyValue {
  readonly kind: 'WORK_AREA' | 'DIRECT_REQUEST' | 'INVITATION' | 'AUTO_RESPOND';
  readonly radiusKm?: number;
  readonly serviceProId?: string;
}

export interface ServiceRequestRow {
  readonly id: string;
  readonly brand: string;
  readonly consumer_id: string;
  readonly profession_id: string;
  readonly service_id: string;
  readonly description: string;
  readonly start_time: StartTime;
  readonly locality_id: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly lead_type: LeadType;
  readonly status: ServiceRequestStatus;
  readonly direct_pro_id: string | null;
  readonly matching_strategies: readonly MatchingStrategyValue[];
  readonly responses_count: number;
  readonly shortlists_count: number;
  readonly invites_count: number;
  readonly photo_count: number;
  readonly created_at: Date;
  readonly closed_at: Date | null;
  readonly close_reason: string | null;
  // Decision 070: set once, when the home owner features the job.
  readonly featured_at: Date | null;
  readonly featured_until: Date | null;
  // Set by queries that compute it for the caller (the job list): km from the caller's work area.
  readonly distance_km?: number | null;
}

export interface AttachmentRow {
  readonly id: string;
  readonly service_request_id: string;
  readonly file_name: string;
  readonly content_type: string;
  readonly size_bytes: number;
  readonly position: number;
  // Pixels, upright; null when the file could not be read (migration 005).
  readonly width: number | null;
  readonly height: number | null;
}
