-- Billing runs (issue 20, decision 066).
--
-- The durable scheduler: a job is a kind and a key, written once; any upstream process may claim a
-- due job (SKIP LOCKED) for a lease, and a job whose process stopped before it finished is claimed
-- again when its lease runs out. Work done by a job is idempotent, so running it twice changes
-- nothing the first run did.
CREATE TABLE scheduled_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  key text NOT NULL,
  run_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  lease_token uuid,
  lease_until timestamptz,
  last_error text,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, key)
);
CREATE INDEX scheduled_jobs_due_idx ON scheduled_jobs (run_at) WHERE status IN ('PENDING', 'RUNNING');

-- Invoices are numbered per brand and year without gaps: the number is taken in the invoice's own
-- transaction, so a transaction that fails gives its number back.
CREATE TABLE invoice_numbers (
  brand text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (brand, year)
);

ALTER TABLE invoices ADD COLUMN number text UNIQUE;
ALTER TABLE invoices ADD COLUMN brand text;
-- amount_minor is the total with VAT; these are its parts.
ALTER TABLE invoices ADD COLUMN net_minor bigint NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD COLUMN vat_minor bigint NOT NULL DEFAULT 0;
-- The month the invoice is for: its lines are the charges written before period_end.
ALTER TABLE invoices ADD COLUMN period_start timestamptz;
ALTER TABLE invoices ADD COLUMN period_end timestamptz;
-- Dunning: 0 none yet, 1 reminded, 2 the professional suspended from new jobs, 3 with the collection agency.
ALTER TABLE invoices ADD COLUMN dunning_stage integer NOT NULL DEFAULT 0 CHECK (dunning_stage BETWEEN 0 AND 3);
ALTER TABLE invoices ADD COLUMN paid_at timestamptz;
-- One invoice per professional and month.
CREATE UNIQUE INDEX invoices_period_idx ON invoices (user_id, period_start) WHERE period_start IS NOT NULL;
CREATE INDEX invoices_open_idx ON invoices (due_at) WHERE status NOT IN ('PAID', 'WRITE_OFF');
CREATE INDEX balance_entries_uninvoiced_idx ON balance_entries (user_id, created_at) WHERE invoice_id IS NULL;

-- A payment of one invoice (payInvoice); a payment of the balance has none.
ALTER TABLE payments ADD COLUMN invoice_id uuid REFERENCES invoices (id);
-- A payment made on the provider's hosted page: where the payer goes to make it.
ALTER TABLE payments ADD COLUMN checkout_url text;

-- A cancelled subscription runs to the end of the period its termination date falls in.
ALTER TABLE subscriptions ADD COLUMN terminates_at timestamptz;

-- Suspended from new jobs for invoices unpaid past the grace period; paying them lifts it.
ALTER TABLE users ADD COLUMN billing_suspended_at timestamptz;
-- Suspended from new jobs by staff (ERROR_MANUALLY_SUSPENDED), with their note; only staff lift it.
ALTER TABLE users ADD COLUMN manually_suspended_at timestamptz;
ALTER TABLE users ADD COLUMN manual_suspension_note text;

-- A credit code's amount is a credit on the balance, not a discount on an invoice's line: CREDIT.
-- (A percent code's discount, with its VAT, stays COUPON and is a line of the invoice.)
UPDATE balance_entries e SET kind = 'CREDIT'
  WHERE e.kind = 'COUPON'
    AND EXISTS (
      SELECT 1 FROM coupon_codes c
       WHERE e.reference = 'coupon:' || c.id::text AND c.credit_minor IS NOT NULL
    );
