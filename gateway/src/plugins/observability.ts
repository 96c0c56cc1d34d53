import type { Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from '../observability/metrics';
import { operationTypeOf } from '../schema/operation-type';
import { currentRequestScope } from '../scope/request-scope';
import { isCustomerRequest } from './response-cache';

const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

function nameFromQuery(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/m.exec(query)?.[1];
}

interface Params {
  query?: unknown;
  operationName?: unknown;
}

/**
 * Per-operation metrics (count by name, type and outcome; latency), response-cache hits and misses, and the
 * operation's name and type on the request's trace span.
 */
export function observabilityPlugin(options: { metrics: GatewayMetrics; cacheEnabled: boolean }): Plugin {
  const { metrics } = options;
  const started = new WeakMap<object, { at: number; params: Params }>();
  return {
    onParams({ params, context }) {
      started.set(context, { at: performance.now(), params });
    },
    onExecutionResult({ result, context, request }) {
      if (!result || Symbol.asyncIterator in result) return;
      const entry = started.get(context);
      const params: Params = (context as { params?: Params }).params ?? entry?.params ?? {};
      const type = operationTypeOf(params.query, params.operationName) ?? 'unknown';
      const operation = metrics.operationLabel(
        typeof params.operationName === 'string' ? params.operationName : nameFromQuery(params.query),
      );
      const hit = (result as unknown as Record<symbol, unknown>)[SERVED_FROM_CACHE] === true;
      const errors = 'errors' in result ? result.errors : undefined;
      const outcome = hit ? 'cache_hit' : !errors?.length ? 'success' : result.data ? 'partial' : 'error';
      metrics.operations.inc({ operation, type, outcome });
      if (entry) metrics.operationDuration.observe({ operation, type }, (performance.now() - entry.at) / 1000);
      if (options.cacheEnabled && type === 'query' && !isCustomerRequest(request)) {
        if (hit) metrics.cacheHits.inc();
        else metrics.cacheMisses.inc();
      }
      const scope = currentRequestScope();
      if (scope) scope.operation = operation;
      scope?.span?.setAttributes({
        'graphql.operation.name': operation,
        'graphql.operation.type': type,
        'graphql.response.outcome': outcome,
      });
    },
  };
}
