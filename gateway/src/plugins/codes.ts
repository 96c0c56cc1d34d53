/**
 * `extensions.code` values of the hardening layer, next to the domain's (errors/codes.ts). Stable: clients may branch
 * on them.
 */
export const HardeningErrorCode = {
  /** Too many requests from this client (IP or partner key): wait `Retry-After` seconds. HTTP 429. */
  RATE_LIMITED: 'RATE_LIMITED',
  /**
   * CSRF prevention: a GET or a form-encoded / text/plain POST without one of the non-simple headers
   * (plugins/index.ts CSRF_HEADERS). HTTP 403.
   */
  CSRF_REFUSED: 'CSRF_REFUSED',
  /** X-Api-Key was sent but is not a valid partner key. HTTP 401. */
  INVALID_API_KEY: 'INVALID_API_KEY',
  /** Production: only trusted documents (persisted operations) are accepted without a partner key. HTTP 403. */
  PERSISTED_QUERY_ONLY: 'PERSISTED_QUERY_ONLY',
  /** The document id / sha256 hash is not in the trusted-documents manifest. HTTP 400. */
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  /** Neither a query nor a document id was sent. HTTP 400. */
  PERSISTED_QUERY_ID_REQUIRED: 'PERSISTED_QUERY_ID_REQUIRED',
  /** The operation is deeper, costlier or has more aliases, directives or tokens than allowed. HTTP 400. */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  /** The request body is over REQUEST_BODY_LIMIT_BYTES. HTTP 413 (Yoga's own code). */
  REQUEST_ENTITY_TOO_LARGE: 'REQUEST_ENTITY_TOO_LARGE',
} as const;
