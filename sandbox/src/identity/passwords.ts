import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** The pool's password policy: at least 8 characters with an upper-case letter, a lower-case letter and a digit. */
export const PASSWORD_POLICY = {
  minimumLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: false,
} as const;

/** Returns what the password lacks, in Cognito's words, or null when it meets the policy. */
export function passwordPolicyViolation(password: string): string | null {
  if ([...password].length < PASSWORD_POLICY.minimumLength) return 'Password not long enough';
  if (!/\p{Lu}/u.test(password)) return 'Password must have uppercase characters';
  if (!/\p{Ll}/u.test(password)) return 'Password must have lowercase characters';
  if (!/\d/.test(password)) return 'Password must have numeric characters';
  return null;
}

// scrypt cost parameters (N = 2^14, r = 8, p = 1: 16 MiB per hash, well under Node's 32 MiB default maxmem).
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { N: n, r, p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>`, with a fresh random salt per call. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Constant-time comparison against a stored hash; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = await derive(
      password,
      Buffer.from(salt, 'base64'),
      Number(n),
      Number(r),
      Number(p),
      expected.length,
    );
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time a password check takes, against a hash no password matches: a sign-in for an unknown user then
 * takes as long as a wrong password for a known one, so timing does not tell whether an account exists.
 */
export async function verifyPasswordOfNobody(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  await verifyPassword(password, await decoy);
  return false;
}
