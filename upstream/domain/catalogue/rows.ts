// Rows of the taxonomy, places, content and professionals' photos, as the resolvers receive them.
import type { AnswerFieldType, Award, ContentType, LeadType, LocalityKind } from '../../generated/graphql.ts';

export interface ProfessionRow {
  readonly id: string;
  readonly brand: string;
  readonly slug: string;
  readonly name: string;
  readonly professionals_name: string;
  // The brand-independent kind of trade (migration 006); null for a trade of no known kind.
  readonly category: string | null;
}

export interface SkillClusterRow {
  readonly id: string;
  readonly profession_id: string;
  readonly slug: string;
  readonly name: string;
}

export interface ServiceRow {
  readonly id: string;
  readonly profession_id: string;
  readonly skill_cluster_id: string | null;
  readonly slug: string;
  readonly name: string;
  readonly default_lead_type: LeadType;
  readonly lead_fee_minor: number;
  readonly currency: string;
}

export interface QuestionOptionValue {
  readonly value: string;
  readonly label: string;
}

export interface ServiceQuestionRow {
  readonly id: string;
  readonly service_id: string;
  readonly position: number;
  readonly key: string;
  readonly label: string;
  readonly field_type: AnswerFieldType;
  readonly required: boolean;
  readonly options: readonly QuestionOptionValue[];
  readonly unit: string | null;
  readonly min_value: number | null;
  readonly max_value: number | null;
}

// A locality_nodes row.
export interface LocationRow {
  readonly id: string;
  readonly country: string;
  readonly kind: LocalityKind;
  readonly name: string;
  readonly slug: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly parent_id: string | null;
}

export interface ContentPageRow {
  readonly id: string;
  readonly brand: string;
  readonly type: ContentType;
  readonly cluster: string | null;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly body: readonly { readonly kind: string; readonly text: string }[];
  readonly profession_id: string | null;
  readonly service_id: string | null;
  readonly price_min_minor: number | null;
  readonly price_max_minor: number | null;
  readonly currency: string | null;
  readonly published_at: Date;
  // Blog posts and articles (migration 026).
  readonly author_name: string | null;
  // Partners and trade perks only (migration 009).
  readonly partner_name: string | null;
  readonly offer: string | null;
  readonly offer_code: string | null;
  readonly offer_url: string | null;
}

export interface ProPhotoRow {
  readonly id: string;
  readonly pro_id: string;
  readonly file_name: string;
  readonly content_type: string;
  readonly caption: string | null;
  readonly position: number;
  // Pixels, upright; null when the file could not be read (migration 005).
  readonly width: number | null;
  readonly height: number | null;
}

// A professional's public profile and work area: the company_profiles columns the directory reads.
export interface ProProfileRow {
  readonly user_id: string;
  readonly brand: string | null;
  readonly primary_locality_id: string | null;
  readonly bio: string | null;
  readonly founded_year: number | null;
  readonly is_verified: boolean;
  readonly work_latitude: number | null;
  readonly work_longitude: number | null;
  readonly work_radius_km: number | null;
  readonly auto_respond_daily_limit: number;
  readonly last_active_at: Date | null;
}

export interface ProAwardRow {
  readonly pro_id: string;
  readonly award: Award;
  readonly year: number;
}
