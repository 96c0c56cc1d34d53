import type { ProductTemplate } from './product-templates';

/**
 * A launch being prepared: in the storefront's channel, priced and stocked, but not published. It is what a real shop
 * holds too, and what tests use to show that nothing a shopper or partner reads through the gateway reveals it.
 */
export const UNPUBLISHED_PRODUCTS: readonly { categorySlug: string; template: ProductTemplate }[] = [
  {
    categorySlug: 'proteccion-solar-facial',
    template: {
      name: 'Bloqueador Solar Eucerin Hydro Protect FPS 50+ (lanzamiento)',
      presentation: '50 ml',
      brand: 'Eucerin',
      variants: [{ name: '50 ml', price: 99.9 }],
    },
  },
];
