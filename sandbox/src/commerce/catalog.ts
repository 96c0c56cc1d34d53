import type {
  AttributeRecord,
  CatalogSeed,
  CategoryRecord,
  ChannelRecord,
  CollectionRecord,
  MenuRecord,
  PageRecord,
  ProductRecord,
  ShippingMethodRecord,
  VariantRecord,
} from '../catalog/model';

/**
 * The read side of the commerce catalogue, indexed in memory. The catalogue is small (hundreds of products) and
 * read-only between resets, so it is loaded from the store once; live stock stays in the store (see StockLedger).
 */
export class Catalog {
  readonly channels: ChannelRecord[];
  readonly attributes = new Map<string, AttributeRecord>();
  readonly categories: CategoryRecord[];
  readonly collections: CollectionRecord[];
  readonly products: ProductRecord[];
  readonly menus: MenuRecord[];
  readonly pages: PageRecord[];
  readonly shippingMethods: ShippingMethodRecord[];

  private readonly categoryById = new Map<number, CategoryRecord>();
  private readonly productById = new Map<number, ProductRecord>();
  private readonly variantById = new Map<number, { variant: VariantRecord; product: ProductRecord }>();
  private readonly collectionsByProduct = new Map<number, CollectionRecord[]>();
  private readonly childrenByCategory = new Map<number, CategoryRecord[]>();

  constructor(seed: CatalogSeed) {
    this.channels = seed.channels;
    this.categories = seed.categories;
    this.collections = seed.collections;
    this.products = seed.products;
    this.menus = seed.menus;
    this.pages = seed.pages;
    this.shippingMethods = seed.shippingMethods;
    for (const attribute of seed.attributes) this.attributes.set(attribute.slug, attribute);
    for (const category of seed.categories) {
      this.categoryById.set(category.id, category);
      if (category.parentId !== null) {
        const siblings = this.childrenByCategory.get(category.parentId) ?? [];
        siblings.push(category);
        this.childrenByCategory.set(category.parentId, siblings);
      }
    }
    for (const product of seed.products) {
      this.productById.set(product.id, product);
      for (const variant of product.variants) this.variantById.set(variant.id, { variant, product });
    }
    for (const collection of seed.collections) {
      for (const productId of collection.productIds) {
        const list = this.collectionsByProduct.get(productId) ?? [];
        list.push(collection);
        this.collectionsByProduct.set(productId, list);
      }
    }
  }

  channel(slug: string): ChannelRecord | undefined {
    return this.channels.find((channel) => channel.slug === slug);
  }

  category(id: number): CategoryRecord | undefined {
    return this.categoryById.get(id);
  }

  categoryBySlug(slug: string): CategoryRecord | undefined {
    return this.categories.find((category) => category.slug === slug);
  }

  children(categoryId: number): CategoryRecord[] {
    return this.childrenByCategory.get(categoryId) ?? [];
  }

  /** The category and all its descendants' ids: Saleor's category filter includes subcategories. */
  subtreeIds(categoryId: number): Set<number> {
    const ids = new Set<number>([categoryId]);
    const queue = [categoryId];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const child of this.children(next)) {
        if (!ids.has(child.id)) {
          ids.add(child.id);
          queue.push(child.id);
        }
      }
    }
    return ids;
  }

  /** Root of the category's tree; products are listed in a channel when their root category carries its slug. */
  rootCategory(categoryId: number): CategoryRecord | undefined {
    let category = this.categoryById.get(categoryId);
    while (category && category.parentId !== null) category = this.categoryById.get(category.parentId);
    return category;
  }

  isProductInChannel(product: ProductRecord, channelSlug: string): boolean {
    return this.rootCategory(product.categoryId)?.metadata.channel === channelSlug;
  }

  /**
   * Whether a requester sees the product in the channel: listed there and published, or listed there for an app or
   * staff member with a product or order permission (`seesUnpublished`), as Saleor's catalogue queries decide.
   */
  isVisibleInChannel(product: ProductRecord, channelSlug: string, seesUnpublished: boolean): boolean {
    return this.isProductInChannel(product, channelSlug) && (product.isPublished || seesUnpublished);
  }

  product(id: number): ProductRecord | undefined {
    return this.productById.get(id);
  }

  productBySlug(slug: string): ProductRecord | undefined {
    return this.products.find((product) => product.slug === slug);
  }

  variant(id: number): { variant: VariantRecord; product: ProductRecord } | undefined {
    return this.variantById.get(id);
  }

  collection(id: number): CollectionRecord | undefined {
    return this.collections.find((collection) => collection.id === id);
  }

  collectionBySlug(slug: string): CollectionRecord | undefined {
    return this.collections.find((collection) => collection.slug === slug);
  }

  collectionsOf(productId: number): CollectionRecord[] {
    return this.collectionsByProduct.get(productId) ?? [];
  }

  menu(slug: string): MenuRecord | undefined {
    return this.menus.find((menu) => menu.slug === slug);
  }

  page(slug: string): PageRecord | undefined {
    return this.pages.find((page) => page.slug === slug);
  }

  shippingMethod(id: number): ShippingMethodRecord | undefined {
    return this.shippingMethods.find((method) => method.id === id);
  }
}
