import { GraphQLError } from 'graphql';
import type { Metadata, ProductRecord } from '../catalog/model';
import type { StockLedger } from '../store/catalog-store';
import type { Catalog } from './catalog';
import { fromGlobalIntId } from './global-id';

export interface MetadataFilter {
  key: string;
  value?: string | null;
}

interface IdFilter {
  eq?: string | null;
  oneOf?: string[] | null;
}

export interface ProductFilter {
  isPublished?: boolean | null;
  collections?: string[] | null;
  categories?: string[] | null;
  hasCategory?: boolean | null;
  stockAvailability?: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  search?: string | null;
  metadata?: MetadataFilter[] | null;
  isAvailable?: boolean | null;
  price?: { gte?: number | null; lte?: number | null } | null;
  minimalPrice?: { gte?: number | null; lte?: number | null } | null;
  productTypes?: string[] | null;
  ids?: string[] | null;
  slugs?: string[] | null;
  /** Deprecated in Saleor in favour of the query's `channel` argument; still honoured. */
  channel?: string | null;
}

export interface ProductWhere {
  metadata?: MetadataFilter[] | null;
  ids?: string[] | null;
  slug?: { eq?: string | null; oneOf?: string[] | null } | null;
  category?: IdFilter | null;
  collection?: IdFilter | null;
  isAvailable?: boolean | null;
  isPublished?: boolean | null;
  stockAvailability?: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  AND?: ProductWhere[] | null;
  OR?: ProductWhere[] | null;
}

export interface ProductOrder {
  direction: 'ASC' | 'DESC';
  field?: string | null;
}

export interface ProductQuery {
  channel: string;
  filter?: ProductFilter | null;
  where?: ProductWhere | null;
  search?: string | null;
  sortBy?: ProductOrder | null;
  /** Restricts to a category subtree or a collection (Category.products, Collection.products). */
  scope?: { categoryId?: number; collectionId?: number };
  /** An app or staff member with a product or order permission: unpublished products are included. */
  seesUnpublished?: boolean;
}

/** Lower-case, accents removed: "Mamá" matches "mama", as a shopper types it. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesMetadata(metadata: Metadata, filters: MetadataFilter[] | null | undefined): boolean {
  return (filters ?? []).every(({ key, value }) =>
    value === null || value === undefined ? key in metadata : metadata[key] === value,
  );
}

const intIds = (ids: string[] | null | undefined, type: string) =>
  (ids ?? []).map((id) => fromGlobalIntId(id, type)).filter((pk): pk is number => pk !== null);

export function minPrice(product: ProductRecord): number {
  return Math.min(...product.variants.map((variant) => variant.price));
}

/**
 * Products of a channel filtered, searched and ordered the way Saleor's `products` query does
 * (category filters include subcategories; search matches name, slug, SKU and description).
 */
export function queryProducts(catalog: Catalog, stock: StockLedger, query: ProductQuery): ProductRecord[] {
  const channel = catalog.channel(query.channel);
  if (!channel?.isActive) return [];
  const inStock = (product: ProductRecord) => product.variants.some((variant) => stock.available(variant.id) > 0);
  const categorySubtrees = (ids: number[]) => {
    const all = new Set<number>();
    for (const id of ids) for (const descendant of catalog.subtreeIds(id)) all.add(descendant);
    return all;
  };
  const inCollections = (product: ProductRecord, ids: number[]) =>
    catalog.collectionsOf(product.id).some((collection) => ids.includes(collection.id));
  const inPriceRange = (price: number, range: { gte?: number | null; lte?: number | null } | null | undefined) =>
    !range || ((range.gte == null || price >= range.gte) && (range.lte == null || price <= range.lte));

  const predicates: ((product: ProductRecord) => boolean)[] = [
    (product) => catalog.isVisibleInChannel(product, channel.slug, query.seesUnpublished === true),
  ];
  if (query.scope?.categoryId !== undefined) {
    const subtree = catalog.subtreeIds(query.scope.categoryId);
    predicates.push((product) => subtree.has(product.categoryId));
  }
  if (query.scope?.collectionId !== undefined) {
    const collectionId = query.scope.collectionId;
    predicates.push((product) => inCollections(product, [collectionId]));
  }
  const filter = query.filter;
  if (filter) {
    if (filter.categories?.length) {
      const subtree = categorySubtrees(intIds(filter.categories, 'Category'));
      predicates.push((product) => subtree.has(product.categoryId));
    }
    if (filter.collections?.length) {
      const ids = intIds(filter.collections, 'Collection');
      predicates.push((product) => inCollections(product, ids));
    }
    if (filter.ids?.length) {
      const ids = new Set(intIds(filter.ids, 'Product'));
      predicates.push((product) => ids.has(product.id));
    }
    if (filter.slugs?.length) {
      const slugs = new Set(filter.slugs);
      predicates.push((product) => slugs.has(product.slug));
    }
    if (filter.productTypes?.length) {
      const ids = new Set(intIds(filter.productTypes, 'ProductType'));
      predicates.push((product) => ids.has(product.productType.id));
    }
    if (filter.stockAvailability) {
      const wanted = filter.stockAvailability === 'IN_STOCK';
      predicates.push((product) => inStock(product) === wanted);
    }
    if (filter.isAvailable != null) {
      const wanted = filter.isAvailable;
      predicates.push((product) => product.isAvailableForPurchase === wanted);
    }
    if (filter.hasCategory === false) predicates.push(() => false);
    if (filter.isPublished === false) predicates.push(() => false);
    if (filter.metadata?.length) predicates.push((product) => matchesMetadata(product.metadata, filter.metadata));
    if (filter.price)
      predicates.push((product) => product.variants.some((variant) => inPriceRange(variant.price, filter.price)));
    if (filter.minimalPrice) predicates.push((product) => inPriceRange(minPrice(product), filter.minimalPrice));
  }
  if (query.where) {
    const where = query.where;
    predicates.push((product) => matchesWhere(catalog, product, where, inStock));
  }
  const search = (query.search ?? filter?.search ?? '').trim();
  if (search) {
    const terms = fold(search).split(/\s+/);
    predicates.push((product) => {
      const haystack = fold(
        [
          product.name,
          product.slug,
          ...product.variants.map((variant) => variant.sku),
          ...product.attributes.map((value) => value.name),
        ].join(' '),
      );
      return terms.every((term) => haystack.includes(term));
    });
  }
  const matching = catalog.products.filter((product) => predicates.every((predicate) => predicate(product)));
  return sortProducts(matching, query.sortBy);
}

function matchesWhere(
  catalog: Catalog,
  product: ProductRecord,
  where: ProductWhere,
  inStock: (product: ProductRecord) => boolean,
): boolean {
  const idMatches = (filter: IdFilter | null | undefined, type: string, test: (pk: number) => boolean) => {
    if (!filter) return true;
    const ids = filter.eq ? [filter.eq] : (filter.oneOf ?? []);
    return intIds(ids, type).some(test);
  };
  if (where.ids?.length && !intIds(where.ids, 'Product').includes(product.id)) return false;
  if (where.slug?.eq != null && where.slug.eq !== product.slug) return false;
  if (where.slug?.oneOf && !where.slug.oneOf.includes(product.slug)) return false;
  if (!idMatches(where.category, 'Category', (pk) => catalog.subtreeIds(pk).has(product.categoryId))) return false;
  if (!idMatches(where.collection, 'Collection', (pk) => catalog.collectionsOf(product.id).some((c) => c.id === pk))) {
    return false;
  }
  if (where.isAvailable != null && where.isAvailable !== product.isAvailableForPurchase) return false;
  if (where.isPublished === false) return false;
  if (where.stockAvailability && (where.stockAvailability === 'IN_STOCK') !== inStock(product)) return false;
  if (where.metadata?.length && !matchesMetadata(product.metadata, where.metadata)) return false;
  if (where.AND && !where.AND.every((inner) => matchesWhere(catalog, product, inner, inStock))) return false;
  if (where.OR && !where.OR.some((inner) => matchesWhere(catalog, product, inner, inStock))) return false;
  return true;
}

function sortProducts(products: ProductRecord[], order: ProductOrder | null | undefined): ProductRecord[] {
  const field = order?.field ?? 'NAME';
  const direction = order?.direction === 'DESC' ? -1 : 1;
  const key = (product: ProductRecord): number | string => {
    switch (field) {
      case 'NAME':
      case 'RANK':
        return fold(product.name);
      case 'PRICE':
      case 'MINIMAL_PRICE':
        return minPrice(product);
      case 'CREATED_AT':
      case 'DATE':
      case 'PUBLISHED':
      case 'PUBLICATION_DATE':
      case 'PUBLISHED_AT':
        return product.created;
      case 'LAST_MODIFIED':
      case 'LAST_MODIFIED_AT':
        return product.updatedAt;
      case 'RATING':
        return product.rating ?? 0;
      case 'TYPE':
        return product.productType.name;
      default:
        throw new GraphQLError(`Sorting by ${field} is not supported here.`, { extensions: { code: 'GRAPHQL_ERROR' } });
    }
  };
  return [...products].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka < kb) return -direction;
    if (ka > kb) return direction;
    return a.id - b.id; // Stable pages: ties break on the id.
  });
}
