-- A second factor by e-mail (Cognito's EMAIL_OTP): users with it get a code challenge after their password.
ALTER TABLE identity_user ADD COLUMN mfa text CHECK (mfa IN ('EMAIL_OTP'));

-- The sign-in code of that challenge is one more purpose of a pending code.
ALTER TABLE identity_code DROP CONSTRAINT identity_code_purpose_check;
ALTER TABLE identity_code
  ADD CONSTRAINT identity_code_purpose_check CHECK (purpose IN ('SIGN_UP', 'FORGOT_PASSWORD', 'VERIFY_EMAIL', 'SIGN_IN'));
