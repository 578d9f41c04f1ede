-- The professional's "others" pages (spec §2.7): partner offers and trade perks as content of their
-- own types, each with what it offers and where to take it up (docs/decisions/051-partners-and-trade-perks.md);
-- and when a professional was last here, for the welcome-back page (docs/decisions/052-welcome-back.md).
ALTER TABLE content_pages DROP CONSTRAINT content_pages_type_check;
ALTER TABLE content_pages ADD CONSTRAINT content_pages_type_check
  CHECK (type IN ('ARTICLE', 'BLOG_POST', 'PRICE_GUIDE', 'SERVICE_PAGE', 'TASK_ARTICLE', 'PARTNER', 'TRADE_PERK'));
-- The company behind the offer, the offer in a few words, a code to quote when there is one, and the
-- https address on the company's site where it is taken up.
ALTER TABLE content_pages ADD COLUMN partner_name text, ADD COLUMN offer text, ADD COLUMN offer_code text,
  ADD COLUMN offer_url text;
-- A partner or a perk always says what it offers and where; other pages offer nothing.
ALTER TABLE content_pages ADD CONSTRAINT content_pages_offer_check CHECK (
  (type IN ('PARTNER', 'TRADE_PERK')) = (partner_name IS NOT NULL AND offer IS NOT NULL AND offer_url IS NOT NULL)
  AND (offer_url IS NULL OR offer_url LIKE 'https://%'));

-- One row per professional: when the current visit began, when they were last seen in it, and when
-- the visit before it ended. A visit ends after an hour without a sign-in or a token renewal.
CREATE TABLE pro_visits (
  pro_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  visit_started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  previous_visit_ended_at timestamptz
);
