import { z } from 'zod';
import { defineOperation } from '../context';
import { CognitoError, invalidParameter } from '../errors';
import {
  confirmTotpSecret,
  type MfaMethod,
  type MfaSettings,
  readMfa,
  setPendingTotpSecret,
  writeMfa,
} from '../mfa-repository';
import { authenticate } from '../sessions';
import { newTotpSecret, verifyTotp } from '../totp';
import { Token } from './schemas';

const Settings = z.object({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() }).optional();

const softwareTokenNotVerified = () =>
  new CognitoError('InvalidParameterException', 'User has not verified software token mfa');

/** Cognito's settings of a user as GetUser answers them (`UserMFASettingList`, `PreferredMfaSetting`). */
export function mfaOnGetUser(settings: MfaSettings): Record<string, unknown> {
  return {
    ...(settings.enabled.length > 0 ? { UserMFASettingList: [...settings.enabled] } : {}),
    ...(settings.preferred ? { PreferredMfaSetting: settings.preferred } : {}),
  };
}

/**
 * The new settings after a SetUserMFAPreference: each method given is enabled or disabled; a preferred method must be
 * enabled, and only one is preferred. Pure, so its rules are tested on their own.
 */
export function applyMfaPreference(
  current: Pick<MfaSettings, 'enabled' | 'preferred'>,
  changes: Partial<Record<MfaMethod, { Enabled?: boolean | undefined; PreferredMfa?: boolean | undefined }>>,
): { enabled: MfaMethod[]; preferred: MfaMethod | null } {
  const enabled = new Set(current.enabled);
  let preferred = current.preferred;
  for (const [method, setting] of Object.entries(changes) as [
    MfaMethod,
    { Enabled?: boolean; PreferredMfa?: boolean },
  ][]) {
    if (setting.Enabled === true) enabled.add(method);
    if (setting.Enabled === false) {
      enabled.delete(method);
      if (preferred === method) preferred = null;
    }
    if (setting.PreferredMfa === true) {
      if (!enabled.has(method)) throw invalidParameter(`${method} must be enabled to be preferred.`);
      preferred = method;
    }
    if (setting.PreferredMfa === false && preferred === method) preferred = null;
  }
  const list = (['EMAIL_OTP', 'SOFTWARE_TOKEN_MFA'] as const).filter((method) => enabled.has(method));
  // With one method left, it is the one asked for.
  if (preferred === null && list.length === 1) preferred = list[0] ?? null;
  return { enabled: list, preferred };
}

/** SetUserMFAPreference: e-mail codes and an authenticator app; this pool has no SMS configuration. */
export const setUserMfaPreference = defineOperation(
  z.object({
    AccessToken: Token,
    SMSMfaSettings: Settings,
    SoftwareTokenMfaSettings: Settings,
    EmailMfaSettings: Settings,
    WebAuthnMfaSettings: Settings,
  }),
  async (ctx, input) => {
    const { user } = await authenticate(ctx, input.AccessToken);
    if (input.SMSMfaSettings?.Enabled || input.SMSMfaSettings?.PreferredMfa) {
      throw invalidParameter('SMS multi-factor authentication is not configured for this user pool.');
    }
    if (input.WebAuthnMfaSettings?.Enabled || input.WebAuthnMfaSettings?.PreferredMfa) {
      throw invalidParameter('WebAuthn is not configured for this user pool.');
    }
    const current = await readMfa(ctx.db, user.sub);
    if (input.SoftwareTokenMfaSettings?.Enabled && !current.totpSecret) throw softwareTokenNotVerified();
    const next = applyMfaPreference(current, {
      ...(input.EmailMfaSettings ? { EMAIL_OTP: input.EmailMfaSettings } : {}),
      ...(input.SoftwareTokenMfaSettings ? { SOFTWARE_TOKEN_MFA: input.SoftwareTokenMfaSettings } : {}),
    });
    await writeMfa(ctx.db, user.sub, next, ctx.clock());
    return {};
  },
);

/** AssociateSoftwareToken: a new secret for an authenticator app, kept pending until VerifySoftwareToken. */
export const associateSoftwareToken = defineOperation(
  z.object({ AccessToken: Token.optional(), Session: z.string().min(20).max(4096).optional() }),
  async (ctx, input) => {
    // The Session form (MFA_SETUP during a sign-in) is not a challenge this pool sends.
    if (!input.AccessToken) throw invalidParameter('Missing required parameter AccessToken');
    const { user } = await authenticate(ctx, input.AccessToken);
    const secret = newTotpSecret();
    await setPendingTotpSecret(ctx.db, user.sub, secret);
    return { SecretCode: secret };
  },
);

/** VerifySoftwareToken: the app's first code proves it holds the secret, which becomes the user's. */
export const verifySoftwareToken = defineOperation(
  z.object({
    AccessToken: Token.optional(),
    Session: z.string().min(20).max(4096).optional(),
    UserCode: z
      .string()
      .min(6)
      .max(6)
      .regex(/^[0-9]+$/, 'Member must satisfy regular expression pattern: [0-9]+'),
    FriendlyDeviceName: z.string().max(256).optional(),
  }),
  async (ctx, input) => {
    if (!input.AccessToken) throw invalidParameter('Missing required parameter AccessToken');
    const { user } = await authenticate(ctx, input.AccessToken);
    const { totpPendingSecret } = await readMfa(ctx.db, user.sub);
    if (!totpPendingSecret) {
      throw new CognitoError(
        'EnableSoftwareTokenMFAException',
        'No software token is being associated: call AssociateSoftwareToken.',
      );
    }
    if (!verifyTotp(totpPendingSecret, input.UserCode, ctx.clock())) {
      throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
    }
    await confirmTotpSecret(ctx.db, user.sub, ctx.clock());
    return { Status: 'SUCCESS' };
  },
);
