import { cache } from 'react';
import { ProductBySlugDocument } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';

/** A product by slug, in the storefront's channel (cached: lib/cache-manifest.ts). */
export const loadProduct = cache(async (slug: string) =>
  queryGateway(ProductBySlugDocument, { slug, channel: CHANNEL }, CACHE.product(slug)),
);
