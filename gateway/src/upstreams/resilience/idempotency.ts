import { OperationTypeNode } from 'graphql';
import { idempotentOperationIds, type RestOperation, restOperations } from '../../config/contracts';
import { operationTypeOf } from '../../schema/operation-type';

/**
 * Which upstream calls may be retried. A retry repeats the request, so only calls with no effect beyond their answer
 * qualify: commerce queries (never mutations), and the REST operations their OpenAPI documents mark
 * `x-idempotent: true` (the reads, and the voucher service's `promociones` and `validaciones` evaluations). Never
 * `crear*`, `guardar*` or `redenciones` (`redimirPromociones`): repeating them could create a second user, save a
 * cart twice or redeem a voucher twice. The upstream table (config/upstreams.ts) says which rule an upstream follows.
 */
export interface RestRetryPolicy {
  /** The operationIds that may be repeated (and whose calls under way may be shared). */
  readonly operations: ReadonlySet<string>;
  /** True when the REST operation (by operationId, else by the URL's path) is marked idempotent. */
  isIdempotent(url: string, operationId: string | undefined): boolean;
}

export function restRetryPolicy(operations: readonly RestOperation[] = restOperations()): RestRetryPolicy {
  const ids = idempotentOperationIds(operations);
  // For a call made without GraphQL resolve info: the operation whose path the URL ends with.
  const paths = operations.filter((operation) => operation.idempotent).map((operation) => operation.path);
  return {
    operations: ids,
    isIdempotent(url, operationId) {
      if (operationId) return ids.has(operationId);
      const path = new URL(url, 'http://upstream.local').pathname;
      return paths.some((known) => path.endsWith(known));
    },
  };
}

/** The type of the operation a GraphQL request body asks for (`query`, `mutation`…), or null when unreadable. */
export function graphqlOperationType(body: unknown): OperationTypeNode | null {
  if (typeof body !== 'string') return null;
  let payload: { query?: unknown; operationName?: unknown };
  try {
    payload = JSON.parse(body) as typeof payload;
  } catch {
    return null;
  }
  return payload ? operationTypeOf(payload.query, payload.operationName) : null;
}

/** Commerce calls are retried only when they are queries. */
export function isIdempotentGraphQLCall(body: unknown): boolean {
  return graphqlOperationType(body) === OperationTypeNode.QUERY;
}
