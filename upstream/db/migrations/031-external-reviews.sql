-- Reviews a professional brings from elsewhere (issue 22): where it was written, by whom, its
-- rating and words. Each waits for staff (PENDING) and is shown on the profile only once approved.
-- The same review (address and author) is brought once.
CREATE TABLE external_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source_url text NOT NULL,
  author_name text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL,
  reviewed_on date NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason text,
  added_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (pro_id, source_url, author_name)
);
CREATE INDEX external_reviews_pro_idx ON external_reviews (pro_id, created_at DESC, id DESC);
CREATE INDEX external_reviews_waiting_idx ON external_reviews (created_at, id) WHERE status = 'PENDING';
