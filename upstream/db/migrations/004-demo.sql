-- Which parts of the demo data a development or test database holds (upstream/db/seed.ts): each
-- part is seeded once, so a restart seeds nothing again and a larger scale adds only what is missing.
CREATE TABLE demo_seed (
  part text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
