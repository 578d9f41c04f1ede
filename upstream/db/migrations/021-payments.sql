-- Payments at the provider (issue 20, decision 065): the provider's customer of each professional,
-- every payment asked for (written before the provider is called, so a crash between the two
-- loses nothing: the provider's event names the payment by its id), and every event taken, once.
CREATE TABLE payment_customers (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  provider_customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  payment_method text NOT NULL,
  provider_intent_id text UNIQUE,
  status text NOT NULL CHECK (status IN ('PAYMENT_IN_PROGRESS', 'PAID', 'PAYMENT_FAILED')),
  failure_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);

CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
