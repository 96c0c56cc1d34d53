import type { CircuitBreaker } from '../upstreams/resilience/circuit-breaker';
import { throughIdentityCircuit } from './identity-circuit';
import { IDENTITY_REFUSALS, IdentityError, identityOutage } from './identity-error';
import { signRequest } from './sigv4';

/**
 * The Cognito user-pool calls the gateway makes (JSON 1.1 protocol over fetch): the service account's sign-in and
 * refresh, GetUser to check that a customer's session is still alive, and the account operations behind Saleor's
 * token and account mutations (features/account/saleor). The one administrator call, AdminDeleteUser, is signed with
 * the pool's IAM credentials (Signature Version 4) when they are configured.
 */

export {
  IDENTITY_REFUSALS,
  IdentityError,
  type IdentityFailure,
  identityOutage,
  identityUnavailableError,
} from './identity-error';

export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
}

export interface IdentityUser {
  Username: string;
  UserAttributes: { Name: string; Value: string }[];
}

/** The tokens of a sign-in or refresh answer; an answer without them is malformed (an outage, not a refusal). */
function tokensOf(result: AuthenticationResult | undefined): AuthenticationResult {
  if (!result || typeof result.IdToken !== 'string' || typeof result.AccessToken !== 'string') {
    throw new IdentityError('NetworkError', 'Malformed sign-in answer from the identity provider');
  }
  return result;
}

/** IAM credentials allowed the pool's administrator calls, the region they are scoped to and the pool. */
export interface IdentityAdminCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  userPoolId: string;
}

export class IdentityClient {
  constructor(
    private readonly endpoint: string,
    private readonly timeoutMs: number,
    /** The provider's circuit (shared with the JWKS fetcher): an outage fails fast once it opens. */
    private readonly breaker?: CircuitBreaker,
    /** Signs AdminDeleteUser; without them the gateway makes no administrator call. */
    private readonly admin?: IdentityAdminCredentials,
  ) {}

  /** Whether the pool's administrator calls can be made (credentials configured). */
  get canAdminDelete(): boolean {
    return this.admin !== undefined;
  }

  private call<T>(operation: string, body: Record<string, unknown>, signed = false): Promise<T> {
    return throughIdentityCircuit(this.breaker, () => this.send<T>(operation, body, signed));
  }

  /** The request's headers: the JSON protocol's, and for an administrator call its SigV4 signature over them. */
  private headersFor(operation: string, payload: string, signed: boolean): Record<string, string> {
    const headers = {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    };
    if (!signed) return headers;
    if (!this.admin) throw new Error(`${operation} needs the pool's administrator credentials`);
    const { accessKeyId, secretAccessKey, region } = this.admin;
    const { headers: signedHeaders } = signRequest(
      { method: 'POST', url: new URL(this.endpoint), headers, body: payload },
      { accessKeyId, secretAccessKey },
      { region, service: 'cognito-idp' },
    );
    // fetch sets Host from the URL itself (the same value the signature covers).
    const { host: _host, ...rest } = signedHeaders;
    return rest;
  }

  private async send<T>(operation: string, body: Record<string, unknown>, signed: boolean): Promise<T> {
    let response: Response;
    let text: string;
    const payload = JSON.stringify(body);
    const headers = this.headersFor(operation, payload, signed);
    try {
      // The timeout covers the body too: a provider that sends headers and then hangs is a timeout as well.
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw identityOutage(error);
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new IdentityError('NetworkError', `Malformed answer from the identity provider (HTTP ${response.status})`);
    }
    if (!response.ok) {
      const error = (parsed && typeof parsed === 'object' ? parsed : {}) as { __type?: unknown; message?: unknown };
      const type = typeof error.__type === 'string' ? error.__type : undefined;
      const name =
        (type ?? response.headers.get('x-amzn-errortype') ?? 'UnknownError').split('#').pop() ?? 'UnknownError';
      const message = typeof error.message === 'string' ? error.message : `HTTP ${response.status}`;
      const errorName = name.split(':')[0] ?? name;
      // A 5xx is the provider failing, whatever error name it carries; a 4xx refuses only with a refusal's name.
      throw new IdentityError(
        errorName,
        message,
        response.status < 500 && IDENTITY_REFUSALS.has(errorName) ? 'refused' : 'unavailable',
      );
    }
    if (!parsed || typeof parsed !== 'object') {
      throw new IdentityError('NetworkError', 'Malformed answer from the identity provider (not an object)');
    }
    return parsed as T;
  }

  async signIn(clientId: string, username: string, password: string): Promise<AuthenticationResult> {
    const answer = await this.call<{ AuthenticationResult?: AuthenticationResult; ChallengeName?: string }>(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      },
    );
    if (!answer.AuthenticationResult && typeof answer.ChallengeName === 'string') {
      throw new IdentityError('ChallengeRequired', `Sign-in needs ${answer.ChallengeName}`);
    }
    return tokensOf(answer.AuthenticationResult);
  }

  async refresh(clientId: string, refreshToken: string): Promise<AuthenticationResult> {
    const answer = await this.call<{ AuthenticationResult: AuthenticationResult }>('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    return tokensOf(answer.AuthenticationResult);
  }

  /** Sends a password-reset code to the account's e-mail (ForgotPassword). */
  async forgotPassword(clientId: string, username: string): Promise<void> {
    await this.call('ForgotPassword', { ClientId: clientId, Username: username });
  }

  /** Sets a new password with the reset code (ConfirmForgotPassword). */
  async confirmForgotPassword(clientId: string, username: string, code: string, password: string): Promise<void> {
    await this.call('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: username,
      ConfirmationCode: code,
      Password: password,
    });
  }

  /** Changes the signed-in user's password (ChangePassword). */
  async changePassword(accessToken: string, previousPassword: string, proposedPassword: string): Promise<void> {
    await this.call('ChangePassword', {
      AccessToken: accessToken,
      PreviousPassword: previousPassword,
      ProposedPassword: proposedPassword,
    });
  }

  /** Signs the user out everywhere: refresh tokens revoked, access tokens refused (GlobalSignOut). */
  async globalSignOut(accessToken: string): Promise<void> {
    await this.call('GlobalSignOut', { AccessToken: accessToken });
  }

  /** Deletes the signed-in user's account (DeleteUser), as the storefront's security page does. */
  async deleteUser(accessToken: string): Promise<void> {
    await this.call('DeleteUser', { AccessToken: accessToken });
  }

  /**
   * Deletes the account whose subject is `sub` with the pool's administrator right (AdminDeleteUser, IAM credentials
   * limited to `cognito-idp:AdminDeleteUser` on this pool): for a Saleor client that holds only the ID token. The
   * caller has proved that the account's owner asked; the subject comes from the verified token, never a request.
   */
  async adminDeleteUser(sub: string): Promise<void> {
    if (!this.admin) throw new Error("AdminDeleteUser needs the pool's administrator credentials");
    await this.call('AdminDeleteUser', { UserPoolId: this.admin.userPoolId, Username: sub }, true);
  }

  /** Confirms a signed-up account with the code sent to its e-mail (ConfirmSignUp). */
  async confirmSignUp(clientId: string, username: string, code: string): Promise<void> {
    await this.call('ConfirmSignUp', { ClientId: clientId, Username: username, ConfirmationCode: code });
  }

  /** Sends the sign-up confirmation code again (ResendConfirmationCode). */
  async resendConfirmationCode(clientId: string, username: string): Promise<void> {
    await this.call('ResendConfirmationCode', { ClientId: clientId, Username: username });
  }

  /** Changes the signed-in user's own attributes (UpdateUserAttributes). */
  async updateUserAttributes(accessToken: string, attributes: { Name: string; Value: string }[]): Promise<void> {
    await this.call('UpdateUserAttributes', { AccessToken: accessToken, UserAttributes: attributes });
  }

  async getUser(accessToken: string): Promise<IdentityUser> {
    const user = await this.call<Partial<IdentityUser>>('GetUser', { AccessToken: accessToken });
    const attributes = Array.isArray(user.UserAttributes) ? user.UserAttributes : undefined;
    if (typeof user.Username !== 'string' || !attributes) {
      // An answer without the user is the provider misbehaving, not a refusal.
      throw new IdentityError('NetworkError', 'Malformed GetUser answer from the identity provider');
    }
    return { Username: user.Username, UserAttributes: attributes };
  }
}
