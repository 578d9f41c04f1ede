-- Automatic collection (issue 20, decision 068).
--
-- Each hosted setup page asked for: whose it is and how it went.
CREATE TABLE payment_method_setups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_session_id text UNIQUE,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SAVED', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_method_setups_user_idx ON payment_method_setups (user_id, created_at DESC);

-- A professional's payment method saved at the provider: what it is (a card, a direct debit with
-- its mandate) and what may be shown of it — never a card or account number. One is current per
-- professional; a replaced one is kept, with when it was replaced, because a debit's mandate must be
-- produced for every collection made under it.
CREATE TABLE saved_payment_methods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_payment_method_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('CARD', 'DIRECT_DEBIT')),
  card_brand text,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer,
  mandate_id text,
  mandate_reference text,
  -- The provider's setup that saved it: saved once, whichever of its event or the payer's return
  -- comes first.
  provider_setup_id text NOT NULL UNIQUE,
  setup_id uuid NOT NULL REFERENCES payment_method_setups (id),
  saved_at timestamptz NOT NULL DEFAULT now(),
  replaced_at timestamptz,
  CHECK (type = 'CARD' OR mandate_id IS NOT NULL)
);
CREATE UNIQUE INDEX saved_payment_methods_current_idx ON saved_payment_methods (user_id) WHERE replaced_at IS NULL;

-- Each attempt to collect an invoice with the saved method, numbered per invoice: two runs that
-- race write the same number, and only one of them asks the provider. The payment is written in the
-- same transaction (decision 065); a run that stopped before the provider answered leaves a lease
-- that runs out, and the next run asks again with the payment's idempotency key.
CREATE TABLE invoice_collections (
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  attempt integer NOT NULL CHECK (attempt >= 1),
  payment_id uuid NOT NULL UNIQUE REFERENCES payments (id),
  saved_payment_method_id uuid NOT NULL REFERENCES saved_payment_methods (id),
  -- The billing run's time of the attempt.
  attempted_at timestamptz NOT NULL,
  lease_until timestamptz NOT NULL,
  PRIMARY KEY (invoice_id, attempt)
);
