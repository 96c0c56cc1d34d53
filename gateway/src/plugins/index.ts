import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config';
import type { Readiness } from '../observability/health';
import type { LogFn } from '../observability/logger';
import type { GatewayMetrics, MetricsSource } from '../observability/metrics';
import type { GatewayTracing } from '../observability/tracing';
import { answerReplayPlugin, recordingCache } from './answer-replay';
import { HardeningErrorCode } from './codes';
import { requestIdPlugin } from './errors';
import { inputGuardPlugin } from './input-guard';
import { introspectionPlugin, limitsPlugins } from './limits';
import { observabilityPlugin } from './observability';
import { observabilityEndpointsPlugin } from './observability-endpoints';
import type { PartnerKeys } from './partner-keys';
import { type RateLimiter, rateLimitPlugin } from './rate-limit';
import { requestScopePlugin } from './request-scope';
import { responseCachePlugin } from './response-cache';
import { type TrustedDocuments, trustedDocumentsPlugin } from './trusted-documents';

export { corsFor } from './cors';
export { maskUnexpectedError } from './errors';

/**
 * Non-simple headers any of which lets a GET or a form-encoded POST through CSRF prevention (a JSON POST, which
 * browsers always preflight, needs none).
 */
export const CSRF_HEADERS = ['x-graphql-client', 'x-graphql-yoga-csrf', 'apollo-require-preflight'];

/** Yoga's CSRF prevention, its refusal (403) coded CSRF_REFUSED. */
export function csrfPreventionPlugin(): Plugin {
  const yogaCsrf = useCSRFPrevention({ requestHeaders: CSRF_HEADERS }) as Plugin;
  return {
    onRequestParse(payload) {
      try {
        return yogaCsrf.onRequestParse?.(payload);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        throw new GraphQLError(error.message, {
          extensions: { ...error.extensions, code: HardeningErrorCode.CSRF_REFUSED },
        });
      }
    },
  };
}

/** What the gateway's plugins use of a gateway instance (gateway.ts builds them). */
export interface HardeningParts {
  log: LogFn;
  metrics: GatewayMetrics;
  tracing: GatewayTracing | undefined;
  readiness: Readiness;
  metricsSource: MetricsSource;
  partners: PartnerKeys;
  rateLimiter: RateLimiter | undefined;
  trustedDocuments: TrustedDocuments;
  responseCacheStore: Cache;
}

/**
 * The gateway's cross-cutting concerns, as plugins in the order they must run: the request scope (request id, trace
 * span, HTTP status metric), rate limit and API-key check (once per request, before parsing), the public /readyz and
 * /metrics, the replay of cached answers (byte for byte, before parsing), CSRF, trusted documents (resolves a document
 * id into its query before anything reads it), metrics, input guard (bad characters, bounds, uncoercible variables:
 * BAD_USER_INPUT before anything runs), response cache, GraphQL Armor limits, introspection guard, request ids on
 * errors. What is left to the HTTP layer (http/handler.ts) is HTTP itself: /healthz, body limits, webhooks, closing.
 */
export function hardeningPlugins(parts: HardeningParts, config: GatewayConfig): Plugin[] {
  const { metrics, partners } = parts;
  const cache = config.responseCache.enabled;
  return [
    requestScopePlugin({ metrics, tracing: parts.tracing }),
    rateLimitPlugin({ limiter: parts.rateLimiter, settings: config.rateLimit, partners, metrics }),
    observabilityEndpointsPlugin({
      readiness: parts.readiness,
      metricsSource: parts.metricsSource,
      partners,
      log: parts.log,
    }),
    ...(cache ? [answerReplayPlugin({ store: parts.responseCacheStore, metrics })] : []),
    csrfPreventionPlugin(),
    trustedDocumentsPlugin({
      documents: parts.trustedDocuments,
      enforced: config.trustedDocuments.enforced,
      partners,
      metrics,
    }),
    observabilityPlugin({ metrics, cacheEnabled: cache }),
    inputGuardPlugin(),
    ...(cache
      ? [
          responseCachePlugin({ settings: config.responseCache, cache: recordingCache(parts.responseCacheStore) })
            .plugin,
        ]
      : []),
    ...limitsPlugins(config.limits, config.production),
    introspectionPlugin({ production: config.production, partners }),
    requestIdPlugin(),
  ];
}
