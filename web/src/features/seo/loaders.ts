import { AGREEMENT_CODES } from '@cuida/domain/partners';
import { SitemapEntriesDocument, SitemapProductsDocument, type SitemapProductsQuery } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { type GatewayResult, queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';
import { loadAgreement } from '../partners/loaders';
import { worldPaths } from '../partners/world-paths';

/** The sitemap's categories, collections and content pages (cached an hour). */
export function loadSitemapEntries() {
  return queryGateway(SitemapEntriesDocument, { channel: CHANNEL }, CACHE.sitemap);
}

/** One page of 100 products for the sitemap, after `after` (cached an hour). */
export function loadSitemapProducts(after: string | null): Promise<GatewayResult<SitemapProductsQuery>> {
  return queryGateway(SitemapProductsDocument, { channel: CHANNEL, after }, CACHE.sitemap);
}

/** The worlds of every partner agreement (cached like agreements); an agreement that fails to load adds none. */
export async function loadSitemapWorlds(): Promise<string[]> {
  const answers = await Promise.all(AGREEMENT_CODES.map((code) => loadAgreement(code)));
  return worldPaths(answers.map((answer) => (answer.ok ? answer.data : null)));
}
