import { ErrorCode, gatewayError } from '../errors/codes';
import type { CircuitBreaker } from '../upstreams/resilience/circuit-breaker';
import { throughIdentityCircuit } from './identity-circuit';

/**
 * The few Cognito user-pool calls the gateway makes (JSON 1.1 protocol over fetch): the service account's sign-in
 * and refresh, and GetUser to check that a customer's session is still alive.
 */

/**
 * What a failed identity call means: `refused`, the provider answered and said no (the session or the credentials
 * are no good: sign in again); `timeout`, it did not answer in IDENTITY_TIMEOUT_MS; `unavailable`, it could not be
 * reached, failed (5xx, throttling, an error that is not a refusal) or answered something unreadable. Only `refused`
 * may end a shopper's session.
 */
export type IdentityFailure = 'refused' | 'timeout' | 'unavailable';

/** The provider's errors that refuse the caller (Cognito's names); every other error is an outage. */
export const IDENTITY_REFUSALS: ReadonlySet<string> = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'ChallengeRequired',
]);

export class IdentityError extends Error {
  constructor(
    /** Cognito's error name, e.g. NotAuthorizedException; `NetworkError` when the provider was not reached. */
    override readonly name: string,
    message: string,
    readonly failure: IdentityFailure = IDENTITY_REFUSALS.has(name) ? 'refused' : 'unavailable',
  ) {
    super(message);
  }
}

/** True for a timeout or abort (fetch rejects with the signal's reason, a DOMException named TimeoutError). */
function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** A failure to reach or read the identity provider, as an IdentityError (timeout or unavailable). */
export function identityOutage(error: unknown, what = 'the identity provider'): IdentityError {
  if (error instanceof IdentityError) return error;
  if (isTimeout(error)) return new IdentityError('TimeoutError', `No answer from ${what} in time`, 'timeout');
  return new IdentityError('NetworkError', error instanceof Error ? error.message : String(error), 'unavailable');
}

/**
 * The coded GraphQL error for an identity call that did not get a refusal: UPSTREAM_TIMEOUT or UPSTREAM_UNAVAILABLE
 * (`extensions.upstream: 'identity'`). Clients keep the session on these and retry later; only UNAUTHENTICATED means
 * signed out.
 */
export function identityUnavailableError(error: IdentityError) {
  return error.failure === 'timeout'
    ? gatewayError(ErrorCode.UPSTREAM_TIMEOUT, 'The identity provider did not answer in time. Try again shortly.', {
        upstream: 'identity',
      })
    : gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The identity provider could not be reached. Try again shortly.', {
        upstream: 'identity',
        ...(error.name === 'CircuitOpen' ? { circuit: 'open' } : {}),
      });
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
