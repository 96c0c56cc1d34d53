/**
 * What production accepts as a secret (the gateway's and the storefront's start-up checks): a value nobody else can
 * know. Refused:
 *
 * - a development default or an example value from this repository (`.env.example`, `deploy/cuida.env.example`, the
 *   settings' defaults): anyone who reads the repository has it;
 * - a key (32 bytes, base64) that is not 32 bytes, or whose bytes are one byte repeated, a repeated pattern, or too few
 *   different bytes to be random;
 * - a token (any other secret) worth under 128 bits by the characters it uses, a repeated pattern, mostly one
 *   character or mostly a run of neighbouring characters (`abcd…`, `1234…`);
 * - the same value for secrets of different kinds (a leak of one would open the other). Keys of one kind may repeat
 *   (the storefront's own partner key is listed in the gateway's partner keys).
 *
 * Each message names the variable and how to generate a good value. Pure: the callers read the environment.
 */

/** What a secret is for; two kinds never share a value. */
export type SecretKind =
  | 'autoLoginKey'
  | 'orderAccessKey'
  | 'shopperProxySecret'
  | 'commerceAppToken'
  | 'partnerKey'
  | 'revalidateSecret'
  | 'sessionCookieKey'
  | 'identityAdminSecret';

export interface Secret {
  /** The environment variable it comes from, as messages name it. */
  variable: string;
  kind: SecretKind;
  /** `key`: 32 bytes in base64 (or base64url); `token`: any other string. */
  format: 'key' | 'token';
  value: string;
}

export const GENERATE_KEY = 'openssl rand -base64 32';
export const GENERATE_TOKEN = 'openssl rand -hex 32';

/**
 * The repository's development defaults and example values (deploy/test keeps this list in step with the example
 * files). Compared without case and surrounding spaces.
 */
export const KNOWN_SECRET_VALUES: readonly string[] = [
  // Development defaults of the gateway, the storefront and the sandbox.
  'cuida-sandbox-commerce-app-token',
  'cuida-development-shopper-proxy-secret-not-for-production',
  // The sandbox identity provider's development administrator key (secret access key).
  'cuidaSandboxIdentityAdminSecretKeyNotForProduction',
  // The development order-access key (32 bytes of "cuida-development-order-access" repeated), base64.
  'Y3VpZGEtZGV2ZWxvcG1lbnQtb3JkZXItYWNjZXNzY3U=',
  // The development session-cookie key (32 bytes of "cuida-development-session-cookie"), base64.
  'Y3VpZGEtZGV2ZWxvcG1lbnQtc2Vzc2lvbi1jb29raWU=',
  // The example files.
  'change-me',
  'change-me-to-a-long-random-token',
  'change-me-to-at-least-32-random-characters',
  'change-me-to-a-long-random-key',
];

const KEY_BYTES = 32;
const MIN_TOKEN_BITS = 128;

/** Base64 or base64url, padded or not, as bytes; null when it is neither. */
export function decodeBase64(value: string): Uint8Array | null {
  const text = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.replace(/=+$/, '').length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/=+$/, '').padEnd(Math.ceil(text.replace(/=+$/, '').length / 4) * 4, '='));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The length of the shortest unit the sequence repeats (its own length when it repeats nothing). */
export function shortestPeriod<T>(items: readonly T[]): number {
  for (let period = 1; period <= items.length / 2; period++) {
    let repeats = true;
    for (let index = period; index < items.length && repeats; index++) repeats = items[index] === items[index - period];
    if (repeats) return period;
  }
  return items.length;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** A development default or an example value, as written or (for keys) as the same bytes. */
export function isKnownValue(secret: Pick<Secret, 'format' | 'value'>): boolean {
  const value = secret.value.trim().toLowerCase();
  if (KNOWN_SECRET_VALUES.some((known) => known.toLowerCase() === value)) return true;
  if (secret.format !== 'key') return false;
  const bytes = decodeBase64(secret.value);
  return (
    bytes !== null &&
    KNOWN_SECRET_VALUES.some((known) => {
      const knownBytes = decodeBase64(known);
      return knownBytes !== null && knownBytes.length === KEY_BYTES && sameBytes(bytes, knownBytes);
    })
  );
}

/** Why a key is weak, or null: 32 bytes that could have come from a random source. */
export function weakKeyReason(value: string): string | null {
  const bytes = decodeBase64(value);
  if (!bytes || bytes.length !== KEY_BYTES) return `must be ${KEY_BYTES} bytes, base64-encoded`;
  const list = [...bytes];
  const distinct = new Set(list).size;
  if (distinct === 1) return 'is one byte repeated';
  if (shortestPeriod(list) < list.length) return 'is a repeated pattern';
  // 32 random bytes have about 30 different values; fewer than 16 happens by chance far less than once in 2^64.
  if (distinct < 16) return 'has too few different bytes to be random';
  return null;
}

/** Bits a token of this length is worth at most, by the classes of characters it uses. */
export function tokenBits(value: string): number {
  const classes = [
    [/[0-9]/, 10],
    [/[a-z]/, 26],
    [/[A-Z]/, 26],
    [/[^0-9a-zA-Z]/, 33],
  ] as const;
  const alphabet = classes.reduce((size, [pattern, count]) => (pattern.test(value) ? size + count : size), 0);
  return alphabet > 1 ? [...value].length * Math.log2(alphabet) : 0;
}

/** Why a token is weak, or null. */
export function weakTokenReason(value: string): string | null {
  const characters = [...value];
  const bits = tokenBits(value);
  if (bits < MIN_TOKEN_BITS) return `is worth ${Math.floor(bits)} bits at most (${MIN_TOKEN_BITS} needed)`;
  if (shortestPeriod(characters) < characters.length) return 'is a repeated pattern';
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  // Over half the characters: random tokens never get there (a third did: one 32-character hex token in about
  // 30,000 has a character 11 times, and was refused).
  if (Math.max(...counts.values()) > characters.length / 2) return 'is mostly one character';
  let neighbours = 0;
  for (let index = 1; index < characters.length; index++) {
    const step = (characters[index]?.codePointAt(0) ?? 0) - (characters[index - 1]?.codePointAt(0) ?? 0);
    if (Math.abs(step) <= 1) neighbours++;
  }
  if (neighbours > (characters.length - 1) / 2) return 'is mostly a run of neighbouring characters';
  return null;
}

function how(secret: Secret): string {
  return `generate one with \`${secret.format === 'key' ? GENERATE_KEY : GENERATE_TOKEN}\``;
}

/** The problems of one secret on its own. */
export function secretProblem(secret: Secret): string | null {
  if (isKnownValue(secret)) {
    return `${secret.variable} is a development default or an example value from the repository: ${how(secret)}.`;
  }
  const weak = secret.format === 'key' ? weakKeyReason(secret.value) : weakTokenReason(secret.value);
  return weak ? `${secret.variable} ${weak}: ${how(secret)}.` : null;
}

/** The comparable form of a secret: a key's bytes (whatever its base64 spelling), else its text. */
function fingerprint(secret: Secret): string {
  const bytes = secret.format === 'key' ? decodeBase64(secret.value) : null;
  return bytes && bytes.length === KEY_BYTES ? `bytes:${[...bytes].join(',')}` : `text:${secret.value.trim()}`;
}

/** Secrets of different kinds with the same value (as text, or as the same key bytes). */
export function sharedSecretProblems(secrets: readonly Secret[]): string[] {
  const problems: string[] = [];
  for (let i = 0; i < secrets.length; i++) {
    for (let j = i + 1; j < secrets.length; j++) {
      const a = secrets[i];
      const b = secrets[j];
      if (!a || !b || a.kind === b.kind) continue;
      const sameText = a.value.trim() === b.value.trim();
      if (sameText || fingerprint(a) === fingerprint(b)) {
        problems.push(`${a.variable} and ${b.variable} must differ (secrets of different kinds): ${how(b)}.`);
      }
    }
  }
  return problems;
}

/** Every problem of a production configuration's secrets (empty: accepted). Unset secrets are the caller's check. */
export function productionSecretProblems(secrets: readonly Secret[]): string[] {
  const present = secrets.filter((secret) => secret.value.trim() !== '');
  return [
    ...present.map(secretProblem).filter((problem): problem is string => problem !== null),
    ...sharedSecretProblems(present),
  ];
}

/** Throws one error listing every problem, for start-up checks. */
export function assertProductionSecrets(secrets: readonly Secret[]): void {
  const problems = productionSecretProblems(secrets);
  if (problems.length > 0) throw new Error(`Production refuses these secrets:\n- ${problems.join('\n- ')}`);
}
