import { GraphQLError } from 'graphql';

/**
 * The stable `extensions.code` values clients may branch on. Each names a cause a client can act on; the message is
 * for people and may change.
 */
export const ErrorCode = {
  /** No valid customer session: sign in again. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Signed in, but this operation is not for this kind of account. */
  FORBIDDEN: 'FORBIDDEN',
  /** The input broke a rule before any upstream was called. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The thing asked for does not exist. */
  NOT_FOUND: 'NOT_FOUND',
  /** An upstream refused the request for a business reason (`status.success = false`); see `upstreamCode`. */
  UPSTREAM_REJECTED: 'UPSTREAM_REJECTED',
  /** An upstream did not answer in time. */
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  /** An upstream could not be reached or failed (5xx, network, malformed answer). Retrying later may help. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** A field of Saleor's API this gateway does not answer (`extensions.field` names it): never a silent wrong answer. */
  FIELD_NOT_AVAILABLE: 'FIELD_NOT_AVAILABLE',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}
