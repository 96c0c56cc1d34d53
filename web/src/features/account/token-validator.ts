import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { ServerIdentityConfig } from './identity-config';

/**
 * Checks the tokens Amplify reads from the request's cookies before a server component trusts them: signature
 * (the issuer's JWKS), issuer, expiry, token use and the storefront's app client. The Next adapter's own check only
 * knows Cognito's regional issuer over https, so it would refuse the sandbox's tokens; this one follows the
 * configuration.
 */
export function createTokenValidator(config: ServerIdentityConfig) {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  return {
    /** Amplify's storage validator: false drops the cookie's token, as if signed out. */
    getItem: async (key: string, value: string): Promise<boolean> => {
      const use = key.endsWith('.accessToken') ? 'access' : key.endsWith('.idToken') ? 'id' : null;
      if (!use) return true;
      try {
        const { payload } = await jwtVerify(value, keys, {
          issuer: config.issuer,
          algorithms: ['RS256'],
          ...(use === 'id' ? { audience: config.userPoolClientId } : {}),
        });
        if (payload.token_use !== use) return false;
        return use === 'id' || payload.client_id === config.userPoolClientId;
      } catch {
        return false;
      }
    },
  };
}
