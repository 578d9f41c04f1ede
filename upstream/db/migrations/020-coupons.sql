-- Coupons (issue 20, decision 064): codes staff make per brand. A credit code puts an amount on the
-- professional's balance when redeemed; a percent code takes its share off a package's first
-- period, optionally only of one package. Each professional redeems a code once; a code is used
-- at most max_uses times, counted from its redemptions.
CREATE TABLE coupon_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand text NOT NULL,
  -- Upper case, as typed codes are compared.
  code text NOT NULL CHECK (code ~ '^[A-Z0-9-]{4,32}$'),
  discount_percent integer CHECK (discount_percent BETWEEN 1 AND 100),
  credit_minor bigint CHECK (credit_minor > 0),
  currency text NOT NULL,
  package_code text CHECK (package_code IN ('PLUS', 'PRO')),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  max_uses integer NOT NULL CHECK (max_uses > 0),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((discount_percent IS NULL) <> (credit_minor IS NULL)),
  CHECK (credit_minor IS NULL OR package_code IS NULL),
  CHECK (valid_until > valid_from),
  UNIQUE (brand, code)
);

CREATE TABLE coupon_redemptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  coupon_id uuid NOT NULL REFERENCES coupon_codes (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscriptions (id),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (coupon_id, user_id)
);
CREATE INDEX coupon_redemptions_coupon_idx ON coupon_redemptions (coupon_id);
