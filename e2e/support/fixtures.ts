import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A product as the journeys pick it: by data from the sandbox, never by a hard-coded slug. */
export interface SandboxProduct {
  slug: string;
  name: string;
  price: number;
  stock: number;
  variantId: string;
  sku: string;
  /** Slugs of its typePurchase attribute (once, once-and-subscription, subscription-only). */
  purchase: string[];
}

/** The products of a collection, straight from the commerce sandbox. */
export async function collectionProducts(slug: string): Promise<SandboxProduct[]> {
  const response = await fetch(`${inject('sandboxUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ collection(slug: "${slug}", channel: "feria-cuida") { products(first: 50) { edges { node {
        slug name
        pricing { priceRange { start { gross { amount } } } }
        variants { id sku quantityAvailable }
        attributes { attribute { slug } values { slug } }
      } } } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: {
      collection: {
        products: {
          edges: {
            node: {
              slug: string;
              name: string;
              pricing: { priceRange: { start: { gross: { amount: number } } } } | null;
              variants: { id: string; sku: string; quantityAvailable: number }[];
              attributes: { attribute: { slug: string }; values: { slug: string }[] }[];
            };
          }[];
        };
      };
    };
  };
  return body.data.collection.products.edges.map(({ node }) => ({
    slug: node.slug,
    name: node.name,
    price: node.pricing?.priceRange.start.gross.amount ?? 0,
    stock: node.variants[0]?.quantityAvailable ?? 0,
    variantId: node.variants[0]?.id ?? '',
    sku: node.variants[0]?.sku ?? '',
    purchase: node.attributes
      .filter((attribute) => attribute.attribute.slug === 'typePurchase')
      .flatMap((attribute) => attribute.values.map((value) => value.slug)),
  }));
}

export interface SavedLineInput {
  variantId: string;
  name: string;
  quantity: number;
  priceUnit?: number;
  typePurchase?: 'once' | 'subscription';
  sku?: string;
  slug?: string;
}

/** A line of the saved cart (web/src/features/cart/saved-cart.ts, version 1), as a shopper's browser keeps it. */
export function savedLine({
  variantId,
  name,
  quantity,
  priceUnit = 10,
  typePurchase = 'once',
  sku = `SKU-${variantId}`,
  slug = variantId,
}: SavedLineInput) {
  return {
    id: `${variantId}:${typePurchase}`,
    variantId,
    sku: [sku],
    quantity,
    priceUnit,
    priceValue: Math.round(priceUnit * quantity * 100) / 100,
    price: '',
    typePurchase,
    addedHour: 1,
    isGift: false,
    voucherifyData: null,
    brand: '',
    category: '',
    image: null,
    isOnlySubscription: false,
    metadata: { originalPrice: null },
    name,
    presentation: null,
    prescriptionType: 'not-required',
    slug,
    maxQuantity: 50,
  };
}

/** The saved cart's JSON text for these lines (one-time and subscription go to their lists). */
export function savedCart(lines: ReturnType<typeof savedLine>[]): string {
  return JSON.stringify({
    version: 1,
    cartOnce: lines.filter((line) => line.typePurchase === 'once'),
    cartSubscription: lines.filter((line) => line.typePurchase === 'subscription'),
    discount: 0,
    promoDiscount: 0,
    appliedVouchers: [],
    delivery: 0,
    checkoutToken: null,
    couponCode: null,
  });
}

/** An e-mail the sandbox would have sent (its loopback-only outbox; it sends none). */
export interface OutboxEmail {
  to: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
}

/** The newest e-mail of a kind sent to an address, waiting for it a little (some are sent after the answer). */
export async function outboxEmail(to: string, kind: string, timeoutMs = 10_000): Promise<OutboxEmail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const query = new URLSearchParams({ to, kind });
    const response = await fetch(`${inject('sandboxUrl')}/__admin/services/outbox?${query}`);
    const { emails } = (await response.json()) as { emails: OutboxEmail[] };
    if (emails[0]) return emails[0];
    if (Date.now() > until) throw new Error(`no ${kind} e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Writes a saved cart holding `quantity` of a sandbox product into the page's storage, as a past visit would have. */
export async function saveCartOf(page: Page, product: SandboxProduct, quantity: number): Promise<void> {
  const value = savedCart([
    savedLine({
      variantId: product.variantId,
      sku: product.sku,
      slug: product.slug,
      name: product.name,
      quantity,
      priceUnit: product.price,
    }),
  ]);
  await page.evaluate((saved) => window.localStorage.setItem('cuida:cart', saved), value);
}
