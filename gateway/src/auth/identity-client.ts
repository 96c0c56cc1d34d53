/**
 * The few Cognito user-pool calls the gateway makes (JSON 1.1 protocol over fetch): the service account's sign-in
 * and refresh, and GetUser to check that a customer's session is still alive.
 */
export class IdentityError extends Error {
  constructor(
    /** Cognito's error name, e.g. NotAuthorizedException; `NetworkError` when the provider was not reached. */
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

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

export class IdentityClient {
  constructor(
    private readonly endpoint: string,
    private readonly timeoutMs: number,
  ) {}

  private async call<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new IdentityError('NetworkError', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new IdentityError('NetworkError', `Malformed answer from the identity provider (HTTP ${response.status})`);
    }
    if (!response.ok) {
      const error = parsed as { __type?: string; message?: string };
      const name =
        (error.__type ?? response.headers.get('x-amzn-errortype') ?? 'UnknownError').split('#').pop() ?? 'UnknownError';
      throw new IdentityError(name.split(':')[0] ?? name, error.message ?? `HTTP ${response.status}`);
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
    if (!answer.AuthenticationResult) {
      throw new IdentityError('ChallengeRequired', `Sign-in needs ${answer.ChallengeName ?? 'a challenge'}`);
    }
    return answer.AuthenticationResult;
  }

  async refresh(clientId: string, refreshToken: string): Promise<AuthenticationResult> {
    const answer = await this.call<{ AuthenticationResult: AuthenticationResult }>('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    return answer.AuthenticationResult;
  }

  getUser(accessToken: string): Promise<IdentityUser> {
    return this.call<IdentityUser>('GetUser', { AccessToken: accessToken });
  }
}
