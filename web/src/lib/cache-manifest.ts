/**
 * How long each catalogue read is cached by Next's data cache, and the tags that revalidate it on demand
 * (`POST /api/revalidate` with `{"tags": [...]}`). One place, so a tag used to read is the tag used to purge.
 */
export interface CachePolicy {
  /** Seconds the answer is served from the cache before it is refreshed in the background. */
  revalidate: number;
  tags: string[];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const TAGS = {
  menus: 'menus',
  categories: 'categories',
  category: (slug: string) => `category:${slug}`,
  collections: 'collections',
  collection: (slug: string) => `collection:${slug}`,
  /** Every product list and product page: prices and stock change together. */
  products: 'products',
  product: (slug: string) => `product:${slug}`,
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  /** Partner agreements and worlds (the agreements service). */
  agreements: 'agreements',
  /** The recommendation service's answers (products shown under a product page). */
  recommendations: 'recommendations',
} as const;

export const CACHE = {
  /** Header, footer and drawer menus, and the store's identity (metadata of the "nosotros" page). */
  menus: { revalidate: HOUR, tags: [TAGS.menus, TAGS.pages] },
  categories: { revalidate: HOUR, tags: [TAGS.categories] },
  category: (slug: string): CachePolicy => ({ revalidate: HOUR, tags: [TAGS.categories, TAGS.category(slug)] }),
  /** Collections carry promotion windows: refreshed every 5 minutes so a badge never outlives its window by more. */
  collection: (slug: string): CachePolicy => ({
    revalidate: 5 * MINUTE,
    tags: [TAGS.collections, TAGS.collection(slug)],
  }),
  home: { revalidate: 5 * MINUTE, tags: [TAGS.collections, TAGS.products] },
  /** Product lists (prices and stock). */
  productList: { revalidate: 5 * MINUTE, tags: [TAGS.products] },
  /** A product page: its stock state ("Agotado", "Últimas unidades") is kept within a minute. */
  product: (slug: string): CachePolicy => ({ revalidate: MINUTE, tags: [TAGS.products, TAGS.product(slug)] }),
  /**
   * The recommendations under a product page, per SKU: the same for every shopper, so a product page view costs no
   * gateway call. Five minutes, like the product lists whose cards (prices, stock) they show.
   */
  recommendations: { revalidate: 5 * MINUTE, tags: [TAGS.recommendations, TAGS.products] },
  page: (slug: string): CachePolicy => ({ revalidate: HOUR, tags: [TAGS.pages, TAGS.page(slug)] }),
  /** A partner agreement or a world: branding and curated rows change rarely; a purge by tag shows a change at once. */
  agreement: { revalidate: 5 * MINUTE, tags: [TAGS.agreements] },
  sitemap: { revalidate: HOUR, tags: [TAGS.categories, TAGS.collections, TAGS.pages, TAGS.products] },
} as const satisfies Record<string, CachePolicy | ((slug: string) => CachePolicy)>;
