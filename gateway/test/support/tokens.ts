import { generateKeyPair, SignJWT } from 'jose';
import { loadOrCreateKeyRing } from '../../../sandbox/src/identity/keys';
import type { TestStack } from './stack';

export interface SignOptions {
  issuer?: string;
  /** Seconds from now; negative for an expired token; null for none. Default one hour. */
  expiresIn?: number | null;
  kid?: string;
  /** Sign with a key of another pool (its own key pair) instead of the sandbox provider's. */
  foreignKey?: boolean;
}

/**
 * An ID token for the stack's identity provider, signed with the provider's own key (sandbox/src/identity/keys.ts)
 * unless `foreignKey`: the claims a test needs on top of a valid token's (`aud` cuida-web-client, `token_use` id).
 */
export async function signIdToken(
  stack: TestStack,
  claims: Record<string, unknown>,
  options: SignOptions = {},
): Promise<string> {
  const { signing } = await loadOrCreateKeyRing(stack.sandbox.db, new Date());
  const key = options.foreignKey ? (await generateKeyPair('RS256')).privateKey : signing.privateKey;
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ token_use: 'id', aud: 'cuida-web-client', email: 'forged@cuida.pe', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? signing.kid })
    .setSubject(typeof claims.sub === 'string' ? claims.sub : 'forged-sub')
    .setIssuer(options.issuer ?? stack.gateway.services.config.identity.issuer)
    .setIssuedAt(now - 60);
  if (options.expiresIn !== null) jwt.setExpirationTime(now + (options.expiresIn ?? 3600));
  return jwt.sign(key);
}

/** A token's claims, unverified (tests read their own sessions' `sub`, `email`…). */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The same token with one character of its signature changed. */
export function tampered(token: string): string {
  const [head, body, signature] = token.split('.');
  return `${head}.${body}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
}
