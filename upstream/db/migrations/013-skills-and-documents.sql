-- Proof of a professional's skill and papers (issue 19 "Skill evaluation" and "Documents"; spec §3
-- qualification statuses and document types, §5 missing qualification; decisions 057 and 058).

-- The questions of a trade's skill evaluation, in the brand's language: three or four options, one
-- of them right. The right one is never part of what the API answers about a question.
CREATE TABLE skill_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profession_id uuid NOT NULL REFERENCES professions (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position > 0),
  text text NOT NULL,
  UNIQUE (profession_id, position)
);

CREATE TABLE skill_question_options (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  question_id uuid NOT NULL REFERENCES skill_questions (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position > 0),
  text text NOT NULL,
  correct boolean NOT NULL DEFAULT false,
  UNIQUE (question_id, position)
);
-- Exactly one right option per question is checked when the questions are written (the seed and
-- its test); the index keeps it at most one.
CREATE UNIQUE INDEX skill_question_options_one_right_idx ON skill_question_options (question_id) WHERE correct;

-- One attempt of a professional at a trade's evaluation. Its questions are fixed when it starts.
CREATE TABLE skill_evaluations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  profession_id uuid NOT NULL REFERENCES professions (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'IN_PROGRESS' CHECK (status IN ('IN_PROGRESS', 'PASSED', 'FAILED')),
  pass_mark_percent integer NOT NULL,
  score_percent integer,
  started_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  -- For a failed attempt: when the next one may start.
  retry_after timestamptz
);
-- One attempt in progress per professional and trade.
CREATE UNIQUE INDEX skill_evaluations_open_idx ON skill_evaluations (pro_id, profession_id)
  WHERE status = 'IN_PROGRESS';
CREATE INDEX skill_evaluations_pro_idx ON skill_evaluations (pro_id, profession_id, started_at DESC);

CREATE TABLE skill_evaluation_answers (
  evaluation_id uuid NOT NULL REFERENCES skill_evaluations (id) ON DELETE CASCADE,
  -- 1-based, as the pages' /{questionIndex}.
  question_index integer NOT NULL CHECK (question_index > 0),
  question_id uuid NOT NULL REFERENCES skill_questions (id) ON DELETE CASCADE,
  option_id uuid REFERENCES skill_question_options (id) ON DELETE SET NULL,
  answered_at timestamptz,
  PRIMARY KEY (evaluation_id, question_index)
);

-- Services whose work needs the trade's qualification PASSED before a professional may offer them
-- (§5 missing qualification).
ALTER TABLE services ADD COLUMN requires_qualification boolean NOT NULL DEFAULT false;

-- A professional's papers: the company's (BUSINESS_LICENSE, COMMERCIAL_REGISTER_EXTRACT,
-- CRAFT_CARD) and qualification documents for a trade. The bytes are kept outside the public files
-- folder under a name the server made; staff read them through an authorised route only.
CREATE TABLE pro_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('BUSINESS_LICENSE', 'COMMERCIAL_REGISTER_EXTRACT', 'CRAFT_CARD',
    'QUALIFICATION')),
  -- For a QUALIFICATION: the trade it proves.
  profession_id uuid REFERENCES professions (id) ON DELETE CASCADE,
  file_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  -- The name the person's file had, for staff to recognise it; never used to store or serve it.
  original_name text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('FAILED', 'MANUAL', 'PASSED', 'PENDING')),
  reason text,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  CHECK ((kind = 'QUALIFICATION') = (profession_id IS NOT NULL))
);
CREATE INDEX pro_documents_pro_idx ON pro_documents (pro_id, uploaded_at DESC);
CREATE INDEX pro_documents_review_idx ON pro_documents (status, uploaded_at) WHERE status IN ('PENDING', 'MANUAL');
