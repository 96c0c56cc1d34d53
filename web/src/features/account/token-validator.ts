import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { ServerIdentityConfig } from './identity-config';

/**
 * Checks the tokens read from the session's cookies before the server trusts them: signature (the issuer's JWKS),
 * issuer, expiry, token use and the storefront's app client. The cookies are sealed by this server, so this guards
 * against a leaked sealing key or a token the provider has since rotated its keys away from.
 */
export function createTokenVerifier(config: ServerIdentityConfig) {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  const verify = async (token: string, use: 'id' | 'access'): Promise<JWTPayload | null> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        algorithms: ['RS256'],
        ...(use === 'id' ? { audience: config.userPoolClientId } : {}),
      });
      if (payload.token_use !== use) return null;
      if (use === 'access' && payload.client_id !== config.userPoolClientId) return null;
      return payload;
    } catch (error) {
      // The keys could not be fetched or read: an outage, which the caller must not take for a refusal.
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JWKS_INVALID') throw error;
      return null;
    }
  };
  return {
    /** The ID token's claims when both tokens verify and name the same subject; null otherwise; throws on an outage. */
    async verify(tokens: { idToken: string; accessToken: string }): Promise<JWTPayload | null> {
      const [id, access] = await Promise.all([verify(tokens.idToken, 'id'), verify(tokens.accessToken, 'access')]);
      return id && access && id.sub === access.sub ? id : null;
    },
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
