import { type Cache, createInMemoryCache, hashSHA256, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { HardeningConfig } from '../config/settings';
import { operationTypeOf } from '../schema/operation-type';
import { currentRequestDegraded } from '../scope/request-scope';

/**
 * Types that carry one shopper's data or depend on their cart: an answer that holds any of them is never cached, and
 * the root fields that return them set the TTL of the whole answer to 0.
 */
export const PRIVATE_TYPES = [
  'Customer',
  'Subscription',
  'SubscriptionProduct',
  'User',
  'Checkout',
  'CheckoutLine',
  'CheckoutClient',
  'RestoredCheckout',
  'Order',
  'OrderLine',
  'PromotionEvaluation',
  'AppliedVoucher',
  'GiftLine',
  'CouponValidation',
  'VariantPrice',
  'DeliveryQuote',
  'CartTotals',
  'Registration',
  'EmailVerification',
  'AbandonedCartReceipt',
  'AuthSession',
] as const;

export const PRIVATE_ROOT_FIELDS = [
  'Query.me',
  'Query.checkout',
  'Query.order',
  'Query.restoreCheckout',
  'Query.guestOrder',
  'Query.evaluatePromotions',
  'Query.validateCoupon',
  'Query.variantPrices',
  'Query.deliveryQuote',
  'Query.cartTotals',
] as const;

/** Request headers that change the answer of a public query (partner flags: promotions by channel). */
const VARYING_HEADERS = ['x-app-rimac', 'x-app-ci', 'x-zona-no-clientes'] as const;

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
}

/** Whether a request is a customer's (they send their ID token): such requests never read or fill the cache. */
export function isCustomerRequest(request: Request): boolean {
  return request.headers.has('authorization');
}

/**
 * Yoga's response cache for public catalogue data. Decisions (docs/operations.md):
 * - TTL per type from RESPONSE_CACHE_TTLS (Product, Category, Collection, Menu, Page: 60 s); an answer with none of
 *   these types, or with a private type or root field, is not cached (TTL 0).
 * - Customers' requests (Authorization header) neither read nor fill the cache (no per-customer entries); their
 *   mutations still invalidate what they touch. Anonymous mutations invalidate by entity (type and id).
 * - The key is the document, variables, operation name and the partner flags that change promotions.
 * - An answer with errors, or produced while an upstream was failing (degraded: e.g. products without their
 *   promotions during a voucher outage), is not cached.
 * - In memory (per worker, LRU of RESPONSE_CACHE_MAX_ENTRIES) unless a Redis cache is given (REDIS_URL).
 */
export function responseCachePlugin(options: { settings: HardeningConfig['responseCache']; cache?: Cache }): {
  plugin: Plugin;
  cache: Cache;
} {
  const { settings } = options;
  const cache = options.cache ?? createInMemoryCache({ max: settings.maxEntries });
  const ttlPerSchemaCoordinate: Record<string, number> = { ...settings.ttlByType };
  for (const type of PRIVATE_TYPES) ttlPerSchemaCoordinate[type] = 0;
  for (const field of PRIVATE_ROOT_FIELDS) ttlPerSchemaCoordinate[field] = 0;
  const plugin = useResponseCache({
    cache,
    session: () => null,
    ttl: 0,
    ttlPerSchemaCoordinate,
    ignoredTypes: [...PRIVATE_TYPES],
    includeExtensionMetadata: false,
    enabled: (request, context) => {
      if (!isCustomerRequest(request)) return true;
      const params = (context as { params?: { query?: unknown; operationName?: unknown } } | undefined)?.params;
      return operationTypeOf(params?.query, params?.operationName) === OperationTypeNode.MUTATION;
    },
    buildResponseCacheKey: ({ documentString, variableValues, operationName, request }) =>
      hashSHA256(
        [
          documentString,
          operationName ?? '',
          stableStringify(variableValues ?? {}),
          VARYING_HEADERS.map((name) => `${name}=${request.headers.get(name)?.trim().toLowerCase() ?? ''}`).join(';'),
        ].join('|'),
      ),
    shouldCacheResult: ({ result }) => !result.errors?.length && !currentRequestDegraded(),
  });
  return { plugin, cache };
}
