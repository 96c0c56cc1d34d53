/**
 * Test helpers for placing orders as the storefront does (through the gateway) and reading back what the commerce
 * API stored (straight at the sandbox, as the gateway's app): the order the business receives, never the figures the
 * gateway answered.
 */
import { isWindowActive, parsePromotionWindow } from '@cuida/domain';
import type { ProductRecord, VariantRecord } from '../../../sandbox/src/catalog/model';
import { toGlobalId } from '../../../sandbox/src/commerce/global-id';
import { VoucherRepository } from '../../../sandbox/src/vouchers/repository';
import { type GraphQLAnswer, gql, type TestStack } from './stack';

export const MIRAFLORES = {
  firstName: 'Ana',
  lastName: 'Rojas',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

export const gid = (found: VariantRecord) => toGlobalId('ProductVariant', found.id);

/** The commerce method the gateway lists for a delivery type (its global id wraps `app:cuida-gateway:<type>`). */
export const methodIdOf = (type: string, methods: readonly { id: string }[]) =>
  methods.find((method) => Buffer.from(method.id, 'base64').toString() === `app:cuida-gateway:${type}`)?.id ?? null;

/** Whether a product sits in a collection whose promotion window is open now (its lines are evaluated). */
export function windowOf(stack: TestStack, product: ProductRecord): string | null {
  for (const collection of stack.sandbox.catalog.collectionsOf(product.id)) {
    const value = collection.metadata.voucherify;
    const window = parsePromotionWindow(value);
    if (window !== null && isWindowActive(window, new Date())) return value ?? null;
  }
  return null;
}

/**
 * Whether some seeded promotion names a product by SKU or category (lines outside a collection window are evaluated
 * too, so a category's promotion reaches them), read once from the voucher service's store.
 */
export async function promotedProducts(
  stack: TestStack,
): Promise<(product: ProductRecord, found: VariantRecord) => boolean> {
  const promotions = await new VoucherRepository(stack.sandbox.db).promociones();
  const { catalog } = stack.sandbox;
  const skus = new Set(promotions.flatMap((promotion) => promotion.reglas.skus ?? []));
  const categories = new Set(
    promotions
      .flatMap((promotion) => promotion.reglas.categorias ?? [])
      .flatMap((slug) => [...catalog.subtreeIds(catalog.categoryBySlug(slug)?.id ?? 0)]),
  );
  return (product, found) => skus.has(found.sku) || categories.has(product.categoryId);
}

/** Straight at the sandbox's commerce API, as the gateway's app. */
export async function commerceAsApp<T>(
  stack: TestStack,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${stack.sandbox.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer cuida-sandbox-commerce-app-token' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

export interface StoredOrder {
  id: string;
  isPaid: boolean;
  chargeStatus: string;
  shippingMethodName: string | null;
  shippingPrice: { gross: { amount: number } };
  subtotal: { gross: { amount: number } };
  total: { gross: { amount: number } };
  totalCharged: { amount: number };
  metafields: Record<string, string>;
  lines: {
    productSku: string;
    quantity: number;
    unitPrice: { gross: { amount: number } };
    undiscountedUnitPrice: { gross: { amount: number } };
    gift: string | null;
  }[];
}

const STORED_ORDER = /* GraphQL */ `
  query ($id: ID) {
    order(id: $id) {
      id isPaid chargeStatus shippingMethodName
      shippingPrice { gross { amount } } subtotal { gross { amount } } total { gross { amount } }
      totalCharged { amount }
      metafields(keys: ["pago.metodo", "entrega.tipo", "total.pagar", "total.entrega", "descuento.cupon"])
      lines {
        productSku quantity unitPrice { gross { amount } } undiscountedUnitPrice { gross { amount } }
        gift: metafield(key: "cuida.regalo")
      }
    }
  }
`;

/** The order as the commerce API stored it. */
export async function storedOrder(stack: TestStack, id: string): Promise<StoredOrder> {
  const answer = await commerceAsApp<{ order: StoredOrder | null }>(stack, STORED_ORDER, { id });
  if (!answer.data?.order) throw new Error(`order ${id} not stored: ${JSON.stringify(answer.errors)}`);
  return answer.data.order;
}

/** What the payment app charged on a checkout (its transactions in the sandbox's store), net of refunds. */
export async function chargedByPaymentApp(stack: TestStack, token: string): Promise<number> {
  const rows = await stack.sandbox.db.query<{ data: { chargedAmount: number } | string }>(
    'SELECT data FROM payment_transaction WHERE checkout_id = $1',
    [token],
  );
  const cents = rows
    .map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as { chargedAmount: number })
    .reduce((sum, transaction) => sum + Math.round(transaction.chargedAmount * 100), 0);
  return cents / 100;
}

export async function ordersOfCheckout(stack: TestStack, token: string): Promise<number> {
  const rows = await stack.sandbox.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE checkout_id = $1',
    [token],
  );
  return rows[0]?.n ?? -1;
}

export interface ShopperCheckout {
  id: string;
  token: string;
  /** The delivery types the commerce checkout lists (by the gateway's shipping app). */
  offered: string[];
}

/** A checkout made as the storefront makes it: lines, e-mail, address, then the delivery method of a type. */
export async function shopperCheckout(
  stack: TestStack,
  lines: { variant: VariantRecord; quantity: number }[],
  options: {
    deliveryType: string;
    headers?: Record<string, string>;
    metadata?: { key: string; value: string }[];
    cityArea?: string;
  },
): Promise<ShopperCheckout & { chosen: boolean }> {
  const headers = options.headers ?? {};
  const address = { ...MIRAFLORES, cityArea: options.cityArea ?? MIRAFLORES.cityArea };
  const created = await gql<{
    checkoutCreate: { checkout: { id: string; token: string; shippingMethods: { id: string }[] } | null };
  }>(
    stack,
    'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id token shippingMethods { id } } errors { code field message } } }',
    {
      input: {
        channel: 'feria-cuida',
        email: 'ana.rojas@example.pe',
        lines: lines.map((line) => ({ variantId: gid(line.variant), quantity: line.quantity })),
        shippingAddress: address,
        billingAddress: address,
      },
    },
    headers,
  );
  const made = created.data?.checkoutCreate.checkout;
  if (!made) throw new Error(`checkout not created: ${JSON.stringify(created)}`);
  if (options.metadata?.length) {
    const written = await gql<{ updateMetadata: { errors: unknown[] } }>(
      stack,
      'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { errors { code } } }',
      { id: made.id, input: options.metadata },
      headers,
    );
    if (written.errors || written.data?.updateMetadata.errors.length) {
      throw new Error(`metadata refused: ${JSON.stringify(written)}`);
    }
  }
  const offered = made.shippingMethods.map((method) =>
    Buffer.from(method.id, 'base64').toString().replace('app:cuida-gateway:', ''),
  );
  const methodId = methodIdOf(options.deliveryType, made.shippingMethods);
  let chosen = false;
  if (methodId) {
    const answer = await gql<{ checkoutDeliveryMethodUpdate: { errors: unknown[] } }>(
      stack,
      'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
      { id: made.id, m: methodId },
      headers,
    );
    chosen = answer.data?.checkoutDeliveryMethodUpdate.errors.length === 0;
  }
  return { id: made.id, token: made.token, offered, chosen };
}

export const PLACE_ORDER = /* GraphQL */ `
  mutation ($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id }
      subtotal promoDiscount couponDiscount delivery totalToPay paid
      errors { code message field }
    }
  }
`;

export interface PlaceOrderAnswer {
  order: { id: string } | null;
  subtotal: number;
  promoDiscount: number;
  couponDiscount: number;
  delivery: number;
  totalToPay: number;
  paid: boolean;
  errors: { code: string; message: string; field: string | null }[];
}

export async function placeOrder(
  stack: TestStack,
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<PlaceOrderAnswer> {
  const answer = await gql<{ placeOrder: PlaceOrderAnswer }>(stack, PLACE_ORDER, { input }, headers);
  if (!answer.data?.placeOrder) throw new Error(`placeOrder failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.placeOrder;
}
