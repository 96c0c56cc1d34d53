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
  /** The sign-in's device, remembered with ConfirmDevice (the pool tracks devices). */
  NewDeviceMetadata: z
    .object({ DeviceKey: z.string().min(1).max(55) })
    .loose()
    .optional(),
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

/**
 * One call to the user pool's JSON API. Its failures are IdentityApiError; a RetryableFailure wraps the ones a second
 * try may mend (the network, 429 and 5xx answers; never a timeout).
 */
async function poolCall<T>(
  endpoint: string,
  fetcher: typeof fetch,
  operation: string,
  body: Record<string, unknown>,
  shape: z.ZodType<T>,
): Promise<T> {
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
    const failure = new IdentityApiError('NetworkError', error instanceof Error ? error.message : String(error), false);
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

  const callOnce = <T>(operation: string, body: Record<string, unknown>, shape: z.ZodType<T>) =>
    poolCall(endpoint, fetcher, operation, body, shape);

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

/** The pool's DeviceType as the security page reads it. */
const Device = z.object({
  DeviceKey: z.string(),
  DeviceAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).optional(),
  DeviceCreateDate: z.number().optional(),
  DeviceLastAuthenticatedDate: z.number().optional(),
});

export interface RememberedDevice {
  key: string;
  name: string | null;
  /** ISO 8601; null when the pool did not say. */
  lastSignIn: string | null;
  created: string | null;
}

const isoOf = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000).toISOString());

function deviceOf(device: z.infer<typeof Device>): RememberedDevice {
  const name = device.DeviceAttributes?.find((attribute) => attribute.Name === 'device_name')?.Value ?? null;
  return {
    key: device.DeviceKey,
    name,
    lastSignIn: isoOf(device.DeviceLastAuthenticatedDate),
    created: isoOf(device.DeviceCreateDate),
  };
}

/** The second factors this storefront offers (the pool's names); SMS is not configured in the pool. */
export const SECOND_FACTORS = ['EMAIL_OTP', 'SOFTWARE_TOKEN_MFA'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

export interface SecondFactorSettings {
  enabled: SecondFactor[];
  preferred: SecondFactor | null;
}

const isSecondFactor = (value: string): value is SecondFactor => (SECOND_FACTORS as readonly string[]).includes(value);

/**
 * The account-security calls (Cognito's user-pool API with the customer's access token): remembered devices, second
 * factors, sign-out everywhere and deletion. Made by this server only, from the session's sealed cookies.
 */
export function createSecurityApi(config: ServerIdentityConfig, fetcher: typeof fetch = fetch) {
  const endpoint = identityEndpoint(config);

  async function call<T>(operation: string, body: Record<string, unknown>, shape: z.ZodType<T>): Promise<T> {
    try {
      return await poolCall(endpoint, fetcher, operation, body, shape);
    } catch (error) {
      // These calls are not tried again: the customer repeats the action.
      throw error instanceof RetryableFailure ? error.failure : error;
    }
  }

  return {
    /** Remembers this sign-in's device under a name the customer will recognise. */
    async confirmDevice(accessToken: string, deviceKey: string, deviceName: string): Promise<void> {
      await call(
        'ConfirmDevice',
        { AccessToken: accessToken, DeviceKey: deviceKey, DeviceName: deviceName },
        z.object({}).loose(),
      );
    },

    /** One page of remembered devices (at most `limit`, the pool's maximum being 60). */
    async listDevices(
      accessToken: string,
      limit: number,
      page: string | null,
    ): Promise<{ devices: RememberedDevice[]; nextPage: string | null }> {
      const answer = await call(
        'ListDevices',
        { AccessToken: accessToken, Limit: limit, ...(page ? { PaginationToken: page } : {}) },
        z.object({ Devices: z.array(Device).optional(), PaginationToken: z.string().optional() }),
      );
      return { devices: (answer.Devices ?? []).map(deviceOf), nextPage: answer.PaginationToken ?? null };
    },

    async forgetDevice(accessToken: string, deviceKey: string): Promise<void> {
      await call('ForgetDevice', { AccessToken: accessToken, DeviceKey: deviceKey }, z.object({}).loose());
    },

    async secondFactors(accessToken: string): Promise<SecondFactorSettings> {
      const answer = await call(
        'GetUser',
        { AccessToken: accessToken },
        z.object({
          Username: z.string(),
          UserMFASettingList: z.array(z.string()).optional(),
          PreferredMfaSetting: z.string().optional(),
        }),
      );
      const preferred = answer.PreferredMfaSetting;
      return {
        enabled: (answer.UserMFASettingList ?? []).filter(isSecondFactor),
        preferred: preferred && isSecondFactor(preferred) ? preferred : null,
      };
    },

    /** Turns one second factor on (and makes it the one asked for) or off. */
    async setSecondFactor(accessToken: string, factor: SecondFactor, enabled: boolean): Promise<void> {
      const settings = { Enabled: enabled, PreferredMfa: enabled };
      await call(
        'SetUserMFAPreference',
        {
          AccessToken: accessToken,
          ...(factor === 'EMAIL_OTP' ? { EmailMfaSettings: settings } : { SoftwareTokenMfaSettings: settings }),
        },
        z.object({}).loose(),
      );
    },

    /** A new authenticator-app secret (base32), pending until verified with the app's first code. */
    async associateSoftwareToken(accessToken: string): Promise<string> {
      const answer = await call(
        'AssociateSoftwareToken',
        { AccessToken: accessToken },
        z.object({ SecretCode: z.string().min(16).max(256) }),
      );
      return answer.SecretCode;
    },

    async verifySoftwareToken(accessToken: string, code: string, deviceName: string): Promise<boolean> {
      const answer = await call(
        'VerifySoftwareToken',
        { AccessToken: accessToken, UserCode: code, FriendlyDeviceName: deviceName },
        z.object({ Status: z.string().optional() }),
      );
      return answer.Status === 'SUCCESS';
    },

    /** Every session of the customer ends: refresh tokens revoked, access tokens refused. */
    async globalSignOut(accessToken: string): Promise<void> {
      await call('GlobalSignOut', { AccessToken: accessToken }, z.object({}).loose());
    },

    async deleteUser(accessToken: string): Promise<void> {
      await call('DeleteUser', { AccessToken: accessToken }, z.object({}).loose());
    },
  };
}

export type SecurityApi = ReturnType<typeof createSecurityApi>;
