-- Cognito's temporary lockout after repeated failed sign-ins: the failures in a row, when the last one was, and until
-- when sign-in attempts are ignored.
ALTER TABLE identity_user ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0;
ALTER TABLE identity_user ADD COLUMN last_failed_sign_in_at timestamptz;
ALTER TABLE identity_user ADD COLUMN locked_until timestamptz;
