import { type IdentityClient, IdentityError, identityUnavailableError } from './identity-client';

/**
 * The gateway's own account at the identity provider (requirements: "Service identity"): anonymous shoppers' calls to the REST services
 * (catalogue promotions, coverage, abandoned carts) carry its ID token. Signed in lazily, refreshed before expiry,
 * one sign-in at a time however many requests wait.
 */
export class ServiceIdentity {
  private token: { idToken: string; refreshToken: string | undefined; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly identity: IdentityClient,
    private readonly clientId: string,
    private readonly username: string,
    private readonly password: string,
    private readonly clock: () => number = Date.now,
  ) {}

  idToken(): Promise<string> {
    // A minute of margin: a token must not expire between here and the upstream.
    if (this.token && this.token.expiresAt - 60_000 > this.clock()) return Promise.resolve(this.token.idToken);
    this.pending ??= this.renew()
      .catch((error: unknown) => {
        // The provider down, or refusing the gateway's own account: the services are unavailable to this request
        // (UPSTREAM_UNAVAILABLE / UPSTREAM_TIMEOUT), never the shopper's fault.
        throw error instanceof IdentityError ? identityUnavailableError(error) : error;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** Forgets the token (an upstream refused it), so the next call signs in again. */
  invalidate(): void {
    this.token = undefined;
  }

  private async renew(): Promise<string> {
    let result: Awaited<ReturnType<IdentityClient['signIn']>> | undefined;
    if (this.token?.refreshToken) {
      result = await this.identity.refresh(this.clientId, this.token.refreshToken).catch(() => undefined);
    }
    result ??= await this.identity.signIn(this.clientId, this.username, this.password);
    this.token = {
      idToken: result.IdToken,
      refreshToken: result.RefreshToken ?? this.token?.refreshToken,
      expiresAt: this.clock() + result.ExpiresIn * 1000,
    };
    return result.IdToken;
  }
}
