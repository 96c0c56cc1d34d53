/** Read helpers over the commerce catalogue for the REST services (SKU index, attributes, live stock). */
import type { ProductRecord, VariantRecord } from '../catalog/model';
import type { Catalog } from '../commerce/catalog';
import type { Queryable } from '../store/db';

export interface SkuEntry {
  product: ProductRecord;
  variant: VariantRecord;
}

const indexes = new WeakMap<Catalog, Map<string, SkuEntry>>();

export function skuIndex(catalog: Catalog): Map<string, SkuEntry> {
  let index = indexes.get(catalog);
  if (!index) {
    index = new Map();
    for (const product of catalog.products) {
      for (const variant of product.variants) index.set(variant.sku, { product, variant });
    }
    indexes.set(catalog, index);
  }
  return index;
}

export function attributeValue(product: ProductRecord, slug: string): string | null {
  return product.attributes.find((attribute) => attribute.attributeSlug === slug)?.name ?? null;
}

/** once | once-and-subscription | subscription-only (the typePurchase attribute's slug). */
export function typePurchase(product: ProductRecord): string {
  return product.attributes.find((attribute) => attribute.attributeSlug === 'typePurchase')?.slug ?? 'once';
}

export function allowsSubscription(product: ProductRecord): boolean {
  return typePurchase(product) !== 'once';
}

export function requiresPrescription(product: ProductRecord): boolean {
  return product.attributes.some(
    (attribute) => attribute.attributeSlug === 'requiresPrescription' && attribute.boolean,
  );
}

/** The product's thumbnail as served by the sandbox, absolute when a media base URL is configured. */
export function imageUrl(product: ProductRecord, mediaBaseUrl: string | undefined): string | null {
  const path = product.media[0];
  if (!path) return null;
  return mediaBaseUrl ? `${mediaBaseUrl.replace(/\/+$/, '')}${path}` : path;
}

/** Live stock per variant id from the store (checkouts decrement it); seed stock for variants it does not list. */
export async function liveStock(db: Queryable, variants: VariantRecord[]): Promise<Map<number, number>> {
  const stock = new Map(variants.map((variant) => [variant.id, variant.stock]));
  if (variants.length === 0) return stock;
  const rows = await db.query<{ variant_id: number; quantity: number }>(
    'SELECT variant_id, quantity FROM stock WHERE variant_id = ANY($1::int[])',
    [variants.map((variant) => variant.id)],
  );
  for (const row of rows) stock.set(row.variant_id, row.quantity);
  return stock;
}
