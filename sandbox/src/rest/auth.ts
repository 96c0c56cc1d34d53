/**
 * Verification of the bearer ID tokens the REST bases accept: RS256 tokens of the identity provider (Cognito
 * user pool), checked against its JWKS, mapped to the caller the business handlers see.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { RestCaller } from './handler';

/** Members of this identity-provider group are service accounts (the gateway's own identity). */
export const SERVICE_ACCOUNT_GROUP = 'service-accounts';
/** Members of this group are pharmacy staff (requirements: "Staff"). */
export const PHARMACY_STAFF_GROUP = 'pharmacy-staff';

export interface IdTokenVerifierOptions {
  /** The provider's JWKS, e.g. http://localhost:9229/<userPoolId>/.well-known/jwks.json. */
  jwksUrl?: string | URL;
  /** A key resolver (e.g. jose's createLocalJWKSet) or a JWK set, instead of jwksUrl. */
  getKeySet?: JWTVerifyGetKey | JSONWebKeySet;
  /** Expected `iss`, e.g. http://localhost:9229/local_cuida. */
  issuer: string;
  /** Expected `aud` (the app client id or ids); unchecked when absent. */
  audience?: string | string[];
  clock?: () => Date;
  /** Tolerated clock skew in seconds (default 0). */
  clockToleranceSeconds?: number;
}

export type IdTokenVerifier = (token: string) => Promise<RestCaller | null>;

/**
 * Resolves to the caller for a valid ID token, or null for anything else: bad signature, unknown key, wrong issuer
 * or audience, expired, or a token that is not an ID token (`token_use` must be `id`: access tokens are refused).
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const keys = resolveKeys(options);
  const clock = options.clock ?? (() => new Date());
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        ...(options.audience !== undefined ? { audience: options.audience } : {}),
        algorithms: ['RS256'],
        currentDate: clock(),
        clockTolerance: options.clockToleranceSeconds ?? 0,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch {
      return null;
    }
    return callerFromClaims(payload);
  };
}

function resolveKeys(options: IdTokenVerifierOptions): JWTVerifyGetKey {
  if (options.getKeySet) {
    return typeof options.getKeySet === 'function' ? options.getKeySet : createLocalJWKSet(options.getKeySet);
  }
  if (options.jwksUrl) return createRemoteJWKSet(new URL(options.jwksUrl));
  throw new Error('createIdTokenVerifier needs jwksUrl or getKeySet');
}

/** Maps verified ID-token claims to the caller; null when the token is not a usable ID token. */
export function callerFromClaims(claims: JWTPayload): RestCaller | null {
  if (claims.token_use !== 'id' || typeof claims.sub !== 'string' || claims.sub === '') return null;
  const rawGroups = claims['cognito:groups'];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((group): group is string => typeof group === 'string')
    : [];
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    sub: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    groups,
    isServiceAccount: groups.includes(SERVICE_ACCOUNT_GROUP),
    documentType: text(claims['custom:documentType']),
    documentNumber: text(claims['custom:documentNumber']),
  };
}
