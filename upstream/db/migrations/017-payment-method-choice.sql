-- A professional's choice of how they will pay the platform (spec §3 payment_details_requested;
-- decision 060): one row per professional, changed by choosing again. The payment details
-- themselves (a mandate, a card) come with the money work, not here.
CREATE TABLE pro_payment_method_choices (
  pro_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('DIRECT_DEBIT', 'CARD', 'INVOICE')),
  chosen_at timestamptz NOT NULL DEFAULT now()
);
