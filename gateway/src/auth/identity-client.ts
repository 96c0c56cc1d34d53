import type { CircuitBreaker } from '../upstreams/resilience/circuit-breaker';
import { throughIdentityCircuit } from './identity-circuit';
import { IDENTITY_REFUSALS, IdentityError, identityOutage } from './identity-error';

/**
 * The Cognito user-pool calls the gateway makes (JSON 1.1 protocol over fetch): the service account's sign-in and
 * refresh, GetUser to check that a customer's session is still alive, and the account operations behind Saleor's
 * token and account mutations (features/account/saleor).
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

export class IdentityClient {
  constructor(
    private readonly endpoint: string,
    private readonly timeoutMs: number,
    /** The provider's circuit (shared with the JWKS fetcher): an outage fails fast once it opens. */
    private readonly breaker?: CircuitBreaker,
  ) {}

  private call<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    return throughIdentityCircuit(this.breaker, () => this.send<T>(operation, body));
  }

  private async send<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    let text: string;
    try {
      // The timeout covers the body too: a provider that sends headers and then hangs is a timeout as well.
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
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
