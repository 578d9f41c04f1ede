// The columns the demo generator writes, per table, with their SQL types (for bulk-insert.ts).
import type { Columns } from './bulk-insert.ts';

export const USER_COLUMNS = {
  id: 'uuid',
  email: 'text',
  email_normalised: 'text',
  type: 'text',
  brand: 'text',
  locale: 'text',
  first_name: 'text',
  last_name: 'text',
  slug: 'text',
  status: 'text',
  created_at: 'timestamptz',
  activated_at: 'timestamptz',
} as const satisfies Columns;

export const COMPANY_COLUMNS = {
  id: 'uuid',
  user_id: 'uuid',
  company_name: 'text',
  primary_locality_id: 'uuid',
  brand: 'text',
  bio: 'text',
  founded_year: 'int',
  is_verified: 'bool',
  work_latitude: 'float8',
  work_longitude: 'float8',
  work_radius_km: 'float8',
  photo_count: 'int',
  last_active_at: 'timestamptz',
} as const satisfies Columns;

export const PRO_SERVICE_COLUMNS = { pro_id: 'uuid', service_id: 'uuid' } as const satisfies Columns;

export const PRO_PROFESSION_COLUMNS = {
  pro_id: 'uuid',
  profession_id: 'uuid',
  qualification: 'text',
  qualification_changed_at: 'timestamptz',
} as const satisfies Columns;

export const PRO_AWARD_COLUMNS = { pro_id: 'uuid', award: 'text', year: 'int' } as const satisfies Columns;

export const PRO_PHOTO_COLUMNS = {
  id: 'uuid',
  pro_id: 'uuid',
  file_name: 'text',
  content_type: 'text',
  caption: 'text',
  width: 'int',
  height: 'int',
  position: 'int',
  created_at: 'timestamptz',
} as const satisfies Columns;

export const JOB_COLUMNS = {
  id: 'uuid',
  brand: 'text',
  consumer_id: 'uuid',
  profession_id: 'uuid',
  service_id: 'uuid',
  description: 'text',
  start_time: 'text',
  locality_id: 'uuid',
  latitude: 'float8',
  longitude: 'float8',
  lead_type: 'text',
  status: 'text',
  direct_pro_id: 'uuid',
  matching_strategies: 'jsonb',
  responses_count: 'int',
  shortlists_count: 'int',
  invites_count: 'int',
  search_text: 'text',
  created_at: 'timestamptz',
  closed_at: 'timestamptz',
  close_reason: 'text',
  featured_at: 'timestamptz',
  featured_until: 'timestamptz',
} as const satisfies Columns;

export const ANSWER_COLUMNS = {
  service_request_id: 'uuid',
  question_id: 'uuid',
  value: 'jsonb',
} as const satisfies Columns;

export const PROPOSAL_COLUMNS = {
  id: 'uuid',
  service_request_id: 'uuid',
  pro_id: 'uuid',
  status: 'text',
  origin: 'text',
  additional_info: 'text',
  home_visit_requested: 'bool',
  home_visit_note: 'text',
  price_type: 'text',
  price_amount_minor: 'int',
  price_min_minor: 'int',
  price_max_minor: 'int',
  price_note: 'text',
  currency: 'text',
  availability: 'text',
  lead_fee_minor: 'int',
  archived_by_pro: 'bool',
  decline_reason: 'text',
  created_at: 'timestamptz',
  proposed_at: 'timestamptz',
  shortlisted_at: 'timestamptz',
  hired_at: 'timestamptz',
  declined_at: 'timestamptz',
  closed_at: 'timestamptz',
} as const satisfies Columns;

export const MESSAGE_COLUMNS = {
  id: 'uuid',
  proposal_id: 'uuid',
  sender_kind: 'text',
  sender_id: 'uuid',
  body: 'text',
  created_at: 'timestamptz',
  read_at: 'timestamptz',
} as const satisfies Columns;

export const REVIEW_COLUMNS = {
  id: 'uuid',
  service_request_id: 'uuid',
  proposal_id: 'uuid',
  pro_id: 'uuid',
  consumer_id: 'uuid',
  rating: 'int',
  title: 'text',
  body: 'text',
  status: 'text',
  moderation_note: 'text',
  response_body: 'text',
  response_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const satisfies Columns;

export const QUESTION_COLUMNS = {
  id: 'uuid',
  brand: 'text',
  consumer_id: 'uuid',
  profession_id: 'uuid',
  slug: 'text',
  title: 'text',
  body: 'text',
  status: 'text',
  created_at: 'timestamptz',
} as const satisfies Columns;

export const QA_ANSWER_COLUMNS = {
  id: 'uuid',
  question_id: 'uuid',
  pro_id: 'uuid',
  body: 'text',
  status: 'text',
  created_at: 'timestamptz',
} as const satisfies Columns;

export const CONTENT_COLUMNS = {
  id: 'uuid',
  brand: 'text',
  type: 'text',
  cluster: 'text',
  slug: 'text',
  title: 'text',
  summary: 'text',
  body: 'jsonb',
  profession_id: 'uuid',
  service_id: 'uuid',
  price_min_minor: 'int',
  price_max_minor: 'int',
  currency: 'text',
  published_at: 'timestamptz',
  author_name: 'text',
} as const satisfies Columns;

// Partners and trade perks (migration 009): content pages with an offer and no trade.
export const PRO_CONTENT_COLUMNS = {
  id: 'uuid',
  brand: 'text',
  type: 'text',
  cluster: 'text',
  slug: 'text',
  title: 'text',
  summary: 'text',
  body: 'jsonb',
  partner_name: 'text',
  offer: 'text',
  offer_code: 'text',
  offer_url: 'text',
  published_at: 'timestamptz',
} as const satisfies Columns;
