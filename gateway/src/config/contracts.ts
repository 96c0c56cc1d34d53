import { readFileSync } from 'node:fs';
import { contractDocument } from './parsed-contracts';
import { openApiDocumentPath, REST_SERVICES, type RestService } from './upstreams';

/** One operation of a REST service's OpenAPI document (schema/openapi/). */
export interface RestOperation {
  service: RestService;
  operationId: string;
  /** Upper case: POST. */
  method: string;
  /** Under the service's base URL: `/pbi-v2/api/v1/voucherify/promociones`. */
  path: string;
  /**
   * Marked `x-idempotent: true` in the document: no effect beyond its answer, so a failed call may be sent again
   * and calls under way may be shared. Unmarked operations (creating a user, saving a cart, redeeming a voucher)
   * are never repeated.
   */
  idempotent: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

type Document = { paths?: Record<string, Record<string, { operationId?: unknown; 'x-idempotent'?: unknown } | null>> };

const parsedDocuments = new Map<string, unknown>();

/**
 * A contract's YAML document, read once per process (deeply frozen: every reader shares it). The resilience layer,
 * the REST client, its routes and GraphQL Mesh's loader all read the same four documents when an instance is made;
 * parsing each every time was about a second of a worker's start-up. The production bundle brings them parsed
 * (parsed-contracts.ts), used when the file is still the one they came from.
 */
export function parsedContract(path: string): unknown {
  let document = parsedDocuments.get(path);
  if (document === undefined) {
    document = deepFreeze(contractDocument(path, readFileSync(path, 'utf8')));
    parsedDocuments.set(path, document);
  }
  return document;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

let operationsOnce: readonly RestOperation[] | undefined;

/** Every operation of the REST services' OpenAPI documents, read from the repository (once per process). */
export function restOperations(): readonly RestOperation[] {
  operationsOnce ??= Object.freeze(readRestOperations().map((operation) => Object.freeze(operation)));
  return operationsOnce;
}

function readRestOperations(): RestOperation[] {
  const operations: RestOperation[] = [];
  for (const service of REST_SERVICES) {
    const document = parsedContract(openApiDocumentPath(service)) as Document;
    for (const [path, byMethod] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(byMethod ?? {})) {
        if (!METHODS.has(method) || typeof operation?.operationId !== 'string') continue;
        operations.push({
          service,
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          idempotent: operation['x-idempotent'] === true,
        });
      }
    }
  }
  return operations;
}

/** The operationIds the contract marks idempotent. */
export function idempotentOperationIds(operations: readonly RestOperation[]): ReadonlySet<string> {
  return new Set(operations.filter((operation) => operation.idempotent).map((operation) => operation.operationId));
}
