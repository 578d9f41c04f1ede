-- The marketplace: taxonomy, places, professionals' profiles, jobs and their responses, messages,
-- reviews, questions and content. Every list and search the API offers has an index here.

-- Places: postal codes belong to cities, cities to regions.
ALTER TABLE locality_nodes ADD COLUMN brand text;
CREATE INDEX locality_nodes_name_idx ON locality_nodes (country, lower(name) text_pattern_ops);
CREATE INDEX locality_nodes_parent_idx ON locality_nodes (parent_id);
CREATE INDEX locality_nodes_slug_idx ON locality_nodes (country, slug);

CREATE TABLE professions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand text NOT NULL,
  slug text NOT NULL,
  name text NOT NULL,
  professionals_name text NOT NULL,
  UNIQUE (brand, slug)
);

CREATE TABLE skill_clusters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profession_id uuid NOT NULL REFERENCES professions (id) ON DELETE CASCADE,
  slug text NOT NULL,
  name text NOT NULL,
  UNIQUE (profession_id, slug)
);

CREATE TABLE services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profession_id uuid NOT NULL REFERENCES professions (id) ON DELETE CASCADE,
  skill_cluster_id uuid REFERENCES skill_clusters (id) ON DELETE SET NULL,
  slug text NOT NULL,
  name text NOT NULL,
  default_lead_type text NOT NULL DEFAULT 'PICK_AND_CHOOSE' CHECK (default_lead_type IN ('AFFILIATE_REQUEST',
    'DIRECT_HIRE', 'DIRECT_REQUEST', 'INSTANT_ACCEPT', 'ONE_WAY_AUTO_COMMIT', 'PICK_AND_CHOOSE', 'SHORTLIST_ME')),
  lead_fee_minor integer NOT NULL,
  currency text NOT NULL,
  UNIQUE (profession_id, slug)
);
CREATE INDEX services_cluster_idx ON services (skill_cluster_id);

CREATE TABLE service_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  position integer NOT NULL,
  key text NOT NULL,
  label text NOT NULL,
  field_type text NOT NULL CHECK (field_type IN ('CHECKBOX', 'INTEGER', 'MEASUREMENT', 'QUANTITY', 'SELECT', 'STRING',
    'TEXT')),
  required boolean NOT NULL DEFAULT true,
  -- [{ "value": "…", "label": "…" }] for SELECT and CHECKBOX.
  options jsonb NOT NULL DEFAULT '[]',
  unit text,
  min_value double precision,
  max_value double precision,
  UNIQUE (service_id, key)
);

-- A professional's public profile and how they work, beside company_profiles.
ALTER TABLE company_profiles ADD COLUMN bio text;
ALTER TABLE company_profiles ADD COLUMN founded_year integer;
ALTER TABLE company_profiles ADD COLUMN is_verified boolean NOT NULL DEFAULT false;
-- The work area: a centre and a radius in km.
ALTER TABLE company_profiles ADD COLUMN work_latitude double precision;
ALTER TABLE company_profiles ADD COLUMN work_longitude double precision;
ALTER TABLE company_profiles ADD COLUMN work_radius_km double precision;
ALTER TABLE company_profiles ADD COLUMN auto_respond_daily_limit integer NOT NULL DEFAULT 10;
-- Kept up to date by the writes that change them, for the directory's sort orders.
ALTER TABLE company_profiles ADD COLUMN review_count integer NOT NULL DEFAULT 0;
ALTER TABLE company_profiles ADD COLUMN review_average double precision;
ALTER TABLE company_profiles ADD COLUMN photo_count integer NOT NULL DEFAULT 0;
ALTER TABLE company_profiles ADD COLUMN last_active_at timestamptz;
ALTER TABLE company_profiles ADD COLUMN brand text;
CREATE INDEX company_profiles_area_idx ON company_profiles (work_latitude, work_longitude);
CREATE INDEX company_profiles_rating_idx ON company_profiles (brand, review_average DESC NULLS LAST, review_count DESC, user_id);
CREATE INDEX company_profiles_reviewed_idx ON company_profiles (brand, review_count DESC, user_id);
CREATE INDEX company_profiles_active_idx ON company_profiles (brand, last_active_at DESC NULLS LAST, user_id);

CREATE TABLE pro_services (
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (pro_id, service_id)
);
CREATE INDEX pro_services_service_idx ON pro_services (service_id, pro_id);

-- The trades a professional works in, and whether they passed its qualification (spec §3
-- qualification statuses).
CREATE TABLE pro_professions (
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  profession_id uuid NOT NULL REFERENCES professions (id) ON DELETE CASCADE,
  qualification text NOT NULL DEFAULT 'PENDING' CHECK (qualification IN ('FAILED', 'MANUAL', 'PASSED', 'PENDING')),
  PRIMARY KEY (pro_id, profession_id)
);
CREATE INDEX pro_professions_profession_idx ON pro_professions (profession_id, pro_id);

CREATE TABLE pro_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  caption text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pro_photos_pro_idx ON pro_photos (pro_id, position);

CREATE TABLE pro_awards (
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  award text NOT NULL CHECK (award IN ('BEST_OF_AWARD', 'BEST_OF_NEWLY_LISTED_AWARD', 'BEST_OF_THE_BEST_AWARD',
    'GIVING_BACK_AWARD', 'VERIFICATION_BADGE')),
  year integer NOT NULL,
  PRIMARY KEY (pro_id, award, year)
);

-- Jobs.
CREATE TABLE service_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand text NOT NULL,
  consumer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  profession_id uuid NOT NULL REFERENCES professions (id),
  service_id uuid NOT NULL REFERENCES services (id),
  description text NOT NULL,
  start_time text NOT NULL CHECK (start_time IN ('ASAP', 'TO_BE_DISCUSSED', 'WITHIN_COUPLE_MONTHS', 'WITHIN_ONE_MONTH',
    'WITHIN_TWO_WEEKS')),
  locality_id uuid NOT NULL REFERENCES locality_nodes (id),
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  lead_type text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'HIRED', 'CLOSED', 'CANCELLED')),
  -- Sent to one professional only (spec §2.2 send-request-to).
  direct_pro_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- [{ "kind": "WORK_AREA", "radiusKm": 25 }, …]
  matching_strategies jsonb NOT NULL DEFAULT '[]',
  responses_count integer NOT NULL DEFAULT 0,
  shortlists_count integer NOT NULL DEFAULT 0,
  invites_count integer NOT NULL DEFAULT 0,
  photo_count integer NOT NULL DEFAULT 0,
  -- The words a professional's job-list query searches.
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  close_reason text
);
-- The job list: open jobs of a service, newest first.
CREATE INDEX service_requests_open_service_idx ON service_requests (service_id, created_at DESC, id DESC)
  WHERE status = 'OPEN';
CREATE INDEX service_requests_open_place_idx ON service_requests (latitude, longitude) WHERE status = 'OPEN';
CREATE INDEX service_requests_consumer_idx ON service_requests (consumer_id, created_at DESC, id DESC);
CREATE INDEX service_requests_direct_idx ON service_requests (direct_pro_id) WHERE direct_pro_id IS NOT NULL;

CREATE TABLE service_request_answers (
  service_request_id uuid NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
  question_id uuid NOT NULL REFERENCES service_questions (id),
  -- { "text": "…" } | { "values": […] } | { "number": 12.5 }
  value jsonb NOT NULL,
  PRIMARY KEY (service_request_id, question_id)
);

-- Files kept under ./data/uploads with names the server made.
CREATE TABLE attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_request_id uuid NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
  file_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_request_idx ON attachments (service_request_id, position);

CREATE TABLE saved_jobs (
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_request_id uuid NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (pro_id, service_request_id)
);
CREATE INDEX saved_jobs_pro_idx ON saved_jobs (pro_id, created_at DESC);

-- A professional's response to a job, from invitation or interest to hire.
CREATE TABLE proposals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_request_id uuid NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('INVITED', 'INTERESTED', 'PROPOSED', 'SHORTLISTED', 'HIRED', 'DECLINED',
    'CLOSED')),
  -- How the response came about: the professional, an invitation, or an auto-respond rule.
  origin text NOT NULL DEFAULT 'PRO' CHECK (origin IN ('PRO', 'INVITATION', 'AUTO_RESPOND')),
  additional_info text,
  home_visit_requested boolean NOT NULL DEFAULT false,
  home_visit_note text,
  price_type text CHECK (price_type IN ('ESTIMATED_PRICE', 'ESTIMATED_PRICE_RANGE', 'OTHER')),
  price_amount_minor integer,
  price_min_minor integer,
  price_max_minor integer,
  price_note text,
  currency text,
  availability text,
  similar_work_photo_ids uuid[] NOT NULL DEFAULT '{}',
  lead_fee_minor integer,
  archived_by_pro boolean NOT NULL DEFAULT false,
  decline_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  proposed_at timestamptz,
  shortlisted_at timestamptz,
  hired_at timestamptz,
  declined_at timestamptz,
  closed_at timestamptz,
  UNIQUE (service_request_id, pro_id)
);
CREATE INDEX proposals_pro_idx ON proposals (pro_id, created_at DESC, id DESC);
CREATE INDEX proposals_pro_status_idx ON proposals (pro_id, status, created_at DESC);

CREATE TABLE proposal_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  proposal_id uuid NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  sender_kind text NOT NULL CHECK (sender_kind IN ('ADMIN', 'CONSUMER', 'OTHER', 'SERVICE_PRO', 'SYSTEM')),
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX proposal_messages_proposal_idx ON proposal_messages (proposal_id, created_at, id);
CREATE INDEX proposal_messages_unread_idx ON proposal_messages (proposal_id, sender_kind) WHERE read_at IS NULL;

CREATE TABLE message_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_templates_pro_idx ON message_templates (pro_id, created_at);

CREATE TABLE auto_respond_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  service_ids uuid[] NOT NULL,
  max_distance_km double precision,
  template_id uuid NOT NULL REFERENCES message_templates (id) ON DELETE CASCADE,
  price_type text CHECK (price_type IN ('ESTIMATED_PRICE', 'ESTIMATED_PRICE_RANGE', 'OTHER')),
  price_amount_minor integer,
  price_min_minor integer,
  price_max_minor integer,
  price_note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auto_respond_rules_pro_idx ON auto_respond_rules (pro_id);
CREATE INDEX auto_respond_rules_services_idx ON auto_respond_rules USING gin (service_ids) WHERE enabled;

-- Reviews: one per hire.
CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_request_id uuid NOT NULL UNIQUE REFERENCES service_requests (id) ON DELETE CASCADE,
  proposal_id uuid NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  consumer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'APPROVED' CHECK (status IN ('APPROVED', 'REJECTED')),
  moderation_note text,
  response_body text,
  response_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_pro_idx ON reviews (pro_id, created_at DESC, id DESC) WHERE status = 'APPROVED';
CREATE INDEX reviews_all_pro_idx ON reviews (pro_id, created_at DESC, id DESC);
CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id DESC);

-- Requests sent to past customers to review a professional.
CREATE TABLE review_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_requests_pro_idx ON review_requests (pro_id, created_at DESC);

-- Questions and answers.
CREATE TABLE questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand text NOT NULL,
  consumer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  profession_id uuid NOT NULL REFERENCES professions (id),
  slug text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_public_idx ON questions (brand, created_at DESC, id DESC) WHERE status = 'APPROVED';
CREATE INDEX questions_profession_idx ON questions (profession_id, created_at DESC, id DESC) WHERE status = 'APPROVED';
CREATE INDEX questions_pending_idx ON questions (created_at, id) WHERE status = 'PENDING';
CREATE INDEX questions_consumer_idx ON questions (consumer_id, created_at DESC, id DESC);

CREATE TABLE answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  question_id uuid NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (question_id, pro_id)
);
CREATE INDEX answers_question_idx ON answers (question_id, created_at, id);
CREATE INDEX answers_pending_idx ON answers (created_at, id) WHERE status = 'PENDING';
CREATE INDEX answers_pro_idx ON answers (pro_id, created_at DESC, id DESC);

-- Content pages.
CREATE TABLE content_pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand text NOT NULL,
  type text NOT NULL CHECK (type IN ('ARTICLE', 'BLOG_POST', 'PRICE_GUIDE', 'SERVICE_PAGE', 'TASK_ARTICLE')),
  cluster text,
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  -- [{ "kind": "heading" | "paragraph", "text": "…" }]
  body jsonb NOT NULL,
  profession_id uuid REFERENCES professions (id) ON DELETE SET NULL,
  service_id uuid REFERENCES services (id) ON DELETE SET NULL,
  price_min_minor integer,
  price_max_minor integer,
  currency text,
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand, type, slug)
);
CREATE INDEX content_pages_list_idx ON content_pages (brand, type, published_at DESC, id DESC);
CREATE INDEX content_pages_cluster_idx ON content_pages (brand, cluster, published_at DESC, id DESC);
