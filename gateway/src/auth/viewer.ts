import { ErrorCode, gatewayError } from '../errors/codes';
import { type IdentityClient, IdentityError, identityOutage, identityUnavailableError } from './identity-client';
import type { SignOutRecord } from './sign-outs';
import { type IdTokenClaims, tokenFailureReason } from './token-verifier';

/** Who is calling: nobody, a customer with a verified ID token, or someone whose token failed verification. */
export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'customer'; claims: IdTokenClaims; idToken: string; accessToken: string | null }
  | { kind: 'invalid'; reason: string }
  /** The token could not be checked (the provider's keys could not be fetched): an outage, not a bad token. */
  | { kind: 'unverified'; outage: IdentityError };

export interface Customer {
  claims: IdTokenClaims;
  idToken: string;
  /** The session's access token when the client sent it (X-Access-Token); a Saleor client sends only the ID token. */
  accessToken?: string | null;
}

/**
 * Reads `Authorization: Bearer <ID token>` (and `X-Access-Token`, the session's access token). A bad token does not
 * fail the request here: anonymous operations still answer, customer-only ones refuse it.
 */
export async function viewerFromHeaders(
  headers: Headers,
  verifyIdToken: (token: string) => Promise<IdTokenClaims>,
): Promise<Viewer> {
  const authorization = headers.get('authorization');
  if (!authorization) return { kind: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match?.[1]) return { kind: 'invalid', reason: 'The Authorization header must be "Bearer <ID token>".' };
  try {
    const claims = await verifyIdToken(match[1]);
    return { kind: 'customer', claims, idToken: match[1], accessToken: headers.get('x-access-token')?.trim() || null };
  } catch (error) {
    if (error instanceof IdentityError && error.failure !== 'refused') return { kind: 'unverified', outage: error };
    // A short generic reason: the verifier's own messages quote the expected issuer, the client ids and the token.
    return { kind: 'invalid', reason: tokenFailureReason(error) };
  }
}

/**
 * Confirms a customer's session is still alive at the identity provider (a signed token outlives a sign-out, a
 * revoked refresh token or a disabled user). Answers are kept briefly so a page's several calls cost one check.
 */
export class SessionChecker {
  private readonly cache = new Map<string, { sub: string; until: number }>();

  constructor(
    private readonly identity: IdentityClient,
    /** Sign-outs made through the gateway: what refuses an ID token sent alone (see sign-outs.ts). */
    private readonly signOuts?: SignOutRecord,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  async requireCustomer(viewer: Viewer): Promise<Customer> {
    if (viewer.kind === 'anonymous') {
      throw gatewayError(
        ErrorCode.UNAUTHENTICATED,
        'This operation needs a signed-in customer (Authorization: Bearer <ID token>).',
      );
    }
    // The provider's outage is not the shopper's: UPSTREAM_UNAVAILABLE / UPSTREAM_TIMEOUT, never UNAUTHENTICATED.
    if (viewer.kind === 'unverified') throw identityUnavailableError(viewer.outage);
    if (viewer.kind === 'invalid') {
      throw gatewayError(ErrorCode.UNAUTHENTICATED, `The session token was refused: ${viewer.reason}`);
    }
    // Signed out everywhere through the gateway after this token's sign-in: refused, with or without the access token.
    const signedOutAt = this.signOuts ? await this.signOuts.signedOutAt(viewer.claims.sub) : null;
    if (signedOutAt !== null && (viewer.claims.authTime ?? 0) <= signedOutAt) {
      throw gatewayError(
        ErrorCode.UNAUTHENTICATED,
        'The session has ended (signed out, revoked or disabled). Sign in again.',
      );
    }
    if (!viewer.accessToken) {
      // A Saleor client (`@saleor/auth-sdk`) sends the ID token alone: accepted while it lives (sign-outs above).
      if (!this.signOuts) {
        throw gatewayError(
          ErrorCode.UNAUTHENTICATED,
          "Customer operations also need the session's access token in X-Access-Token.",
        );
      }
      return { claims: viewer.claims, idToken: viewer.idToken, accessToken: null };
    }
    const sub = await this.liveSub(viewer.accessToken);
    if (sub !== viewer.claims.sub) {
      throw gatewayError(ErrorCode.UNAUTHENTICATED, 'The access token and the ID token belong to different sessions.');
    }
    return { claims: viewer.claims, idToken: viewer.idToken, accessToken: viewer.accessToken };
  }

  private async liveSub(accessToken: string): Promise<string> {
    const now = Date.now();
    const cached = this.cache.get(accessToken);
    if (cached && cached.until > now) return cached.sub;
    try {
      const user = await this.identity.getUser(accessToken);
      const sub = user.UserAttributes.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username;
      if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value ?? '');
      this.cache.set(accessToken, { sub, until: now + this.ttlMs });
      return sub;
    } catch (error) {
      // Only the provider's refusal (NotAuthorizedException, UserNotFoundException…) ends the session; a provider
      // that fails, hangs or answers nonsense is an outage, and the shopper stays signed in.
      const cause = error instanceof IdentityError ? error : identityOutage(error);
      if (cause.failure !== 'refused') throw identityUnavailableError(cause);
      throw gatewayError(
        ErrorCode.UNAUTHENTICATED,
        'The session has ended (signed out, revoked or disabled). Sign in again.',
      );
    }
  }
}
