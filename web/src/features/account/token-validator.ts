import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { IdentityConfig } from './identity-config';

type Verifier = { verify: (token: string) => Promise<unknown> };

/**
 * Checks the tokens Amplify reads from the request's cookies before a server component trusts them: signature
 * (the issuer's JWKS), issuer, expiry, token use and the storefront's app client. The Next adapter's own check only
 * knows Cognito's regional issuer, so it would refuse the sandbox's tokens; this one follows the configuration.
 */
export function createTokenValidator(config: IdentityConfig) {
  const verifiers = new Map<'id' | 'access', Verifier>();
  const verifierFor = (use: 'id' | 'access'): Verifier => {
    let verifier = verifiers.get(use);
    if (!verifier) {
      verifier = JwtRsaVerifier.create({
        issuer: config.issuer,
        jwksUri: `${config.issuer}/.well-known/jwks.json`,
        audience: use === 'id' ? config.userPoolClientId : null,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== use) throw new Error(`token_use is not ${use}`);
          if (use === 'access' && payload.client_id !== config.userPoolClientId) throw new Error('wrong client_id');
        },
      });
      verifiers.set(use, verifier);
    }
    return verifier;
  };
  return {
    /** Amplify's storage validator: false drops the cookie's token, as if signed out. */
    getItem: async (key: string, value: string): Promise<boolean> => {
      const use = key.endsWith('.accessToken') ? 'access' : key.endsWith('.idToken') ? 'id' : null;
      if (!use) return true;
      try {
        await verifierFor(use).verify(value);
        return true;
      } catch {
        return false;
      }
    },
  };
}
