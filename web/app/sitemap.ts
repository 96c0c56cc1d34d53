import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { categoryInChannel } from '@/features/catalog/channel';
import { loadSitemapEntries, loadSitemapProducts, loadSitemapWorlds } from '@/features/seo/loaders';
import { absoluteUrl, CHANNEL } from '@/lib/site';

/** Pages of 100 products: enough for a catalogue of 5 000 products. */
const MAX_PRODUCT_PAGES = 50;

/** Home, categories, collections, content pages, partners' worlds and products, from the gateway (cached). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built per request from cached data: a build never freezes a sitemap made while the gateway was down.
  await connection();
  const entries: MetadataRoute.Sitemap = [
    { url: absoluteUrl('/'), changeFrequency: 'daily', priority: 1 },
    { url: absoluteUrl('/productos'), changeFrequency: 'daily', priority: 0.8 },
  ];
  const result = await loadSitemapEntries();
  if (result.ok) {
    for (const { node } of result.data.categories?.edges ?? []) {
      if (categoryInChannel(node, CHANNEL)) {
        entries.push({ url: absoluteUrl(`/categoria/${node.slug}`), changeFrequency: 'daily', priority: 0.8 });
      }
    }
    for (const { node } of result.data.collections?.edges ?? []) {
      entries.push({ url: absoluteUrl(`/coleccion/${node.slug}`), changeFrequency: 'daily', priority: 0.7 });
    }
    for (const { node } of result.data.pages?.edges ?? []) {
      entries.push({ url: absoluteUrl(`/${node.slug}`), changeFrequency: 'monthly', priority: 0.3 });
    }
  }
  for (const path of await loadSitemapWorlds()) {
    entries.push({ url: absoluteUrl(path), changeFrequency: 'weekly', priority: 0.5 });
  }
  let after: string | null = null;
  for (let page = 0; page < MAX_PRODUCT_PAGES; page++) {
    const products = await loadSitemapProducts(after);
    if (!products.ok || !products.data.products) break;
    for (const { node } of products.data.products.edges) {
      entries.push({
        url: absoluteUrl(`/producto/${node.slug}`),
        lastModified: node.updatedAt,
        changeFrequency: 'weekly',
        priority: 0.6,
      });
    }
    const pageInfo: { hasNextPage: boolean; endCursor: string | null } = products.data.products.pageInfo;
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) break;
    after = pageInfo.endCursor;
  }
  return entries;
}
