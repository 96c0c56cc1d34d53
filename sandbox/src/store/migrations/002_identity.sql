-- Identity provider (local stand-in for the Cognito user pool). E-mail is the sign-in name; sub is the user's id
-- and also its Cognito "username".
CREATE TABLE identity_user (
  sub uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  email_verified boolean NOT NULL DEFAULT false,
  -- scrypt$N$r$p$salt$hash: never the password itself.
  password_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED')),
  enabled boolean NOT NULL DEFAULT true,
  -- Standard and custom attributes other than sub, email and email_verified, as {"given_name": "María", ...}.
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  groups text[] NOT NULL DEFAULT '{}',
  -- Set by GlobalSignOut: tokens issued before it are refused.
  tokens_valid_after timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- One pending code per user and purpose (a new one replaces the old one). Kept readable on purpose: there is no
-- e-mail in the sandbox, so developers and tests read them from GET /__admin/codes (loopback only).
CREATE TABLE identity_code (
  sub uuid NOT NULL REFERENCES identity_user (sub) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('SIGN_UP', 'FORGOT_PASSWORD', 'VERIFY_EMAIL')),
  code text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (sub, purpose)
);

-- Refresh tokens are opaque random strings; only their SHA-256 is stored. origin_jti ties the access and ID tokens
-- issued from one sign-in to its refresh token, so revoking the refresh token revokes them too.
CREATE TABLE identity_refresh_token (
  token_hash text PRIMARY KEY,
  origin_jti uuid NOT NULL UNIQUE,
  sub uuid NOT NULL REFERENCES identity_user (sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  auth_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX identity_refresh_token_sub ON identity_refresh_token (sub);

-- Token signing keys, generated on first start of each installation (never shipped). One active key at a time;
-- retired keys stay in the JWKS so tokens they signed still verify until they expire.
CREATE TABLE identity_signing_key (
  kid text PRIMARY KEY,
  private_key_pem text NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  retired_at timestamptz
);

CREATE UNIQUE INDEX identity_signing_key_one_active ON identity_signing_key ((retired_at IS NULL)) WHERE retired_at IS NULL;
