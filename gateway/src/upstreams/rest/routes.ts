import { repoPath } from '../../repo-paths';
import { readOpenApiDocument } from './openapi-document';
import { REST_SERVICES, type RestService } from './services';

/** Where a REST operation is: its service, method and URL (the service's endpoint and the operation's path). */
export interface RestRoute {
  service: RestService;
  method: string;
  url: string;
}

const OPENAPI_DIR = `${repoPath('schema', 'openapi')}/`;
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the OpenAPI documents (schema/openapi/) by operationId, at the given endpoints. */
export function restRoutes(endpoints: Record<RestService, string>): Map<string, RestRoute> {
  const routes = new Map<string, RestRoute>();
  for (const service of REST_SERVICES) {
    const document = readOpenApiDocument(`${OPENAPI_DIR}${service}.yaml`) as {
      paths?: Record<string, Record<string, { operationId?: unknown } | null>>;
    };
    const base = endpoints[service].replace(/\/+$/, '');
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations ?? {})) {
        if (!METHODS.has(method) || typeof operation?.operationId !== 'string') continue;
        routes.set(operation.operationId, { service, method: method.toUpperCase(), url: `${base}${path}` });
      }
    }
  }
  return routes;
}
