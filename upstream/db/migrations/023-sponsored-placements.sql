-- Sponsored placement (issue 20, decision 067): a professional buys first place in the directory
-- for one of their trades in one town, for a number of months; a town has a few such places per
-- trade. The price is charged on the ledger when bought, as a charge of its own kind.
CREATE TABLE sponsored_placements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pro_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand text NOT NULL,
  profession_id uuid NOT NULL REFERENCES professions (id),
  locality_id uuid NOT NULL REFERENCES locality_nodes (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  months integer NOT NULL CHECK (months IN (1, 3, 6)),
  -- For the whole period, before VAT.
  price_minor bigint NOT NULL CHECK (price_minor > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX sponsored_placements_area_idx ON sponsored_placements (profession_id, locality_id, ends_at);
CREATE INDEX sponsored_placements_pro_idx ON sponsored_placements (pro_id, ends_at DESC);

ALTER TABLE balance_entries DROP CONSTRAINT balance_entries_kind_check;
ALTER TABLE balance_entries ADD CONSTRAINT balance_entries_kind_check
  CHECK (kind IN ('LEAD_FEE', 'ALLOWANCE', 'SUBSCRIPTION', 'PAYMENT', 'REFUND', 'COUPON', 'WRITE_OFF', 'CREDIT',
    'ADJUSTMENT', 'SPONSORED_PLACEMENT'));
