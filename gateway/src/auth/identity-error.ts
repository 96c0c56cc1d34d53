import { ErrorCode, gatewayError } from '../errors/codes';

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
  // The account operations' refusals (a wrong or expired code, a password the policy refuses, a bad parameter, too
  // many codes asked for one user, an e-mail taken): the caller's mistake, never the provider failing.
  'CodeMismatchException',
  'ExpiredCodeException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'LimitExceededException',
  'UsernameExistsException',
  'AliasExistsException',
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
