import type { SignInStep } from './sign-in-flow';

/**
 * The user pool's challenges as the sign-in form's steps, and the answers the pool expects for each (Cognito's
 * `ChallengeResponses`). Challenges this storefront does not offer (SRP, device, custom) map to null.
 */
export function stepFromChallenge(name: string, parameters: Record<string, string>): SignInStep | null {
  const destination = parameters.CODE_DELIVERY_DESTINATION ?? null;
  switch (name) {
    case 'NEW_PASSWORD_REQUIRED':
      return { kind: 'newPassword' };
    case 'SOFTWARE_TOKEN_MFA':
      return { kind: 'code', channel: 'totp', destination: null };
    case 'SMS_MFA':
    case 'SMS_OTP':
      return { kind: 'code', channel: 'sms', destination };
    case 'EMAIL_OTP':
      return { kind: 'code', channel: 'email', destination };
    default:
      return null;
  }
}

const CODE_RESPONSE: Record<string, string> = {
  SOFTWARE_TOKEN_MFA: 'SOFTWARE_TOKEN_MFA_CODE',
  SMS_MFA: 'SMS_MFA_CODE',
  SMS_OTP: 'SMS_OTP_CODE',
  EMAIL_OTP: 'EMAIL_OTP_CODE',
};

/** The responses to `challenge` for the shopper's answer; null when the answer is not the one it asks for. */
export function challengeResponses(
  challenge: string,
  username: string,
  answer: { newPassword: string } | { code: string },
): Record<string, string> | null {
  if (challenge === 'NEW_PASSWORD_REQUIRED') {
    return 'newPassword' in answer ? { USERNAME: username, NEW_PASSWORD: answer.newPassword } : null;
  }
  const field = CODE_RESPONSE[challenge];
  return field && 'code' in answer ? { USERNAME: username, [field]: answer.code } : null;
}
