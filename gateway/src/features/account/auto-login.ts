import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';

/**
 * The auto-login link's `pwd` (requirements: "Auto-login", "No crypto oracle"): the password sealed with AES-256-GCM under a server key, bound to
 * the e-mail, with an expiry, opened only here and only once. There is no endpoint that seals or opens anything else.
 */
const VERSION = 1;
const AAD = Buffer.from('cuida-auto-login-v1');
export const AUTO_LOGIN_TTL_MS = 24 * 60 * 60 * 1000;

interface Sealed {
  /** Password. */
  p: string;
  /** E-mail it belongs to. */
  e: string;
  /** Expiry, ms since the epoch. */
  x: number;
  /** Single-use id. */
  n: string;
}

/** An opened token: the password, and the id and expiry its single use is claimed under (http/single-use.ts). */
export interface OpenedAutoLogin {
  password: string;
  id: string;
  expiresAt: number;
}

export class AutoLoginSealer {
  private readonly key: Buffer;

  constructor(
    base64Key: string | undefined,
    private readonly clock: () => number = Date.now,
  ) {
    this.key = base64Key ? Buffer.from(base64Key, 'base64') : randomBytes(32);
    if (this.key.length !== 32) throw new Error('AUTO_LOGIN_KEY must be 32 bytes, base64-encoded.');
  }

  seal(email: string, password: string): string {
    const body: Sealed = {
      p: password,
      e: email.trim().toLowerCase(),
      x: this.clock() + AUTO_LOGIN_TTL_MS,
      n: randomUUID(),
    };
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(AAD);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  /**
   * The password with its single-use id, or null when the token is forged, altered, for another e-mail or expired.
   * Whether it was used already is the caller's claim (SingleUseClaims), shared by every worker and replica.
   */
  open(token: string, email: string): OpenedAutoLogin | null {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 1 + 12 + 16 + 1 || raw[0] !== VERSION) return null;
    let body: Sealed;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(1, 13));
      decipher.setAAD(AAD);
      decipher.setAuthTag(raw.subarray(13, 29));
      body = JSON.parse(
        Buffer.concat([decipher.update(raw.subarray(29)), decipher.final()]).toString('utf8'),
      ) as Sealed;
    } catch {
      return null;
    }
    if (body.e !== email.trim().toLowerCase() || body.x < this.clock()) return null;
    return { password: body.p, id: body.n, expiresAt: body.x };
  }
}
