/**
 * typePurchase values (attribute `typePurchase`, one value per product):
 * - `once`                   "Compra única": buyable once only, never by subscription.
 * - `once-and-subscription`  "Compra única y suscripción": buyable once or by subscription (chronic
 *                            medicines, diapers, formulas, vitamins...).
 * - `subscription-only`      "Solo suscripción": only by subscription (the "Pack mensual" products).
 */
export type TypePurchase = 'once' | 'once-and-subscription' | 'subscription-only';

/**
 * medicine → product type "Medicamento", flagBrandOrLaboratory `laboratory` (needs a laboratory);
 * the others show their brand (flag `brand`, need a brand).
 */
export type ProductKind = 'medicine' | 'consumer' | 'device' | 'supplement';

export interface ProductOptions {
  brand?: string;
  /** Laboratory; defaults to the brand's laboratory (brands.ts). */
  lab?: string;
  /** Requires a medical prescription (Farmacia only). */
  rx?: boolean;
  /** Overrides the category's default (which defaults to `once`). */
  purchase?: TypePurchase;
  /** quantityLimitPerCustomer on every variant. */
  limit?: number;
  /** isAvailableForPurchase false. */
  unavailable?: boolean;
  /** Not published in its channel: only the commerce API's apps and staff see it. */
  unpublished?: boolean;
  /** Overrides the category's kind. */
  kind?: ProductKind;
}

export interface ProductTemplate extends ProductOptions {
  name: string;
  presentation: string;
  variants: { name: string; price: number }[];
}

export interface LeafCatalog {
  kind: ProductKind;
  /** The indications / benefits paragraph of the products' descriptions. */
  blurb: string;
  /** Default typePurchase of the category's products. */
  purchase?: TypePurchase;
  /** Default quantityLimitPerCustomer of the category's products. */
  limit?: number;
  items: ProductTemplate[];
}

export type Presentation = readonly [name: string, price: number];

/** One product per presentation, named "<name> <presentation>", each with a single variant. */
export function line(name: string, options: ProductOptions, ...presentations: Presentation[]): ProductTemplate[] {
  return presentations.map(([presentation, price]) => ({
    ...options,
    name: `${name} ${presentation}`,
    presentation,
    variants: [{ name: presentation, price }],
  }));
}

/** One product named `name` with one variant per entry (sizes, "Unidad" vs "Caja"...). */
export function multi(name: string, options: ProductOptions, ...variants: Presentation[]): ProductTemplate[] {
  const first = variants[0];
  if (!first) throw new Error(`${name}: a product needs at least one variant`);
  return [{ ...options, name, presentation: first[0], variants: variants.map(([n, price]) => ({ name: n, price })) }];
}

/** A leaf category's catalogue; `items` takes the helpers' arrays as they are. */
export function leaf(
  kind: ProductKind,
  blurb: string,
  items: ProductTemplate[][],
  defaults: { purchase?: TypePurchase; limit?: number } = {},
): LeafCatalog {
  return { kind, blurb, ...defaults, items: items.flat() };
}

/** Shorthands for the option objects. */
export const BOTH = { purchase: 'once-and-subscription' } as const;
export const MONTHLY = { purchase: 'subscription-only' } as const;
