/**
 * The commerce API's app-only pricing, as Saleor plays it: custom line prices (HANDLE_CHECKOUTS) and delivery methods
 * listed and priced by a shipping app (SHIPPING_LIST_METHODS_FOR_CHECKOUT), against a small app served here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/app';
import type { VariantRecord } from '../src/catalog/model';
import { toGlobalId } from '../src/commerce/global-id';
import { commerceAs, startTestSandbox } from './support/sandbox';

let sandbox: RunningSandbox;
let app: Server;
let appUrl: string;
/** What the app received, and how it answers: by default a flat and a subtotal-based method. */
const received: { checkout: { lines: { quantity: number }[]; subtotalPrice: { gross: { amount: number } } } }[] = [];
let answer: 'ok' | 'fail' = 'ok';

beforeAll(async () => {
  sandbox = await startTestSandbox();
  app = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.push(payload);
      if (answer === 'fail') return void res.writeHead(500).end();
      const subtotal = payload.checkout.subtotalPrice.gross.amount as number;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify([
          { id: 'flat', name: 'Tarifa plana', amount: 7.5, currency: 'PEN', maximum_delivery_days: 2 },
          // Free from S/ 100 of subtotal: the price follows the lines.
          { id: 'tiered', name: 'Por monto', amount: subtotal >= 100 ? 0 : 12, currency: 'PEN' },
          { id: 'dollars', name: 'Otra moneda', amount: 1, currency: 'USD' },
        ]),
      );
    });
  });
  await new Promise<void>((resolve) => app.listen(0, resolve));
  appUrl = `http://localhost:${(app.address() as AddressInfo).port}/shipping`;
});
afterAll(async () => {
  sandbox?.useShippingApp(null);
  await sandbox?.close();
  await new Promise<void>((resolve) => app?.close(() => resolve()));
});

const LIMA = {
  firstName: 'Ana',
  lastName: 'Rojas',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
};

const commerce = <T>(query: string, variables: Record<string, unknown>, asApp = true) =>
  commerceAs<T>(sandbox, query, variables, asApp);

function variant(minPrice: number, maxPrice = 60): VariantRecord {
  const found = sandbox.catalog.products
    .filter((product) => product.isAvailableForPurchase && sandbox.catalog.isProductInChannel(product, 'feria-cuida'))
    .flatMap((product) => product.variants)
    .find(
      (candidate) =>
        candidate.price >= minPrice &&
        candidate.price <= maxPrice &&
        candidate.stock >= 10 &&
        !candidate.quantityLimitPerCustomer,
    );
  if (!found) throw new Error('no variant');
  return found;
}

const gid = (found: VariantRecord) => toGlobalId('ProductVariant', found.id);
const methodId = (id: string) => Buffer.from(`app:cuida-gateway:${id}`).toString('base64');

const CHECKOUT = /* GraphQL */ `
  id
  lines { id quantity unitPrice { gross { amount } } undiscountedUnitPrice { amount } metafield(key: "cuida.regalo") }
  shippingMethods { id name price { amount } }
  deliveryMethod { ... on ShippingMethod { id name price { amount } } }
  shippingPrice { gross { amount } }
  totalPrice { gross { amount } }
`;

interface Checkout {
  id: string;
  lines: {
    id: string;
    quantity: number;
    unitPrice: { gross: { amount: number } };
    undiscountedUnitPrice: { amount: number };
    metafield: string | null;
  }[];
  shippingMethods: { id: string; name: string; price: { amount: number } }[];
  deliveryMethod: { id: string; name: string; price: { amount: number } } | null;
  shippingPrice: { gross: { amount: number } };
  totalPrice: { gross: { amount: number } };
}

describe('custom line prices (HANDLE_CHECKOUTS)', () => {
  it('the app sets a price with its reason and a gift line of its own; the order keeps them', async () => {
    const bought = variant(20);
    const created = await commerce<{ checkoutCreate: { checkout: Checkout } }>(
      `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { ${CHECKOUT} } } }`,
      {
        input: {
          channel: 'feria-cuida',
          email: 'ana@example.pe',
          lines: [{ variantId: gid(bought), quantity: 2, price: 10.5, priceOverrideReason: 'Menos cupón' }],
          shippingAddress: LIMA,
          billingAddress: LIMA,
        },
      },
    );
    const checkout = created.data?.checkoutCreate.checkout;
    expect(checkout?.lines[0]).toMatchObject({
      unitPrice: { gross: { amount: 10.5 } },
      undiscountedUnitPrice: { amount: bought.priceUndiscounted },
    });
    const gift = await commerce<{ checkoutLinesAdd: { checkout: Checkout; errors: unknown[] } }>(
      `mutation ($id: ID!, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { checkout { ${CHECKOUT} } errors { code } } }`,
      {
        id: checkout?.id,
        lines: [
          {
            variantId: gid(bought),
            quantity: 1,
            price: 0,
            forceNewLine: true,
            metadata: [{ key: 'cuida.regalo', value: 'promo' }],
          },
        ],
      },
    );
    const lines = gift.data?.checkoutLinesAdd.checkout.lines ?? [];
    expect(lines.map((line) => [line.quantity, line.unitPrice.gross.amount, line.metafield])).toEqual([
      [2, 10.5, null],
      [1, 0, 'promo'],
    ]);
    expect(gift.data?.checkoutLinesAdd.checkout.totalPrice.gross.amount).toBe(21);
  });

  it('anyone else is refused a price (PermissionDenied), the line unchanged', async () => {
    const refused = await commerce(
      'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }',
      { input: { channel: 'feria-cuida', lines: [{ variantId: gid(variant(5)), quantity: 1, price: 0.01 }] } },
      false,
    );
    expect(refused.errors?.[0]?.message).toMatch(/HANDLE_CHECKOUTS/);
  });
});

describe('delivery methods from a shipping app', () => {
  it("lists the app's methods (its currency only), prices the chosen one, follows the lines and refuses a gone one", async () => {
    sandbox.useShippingApp(appUrl);
    answer = 'ok';
    try {
      const cheap = variant(20);
      const made = await commerce<{ checkoutCreate: { checkout: Checkout } }>(
        `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { ${CHECKOUT} } } }`,
        {
          input: {
            channel: 'feria-cuida',
            email: 'ana@example.pe',
            lines: [{ variantId: gid(cheap), quantity: 1 }],
            shippingAddress: LIMA,
            billingAddress: LIMA,
          },
        },
      );
      const checkout = made.data?.checkoutCreate.checkout as Checkout;
      expect(checkout.shippingMethods.map((method) => method.id)).toEqual([methodId('flat'), methodId('tiered')]);
      const latest = received.at(-1)?.checkout;
      expect(latest?.lines).toHaveLength(1);

      const chose = await commerce<{ checkoutDeliveryMethodUpdate: { checkout: Checkout; errors: unknown[] } }>(
        `mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { checkout { ${CHECKOUT} } errors { code } } }`,
        { id: checkout.id, m: methodId('tiered') },
      );
      expect(chose.data?.checkoutDeliveryMethodUpdate.errors).toEqual([]);
      expect(chose.data?.checkoutDeliveryMethodUpdate.checkout.shippingPrice.gross.amount).toBe(12);

      // More units: the app is asked again and the chosen method's price follows (free from S/ 100).
      const line = chose.data?.checkoutDeliveryMethodUpdate.checkout.lines[0];
      const more = await commerce<{ checkoutLinesUpdate: { checkout: Checkout } }>(
        `mutation ($id: ID!, $lines: [CheckoutLineUpdateInput!]!) { checkoutLinesUpdate(id: $id, lines: $lines) { checkout { ${CHECKOUT} } } }`,
        { id: checkout.id, lines: [{ lineId: line?.id, quantity: Math.ceil(100 / cheap.price) }] },
      );
      expect(more.data?.checkoutLinesUpdate.checkout.deliveryMethod?.id).toBe(methodId('tiered'));
      expect(more.data?.checkoutLinesUpdate.checkout.shippingPrice.gross.amount).toBe(0);

      // Another app's or an unknown method: not applicable.
      const unknown = await commerce<{ checkoutDeliveryMethodUpdate: { errors: { code: string }[] } }>(
        'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
        { id: checkout.id, m: methodId('dollars') },
      );
      expect(unknown.data?.checkoutDeliveryMethodUpdate.errors.map((error) => error.code)).toEqual([
        'DELIVERY_METHOD_NOT_APPLICABLE',
      ]);

      // The app stops answering: completion asks once more and refuses.
      answer = 'fail';
      const completed = await commerce<{ checkoutComplete: { order: unknown; errors: { code: string }[] } }>(
        'mutation ($id: ID) { checkoutComplete(id: $id) { order { id } errors { code } } }',
        { id: checkout.id },
      );
      expect(completed.data?.checkoutComplete.order).toBeNull();
      expect(completed.data?.checkoutComplete.errors.map((error) => error.code)).toEqual([
        'DELIVERY_METHOD_NOT_APPLICABLE',
      ]);

      // Back again: the order records the app's method, its name and price.
      answer = 'ok';
      const order = await commerce<{
        checkoutComplete: { order: { shippingMethodName: string; shippingPrice: { gross: { amount: number } } } };
      }>(
        'mutation ($id: ID) { checkoutComplete(id: $id) { order { shippingMethodName shippingPrice { gross { amount } } } errors { code } } }',
        { id: checkout.id },
      );
      expect(order.data?.checkoutComplete.order).toEqual({
        shippingMethodName: 'Por monto',
        shippingPrice: { gross: { amount: 0 } },
      });
    } finally {
      sandbox.useShippingApp(null);
    }
  });
});
