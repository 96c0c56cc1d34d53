/**
 * How the storefront reads a product's commerce attributes (requirements: "Product attributes"): typePurchase,
 * presentation, flagBrandOrLaboratory with brand / laboratory, requiresPrescription.
 */

/** One selected attribute as the commerce API returns it (only the parts these rules read). */
export interface AttributeSelection {
  attribute: { slug: string };
  values: { name?: string | null; slug?: string | null; boolean?: boolean | null }[];
}

export interface PurchaseOptions {
  once: boolean;
  subscription: boolean;
  subscriptionOnly: boolean;
}

function valuesOf(attributes: readonly AttributeSelection[], slug: string) {
  return attributes.find((selection) => selection.attribute.slug === slug)?.values ?? [];
}

function firstName(attributes: readonly AttributeSelection[], slug: string): string | null {
  const name = valuesOf(attributes, slug)[0]?.name?.trim();
  return name ? name : null;
}

/**
 * typePurchase values: `once`, `subscription-only`, `once-and-subscription` (or separate `once` and `subscription`
 * values). A product with no typePurchase is sold once.
 */
export function purchaseOptions(attributes: readonly AttributeSelection[]): PurchaseOptions {
  const slugs = new Set(valuesOf(attributes, 'typePurchase').map((value) => value.slug ?? ''));
  const subscriptionOnly = slugs.has('subscription-only');
  const subscription = subscriptionOnly || slugs.has('once-and-subscription') || slugs.has('subscription');
  const once = !subscriptionOnly && (slugs.size === 0 || slugs.has('once') || slugs.has('once-and-subscription'));
  return { once, subscription, subscriptionOnly };
}

export function presentation(attributes: readonly AttributeSelection[]): string | null {
  return firstName(attributes, 'presentation');
}

export type BrandOrLaboratory = { kind: 'BRAND' | 'LABORATORY'; name: string };

/** flagBrandOrLaboratory says which of the two the storefront shows; the other is the fallback. */
export function brandOrLaboratory(attributes: readonly AttributeSelection[]): BrandOrLaboratory | null {
  const flag = valuesOf(attributes, 'flagBrandOrLaboratory')[0];
  const preferLaboratory = (flag?.slug ?? flag?.name ?? '').toLowerCase() === 'laboratory';
  const brand = firstName(attributes, 'brand');
  const laboratory = firstName(attributes, 'laboratory');
  if (preferLaboratory && laboratory) return { kind: 'LABORATORY', name: laboratory };
  if (brand) return { kind: 'BRAND', name: brand };
  return laboratory ? { kind: 'LABORATORY', name: laboratory } : null;
}

export function requiresPrescription(attributes: readonly AttributeSelection[]): boolean {
  const value = valuesOf(attributes, 'requiresPrescription')[0];
  if (!value) return false;
  if (typeof value.boolean === 'boolean') return value.boolean;
  return ['true', 'si', 'sí', 'yes'].includes((value.slug ?? value.name ?? '').toLowerCase());
}
