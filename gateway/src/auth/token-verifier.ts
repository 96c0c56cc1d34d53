import { JwtVerifier } from 'aws-jwt-verify';
import {
  FetchError,
  JwksNotAvailableInCacheError,
  JwtExpiredError,
  JwtInvalidAudienceError,
  JwtInvalidIssuerError,
  JwtInvalidSignatureAlgorithmError,
  JwtInvalidSignatureError,
  JwtNotBeforeError,
  JwtParseError,
  JwtWithoutValidKidError,
  KidNotFoundInJwksError,
  WaitPeriodNotYetEndedJwkError,
} from 'aws-jwt-verify/error';
import { isJwks, SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { CircuitBreaker } from '../upstreams/resilience/circuit-breaker';
import { throughIdentityCircuit } from './identity-circuit';
import { IdentityError, identityOutage } from './identity-client';

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
  /** When the user signed in (seconds since the epoch): kept by the tokens a refresh issues. */
  authTime: number | null;
}

export interface TokenVerifierOptions {
  issuer: string;
  jwksUri: string;
  /** The app clients whose ID tokens are accepted (the storefront's, partners'). */
  audience: string[];
  timeoutMs: number;
  /** The identity provider's circuit (shared with IdentityClient). */
  breaker?: CircuitBreaker;
}

/**
 * JWKS over plain fetch: aws-jwt-verify's default fetcher refuses http://, which the local provider uses. Failing to
 * get the keys (no answer, an error status, a body that is not a JWKS) is an identity outage (IdentityError, timeout
 * or unavailable), which the viewer tells apart from an invalid token.
 */
const fetchJwks = (timeoutMs: number, breaker?: CircuitBreaker) => ({
  fetch: (uri: string) => throughIdentityCircuit(breaker, () => fetchJwksOnce(uri, timeoutMs)),
});

async function fetchJwksOnce(uri: string, timeoutMs: number): Promise<ArrayBuffer> {
  let body: ArrayBuffer;
  let status: number;
  try {
    const response = await fetch(uri, { signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    body = await response.arrayBuffer();
  } catch (error) {
    throw identityOutage(error, "the identity provider's keys (JWKS)");
  }
  if (status < 200 || status > 299) throw new IdentityError('JwksUnavailable', `JWKS answered HTTP ${status}`);
  let jwks: unknown;
  try {
    jwks = JSON.parse(new TextDecoder().decode(body));
  } catch {
    jwks = undefined;
  }
  if (!isJwks(jwks as Parameters<typeof isJwks>[0])) {
    throw new IdentityError('JwksUnavailable', 'Malformed JWKS from the identity provider');
  }
  return body;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A refusal of our own checks, with the short reason clients may see. */
export class TokenRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TokenRefusedError';
  }
}

/**
 * A short, generic reason for a refused token, safe to send to any client: never the expected issuer, the accepted
 * client ids, the key ids or any part of the token (aws-jwt-verify's own messages quote them).
 */
export function tokenFailureReason(error: unknown): string {
  if (error instanceof TokenRefusedError) return error.reason;
  if (error instanceof JwtExpiredError) return 'expired';
  if (error instanceof JwtNotBeforeError) return 'not yet valid';
  if (error instanceof JwtInvalidIssuerError) return 'wrong issuer';
  if (error instanceof JwtInvalidAudienceError) return 'wrong audience';
  if (
    error instanceof JwtInvalidSignatureError ||
    error instanceof JwtInvalidSignatureAlgorithmError ||
    error instanceof KidNotFoundInJwksError ||
    error instanceof JwtWithoutValidKidError
  ) {
    return 'invalid signature';
  }
  if (error instanceof JwtParseError) return 'malformed token';
  if (
    error instanceof FetchError ||
    error instanceof JwksNotAvailableInCacheError ||
    error instanceof WaitPeriodNotYetEndedJwkError
  ) {
    return 'signing keys unavailable';
  }
  return 'invalid token';
}

/**
 * Verifies ID tokens: RS256 signature against the provider's JWKS, issuer, audience (client), token_use 'id' and
 * expiry. Throws on any failure (an IdentityError that is not a refusal when the keys could not be fetched: an outage,
 * not an invalid token); the caller decides what an invalid token means.
 */
export function createIdTokenVerifier(options: TokenVerifierOptions): (token: string) => Promise<IdTokenClaims> {
  const verifier = JwtVerifier.create(
    {
      issuer: options.issuer,
      jwksUri: options.jwksUri,
      audience: options.audience,
      // aws-jwt-verify checks `exp` only when present: a token without one would never expire. Refusals carry a
      // short reason for clients (tokenFailureReason).
      customJwtCheck: ({ payload }) => {
        if (typeof payload.exp !== 'number') throw new TokenRefusedError('no expiry');
        if (payload.token_use !== 'id') throw new TokenRefusedError('not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: fetchJwks(options.timeoutMs, options.breaker) }) },
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
      authTime: typeof payload.auth_time === 'number' ? payload.auth_time : null,
    };
  };
}
