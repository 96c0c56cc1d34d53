-- Cognito's remembered devices: a sign-in's device (its key answered in NewDeviceMetadata) is kept once the client
-- confirms it (ConfirmDevice), with the name the client gave; ListDevices and ForgetDevice read and remove them.
CREATE TABLE identity_device (
  device_key text PRIMARY KEY,
  sub uuid NOT NULL REFERENCES identity_user (sub) ON DELETE CASCADE,
  device_name text,
  last_ip text,
  created_at timestamptz NOT NULL,
  last_modified_at timestamptz NOT NULL,
  last_authenticated_at timestamptz NOT NULL
);
CREATE INDEX identity_device_sub ON identity_device (sub, created_at);

-- Second factors: `mfa` is now the preferred one (asked at sign-in), `mfa_enabled` every enabled one; an
-- authenticator app's secret once verified (VerifySoftwareToken) and while it is being associated.
ALTER TABLE identity_user DROP CONSTRAINT identity_user_mfa_check;
ALTER TABLE identity_user ADD CONSTRAINT identity_user_mfa_check CHECK (mfa IN ('EMAIL_OTP', 'SOFTWARE_TOKEN_MFA'));
ALTER TABLE identity_user ADD COLUMN mfa_enabled text[] NOT NULL DEFAULT '{}';
ALTER TABLE identity_user ADD COLUMN totp_secret text;
ALTER TABLE identity_user ADD COLUMN totp_pending_secret text;
UPDATE identity_user SET mfa_enabled = ARRAY[mfa] WHERE mfa IS NOT NULL;
