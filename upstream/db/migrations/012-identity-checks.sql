-- A professional's identity checks at the identity-verification provider (adapters/identity-check/):
-- started by the professional, PENDING until the provider's signed webhook brings the outcome, or a
-- staff member decides one that needs review. At most one open (PENDING) check per person.
CREATE TABLE identity_checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_check_id text NOT NULL UNIQUE,
  document_type text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'FAILED_NAME_MISMATCH', 'UNKNOWN')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX identity_checks_one_open ON identity_checks (user_id) WHERE status = 'PENDING';
