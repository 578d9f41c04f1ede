-- Identity: users, their company profiles and places, server-side sessions and server secrets.

CREATE TABLE locality_nodes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  country text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('REGION', 'CITY', 'POSTAL_CODE')),
  name text NOT NULL,
  slug text NOT NULL,
  latitude double precision,
  longitude double precision,
  parent_id uuid REFERENCES locality_nodes (id),
  UNIQUE (country, kind, slug)
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  -- Login compares emails case-insensitively; one account per address.
  email_normalised text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('ADMIN', 'SYSTEM', 'CONSUMER', 'SERVICE_PRO', 'SALESFORCE')),
  brand text NOT NULL,
  locale text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text,
  slug text UNIQUE,
  password_hash text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('PENDING', 'ACTIVE', 'DISABLED')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE company_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  company_name text NOT NULL,
  primary_locality_id uuid REFERENCES locality_nodes (id),
  logo_small_url text
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  second_layer_expires_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
