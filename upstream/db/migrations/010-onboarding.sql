-- A professional's onboarding (spec §3 onboarding steps, §4 "Registration is a stepped sequence";
-- decision 054): the order of the steps is data per brand, and each professional has the steps of
-- their brand's flow, each requested until it is done.
CREATE TABLE onboarding_flows (
  brand text NOT NULL,
  position integer NOT NULL CHECK (position > 0),
  step text NOT NULL CHECK (step IN (
    'INTRO_WORK_DETAILS', 'SERVICES_REQUESTED', 'SKILLS_EVALUATION_REQUESTED', 'DOCUMENT_UPLOAD_REQUESTED',
    'INTRO_SAFETY', 'COMPANY_BIO_REQUESTED', 'INTRO_ID_CHECK', 'ID_CHECK_REQUESTED', 'INTRO_PROFILE_SET_UP',
    'UPLOAD_PORTFOLIO_REQUESTED', 'INTRO_PAYMENT_METHOD', 'PAYMENT_DETAILS_REQUESTED',
    'EMAIL_VERIFICATION_REQUESTED')),
  PRIMARY KEY (brand, position),
  UNIQUE (brand, step)
);

-- The default flow: what the work is first, then proof of skill and papers, then who the company
-- is, identity, the profile, payment, and the email address last (it is usually verified by then).
INSERT INTO onboarding_flows (brand, position, step)
SELECT b.brand, s.position, s.step
  FROM (VALUES ('nl'), ('fr'), ('it'), ('de'), ('at'), ('uk'), ('ie'), ('ca'), ('us')) AS b (brand)
 CROSS JOIN (VALUES
   (1, 'INTRO_WORK_DETAILS'), (2, 'SERVICES_REQUESTED'), (3, 'SKILLS_EVALUATION_REQUESTED'),
   (4, 'DOCUMENT_UPLOAD_REQUESTED'), (5, 'INTRO_SAFETY'), (6, 'COMPANY_BIO_REQUESTED'), (7, 'INTRO_ID_CHECK'),
   (8, 'ID_CHECK_REQUESTED'), (9, 'INTRO_PROFILE_SET_UP'), (10, 'UPLOAD_PORTFOLIO_REQUESTED'),
   (11, 'INTRO_PAYMENT_METHOD'), (12, 'PAYMENT_DETAILS_REQUESTED'), (13, 'EMAIL_VERIFICATION_REQUESTED')
 ) AS s (position, step);

-- Germany and Austria: a craft trade needs its papers (Handwerkskarte) before anything else is
-- worth doing, so documents come right after the services.
UPDATE onboarding_flows SET position = position + 100 WHERE brand IN ('de', 'at');
UPDATE onboarding_flows SET position = CASE step
    WHEN 'INTRO_WORK_DETAILS' THEN 1 WHEN 'SERVICES_REQUESTED' THEN 2 WHEN 'DOCUMENT_UPLOAD_REQUESTED' THEN 3
    WHEN 'SKILLS_EVALUATION_REQUESTED' THEN 4 ELSE position - 100 END
  WHERE brand IN ('de', 'at');

CREATE TABLE pro_onboarding_steps (
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step text NOT NULL,
  position integer NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (pro_id, step)
);
CREATE INDEX pro_onboarding_open_idx ON pro_onboarding_steps (pro_id, position) WHERE completed_at IS NULL;
