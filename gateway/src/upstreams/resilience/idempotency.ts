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

/**
 * What the GraphQL executor that wrote a call's body knows of it: the operation type of the document it printed.
 * Kept on the call's init with the body it describes, so the retry rule need not parse the body again; a body
 * changed on the way (another string) is read afresh.
 */
export const GRAPHQL_CALL = Symbol('the GraphQL operation a body asks for');

export interface GraphQLCallNote {
  body: string;
  operation: OperationTypeNode;
}

/** `init` with the note of its GraphQL body (graphql-json-executor.ts). */
export function withGraphQLCall<T extends RequestInit & { body: string }>(
  init: T,
  operation: OperationTypeNode,
): T & { [GRAPHQL_CALL]: GraphQLCallNote } {
  return Object.assign(init, { [GRAPHQL_CALL]: { body: init.body, operation } });
}

/** Commerce calls are retried only when they are queries. */
export function isIdempotentGraphQLCall(init: RequestInit | undefined): boolean {
  const note = (init as { [GRAPHQL_CALL]?: GraphQLCallNote } | undefined)?.[GRAPHQL_CALL];
  const operation = note && note.body === init?.body ? note.operation : graphqlOperationType(init?.body);
  return operation === OperationTypeNode.QUERY;
}
