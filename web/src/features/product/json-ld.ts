/** schema.org Product data for the product page (search engines' rich results). */
import { CURRENCY, roundMoney } from '@cuida/domain';
import { type StockState, stockState } from '../catalog/stock';

export interface ProductJsonLdInput {
  name: string;
  description?: string | null;
  url: string;
  images: readonly string[];
  sku?: string | null;
  brand?: string | null;
  price: number | null;
  units: number | null;
  availableForPurchase?: boolean | null;
}

const AVAILABILITY: Record<StockState, string> = {
  out: 'https://schema.org/OutOfStock',
  low: 'https://schema.org/LimitedAvailability',
  in: 'https://schema.org/InStock',
};

export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const state: StockState = input.availableForPurchase === false ? 'out' : stockState(input.units);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    image: [...input.images],
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    ...(input.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: input.url,
            priceCurrency: CURRENCY,
            price: roundMoney(input.price).toFixed(2),
            availability: AVAILABILITY[state],
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
