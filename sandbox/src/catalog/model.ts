/**
 * The sandbox's catalogue model: plain data, the shape the seed produces and the store persists.
 * Ids are small integers; the commerce API exposes them as Saleor-style global ids (base64 "Type:id").
 * Image fields hold paths served by the sandbox itself (e.g. "/media/products/12.png"), never remote URLs.
 */

export type Metadata = Record<string, string>;

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  /** EditorJS JSON string, as Saleor stores rich text. */
  description: string;
  seoTitle: string;
  seoDescription: string;
  parentId: number | null;
  /** 0 for top-level categories. */
  level: number;
  backgroundImage: string | null;
  metadata: Metadata;
  /** Public metafields, e.g. { priceFrom: "9.90" }. */
  metafields: Metadata;
}

export interface CollectionRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  backgroundImage: string | null;
  /** May carry `voucherify` ("ddMMyyyy_ddMMyyyy") and `voucherifyDescuento`. */
  metadata: Metadata;
  metafields: Metadata;
  productIds: number[];
}

export type AttributeInputType = 'DROPDOWN' | 'BOOLEAN' | 'PLAIN_TEXT';

export interface AttributeRecord {
  id: number;
  /** presentation | brand | laboratory | flagBrandOrLaboratory | typePurchase | requiresPrescription */
  slug: string;
  name: string;
  inputType: AttributeInputType;
}

/** One attribute's value on a product: `value` is the display name; booleans also set `boolean`. */
export interface AttributeValueRecord {
  attributeSlug: string;
  name: string;
  slug: string;
  boolean: boolean | null;
}

export interface VariantRecord {
  id: number;
  sku: string;
  name: string;
  /** Gross unit price in PEN, IGV included, 2 decimals. */
  price: number;
  /** Undiscounted price when the variant is on sale (price < priceUndiscounted), else equal to price. */
  priceUndiscounted: number;
  /** Stock on hand at seed time; the store keeps the live figure. */
  stock: number;
  quantityLimitPerCustomer: number | null;
}

export interface ProductRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  categoryId: number;
  productType: { id: number; name: string; slug: string };
  attributes: AttributeValueRecord[];
  metadata: Metadata;
  metafields: Metadata;
  /** ISO date-time. */
  created: string;
  updatedAt: string;
  isAvailableForPurchase: boolean;
  /**
   * Published in its channel. An unpublished product is seen only by apps and staff with a product or order
   * permission (Saleor's rule for `products`, `product`, `Category.products`, …); shoppers never see it.
   */
  isPublished: boolean;
  /** Image paths; the first is the thumbnail. */
  media: string[];
  variants: VariantRecord[];
  rating: number | null;
}

export interface MenuItemRecord {
  id: number;
  name: string;
  /** Exactly one of url, categoryId, collectionId, pageId is set. */
  url: string | null;
  categoryId: number | null;
  collectionId: number | null;
  pageId: number | null;
  children: MenuItemRecord[];
}

export interface MenuRecord {
  id: number;
  name: string;
  /** navbar | footer | navigation */
  slug: string;
  items: MenuItemRecord[];
}

export interface PageRecord {
  id: number;
  slug: string;
  title: string;
  /** EditorJS JSON string. */
  content: string;
  seoTitle: string;
  seoDescription: string;
  isPublished: boolean;
  created: string;
  pageType: { id: number; name: string; slug: string };
  metadata: Metadata;
}

export interface ShippingMethodRecord {
  id: number;
  name: string;
  description: string;
  price: number;
  minimumDeliveryDays: number | null;
  maximumDeliveryDays: number | null;
}

export interface ChannelRecord {
  id: number;
  slug: string;
  name: string;
  currencyCode: string;
  isActive: boolean;
  /**
   * Saleor's `orderSettings.allowUnpaidOrders`: checkoutComplete may create an order its transactions do not cover
   * ("pago contra entrega"). Absent in stores seeded before it existed: read as true, like the seed.
   */
  allowUnpaidOrders?: boolean;
}

export interface CatalogSeed {
  channels: ChannelRecord[];
  attributes: AttributeRecord[];
  categories: CategoryRecord[];
  collections: CollectionRecord[];
  products: ProductRecord[];
  menus: MenuRecord[];
  pages: PageRecord[];
  shippingMethods: ShippingMethodRecord[];
}
