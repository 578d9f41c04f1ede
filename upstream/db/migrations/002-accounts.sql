-- Accounts and access: refresh tokens, one-time codes and link tokens, the outbox, abuse counters,
-- idempotent mutations, the audit log, account settings, organisations, and the money tables the
-- account-deletion checks read (later issues fill them).

ALTER TABLE users DROP CONSTRAINT users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('PENDING', 'ACTIVE', 'DISABLED', 'ANONYMISED'));
-- A person who only acts for organisations they were invited to; they have no account of their own.
ALTER TABLE users ADD COLUMN assumable_only boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN activated_at timestamptz;
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
ALTER TABLE users ADD COLUMN anonymised_at timestamptz;

-- A session acts as user_id (the subject); actor_id is the person at the keyboard. They differ when
-- staff impersonate (IMPERSONATED) or a member acts for an organisation (ASSUMED). Leaving an
-- assumed session returns to parent_session_id.
ALTER TABLE sessions ADD COLUMN actor_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN mode text NOT NULL DEFAULT 'SELF' CHECK (mode IN ('SELF', 'ASSUMED', 'IMPERSONATED'));
ALTER TABLE sessions ADD COLUMN parent_session_id uuid REFERENCES sessions (id) ON DELETE SET NULL;
-- Sessions slide: each refresh moves expires_at on, never past the absolute end.
ALTER TABLE sessions ADD COLUMN absolute_expires_at timestamptz;
CREATE INDEX sessions_actor_idx ON sessions (actor_id);

-- Refresh tokens of one session form a family: each is used once and replaced; a used one shown
-- again ends the session.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Replaced without being used (a new pair was issued for the same session).
  superseded_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- 6-digit codes (login, password reset, second layer), stored as keyed hashes.
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('LOGIN', 'PASSWORD_RESET', 'SECOND_LAYER')),
  code_hash text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  session_id uuid REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, purpose);

-- Tokens carried in links (password reset, consumer activation), stored as hashes.
CREATE TABLE link_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('PASSWORD_RESET', 'ACTIVATION')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX link_tokens_user_idx ON link_tokens (user_id, purpose);

-- Every message the platform sends is written here first (spec §2.9 message queue).
CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  recipient text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS', 'PUSH')),
  template text NOT NULL,
  locale text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  available_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_messages_due_idx ON outbox_messages (status, available_at);
CREATE INDEX outbox_messages_created_idx ON outbox_messages (created_at DESC, id DESC);

-- Abuse counters, shared by every upstream process on the database. A bucket's window opens at its
-- first hit and runs for the limit's length; the next hit after it opens a new one.
CREATE TABLE rate_limit_counters (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start);

-- The result of each mutation by caller and request id, for 24 hours: a retried mutation is
-- answered from here and applied once. The response is sealed (it may hold tokens).
CREATE TABLE idempotent_requests (
  caller text NOT NULL,
  request_id text NOT NULL,
  body_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('RUNNING', 'DONE')),
  status_code integer,
  response bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, request_id, body_hash)
);
CREATE INDEX idempotent_requests_created_idx ON idempotent_requests (created_at);

-- Mutations done by one person for another account (assumed access, staff impersonation) and
-- staff actions on users.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid REFERENCES sessions (id) ON DELETE SET NULL,
  mode text NOT NULL CHECK (mode IN ('SELF', 'ASSUMED', 'IMPERSONATED')),
  operations text[] NOT NULL,
  request_id text NOT NULL,
  -- Why, for staff actions that ask for a reason.
  reason text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_subject_idx ON audit_log (subject_id, at DESC);

-- Closed (anonymised) accounts: who closed it and why, kept apart from the erased person.
CREATE TABLE account_closures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  closed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text,
  request_id text NOT NULL,
  closed_at timestamptz NOT NULL DEFAULT now()
);

-- Addresses and domains that may not register (disposable mail, banned people).
CREATE TABLE email_blacklist (
  pattern text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('DOMAIN', 'ADDRESS')),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO email_blacklist (pattern, kind, reason) VALUES
  ('mailinator.com', 'DOMAIN', 'disposable'),
  ('guerrillamail.com', 'DOMAIN', 'disposable'),
  ('10minutemail.com', 'DOMAIN', 'disposable'),
  ('yopmail.com', 'DOMAIN', 'disposable'),
  ('trashmail.com', 'DOMAIN', 'disposable'),
  ('sharklasers.com', 'DOMAIN', 'disposable');

CREATE TABLE notification_settings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'PHONE_CALL', 'PUSH', 'SMS')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, topic, channel)
);

CREATE TABLE consents (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('ELECTRONIC_MARKETING', 'RESEARCH', 'TELEMARKETING')),
  granted boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, purpose)
);

-- Every change of a consent, kept as proof of what the person agreed to and when.
CREATE TABLE consent_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  granted boolean NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  request_id text
);

-- People with access to an organisation's account (a service-pro company), and invites.
CREATE TABLE organisation_access (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  email_normalised text NOT NULL,
  role text NOT NULL CHECK (role IN ('OWNER', 'MANAGER', 'MEMBER')),
  status text NOT NULL CHECK (status IN ('INVITED', 'ACTIVE', 'REMOVED', 'CANCELLED')),
  invite_token_hash text UNIQUE,
  invite_expires_at timestamptz,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  ended_at timestamptz
);
CREATE UNIQUE INDEX organisation_access_open_idx ON organisation_access (organisation_id, email_normalised)
  WHERE status IN ('INVITED', 'ACTIVE');
CREATE INDEX organisation_access_member_idx ON organisation_access (member_user_id) WHERE status = 'ACTIVE';

-- Money, as far as deleting an account needs it; the packages-and-invoices work extends these.
CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('SCHEDULED', 'ACTIVE', 'CANCELLED', 'ENDED')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('COLLECTION_AGENCY', 'PAID', 'PAYMENT_FAILED', 'PAYMENT_IN_PROGRESS',
    'PAYMENT_PENDING', 'PAYMENT_SCHEDULED', 'UNKNOWN', 'WRITE_OFF')),
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  due_at timestamptz
);
CREATE INDEX invoices_user_idx ON invoices (user_id);

CREATE TABLE balance_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX balance_entries_user_idx ON balance_entries (user_id);

CREATE TABLE device_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL,
  package_name text NOT NULL,
  platform text NOT NULL CHECK (platform IN ('APNS', 'APNS_SANDBOX', 'GCM')),
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (token, package_name)
);
CREATE INDEX device_tokens_user_idx ON device_tokens (user_id);

CREATE TABLE tracking_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  session_id uuid,
  category text NOT NULL,
  action text NOT NULL,
  value text,
  contexts jsonb NOT NULL DEFAULT '[]',
  platform text,
  request_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_events_created_idx ON tracking_events (created_at);
