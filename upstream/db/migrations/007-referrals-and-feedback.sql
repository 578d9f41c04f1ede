-- A professional's own pages beyond the marketplace (spec §2.7 reviews/request-reviews, referral,
-- give-feedback; decisions 049 and 050).

-- Who a professional asked for a review is looked up by address: the same customer is asked at
-- most once in 30 days, and a review by an account of that address counts as their answer.
CREATE INDEX review_requests_pro_email_idx ON review_requests (pro_id, lower(email), created_at DESC);

-- Each professional's referral code, made the first time they look at it and never changed.
CREATE TABLE referral_codes (
  pro_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An account made through a referral link: one referral per account, ever. Only the kind of
-- account and when are kept about the person referred.
CREATE TABLE referrals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  referrer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referred_user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('CONSUMER', 'SERVICE_PRO')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC, id DESC);

-- What professionals tell the product team. The key the page made for one feedback is stored
-- with it, so a second submit of the same feedback finds the first instead of storing a copy.
CREATE TABLE product_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic text NOT NULL CHECK (
    topic IN ('FINDING_JOBS', 'PROPOSALS_AND_MESSAGES', 'PROFILE_AND_REVIEWS', 'PAYMENTS', 'WEBSITE_AND_APP', 'OTHER')
  ),
  body text NOT NULL,
  may_contact boolean NOT NULL,
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (author_id, idempotency_key)
);
CREATE INDEX product_feedback_created_idx ON product_feedback (created_at DESC, id DESC);
CREATE INDEX product_feedback_topic_idx ON product_feedback (topic, created_at DESC, id DESC);
