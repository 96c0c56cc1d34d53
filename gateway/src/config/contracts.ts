import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
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

/** Every operation of the REST services' OpenAPI documents, read from the repository. */
export function restOperations(): RestOperation[] {
  const operations: RestOperation[] = [];
  for (const service of REST_SERVICES) {
    const document = parse(readFileSync(openApiDocumentPath(service), 'utf8')) as Document;
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
