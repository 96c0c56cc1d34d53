import type { UpstreamName } from '../../config/settings';
import type { UpstreamFetch } from './resilient-fetch';

/**
 * Finds the resilient `fetch` of the gateway instance a request belongs to, from its execution context
 * (`context.services`): the stitched commerce executor is built with the schema, before the instance's upstream
 * policies exist, and two gateway instances may share one process (tests).
 */
const registry = new WeakMap<object, (upstream: UpstreamName) => UpstreamFetch>();

export function registerUpstreamFetches(services: object, fetchFor: (upstream: UpstreamName) => UpstreamFetch): void {
  registry.set(services, fetchFor);
}

export function upstreamFetchFromContext(context: unknown, upstream: UpstreamName): UpstreamFetch | undefined {
  const services = (context as { services?: unknown } | null | undefined)?.services;
  if (!services || typeof services !== 'object') return undefined;
  return registry.get(services)?.(upstream);
}
