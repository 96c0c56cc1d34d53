import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

/** What the gateway reads from a verified Cognito ID token. */
export interface IdTokenClaims {
  sub: string;
  email: string | null;
  groups: string[];
  documentType: string | null;
  documentNumber: string | null;
  givenName: string | null;
  familyName: string | null;
  phoneNumber: string | null;
  birthdate: string | null;
  /** Seconds since the epoch. */
  exp: number;
}

export interface TokenVerifierOptions {
  issuer: string;
  jwksUri: string;
  /** The app clients whose ID tokens are accepted (the storefront's, partners'). */
  audience: string[];
  timeoutMs: number;
}

/** JWKS over plain fetch: aws-jwt-verify's default fetcher refuses http://, which the local provider uses. */
const fetchJwks = (timeoutMs: number) => ({
  fetch: async (uri: string) => {
    const response = await fetch(uri, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`JWKS answered HTTP ${response.status}`);
    return response.arrayBuffer();
  },
});

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Verifies ID tokens: RS256 signature against the provider's JWKS, issuer, audience (client), token_use 'id' and
 * expiry. Throws on any failure; the caller decides what an invalid token means.
 */
export function createIdTokenVerifier(options: TokenVerifierOptions): (token: string) => Promise<IdTokenClaims> {
  const verifier = JwtVerifier.create(
    {
      issuer: options.issuer,
      jwksUri: options.jwksUri,
      audience: options.audience,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: fetchJwks(options.timeoutMs) }) },
  );
  return async (token) => {
    const payload = await verifier.verify(token);
    const groups = payload['cognito:groups'];
    return {
      sub: String(payload.sub),
      email: text(payload.email),
      groups: Array.isArray(groups) ? groups.map(String) : [],
      documentType: text(payload['custom:documentType']),
      documentNumber: text(payload['custom:documentNumber']),
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      phoneNumber: text(payload.phone_number),
      birthdate: text(payload.birthdate),
      exp: Number(payload.exp),
    };
  };
}
