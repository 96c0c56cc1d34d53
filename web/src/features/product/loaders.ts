import { cache } from 'react';
import { ProductBySlugDocument, RecommendedProductsDocument } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';

/** A product by slug, in the storefront's channel (cached: lib/cache-manifest.ts). */
export const loadProduct = cache(async (slug: string) =>
  queryGateway(ProductBySlugDocument, { slug, channel: CHANNEL }, CACHE.product(slug)),
);

/**
 * The recommendation service's products for a product's SKU. Cached per SKU and count (the variables are the cache
 * key): the answer is the same for every shopper, and uncached it was the one gateway call of a product page view.
 */
export function loadRecommendedProducts(sku: string, first: number) {
  return queryGateway(RecommendedProductsDocument, { skus: [sku], first }, CACHE.recommendations);
}
