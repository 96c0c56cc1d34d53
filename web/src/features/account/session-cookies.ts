import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { assertProductionSecrets, decodeBase64 } from '@cuida/domain';
import { SESSION_MARKER } from './session-marker';

/**
 * The session's cookies, written only by the storefront's server (ADR 12): the tokens are sealed with AES-256-GCM
 * under SESSION_COOKIE_KEY and kept `HttpOnly`, so no page script (a compromised dependency, an XSS) can read them,
 * and a cookie copied out of a log is no token. No name carries an e-mail, a username or the app client.
 *
 * - `sesion`: the refresh token (and the sign-in name the challenge and refresh calls need), 365 days;
 * - `identidad` and `acceso`: the ID token and the access token, each alone (together they can pass the 4 kB browsers
 *   keep per cookie), for the ID token's remaining life;
 * - `desafio`: a sign-in's pending challenge (the provider's `Session`), a few minutes;
 * - `cuida-con-sesion=1`: readable by the page, holds nothing secret; it only tells the browser that asking
 *   `GET /api/sesion` is worth it.
 *
 * In production the names take the `__Host-` prefix (the browser then insists on `Secure`, `Path=/` and no
 * `Domain`); outside it (plain http://localhost) they lose the prefix and `Secure`, nothing else changes.
 */

/** The session lasts 365 days (the pool's refresh-token validity caps it). */
export const SESSION_COOKIE_DAYS = 365;
const SESSION_MAX_AGE = SESSION_COOKIE_DAYS * 24 * 60 * 60;
/** A pending challenge lives as long as Cognito's challenge session (3 minutes by default), with room to spare. */
export const CHALLENGE_MAX_AGE = 5 * 60;

export type SealedCookie = 'session' | 'id' | 'access' | 'challenge';

const BASE_NAMES: Record<SealedCookie, string> = {
  session: 'cuida-sesion',
  id: 'cuida-identidad',
  access: 'cuida-acceso',
  challenge: 'cuida-desafio',
};

export { SESSION_MARKER };

export interface CookieSecurity {
  /** `Secure` and `__Host-` names (production). */
  secure: boolean;
}

/** Production (`next start` with NODE_ENV=production) marks the cookies `Secure` and prefixes them `__Host-`. */
export function cookieSecurityFromEnv(env: Record<string, string | undefined> = process.env): CookieSecurity {
  return { secure: env.NODE_ENV === 'production' };
}

export function sessionCookieName(cookie: SealedCookie, security: CookieSecurity): string {
  return security.secure ? `__Host-${BASE_NAMES[cookie]}` : BASE_NAMES[cookie];
}

export function markerCookieName(security: CookieSecurity): string {
  return security.secure ? `__Host-${SESSION_MARKER}` : SESSION_MARKER;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
  path: '/';
  maxAge: number;
}

/** The options of a sealed cookie: HttpOnly, SameSite=Lax, Path=/, Secure in production. */
export function sealedCookieOptions(security: CookieSecurity, maxAge: number): CookieOptions {
  return {
    httpOnly: true,
    secure: security.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAge)),
  };
}

export function sessionCookieOptions(security: CookieSecurity): CookieOptions {
  return sealedCookieOptions(security, SESSION_MAX_AGE);
}

/** The marker is the only cookie page scripts may read. */
export function markerCookieOptions(security: CookieSecurity): CookieOptions {
  return { ...sealedCookieOptions(security, SESSION_MAX_AGE), httpOnly: false };
}

// --- Sealing -------------------------------------------------------------------------------------------------------

/** The development key (32 bytes of "cuida-development-session-cookie" in base64); production refuses it. */
export const DEVELOPMENT_SESSION_COOKIE_KEY = 'Y3VpZGEtZGV2ZWxvcG1lbnQtc2Vzc2lvbi1jb29raWU=';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * SESSION_COOKIE_KEY as 32 bytes. Production requires it and refuses the development default, an example value, a
 * weak key or one shared with another kind of secret (the domain's secret policy); elsewhere it defaults to the
 * development key.
 */
export function sessionCookieKey(env: Record<string, string | undefined> = process.env): Buffer {
  const configured = env.SESSION_COOKIE_KEY?.trim();
  if (env.NODE_ENV === 'production') {
    if (!configured) {
      throw new Error('Production needs SESSION_COOKIE_KEY (32 random bytes, base64): `openssl rand -base64 32`.');
    }
    assertProductionSecrets([
      { variable: 'SESSION_COOKIE_KEY', kind: 'sessionCookieKey', format: 'key', value: configured },
      ...(
        [
          ['SHOPPER_PROXY_SECRET', 'shopperProxySecret', env.SHOPPER_PROXY_SECRET],
          ['GATEWAY_API_KEY', 'partnerKey', env.GATEWAY_API_KEY],
          ['REVALIDATE_SECRET', 'revalidateSecret', env.REVALIDATE_SECRET],
        ] as const
      ).flatMap(([variable, kind, value]) => (value ? [{ variable, kind, format: 'token' as const, value }] : [])),
    ]);
  }
  const bytes = decodeBase64(configured || DEVELOPMENT_SESSION_COOKIE_KEY);
  if (bytes?.length !== 32) {
    throw new Error('SESSION_COOKIE_KEY must be 32 bytes in base64: `openssl rand -base64 32`.');
  }
  return Buffer.from(bytes as Uint8Array);
}

/**
 * `v1.<iv>.<ciphertext+tag>` (base64url). The cookie's purpose is the additional data, so a value sealed for one
 * cookie does not open as another (an ID token moved into the refresh cookie is refused).
 */
export function seal(key: Buffer, purpose: SealedCookie, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plaintext, or null for anything not sealed by `seal` with this key and purpose (tampered, foreign, old). */
export function open(key: Buffer, purpose: SealedCookie, sealed: string | undefined): string | null {
  if (!sealed) return null;
  const [version, ivText, bodyText, extra] = sealed.split('.');
  if (version !== VERSION || !ivText || !bodyText || extra !== undefined) return null;
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
