import { type RestOperation, restOperations } from '../../config/contracts';
import type { RestService } from '../../config/upstreams';

/** Where a REST operation is: its service, method and URL (the service's endpoint and the operation's path). */
export interface RestRoute {
  service: RestService;
  method: string;
  url: string;
}

/** Every operation of the OpenAPI documents (schema/openapi/) by operationId, at the given endpoints. */
export function restRoutes(
  endpoints: Record<RestService, string>,
  operations: readonly RestOperation[] = restOperations(),
): Map<string, RestRoute> {
  const routes = new Map<string, RestRoute>();
  for (const { service, operationId, method, path } of operations) {
    routes.set(operationId, { service, method, url: `${endpoints[service].replace(/\/+$/, '')}${path}` });
  }
  return routes;
}
