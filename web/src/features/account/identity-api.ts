import { z } from 'zod';
import type { ServerIdentityConfig } from './identity-config';

/**
 * The user-pool calls the storefront's server makes for its customers (Cognito's JSON 1.1 API over fetch, which the
 * sandbox's provider plays): sign-in and its challenges, refresh, the liveness check, password change and reset,
 * and the refresh token's revocation. The browser never talks to the pool: the tokens stay on this server.
 */

/** The provider's error, by Cognito's name (`NetworkError` when it was not reached or answered nonsense). */
export class IdentityApiError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    /** True when the provider answered with a refusal, false for an outage (unreachable, 5xx, unreadable). */
    readonly refusal: boolean,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

/**
 * The identity library's retry rule: network failures and HTTP 429, 500, 502, 503, 504 are tried again, at most 3
 * times, after 250 ms, 500 ms, 1 s (back-off capped at 5 s). A call that timed out is not: the provider is hung, and
 * a shopper would wait 10 s more per try; they are told at once that the service is unavailable.
 */
const RETRIES = 3;
const RETRY_BASE_MS = 250;
const RETRY_CAP_MS = 5_000;
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

class RetryableFailure extends Error {
  constructor(readonly failure: IdentityApiError) {
    super(failure.message);
  }
}

const AuthenticationResult = z.object({
  IdToken: z.string().min(1),
  AccessToken: z.string().min(1),
  RefreshToken: z.string().min(1).optional(),
  ExpiresIn: z.number().optional(),
});
export type AuthenticationResult = z.infer<typeof AuthenticationResult>;

const AuthAnswer = z.object({
  AuthenticationResult: AuthenticationResult.optional(),
  ChallengeName: z.string().optional(),
  Session: z.string().optional(),
  ChallengeParameters: z.record(z.string(), z.string()).optional(),
});

/** A sign-in step's answer: tokens, or a challenge to answer with its `Session`. */
export type AuthOutcome =
  | { kind: 'tokens'; tokens: AuthenticationResult }
  | { kind: 'challenge'; name: string; session: string; parameters: Record<string, string> };

function outcomeOf(answer: z.infer<typeof AuthAnswer>): AuthOutcome {
  if (answer.AuthenticationResult) return { kind: 'tokens', tokens: answer.AuthenticationResult };
  if (answer.ChallengeName && answer.Session) {
    return {
      kind: 'challenge',
      name: answer.ChallengeName,
      session: answer.Session,
      parameters: answer.ChallengeParameters ?? {},
    };
  }
  throw new IdentityApiError('NetworkError', 'Malformed sign-in answer from the identity provider', false);
}

/** Cognito's regional endpoint for the pool, unless an endpoint speaking its API is configured (the sandbox). */
export function identityEndpoint(config: ServerIdentityConfig): string {
  if (config.endpoint) return `${config.endpoint}/`;
  const region = config.userPoolId.split('_')[0];
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

export function createIdentityApi(config: ServerIdentityConfig, fetcher: typeof fetch = fetch) {
  const endpoint = identityEndpoint(config);
  const clientId = config.userPoolClientId;

  async function call<T>(operation: string, body: Record<string, unknown>, shape: z.ZodType<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await callOnce(operation, body, shape);
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        if (attempt >= RETRIES) throw error.failure;
        await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt)));
      }
    }
  }

  async function callOnce<T>(operation: string, body: Record<string, unknown>, shape: z.ZodType<T>): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetcher(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
        cache: 'no-store',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const failure = new IdentityApiError(
        'NetworkError',
        error instanceof Error ? error.message : String(error),
        false,
      );
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw timedOut ? failure : new RetryableFailure(failure);
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new IdentityApiError('NetworkError', `Unreadable answer (HTTP ${response.status})`, false);
    }
    if (!response.ok) {
      const error = z.object({ __type: z.string().optional(), message: z.string().optional() }).safeParse(parsed);
      const type = (error.success ? error.data.__type : undefined) ?? response.headers.get('x-amzn-errortype') ?? '';
      const name = type.split('#').pop()?.split(':')[0] || 'UnknownError';
      const message = (error.success ? error.data.message : undefined) ?? `HTTP ${response.status}`;
      const failure = new IdentityApiError(name, message, response.status < 500 && response.status !== 429);
      throw RETRYABLE_STATUS.has(response.status) ? new RetryableFailure(failure) : failure;
    }
    const result = shape.safeParse(parsed);
    if (!result.success) throw new IdentityApiError('NetworkError', `Malformed ${operation} answer`, false);
    return result.data;
  }

  return {
    async signIn(username: string, password: string): Promise<AuthOutcome> {
      const answer = await call(
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: username, PASSWORD: password },
        },
        AuthAnswer,
      );
      return outcomeOf(answer);
    },

    async respondToChallenge(name: string, session: string, responses: Record<string, string>): Promise<AuthOutcome> {
      const answer = await call(
        'RespondToAuthChallenge',
        { ClientId: clientId, ChallengeName: name, Session: session, ChallengeResponses: responses },
        AuthAnswer,
      );
      return outcomeOf(answer);
    },

    /** New ID and access tokens from the refresh token (the answer carries no new refresh token unless rotated). */
    async refresh(refreshToken: string): Promise<AuthenticationResult> {
      const answer = await call(
        'InitiateAuth',
        { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } },
        z.object({ AuthenticationResult }),
      );
      return answer.AuthenticationResult;
    },

    /** Refused once the session is over (revoked, global sign-out, disabled or deleted user). */
    async getUser(accessToken: string): Promise<void> {
      await call('GetUser', { AccessToken: accessToken }, z.object({ Username: z.string() }));
    },

    async changePassword(accessToken: string, previous: string, proposed: string): Promise<void> {
      await call(
        'ChangePassword',
        { AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed },
        z.object({}),
      );
    },

    async revoke(refreshToken: string): Promise<void> {
      await call('RevokeToken', { Token: refreshToken, ClientId: clientId }, z.object({}));
    },

    /** Sends a reset code; answers where it went (masked). */
    async forgotPassword(username: string): Promise<string | null> {
      const answer = await call(
        'ForgotPassword',
        { ClientId: clientId, Username: username },
        z.object({ CodeDeliveryDetails: z.object({ Destination: z.string().optional() }).optional() }),
      );
      return answer.CodeDeliveryDetails?.Destination ?? null;
    },

    async confirmForgotPassword(username: string, code: string, password: string): Promise<void> {
      await call(
        'ConfirmForgotPassword',
        { ClientId: clientId, Username: username, ConfirmationCode: code, Password: password },
        z.object({}),
      );
    },
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
