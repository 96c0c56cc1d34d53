import type { Queryable } from '../store/db';

/** The second factors this pool can send or check: a code by e-mail and an authenticator app (no SMS configured). */
export const MFA_METHODS = ['EMAIL_OTP', 'SOFTWARE_TOKEN_MFA'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

export interface MfaSettings {
  /** Every enabled method, in MFA_METHODS order. */
  enabled: MfaMethod[];
  /** The one asked for at sign-in, or null (then the first enabled one, if any). */
  preferred: MfaMethod | null;
  /** The authenticator app's verified secret (enabling SOFTWARE_TOKEN_MFA needs it). */
  totpSecret: string | null;
  /** A secret being associated, not verified yet. */
  totpPendingSecret: string | null;
}

interface MfaRow {
  mfa: MfaMethod | null;
  mfa_enabled: string[];
  totp_secret: string | null;
  totp_pending_secret: string | null;
}

const isMethod = (value: string): value is MfaMethod => (MFA_METHODS as readonly string[]).includes(value);

export async function readMfa(db: Queryable, sub: string): Promise<MfaSettings> {
  const [row] = await db.query<MfaRow>(
    'SELECT mfa, mfa_enabled, totp_secret, totp_pending_secret FROM identity_user WHERE sub = $1',
    [sub],
  );
  const given = new Set([...(row?.mfa_enabled ?? []), ...(row?.mfa ? [row.mfa] : [])]);
  return {
    enabled: MFA_METHODS.filter((method) => given.has(method)),
    preferred: row?.mfa && isMethod(row.mfa) ? row.mfa : null,
    totpSecret: row?.totp_secret ?? null,
    totpPendingSecret: row?.totp_pending_secret ?? null,
  };
}

/** The method a sign-in asks for: the preferred one, else the only (first) enabled one. */
export function signInFactor(settings: MfaSettings): MfaMethod | null {
  return settings.preferred ?? settings.enabled[0] ?? null;
}

export async function writeMfa(
  db: Queryable,
  sub: string,
  settings: { enabled: readonly MfaMethod[]; preferred: MfaMethod | null },
  now: Date,
): Promise<void> {
  await db.query('UPDATE identity_user SET mfa = $2, mfa_enabled = $3, updated_at = $4 WHERE sub = $1', [
    sub,
    settings.preferred,
    [...settings.enabled],
    now,
  ]);
}

export async function setPendingTotpSecret(db: Queryable, sub: string, secret: string): Promise<void> {
  await db.query('UPDATE identity_user SET totp_pending_secret = $2 WHERE sub = $1', [sub, secret]);
}

/** The pending secret becomes the user's authenticator secret. */
export async function confirmTotpSecret(db: Queryable, sub: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE identity_user SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, updated_at = $2 WHERE sub = $1',
    [sub, now],
  );
}
