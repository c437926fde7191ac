-- Core tables: people and organizations. Ids are random UUIDs so they reveal no counts.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('user', 'organization')),
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
  bio text NOT NULL DEFAULT '',
  email_verified_at timestamptz,
  location_suburb text NOT NULL DEFAULT '',
  location_city text NOT NULL DEFAULT '',
  location_state text NOT NULL DEFAULT '',
  location_country text NOT NULL DEFAULT '',
  location_lat double precision,
  location_lng double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lower CHECK (email = lower(btrim(email)))
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  business_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  contact_email text NOT NULL DEFAULT '',
  contact_phone text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
