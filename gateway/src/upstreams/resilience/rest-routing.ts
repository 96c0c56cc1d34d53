import { type RestOperation, restOperations } from '../../config/contracts';
import { REST_SERVICES, type RestService } from '../../config/upstreams';
import type { UpstreamFetch } from './resilient-fetch';

/** `<service>:<path>` → operationId, from the OpenAPI documents (schema/openapi/). */
export function restOperationIndex(operations: readonly RestOperation[] = restOperations()): Map<string, string> {
  return new Map(operations.map(({ service, path, operationId }) => [`${service}:${path}`, operationId]));
}

interface Route {
  service: RestService;
  info: { fieldName: string } | undefined;
}

const KNOWN_ROUTES_MAX = 512;

/**
 * One `fetch` for the REST client that sends each call through the resilient fetch of its service (found by the
 * endpoint the URL starts with), telling it the operationId (found by the URL's path in the OpenAPI documents) so that
 * only the operations marked idempotent are retried.
 */
export function createRestFetch(
  endpoints: Record<RestService, string>,
  fetchFor: (service: RestService) => UpstreamFetch,
  index: Map<string, string> = restOperationIndex(),
  fallback: typeof fetch = fetch,
): typeof fetch {
  const bases = REST_SERVICES.map((service) => ({ service, base: endpoints[service].replace(/\/+$/, '') }))
    // Longest first: a base may be a prefix of another (…/sales and …/sales2).
    .sort((a, b) => b.base.length - a.base.length);
  const routeOf = (url: string): Route | null => {
    const match = bases.find(({ base }) => url.startsWith(`${base}/`));
    if (!match) return null;
    const path = new URL(url).pathname.slice(new URL(`${match.base}/`).pathname.length - 1);
    const operationId = index.get(`${match.service}:${path}`);
    return { service: match.service, info: operationId ? { fieldName: operationId } : undefined };
  };
  // Routes by URL: the hot voucher reads post to the same few addresses, and parsing them twice per call showed in
  // profiles. Bounded, since a path may carry an id.
  const known = new Map<string, Route | null>();
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let route = known.get(url);
    if (route === undefined) {
      route = routeOf(url);
      if (known.size < KNOWN_ROUTES_MAX) known.set(url, route);
    }
    if (!route) return fallback(input, init);
    return fetchFor(route.service)(input, init, undefined, route.info);
  };
}
