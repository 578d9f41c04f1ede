// Rows of professionals' responses, messages, templates and auto-respond rules.
import type { MessageSenderKind, PriceType, ProposalStatus } from '../../generated/graphql.ts';

export interface ProposalRow {
  readonly id: string;
  readonly service_request_id: string;
  readonly pro_id: string;
  readonly status: ProposalStatus;
  readonly origin: 'PRO' | 'INVITATION' | 'AUTO_RESPOND';
  readonly additional_info: string | null;
  readonly home_visit_requested: boolean;
  readonly home_visit_note: string | null;
  readonly price_type: PriceType | null;
  readonly price_amount_minor: number | null;
  readonly price_min_minor: number | null;
  readonly price_max_minor: number | null;
  readonly price_note: string | null;
  readonly currency: string | null;
  readonly availability: string | null;
  readonly similar_work_photo_ids: readonly string[];
  readonly lead_fee_minor: number | null;
  // The auto-respond rule that sent it, while the rule exists.
  readonly auto_respond_rule_id: string | null;
  readonly archived_by_pro: boolean;
  readonly decline_reason: string | null;
  readonly created_at: Date;
  readonly proposed_at: Date | null;
  readonly shortlisted_at: Date | null;
  readonly hired_at: Date | null;
  readonly declined_at: Date | null;
  readonly closed_at: Date | null;
}

export interface ProposalMessageRow {
  readonly id: string;
  readonly proposal_id: string;
  readonly sender_kind: MessageSenderKind;
  readonly sender_id: string | null;
  readonly body: string;
  readonly created_at: Date;
  readonly read_at: Date | null;
  readonly removed_at: Date | null;
}

export interface MessageTemplateRow {
  readonly id: string;
  readonly pro_id: string;
  readonly title: string;
  readonly body: string;
  readonly created_at: Date;
  readonly updated_at: Date;
}

export interface AutoRespondRuleRow {
  readonly id: string;
  readonly pro_id: string;
  readonly enabled: boolean;
  readonly service_ids: readonly string[];
  readonly max_distance_km: number | null;
  readonly template_id: string;
  readonly price_type: PriceType | null;
  readonly price_amount_minor: number | null;
  readonly price_min_minor: number | null;
  readonly price_max_minor: number | null;
  readonly price_note: string | null;
  readonly daily_limit: number;
  readonly created_at: Date;
}
