import { SitemapEntriesDocument, SitemapProductsDocument, type SitemapProductsQuery } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { type GatewayResult, queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';

/** The sitemap's categories, collections and content pages (cached an hour). */
export function loadSitemapEntries() {
  return queryGateway(SitemapEntriesDocument, { channel: CHANNEL }, CACHE.sitemap);
}

/** One page of 100 products for the sitemap, after `after` (cached an hour). */
export function loadSitemapProducts(after: string | null): Promise<GatewayResult<SitemapProductsQuery>> {
  return queryGateway(SitemapProductsDocument, { channel: CHANNEL, after }, CACHE.sitemap);
}
