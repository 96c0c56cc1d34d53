/**
 * A cart line from what a product page or card knows (reshaped once, here, from the catalogue's shapes). Free of the
 * domain package: the product page's purchase panel runs it in the browser (the promotion window a line is added
 * under is chosen on the server: voucher-window.ts).
 */
import type { NewLine, TypePurchase } from './cart-state';

export interface CartProductInfo {
  variantId: string | null;
  sku: string | null;
  name: string;
  slug: string;
  image: string | null;
  brand: string | null;
  category: string | null;
  presentation: string | null;
  requiresPrescription: boolean;
  subscriptionOnly: boolean;
  /** Gross unit price in PEN; null: not for sale. */
  price: number | null;
  /** Price before a discount, when on sale. */
  originalPrice: number | null;
  /** The open promotion window of one of the product's collections (`ddMMyyyy_ddMMyyyy`). */
  voucherWindow: string | null;
}

export function newLine(
  product: CartProductInfo,
  typePurchase: TypePurchase,
  quantity: number,
  max: number,
): NewLine | null {
  if (!product.variantId || !product.sku || product.price === null || product.price <= 0 || max <= 0) return null;
  return {
    variantId: product.variantId,
    sku: product.sku,
    quantity,
    priceUnit: product.price,
    typePurchase: product.subscriptionOnly ? 'subscription' : typePurchase,
    voucherifyData: product.voucherWindow ? { date: product.voucherWindow } : null,
    brand: product.brand ?? '',
    category: product.category ?? '',
    image: product.image,
    isOnlySubscription: product.subscriptionOnly,
    metadata: { originalPrice: product.originalPrice },
    name: product.name,
    presentation: product.presentation,
    prescriptionType: product.requiresPrescription ? 'simple' : 'not-required',
    slug: product.slug,
    maxQuantity: max,
  };
}
