import { GraphQLError } from 'graphql';
import type {
  AttributeValueRecord,
  CategoryRecord,
  CollectionRecord,
  MenuItemRecord,
  MenuRecord,
  PageRecord,
  ProductRecord,
  ShippingMethodRecord,
  VariantRecord,
} from '../../catalog/model';
import { fromGlobalIntId, toGlobalId } from '../global-id';
import { taxedFromGross } from '../money';
import { notPlayed } from '../not-played';
import { type ConnectionArgs, paginate } from '../pagination';
import {
  fold,
  matchesMetadata,
  type ProductFilter,
  type ProductOrder,
  type ProductWhere,
  queryProducts,
} from '../product-query';
import { type CommerceContext, DEFAULT_CHANNEL, type InChannel } from './context';
import { mediaUrl, metadataFields } from './metadata';

type ProductNode = InChannel<ProductRecord>;
type VariantNode = InChannel<{ variant: VariantRecord; product: ProductRecord }>;
type CollectionNode = InChannel<CollectionRecord>;
interface MenuItemNode {
  item: MenuItemRecord;
  menu: MenuRecord;
  parent: MenuItemNode | null;
  level: number;
}

interface ProductsArgs extends ConnectionArgs {
  filter?: ProductFilter | null;
  where?: ProductWhere | null;
  sortBy?: ProductOrder | null;
  search?: string | null;
  channel?: string | null;
}

interface SizeArgs {
  size?: number | null;
}

const withMetafields = (record: { metadata: Record<string, string>; metafields?: Record<string, string> }) => ({
  ...record.metadata,
  ...record.metafields,
});

interface PageWhere {
  ids?: string[] | null;
  slug?: { eq?: string | null; oneOf?: string[] | null } | null;
  [other: string]: unknown;
}

/**
 * Saleor's `pages(where:)` by ids and slug (`eq`, `oneOf`), what a storefront filters pages by; any other condition
 * answers NOT_PLAYED_BY_SANDBOX naming it rather than an unfiltered list.
 */
function pageWhere(where: PageWhere | null | undefined): (page: PageRecord) => boolean {
  if (!where) return () => true;
  for (const [key, value] of Object.entries(where)) {
    if (value != null && key !== 'ids' && key !== 'slug') throw notPlayed(`PageWhereInput.${key}`);
  }
  const { ids, slug } = where;
  return (page) =>
    (!ids || ids.includes(toGlobalId('Page', page.id))) &&
    (slug?.eq == null || slug.eq === page.slug) &&
    (slug?.oneOf == null || slug.oneOf.includes(page.slug));
}

/** Resolves `id` or `slug` lookups; Saleor answers null for an unknown object and an error for neither argument. */
function requireOne(args: { id?: string | null; slug?: string | null }, what: string): void {
  if (!args.id && !args.slug) {
    throw new GraphQLError(`Either the 'id' or the 'slug' argument is required for ${what}.`, {
      extensions: { code: 'GRAPHQL_ERROR' },
    });
  }
}

function productsConnection(
  context: CommerceContext,
  args: ProductsArgs,
  channel: string,
  scope?: { categoryId?: number; collectionId?: number },
) {
  const products = queryProducts(context.catalog, context.stock, {
    channel,
    filter: args.filter ?? null,
    where: args.where ?? null,
    search: args.search ?? null,
    sortBy: args.sortBy ?? null,
    ...(scope ? { scope } : {}),
    seesUnpublished: context.app,
  });
  const connection = paginate(products, args, 'products');
  return { ...connection, edges: connection.edges.map((edge) => ({ ...edge, node: { record: edge.node, channel } })) };
}

const attributeValueIds = new Map<string, number>();
/** Stable ids for attribute values, numbered in the order they are first seen. */
function attributeValueId(value: AttributeValueRecord): string {
  const key = `${value.attributeSlug}/${value.slug}`;
  let pk = attributeValueIds.get(key);
  if (pk === undefined) {
    pk = attributeValueIds.size + 1;
    attributeValueIds.set(key, pk);
  }
  return toGlobalId('AttributeValue', pk);
}

export function selectedAttributes(context: CommerceContext, values: AttributeValueRecord[]) {
  const bySlug = new Map<string, AttributeValueRecord[]>();
  for (const value of values) bySlug.set(value.attributeSlug, [...(bySlug.get(value.attributeSlug) ?? []), value]);
  return [...bySlug].flatMap(([slug, attributeValues]) => {
    const attribute = context.catalog.attributes.get(slug);
    if (!attribute) return [];
    return [
      {
        attribute,
        values: attributeValues.map((value) => ({
          id: attributeValueId(value),
          name: value.name,
          slug: value.slug,
          value: attribute.inputType === 'BOOLEAN' ? null : value.name,
          inputType: attribute.inputType,
          file: null,
          richText: null,
          plainText: attribute.inputType === 'PLAIN_TEXT' ? value.name : null,
          boolean: value.boolean,
          date: null,
          dateTime: null,
        })),
      },
    ];
  });
}

/**
 * A delivery method in the commerce API's shape: a channel's own (ShippingMethodRecord, its id numbered) or one a
 * shipping app listed (its global id given).
 */
function shippingMethodFields(
  method: Pick<ShippingMethodRecord, 'name' | 'price' | 'maximumDeliveryDays'> & {
    description: string | null;
    minimumDeliveryDays?: number | null;
  },
  id: string,
) {
  return {
    id,
    name: method.name,
    description: method.description
      ? JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: method.description } }] })
      : null,
    minimumDeliveryDays: method.minimumDeliveryDays ?? null,
    maximumDeliveryDays: method.maximumDeliveryDays,
    price: { amount: method.price, currency: 'PEN' },
    active: true,
    message: null,
    metadata: [],
    metafield: null,
    metafields: {},
  };
}

export { shippingMethodFields };

function menuItemNodes(
  menu: MenuRecord,
  items: MenuItemRecord[],
  parent: MenuItemNode | null,
  level: number,
): MenuItemNode[] {
  return items.map((item) => ({ item, menu, parent, level }));
}

export const catalogResolvers = {
  Query: {
    products: (_: unknown, args: ProductsArgs, context: CommerceContext) =>
      productsConnection(context, args, args.channel ?? args.filter?.channel ?? DEFAULT_CHANNEL),
    product: (
      _: unknown,
      args: { id?: string | null; slug?: string | null; channel?: string | null },
      context: CommerceContext,
    ): ProductNode | null => {
      requireOne(args, 'product');
      const channel = args.channel ?? DEFAULT_CHANNEL;
      const pk = args.id ? fromGlobalIntId(args.id, 'Product') : null;
      const record = args.id
        ? pk === null
          ? undefined
          : context.catalog.product(pk)
        : context.catalog.productBySlug(args.slug ?? '');
      if (
        !record ||
        !context.catalog.channel(channel)?.isActive ||
        !context.catalog.isVisibleInChannel(record, channel, context.app)
      )
        return null;
      return { record, channel };
    },
    productVariants: (
      _: unknown,
      args: ConnectionArgs & {
        ids?: string[] | null;
        channel?: string | null;
        filter?: { sku?: string[] | null; search?: string | null } | null;
        search?: string | null;
      },
      context: CommerceContext,
    ) => {
      const channel = args.channel ?? DEFAULT_CHANNEL;
      const ids = args.ids?.map((id) => fromGlobalIntId(id, 'ProductVariant'));
      const skus = args.filter?.sku ? new Set(args.filter.sku) : null;
      const search = fold(args.search ?? args.filter?.search ?? '');
      const variants = context.catalog.products
        .filter((product) => context.catalog.isVisibleInChannel(product, channel, context.app))
        .flatMap((product) => product.variants.map((variant) => ({ variant, product })))
        .filter(({ variant }) => !ids || ids.includes(variant.id))
        .filter(({ variant }) => !skus || skus.has(variant.sku))
        .filter(
          ({ variant, product }) => !search || fold(`${product.name} ${variant.name} ${variant.sku}`).includes(search),
        );
      const connection = paginate(variants, args, 'productVariants');
      return {
        ...connection,
        edges: connection.edges.map((edge) => ({ ...edge, node: { record: edge.node, channel } })),
      };
    },
    categories: (
      _: unknown,
      args: ConnectionArgs & {
        level?: number | null;
        filter?: {
          search?: string | null;
          metadata?: { key: string; value?: string | null }[] | null;
          ids?: string[] | null;
          slugs?: string[] | null;
        } | null;
      },
      context: CommerceContext,
    ) => {
      const filter = args.filter;
      const ids = filter?.ids?.map((id) => fromGlobalIntId(id, 'Category'));
      const search = fold(filter?.search ?? '');
      const categories = context.catalog.categories.filter(
        (category) =>
          (args.level == null || category.level === args.level) &&
          matchesMetadata(category.metadata, filter?.metadata) &&
          (!ids || ids.includes(category.id)) &&
          (!filter?.slugs || filter.slugs.includes(category.slug)) &&
          (!search || fold(`${category.name} ${category.slug}`).includes(search)),
      );
      return paginate(categories, args, 'categories');
    },
    category: (_: unknown, args: { id?: string | null; slug?: string | null }, context: CommerceContext) => {
      requireOne(args, 'category');
      if (args.id) {
        const pk = fromGlobalIntId(args.id, 'Category');
        return pk === null ? null : (context.catalog.category(pk) ?? null);
      }
      return context.catalog.categoryBySlug(args.slug ?? '') ?? null;
    },
    collections: (
      _: unknown,
      args: ConnectionArgs & {
        channel?: string | null;
        filter?: {
          search?: string | null;
          metadata?: { key: string; value?: string | null }[] | null;
          ids?: string[] | null;
          slugs?: string[] | null;
          channel?: string | null;
          published?: 'PUBLISHED' | 'HIDDEN' | null;
        } | null;
      },
      context: CommerceContext,
    ) => {
      const channel = args.channel ?? args.filter?.channel ?? DEFAULT_CHANNEL;
      const filter = args.filter;
      const ids = filter?.ids?.map((id) => fromGlobalIntId(id, 'Collection'));
      const search = fold(filter?.search ?? '');
      const active = context.catalog.channel(channel)?.isActive === true;
      const collections = context.catalog.collections.filter(
        (collection) =>
          active &&
          filter?.published !== 'HIDDEN' &&
          matchesMetadata(collection.metadata, filter?.metadata) &&
          (!ids || ids.includes(collection.id)) &&
          (!filter?.slugs || filter.slugs.includes(collection.slug)) &&
          (!search || fold(`${collection.name} ${collection.slug}`).includes(search)),
      );
      const connection = paginate(collections, args, 'collections');
      return {
        ...connection,
        edges: connection.edges.map((edge) => ({ ...edge, node: { record: edge.node, channel } })),
      };
    },
    collection: (
      _: unknown,
      args: { id?: string | null; slug?: string | null; channel?: string | null },
      context: CommerceContext,
    ): CollectionNode | null => {
      requireOne(args, 'collection');
      const channel = args.channel ?? DEFAULT_CHANNEL;
      if (!context.catalog.channel(channel)?.isActive) return null;
      const pk = args.id ? fromGlobalIntId(args.id, 'Collection') : null;
      const record = args.id
        ? pk === null
          ? undefined
          : context.catalog.collection(pk)
        : context.catalog.collectionBySlug(args.slug ?? '');
      return record ? { record, channel } : null;
    },
    menu: (
      _: unknown,
      args: { id?: string | null; name?: string | null; slug?: string | null },
      context: CommerceContext,
    ) => {
      if (args.id) {
        const pk = fromGlobalIntId(args.id, 'Menu');
        return context.catalog.menus.find((menu) => menu.id === pk) ?? null;
      }
      if (args.slug) return context.catalog.menu(args.slug) ?? null;
      if (args.name) return context.catalog.menus.find((menu) => menu.name === args.name) ?? null;
      throw new GraphQLError("Either the 'id', 'name' or 'slug' argument is required for menu.", {
        extensions: { code: 'GRAPHQL_ERROR' },
      });
    },
    page: (_: unknown, args: { id?: string | null; slug?: string | null }, context: CommerceContext) => {
      requireOne(args, 'page');
      const page = args.id
        ? context.catalog.pages.find((candidate) => toGlobalId('Page', candidate.id) === args.id)
        : context.catalog.page(args.slug ?? '');
      return page?.isPublished ? page : null;
    },
    pages: (
      _: unknown,
      args: ConnectionArgs & {
        search?: string | null;
        filter?: {
          search?: string | null;
          metadata?: { key: string; value?: string | null }[] | null;
          ids?: string[] | null;
          slugs?: string[] | null;
          pageTypes?: string[] | null;
        } | null;
        where?: PageWhere | null;
      },
      context: CommerceContext,
    ) => {
      const filter = args.filter;
      const where = pageWhere(args.where);
      const search = fold(args.search ?? filter?.search ?? '');
      const pages = context.catalog.pages.filter(
        (page) =>
          page.isPublished &&
          matchesMetadata(page.metadata, filter?.metadata) &&
          (!filter?.ids || filter.ids.includes(toGlobalId('Page', page.id))) &&
          (!filter?.slugs || filter.slugs.includes(page.slug)) &&
          (!filter?.pageTypes || filter.pageTypes.includes(toGlobalId('PageType', page.pageType.id))) &&
          (!search || fold(`${page.title} ${page.slug}`).includes(search)) &&
          where(page),
      );
      return paginate(pages, args, 'pages');
    },
  },

  Product: {
    id: ({ record }: ProductNode) => toGlobalId('Product', record.id),
    ...metadataFields<ProductNode>(({ record }) => withMetafields(record)),
    name: ({ record }: ProductNode) => record.name,
    slug: ({ record }: ProductNode) => record.slug,
    seoTitle: ({ record }: ProductNode) => record.seoTitle,
    seoDescription: ({ record }: ProductNode) => record.seoDescription,
    description: ({ record }: ProductNode) => record.description,
    created: ({ record }: ProductNode) => record.created,
    updatedAt: ({ record }: ProductNode) => record.updatedAt,
    rating: ({ record }: ProductNode) => record.rating,
    channel: ({ channel }: ProductNode) => channel,
    productType: ({ record }: ProductNode) => ({
      ...record.productType,
      id: toGlobalId('ProductType', record.productType.id),
      metadata: [],
      metafield: null,
      metafields: {},
    }),
    category: ({ record }: ProductNode, _: unknown, context: CommerceContext) =>
      context.catalog.category(record.categoryId) ?? null,
    defaultVariant: ({ record, channel }: ProductNode): VariantNode | null => {
      const variant = record.variants[0];
      return variant ? { record: { variant, product: record }, channel } : null;
    },
    variants: ({ record, channel }: ProductNode): VariantNode[] =>
      record.variants.map((variant) => ({ record: { variant, product: record }, channel })),
    thumbnail: ({ record }: ProductNode, args: SizeArgs, context: CommerceContext) => {
      const path = record.media[0];
      return path ? { url: mediaUrl(context.publicUrl, path, args.size), alt: record.name } : null;
    },
    media: ({ record }: ProductNode) => record.media.map((path, index) => ({ path, index, alt: record.name })),
    attributes: ({ record }: ProductNode, _: unknown, context: CommerceContext) =>
      selectedAttributes(context, record.attributes),
    collections: ({ record, channel }: ProductNode, _: unknown, context: CommerceContext): CollectionNode[] =>
      context.catalog.collectionsOf(record.id).map((collection) => ({ record: collection, channel })),
    availableForPurchaseAt: ({ record }: ProductNode) => (record.isAvailableForPurchase ? record.created : null),
    isAvailableForPurchase: ({ record }: ProductNode) => record.isAvailableForPurchase,
    isAvailable: ({ record }: ProductNode, _: unknown, context: CommerceContext) =>
      record.isAvailableForPurchase && record.variants.some((variant) => context.stock.available(variant.id) > 0),
    pricing: ({ record }: ProductNode) => {
      const prices = record.variants.map((variant) => variant.price);
      const undiscounted = record.variants.map((variant) => variant.priceUndiscounted);
      const start = Math.min(...prices);
      const startUndiscounted = Math.min(...undiscounted);
      const onSale = record.variants.some((variant) => variant.price < variant.priceUndiscounted);
      return {
        onSale,
        discount: onSale ? taxedFromGross(startUndiscounted - start, 'PEN') : null,
        priceRange: { start: taxedFromGross(start, 'PEN'), stop: taxedFromGross(Math.max(...prices), 'PEN') },
        priceRangeUndiscounted: {
          start: taxedFromGross(startUndiscounted, 'PEN'),
          stop: taxedFromGross(Math.max(...undiscounted), 'PEN'),
        },
      };
    },
  },

  ProductVariant: {
    id: ({ record }: VariantNode) => toGlobalId('ProductVariant', record.variant.id),
    ...metadataFields<VariantNode>(() => ({})),
    name: ({ record }: VariantNode) => record.variant.name,
    sku: ({ record }: VariantNode) => record.variant.sku,
    product: ({ record, channel }: VariantNode): ProductNode => ({ record: record.product, channel }),
    quantityLimitPerCustomer: ({ record }: VariantNode) => record.variant.quantityLimitPerCustomer,
    channel: ({ channel }: VariantNode) => channel,
    // Saleor caps what it reveals at the most a checkout line may hold.
    quantityAvailable: ({ record }: VariantNode, _: unknown, context: CommerceContext) =>
      Math.min(context.stock.available(record.variant.id), 50),
    pricing: ({ record }: VariantNode) => {
      const { price, priceUndiscounted } = record.variant;
      return {
        onSale: price < priceUndiscounted,
        discount: price < priceUndiscounted ? taxedFromGross(priceUndiscounted - price, 'PEN') : null,
        price: taxedFromGross(price, 'PEN'),
        priceUndiscounted: taxedFromGross(priceUndiscounted, 'PEN'),
      };
    },
    attributes: () => [],
    media: ({ record }: VariantNode) =>
      record.product.media.slice(0, 1).map((path, index) => ({ path, index, alt: record.product.name })),
  },

  ProductMedia: {
    id: (media: { path: string }) => toGlobalId('ProductMedia', media.path),
    ...metadataFields(() => ({})),
    sortOrder: (media: { index: number }) => media.index,
    alt: (media: { alt: string }) => media.alt,
    type: () => 'IMAGE',
    url: (media: { path: string }, args: SizeArgs, context: CommerceContext) =>
      mediaUrl(context.publicUrl, media.path, args.size),
  },

  Attribute: {
    id: (attribute: { id: number }) => toGlobalId('Attribute', attribute.id),
    ...metadataFields(() => ({})),
  },

  Category: {
    id: (category: CategoryRecord) => toGlobalId('Category', category.id),
    ...metadataFields<CategoryRecord>(withMetafields),
    parent: (category: CategoryRecord, _: unknown, context: CommerceContext) =>
      category.parentId === null ? null : (context.catalog.category(category.parentId) ?? null),
    children: (category: CategoryRecord, args: ConnectionArgs, context: CommerceContext) =>
      paginate(context.catalog.children(category.id), args, 'children'),
    backgroundImage: (category: CategoryRecord, args: SizeArgs, context: CommerceContext) =>
      category.backgroundImage
        ? { url: mediaUrl(context.publicUrl, category.backgroundImage, args.size), alt: category.name }
        : null,
    products: (category: CategoryRecord, args: ProductsArgs, context: CommerceContext) =>
      productsConnection(context, args, args.channel ?? DEFAULT_CHANNEL, { categoryId: category.id }),
  },

  Collection: {
    id: ({ record }: CollectionNode) => toGlobalId('Collection', record.id),
    ...metadataFields<CollectionNode>(({ record }) => withMetafields(record)),
    name: ({ record }: CollectionNode) => record.name,
    slug: ({ record }: CollectionNode) => record.slug,
    seoTitle: ({ record }: CollectionNode) => record.seoTitle,
    seoDescription: ({ record }: CollectionNode) => record.seoDescription,
    description: ({ record }: CollectionNode) => record.description,
    channel: ({ channel }: CollectionNode) => channel,
    backgroundImage: ({ record }: CollectionNode, args: SizeArgs, context: CommerceContext) =>
      record.backgroundImage
        ? { url: mediaUrl(context.publicUrl, record.backgroundImage, args.size), alt: record.name }
        : null,
    products: ({ record, channel }: CollectionNode, args: ProductsArgs, context: CommerceContext) =>
      productsConnection(context, args, channel, { collectionId: record.id }),
  },

  Menu: {
    id: (menu: MenuRecord) => toGlobalId('Menu', menu.id),
    ...metadataFields(() => ({})),
    items: (menu: MenuRecord) => menuItemNodes(menu, menu.items, null, 0),
  },

  MenuItem: {
    id: ({ item }: MenuItemNode) => toGlobalId('MenuItem', item.id),
    ...metadataFields(() => ({})),
    name: ({ item }: MenuItemNode) => item.name,
    menu: ({ menu }: MenuItemNode) => menu,
    parent: ({ parent }: MenuItemNode) => parent,
    level: ({ level }: MenuItemNode) => level,
    url: ({ item }: MenuItemNode) => item.url,
    children: (node: MenuItemNode) => menuItemNodes(node.menu, node.item.children, node, node.level + 1),
    category: ({ item }: MenuItemNode, _: unknown, context: CommerceContext) =>
      item.categoryId === null ? null : (context.catalog.category(item.categoryId) ?? null),
    collection: ({ item }: MenuItemNode, _: unknown, context: CommerceContext): CollectionNode | null => {
      const record = item.collectionId === null ? undefined : context.catalog.collection(item.collectionId);
      return record ? { record, channel: DEFAULT_CHANNEL } : null;
    },
    page: ({ item }: MenuItemNode, _: unknown, context: CommerceContext) =>
      context.catalog.pages.find((page) => page.id === item.pageId) ?? null,
  },

  Page: {
    id: (page: PageRecord) => toGlobalId('Page', page.id),
    ...metadataFields<PageRecord>((page) => page.metadata),
    contentJson: (page: PageRecord) => page.content,
    publishedAt: (page: PageRecord) => page.created,
    pageType: (page: PageRecord) => ({
      ...page.pageType,
      id: toGlobalId('PageType', page.pageType.id),
      metadata: [],
      metafield: null,
      metafields: {},
    }),
    attributes: () => [],
  },

  ShippingMethod: {},
};
