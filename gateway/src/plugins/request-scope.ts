import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from '../observability/metrics';
import type { GatewayTracing } from '../observability/tracing';
import { currentRequestScope, runInRequestScope } from '../scope/request-scope';

/** A caller's X-Request-Id is kept when it is short and plain; otherwise the gateway makes one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * The request scope (scope/request-scope.ts) as a plugin, first of all: Yoga's request instrument runs everything
 * Yoga does for one request (every other plugin's hooks, parsing, execution, the upstreams' fetch) inside a scope that
 * carries the request id (X-Request-Id, accepted from the caller or made here), the request's trace span and the
 * upstream failures. On the answer it echoes the id, counts the status (cuida_gateway_http_responses_total) and ends
 * the span. A streamed answer's span ends when its headers are sent.
 */
export function requestScopePlugin(options: { metrics: GatewayMetrics; tracing?: GatewayTracing | undefined }): Plugin {
  const { metrics, tracing } = options;
  return {
    instrumentation: {
      request({ request }, wrapped) {
        const requestId = requestIdFrom(request.headers.get('x-request-id'));
        const span = tracing?.startRequest(
          request.method,
          new URL(request.url, 'http://gateway').pathname,
          Object.fromEntries(request.headers),
        );
        span?.setAttribute('http.request.id', requestId);
        return runInRequestScope({ requestId, failedUpstreams: new Set(), ...(span ? { span } : {}) }, wrapped);
      },
    },
    onResponse({ response }) {
      const scope = currentRequestScope();
      if (!scope) return;
      response.headers.set('x-request-id', scope.requestId);
      metrics.httpResponses.inc({ status: String(response.status) });
      scope.span?.setAttribute('http.response.status_code', response.status);
      scope.span?.end();
    },
  };
}

/** The current request's id (the scope's; outside one, the header's when it is plain). */
export function currentRequestId(request?: Request): string | undefined {
  return currentRequestScope()?.requestId ?? request?.headers.get('x-request-id') ?? undefined;
}
