-- Money (issue 20, decision 063): the packages professionals subscribe to, per brand and billing
-- period, in the brand's currency before VAT; and the ledger — every movement of a professional's
-- money one row of balance_entries, with its kind and a reference that can be written only once.
CREATE TABLE subscription_packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand text NOT NULL,
  code text NOT NULL CHECK (code IN ('PLUS', 'PRO')),
  billing_period text NOT NULL CHECK (billing_period IN ('MONTHLY', 'ANNUAL')),
  -- For the whole period, in minor units, before VAT.
  price_minor bigint NOT NULL CHECK (price_minor > 0),
  currency text NOT NULL,
  -- Proposals a month without their lead fee.
  proposals_per_month integer NOT NULL CHECK (proposals_per_month >= 0),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscription_packages_current_idx ON subscription_packages (brand, code, billing_period)
  WHERE archived_at IS NULL;

INSERT INTO subscription_packages (brand, code, billing_period, price_minor, currency, proposals_per_month) VALUES
  ('nl', 'PLUS', 'MONTHLY', 4900, 'EUR', 10),
  ('nl', 'PLUS', 'ANNUAL', 49000, 'EUR', 10),
  ('nl', 'PRO', 'MONTHLY', 9900, 'EUR', 30),
  ('nl', 'PRO', 'ANNUAL', 99000, 'EUR', 30),
  ('fr', 'PLUS', 'MONTHLY', 4900, 'EUR', 10),
  ('fr', 'PLUS', 'ANNUAL', 49000, 'EUR', 10),
  ('fr', 'PRO', 'MONTHLY', 9900, 'EUR', 30),
  ('fr', 'PRO', 'ANNUAL', 99000, 'EUR', 30),
  ('it', 'PLUS', 'MONTHLY', 4900, 'EUR', 10),
  ('it', 'PLUS', 'ANNUAL', 49000, 'EUR', 10),
  ('it', 'PRO', 'MONTHLY', 9900, 'EUR', 30),
  ('it', 'PRO', 'ANNUAL', 99000, 'EUR', 30),
  ('de', 'PLUS', 'MONTHLY', 4900, 'EUR', 10),
  ('de', 'PLUS', 'ANNUAL', 49000, 'EUR', 10),
  ('de', 'PRO', 'MONTHLY', 9900, 'EUR', 30),
  ('de', 'PRO', 'ANNUAL', 99000, 'EUR', 30),
  ('at', 'PLUS', 'MONTHLY', 4900, 'EUR', 10),
  ('at', 'PLUS', 'ANNUAL', 49000, 'EUR', 10),
  ('at', 'PRO', 'MONTHLY', 9900, 'EUR', 30),
  ('at', 'PRO', 'ANNUAL', 99000, 'EUR', 30),
  ('uk', 'PLUS', 'MONTHLY', 4500, 'GBP', 10),
  ('uk', 'PLUS', 'ANNUAL', 45000, 'GBP', 10),
  ('uk', 'PRO', 'MONTHLY', 8900, 'GBP', 30),
  ('uk', 'PRO', 'ANNUAL', 89000, 'GBP', 30),
  ('ie', 'PLUS', 'MONTHLY', 4900, 'EUR', 10),
  ('ie', 'PLUS', 'ANNUAL', 49000, 'EUR', 10),
  ('ie', 'PRO', 'MONTHLY', 9900, 'EUR', 30),
  ('ie', 'PRO', 'ANNUAL', 99000, 'EUR', 30),
  ('ca', 'PLUS', 'MONTHLY', 6900, 'CAD', 10),
  ('ca', 'PLUS', 'ANNUAL', 69000, 'CAD', 10),
  ('ca', 'PRO', 'MONTHLY', 13900, 'CAD', 30),
  ('ca', 'PRO', 'ANNUAL', 139000, 'CAD', 30),
  ('us', 'PLUS', 'MONTHLY', 5900, 'USD', 10),
  ('us', 'PLUS', 'ANNUAL', 59000, 'USD', 10),
  ('us', 'PRO', 'MONTHLY', 11900, 'USD', 30),
  ('us', 'PRO', 'ANNUAL', 119000, 'USD', 30);

ALTER TABLE subscriptions ADD COLUMN package_id uuid REFERENCES subscription_packages (id);
CREATE INDEX subscriptions_active_idx ON subscriptions (user_id, status);

ALTER TABLE balance_entries ADD COLUMN kind text NOT NULL DEFAULT 'ADJUSTMENT'
  CHECK (kind IN ('LEAD_FEE', 'ALLOWANCE', 'SUBSCRIPTION', 'PAYMENT', 'REFUND', 'COUPON', 'WRITE_OFF', 'CREDIT',
    'ADJUSTMENT'));
ALTER TABLE balance_entries ADD COLUMN reference text;
-- Amounts are what the professional owes or paid, VAT included; this is the VAT part of it.
ALTER TABLE balance_entries ADD COLUMN vat_minor bigint NOT NULL DEFAULT 0;
ALTER TABLE balance_entries ADD COLUMN proposal_id uuid REFERENCES proposals (id) ON DELETE SET NULL;
ALTER TABLE balance_entries ADD COLUMN invoice_id uuid REFERENCES invoices (id);
-- A movement is written once: the same reference again is the same movement.
CREATE UNIQUE INDEX balance_entries_reference_idx ON balance_entries (user_id, reference);
CREATE INDEX balance_entries_kind_idx ON balance_entries (user_id, kind, created_at);
