import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/app';
import type { ProductRecord, VariantRecord } from '../src/catalog/model';
import { toGlobalId } from '../src/commerce/global-id';
import { DUMMY_PAYMENT_APP_ID } from '../src/commerce/payments';
import { SANDBOX_COMMERCE_APP_TOKEN } from '../src/commerce/permissions';
import { type GraphQLResponse, graphql, graphqlData, startTestSandbox } from './support/sandbox';

let sandbox: RunningSandbox;
let url: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  url = `${sandbox.url}/graphql`;
});
afterAll(() => sandbox?.close());

interface CheckoutError {
  field: string | null;
  code: string;
  message: string;
  variants: string[] | null;
}

interface CheckoutShape {
  id: string;
  token: string;
  email: string | null;
  quantity: number;
  lines: { id: string; quantity: number; variant: { sku: string }; totalPrice: { gross: { amount: number } } }[];
  shippingMethods: { id: string; name: string; price: { amount: number } }[];
  subtotalPrice: { gross: { amount: number } };
  totalPrice: { gross: { amount: number } };
  metafields: Record<string, string> | null;
}

const CHECKOUT_FIELDS = /* GraphQL */ `
  id token email quantity
  lines { id quantity variant { sku } totalPrice { gross { amount } } }
  shippingMethods { id name price { amount } }
  subtotalPrice { gross { amount } }
  totalPrice { gross { amount } }
  metafields
`;

const variantId = (variant: VariantRecord) => toGlobalId('ProductVariant', variant.id);
const stockOf = (variant: VariantRecord) => sandbox.catalog.variant(variant.id)?.variant.stock ?? 0;

/** A purchasable, in-channel variant matching the condition; the seed guarantees each kind exists. */
function findVariant(condition: (variant: VariantRecord, product: ProductRecord) => boolean): VariantRecord {
  for (const product of sandbox.catalog.products) {
    if (!sandbox.catalog.isProductInChannel(product, 'feria-cuida')) continue;
    for (const variant of product.variants) if (condition(variant, product)) return variant;
  }
  throw new Error('No variant in the seed matches the condition');
}
const plentiful = () =>
  findVariant(
    (variant, product) =>
      product.isAvailableForPurchase && variant.stock >= 20 && variant.quantityLimitPerCustomer === null,
  );

const LIMA_ADDRESS = {
  firstName: 'María',
  lastName: 'Quispe',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

async function create(input: Record<string, unknown>) {
  const data = await graphqlData<{ checkoutCreate: { checkout: CheckoutShape | null; errors: CheckoutError[] } }>(
    url,
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { ${CHECKOUT_FIELDS} } errors { field code message variants } } }`,
    { input },
  );
  return data.checkoutCreate;
}

async function mutate<K extends string>(name: K, args: string, selection: string, variables: Record<string, unknown>) {
  const data = await graphqlData<
    Record<K, { checkout?: CheckoutShape | null; order?: Record<string, unknown> | null; errors: CheckoutError[] }>
  >(
    url,
    `mutation (${args}) { ${name}(${Object.keys(variables)
      .map((key) => `${key}: $${key}`)
      .join(', ')}) { ${selection} errors { field code message variants } } }`,
    variables,
  );
  return data[name];
}

const codes = (errors: CheckoutError[]) => errors.map((error) => error.code);

describe('checkout journey', () => {
  it('creates, edits, addresses, ships, annotates and completes into an order', async () => {
    // Under Saleor's cap of 50 on quantityAvailable, so the stock taken by the order shows.
    const first = findVariant(
      (variant, product) =>
        product.isAvailableForPurchase &&
        variant.stock >= 5 &&
        variant.stock < 50 &&
        variant.quantityLimitPerCustomer === null,
    );
    const second = findVariant(
      (variant, product) =>
        product.isAvailableForPurchase &&
        variant.stock >= 5 &&
        variant.id !== first.id &&
        variant.quantityLimitPerCustomer === null,
    );
    const created = await create({
      channel: 'feria-cuida',
      email: 'maria.quispe@cuida.pe',
      lines: [{ variantId: variantId(first), quantity: 2 }],
      shippingAddress: LIMA_ADDRESS,
    });
    expect(created.errors).toEqual([]);
    const checkout = created.checkout as CheckoutShape;
    expect(checkout.lines[0]?.totalPrice.gross.amount).toBeCloseTo(first.price * 2, 2);
    expect(checkout.shippingMethods.length).toBeGreaterThan(0);

    const added = await mutate(
      'checkoutLinesAdd',
      '$id: ID, $lines: [CheckoutLineInput!]!',
      `checkout { ${CHECKOUT_FIELDS} }`,
      {
        id: checkout.id,
        lines: [
          { variantId: variantId(first), quantity: 1 },
          { variantId: variantId(second), quantity: 1 },
        ],
      },
    );
    expect(added.errors).toEqual([]);
    expect(added.checkout?.lines.map((line) => line.quantity)).toEqual([3, 1]);

    const secondLine = added.checkout?.lines[1]?.id;
    const updated = await mutate(
      'checkoutLinesUpdate',
      '$id: ID, $lines: [CheckoutLineUpdateInput!]!',
      `checkout { ${CHECKOUT_FIELDS} }`,
      {
        id: checkout.id,
        lines: [{ lineId: secondLine, quantity: 2 }],
      },
    );
    expect(updated.checkout?.quantity).toBe(5);

    const deleted = await mutate(
      'checkoutLinesDelete',
      '$id: ID, $linesIds: [ID!]!',
      `checkout { ${CHECKOUT_FIELDS} }`,
      {
        id: checkout.id,
        linesIds: [secondLine],
      },
    );
    expect(deleted.checkout?.lines).toHaveLength(1);

    const billing = await mutate(
      'checkoutBillingAddressUpdate',
      '$id: ID, $billingAddress: AddressInput!',
      'checkout { id }',
      {
        id: checkout.id,
        billingAddress: LIMA_ADDRESS,
      },
    );
    expect(billing.errors).toEqual([]);

    const method = checkout.shippingMethods[0];
    const delivery = await mutate(
      'checkoutDeliveryMethodUpdate',
      '$id: ID, $deliveryMethodId: ID',
      `checkout { ${CHECKOUT_FIELDS} }`,
      {
        id: checkout.id,
        deliveryMethodId: method?.id,
      },
    );
    expect(delivery.errors).toEqual([]);
    expect(delivery.checkout?.totalPrice.gross.amount).toBeCloseTo(first.price * 3 + (method?.price.amount ?? 0), 2);

    const metadata = await graphqlData<{
      updateMetadata: { item: { metadata: { key: string; value: string }[] }; errors: unknown[] };
    }>(
      url,
      'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { item { metadata { key value } } errors { code } } }',
      {
        id: checkout.id,
        input: [
          { key: 'cliente.nombre', value: 'María' },
          { key: 'descuento.cupon', value: 'SALUD10' },
        ],
      },
    );
    expect(metadata.updateMetadata.errors).toEqual([]);
    expect(metadata.updateMetadata.item.metadata).toEqual(
      expect.arrayContaining([
        { key: 'cliente.nombre', value: 'María' },
        { key: 'descuento.cupon', value: 'SALUD10' },
      ]),
    );

    const restored = await graphqlData<{ checkout: CheckoutShape }>(
      url,
      `query ($id: ID) { checkout(id: $id) { ${CHECKOUT_FIELDS} } }`,
      { id: checkout.id },
    );
    expect(restored.checkout.metafields).toMatchObject({ 'cliente.nombre': 'María' });

    const before = await availableOf(first);
    const completed = await mutate(
      'checkoutComplete',
      '$id: ID',
      'order { id number status isPaid chargeStatus paymentStatus userEmail lines { productSku quantity } total { gross { amount currency } } }',
      { id: checkout.id },
    );
    expect(completed.errors).toEqual([]);
    const order = completed.order as {
      number: string;
      status: string;
      isPaid: boolean;
      chargeStatus: string;
      paymentStatus: string;
      userEmail: string;
      lines: unknown[];
      total: { gross: { amount: number; currency: string } };
    };
    expect(Number(order.number)).toBeGreaterThan(0);
    expect(order.status).toBe('UNFULFILLED');
    // No transaction covers it: an unpaid order, which the channel allows (allowUnpaidOrders, "pago contra entrega").
    expect(order).toMatchObject({ isPaid: false, chargeStatus: 'NONE', paymentStatus: 'NOT_CHARGED' });
    expect(order.userEmail).toBe('maria.quispe@cuida.pe');
    expect(order.lines).toEqual([{ productSku: first.sku, quantity: 3 }]);
    expect(order.total.gross).toEqual({ amount: delivery.checkout?.totalPrice.gross.amount, currency: 'PEN' });
    expect(await availableOf(first)).toBe(before - 3);

    // The checkout became the order: it is gone, and completing again answers the same order.
    const gone = await graphqlData<{ checkout: null }>(url, 'query ($id: ID) { checkout(id: $id) { id } }', {
      id: checkout.id,
    });
    expect(gone.checkout).toBeNull();
    const again = await mutate('checkoutComplete', '$id: ID', 'order { number }', { id: checkout.id });
    expect(again.order).toEqual({ number: order.number });
  });
});

async function availableOf(variant: VariantRecord): Promise<number> {
  const data = await graphqlData<{ productVariants: { edges: { node: { quantityAvailable: number } }[] } }>(
    url,
    'query ($ids: [ID!]) { productVariants(ids: $ids, first: 1) { edges { node { quantityAvailable } } } }',
    { ids: [variantId(variant)] },
  );
  return data.productVariants.edges[0]?.node.quantityAvailable ?? -1;
}

describe("checkout errors carry Saleor's codes", () => {
  it('INSUFFICIENT_STOCK when asking for more than the stock (and for out-of-stock variants)', async () => {
    const low = findVariant(
      (variant, product) => product.isAvailableForPurchase && variant.stock > 0 && variant.stock < 5,
    );
    const result = await create({
      channel: 'feria-cuida',
      lines: [{ variantId: variantId(low), quantity: stockOf(low) + 1 }],
    });
    expect(codes(result.errors)).toEqual(['INSUFFICIENT_STOCK']);
    expect(result.errors[0]?.variants).toEqual([variantId(low)]);
    expect(result.checkout).toBeNull();
    const out = findVariant((variant, product) => product.isAvailableForPurchase && variant.stock === 0);
    expect(
      codes((await create({ channel: 'feria-cuida', lines: [{ variantId: variantId(out), quantity: 1 }] })).errors),
    ).toEqual(['INSUFFICIENT_STOCK']);
  });

  it('ZERO_QUANTITY for zero or negative quantities', async () => {
    const variant = plentiful();
    expect(
      codes((await create({ channel: 'feria-cuida', lines: [{ variantId: variantId(variant), quantity: 0 }] })).errors),
    ).toEqual(['ZERO_QUANTITY']);
    expect(
      codes(
        (await create({ channel: 'feria-cuida', lines: [{ variantId: variantId(variant), quantity: -2 }] })).errors,
      ),
    ).toEqual(['ZERO_QUANTITY']);
  });

  it('QUANTITY_GREATER_THAN_LIMIT over the line maximum and over the per-customer limit', async () => {
    const variant = findVariant(
      (candidate, product) =>
        product.isAvailableForPurchase && candidate.stock > 60 && candidate.quantityLimitPerCustomer === null,
    );
    expect(
      codes(
        (await create({ channel: 'feria-cuida', lines: [{ variantId: variantId(variant), quantity: 51 }] })).errors,
      ),
    ).toEqual(['QUANTITY_GREATER_THAN_LIMIT']);
    const limited = findVariant(
      (candidate, product) =>
        product.isAvailableForPurchase &&
        candidate.quantityLimitPerCustomer !== null &&
        candidate.stock > (candidate.quantityLimitPerCustomer ?? 0),
    );
    const result = await create({
      channel: 'feria-cuida',
      lines: [{ variantId: variantId(limited), quantity: (limited.quantityLimitPerCustomer ?? 0) + 1 }],
    });
    expect(codes(result.errors)).toEqual(['QUANTITY_GREATER_THAN_LIMIT']);
  });

  it('PRODUCT_UNAVAILABLE_FOR_PURCHASE for products not for sale', async () => {
    const variant = findVariant((_, product) => !product.isAvailableForPurchase);
    expect(
      codes((await create({ channel: 'feria-cuida', lines: [{ variantId: variantId(variant), quantity: 1 }] })).errors),
    ).toEqual(['PRODUCT_UNAVAILABLE_FOR_PURCHASE']);
  });

  it('UNAVAILABLE_VARIANT_IN_CHANNEL for products outside the channel', async () => {
    const outside = sandbox.catalog.products.find(
      (product) => !sandbox.catalog.isProductInChannel(product, 'feria-cuida'),
    );
    expect(outside).toBeDefined();
    const variant = outside?.variants[0] as VariantRecord;
    expect(
      codes((await create({ channel: 'feria-cuida', lines: [{ variantId: variantId(variant), quantity: 1 }] })).errors),
    ).toEqual(['UNAVAILABLE_VARIANT_IN_CHANNEL']);
  });

  it('CHANNEL_INACTIVE and NOT_FOUND for channels', async () => {
    expect(codes((await create({ channel: 'cuida-inactivo', lines: [] })).errors)).toEqual(['CHANNEL_INACTIVE']);
    expect(codes((await create({ channel: 'no-existe', lines: [] })).errors)).toEqual(['NOT_FOUND']);
  });

  it('INVALID for a malformed e-mail and NOT_FOUND for an unknown variant or checkout', async () => {
    expect(codes((await create({ channel: 'feria-cuida', email: 'no-es-un-correo', lines: [] })).errors)).toEqual([
      'INVALID',
    ]);
    const unknownVariant = await create({
      channel: 'feria-cuida',
      lines: [{ variantId: toGlobalId('ProductVariant', 999999), quantity: 1 }],
    });
    expect(codes(unknownVariant.errors)).toEqual(['NOT_FOUND']);
    const unknownCheckout = await mutate(
      'checkoutLinesAdd',
      '$id: ID, $lines: [CheckoutLineInput!]!',
      'checkout { id }',
      {
        id: toGlobalId('Checkout', '00000000-0000-4000-8000-000000000000'),
        lines: [{ variantId: variantId(plentiful()), quantity: 1 }],
      },
    );
    expect(codes(unknownCheckout.errors)).toEqual(['NOT_FOUND']);
  });

  it('REQUIRED for an address without street or city, INVALID for a bad phone', async () => {
    const created = await create({ channel: 'feria-cuida', lines: [] });
    const id = created.checkout?.id;
    const missing = await mutate(
      'checkoutShippingAddressUpdate',
      '$id: ID, $shippingAddress: AddressInput!',
      'checkout { id }',
      {
        id,
        shippingAddress: { country: 'PE', city: 'Lima' },
      },
    );
    expect(missing.errors).toEqual([expect.objectContaining({ code: 'REQUIRED', field: 'streetAddress1' })]);
    const badPhone = await mutate(
      'checkoutShippingAddressUpdate',
      '$id: ID, $shippingAddress: AddressInput!',
      'checkout { id }',
      {
        id,
        shippingAddress: { ...LIMA_ADDRESS, phone: '12345' },
      },
    );
    expect(badPhone.errors).toEqual([expect.objectContaining({ code: 'INVALID', field: 'phone' })]);
  });

  it('completion checks: NO_LINES, EMAIL_NOT_SET, SHIPPING_ADDRESS_NOT_SET, BILLING_ADDRESS_NOT_SET, SHIPPING_METHOD_NOT_SET', async () => {
    const complete = async (id: string | undefined) =>
      codes((await mutate('checkoutComplete', '$id: ID', 'order { id }', { id })).errors);
    const empty = await create({ channel: 'feria-cuida', email: 'a@cuida.pe', lines: [] });
    expect(await complete(empty.checkout?.id)).toEqual(['NO_LINES']);

    const noEmail = await create({
      channel: 'feria-cuida',
      lines: [{ variantId: variantId(plentiful()), quantity: 1 }],
    });
    const id = noEmail.checkout?.id;
    expect(await complete(id)).toEqual(['EMAIL_NOT_SET']);
    await mutate('checkoutEmailUpdate', '$id: ID, $email: String!', 'checkout { id }', { id, email: 'b@cuida.pe' });
    expect(await complete(id)).toEqual(['SHIPPING_ADDRESS_NOT_SET']);
    await mutate('checkoutShippingAddressUpdate', '$id: ID, $shippingAddress: AddressInput!', 'checkout { id }', {
      id,
      shippingAddress: LIMA_ADDRESS,
    });
    expect(await complete(id)).toEqual(['BILLING_ADDRESS_NOT_SET']);
    await mutate('checkoutBillingAddressUpdate', '$id: ID, $billingAddress: AddressInput!', 'checkout { id }', {
      id,
      billingAddress: LIMA_ADDRESS,
    });
    expect(await complete(id)).toEqual(['SHIPPING_METHOD_NOT_SET']);
  });

  it('DELIVERY_METHOD_NOT_APPLICABLE outside the shipping zone; SHIPPING_ADDRESS_NOT_SET without an address', async () => {
    const methodId = toGlobalId('ShippingMethod', sandbox.catalog.shippingMethods[0]?.id ?? 0);
    const noAddress = await create({
      channel: 'feria-cuida',
      lines: [{ variantId: variantId(plentiful()), quantity: 1 }],
    });
    const withoutAddress = await mutate(
      'checkoutDeliveryMethodUpdate',
      '$id: ID, $deliveryMethodId: ID',
      'checkout { id }',
      { id: noAddress.checkout?.id, deliveryMethodId: methodId },
    );
    expect(codes(withoutAddress.errors)).toEqual(['SHIPPING_ADDRESS_NOT_SET']);
    const abroad = await create({
      channel: 'feria-cuida',
      lines: [{ variantId: variantId(plentiful()), quantity: 1 }],
      shippingAddress: { ...LIMA_ADDRESS, country: 'CL', city: 'Santiago', phone: '+56912345678' },
    });
    expect(abroad.checkout?.shippingMethods).toEqual([]);
    const result = await mutate('checkoutDeliveryMethodUpdate', '$id: ID, $deliveryMethodId: ID', 'checkout { id }', {
      id: abroad.checkout?.id,
      deliveryMethodId: methodId,
    });
    expect(codes(result.errors)).toEqual(['DELIVERY_METHOD_NOT_APPLICABLE']);
  });

  it('updateMetadata: REQUIRED for an empty key, NOT_FOUND for an unknown object', async () => {
    const created = await create({ channel: 'feria-cuida', lines: [] });
    const query =
      'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { item { __typename } errors { code } } }';
    const empty = await graphqlData<{ updateMetadata: { errors: { code: string }[] } }>(url, query, {
      id: created.checkout?.id,
      input: [{ key: ' ', value: 'x' }],
    });
    expect(empty.updateMetadata.errors).toEqual([{ code: 'REQUIRED' }]);
    const unknown = await graphqlData<{ updateMetadata: { errors: { code: string }[] } }>(url, query, {
      id: toGlobalId('Product', 1),
      input: [{ key: 'a', value: 'b' }],
    });
    expect(unknown.updateMetadata.errors).toEqual([{ code: 'NOT_FOUND' }]);
  });

  it("INVALID for addresses over Saleor's max_length, counted in characters", async () => {
    const id = (await create({ channel: 'feria-cuida', lines: [] })).checkout?.id;
    const update = (shippingAddress: Record<string, unknown>) =>
      mutate('checkoutShippingAddressUpdate', '$id: ID, $shippingAddress: AddressInput!', 'checkout { id }', {
        id,
        shippingAddress,
      });
    // At the bounds: 256 emoji are 256 characters (512 UTF-16 units).
    const atBounds = await update({
      ...LIMA_ADDRESS,
      firstName: '🙂'.repeat(256),
      streetAddress1: 'a'.repeat(256),
      cityArea: 'b'.repeat(128),
      postalCode: '1'.repeat(20),
    });
    expect(atBounds.errors).toEqual([]);
    const over = await update({
      ...LIMA_ADDRESS,
      firstName: '🙂'.repeat(257),
      streetAddress2: 'a'.repeat(257),
      city: 'L'.repeat(257),
      cityArea: 'b'.repeat(129),
      postalCode: '1'.repeat(21),
      countryArea: 'c'.repeat(129),
      phone: '9'.repeat(129),
    });
    expect(over.errors.map((error) => [error.field, error.code])).toEqual([
      ['firstName', 'INVALID'],
      ['streetAddress2', 'INVALID'],
      ['city', 'INVALID'],
      ['cityArea', 'INVALID'],
      ['postalCode', 'INVALID'],
      ['countryArea', 'INVALID'],
      ['phone', 'INVALID'],
    ]);
    expect(over.errors[0]?.message).toBe('Ensure this value has at most 256 characters (it has 257).');
    const billing = await create({
      channel: 'feria-cuida',
      lines: [],
      billingAddress: { ...LIMA_ADDRESS, lastName: 'q'.repeat(257) },
    });
    expect(billing.checkout).toBeNull();
    expect(billing.errors).toEqual([expect.objectContaining({ field: 'lastName', code: 'INVALID' })]);
  });

  it('INVALID for an e-mail over 254 characters, at checkoutCreate and checkoutEmailUpdate', async () => {
    const atBound = `${'a'.repeat(245)}@cuida.pe`;
    expect(atBound).toHaveLength(254);
    const created = await create({ channel: 'feria-cuida', email: atBound, lines: [] });
    expect(created.errors).toEqual([]);
    expect(created.checkout?.email).toBe(atBound);
    const over = await create({ channel: 'feria-cuida', email: `a${atBound}`, lines: [] });
    expect(over.checkout).toBeNull();
    expect(over.errors).toEqual([
      expect.objectContaining({ field: 'email', code: 'INVALID', message: expect.stringContaining('at most 254') }),
    ]);
    const update = await mutate('checkoutEmailUpdate', '$id: ID, $email: String!', 'checkout { id }', {
      id: created.checkout?.id,
      email: `a${atBound}`,
    });
    expect(update.errors).toEqual([expect.objectContaining({ field: 'email', code: 'INVALID' })]);
  });

  it('metadata: at most 50 items per call, keys of 256 and values of 4096 characters; INVALID beyond', async () => {
    const id = (await create({ channel: 'feria-cuida', lines: [] })).checkout?.id;
    const query =
      'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { item { ... on Checkout { metafields } } errors { field code } } }';
    const update = (input: { key: string; value: string }[]) =>
      graphqlData<{
        updateMetadata: {
          item: { metafields: Record<string, string> } | null;
          errors: { field: string; code: string }[];
        };
      }>(url, query, { id, input });
    const items = (count: number) => Array.from({ length: count }, (_, index) => ({ key: `k${index}`, value: 'v' }));

    const atBounds = await update([...items(49), { key: 'k'.repeat(256), value: '🙂'.repeat(4096) }]);
    expect(atBounds.updateMetadata.errors).toEqual([]);
    expect(Object.keys(atBounds.updateMetadata.item?.metafields ?? {})).toHaveLength(50);

    const invalid = [{ field: 'input', code: 'INVALID' }];
    expect((await update(items(51))).updateMetadata.errors).toEqual(invalid);
    expect((await update([{ key: 'k'.repeat(257), value: 'v' }])).updateMetadata.errors).toEqual(invalid);
    expect((await update([{ key: 'k', value: 'v'.repeat(4097) }])).updateMetadata.errors).toEqual(invalid);
    const created = await create({ channel: 'feria-cuida', lines: [], metadata: items(51) });
    expect(created.checkout).toBeNull();
    expect(created.errors).toEqual([expect.objectContaining({ field: 'metadata', code: 'INVALID' })]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Saleor's transaction flow with the dummy payment app (saleor.io.dummy-payment-app).

const APP_HEADERS = { authorization: `Bearer ${SANDBOX_COMMERCE_APP_TOKEN}` };

/** A GraphQL call as the gateway makes it: with the app token (HANDLE_PAYMENTS, MANAGE_CHECKOUTS, MANAGE_ORDERS). */
async function asApp<T>(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...APP_HEADERS },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}

interface Initialized {
  transaction: { id: string; chargedAmount: { amount: number }; pspReference: string } | null;
  transactionEvent: { type: string; amount: { amount: number }; message: string } | null;
  errors: { field: string | null; code: string; message: string }[];
}

const INITIALIZE = /* GraphQL */ `
  mutation ($id: ID!, $amount: PositiveDecimal, $key: String, $gateway: PaymentGatewayToInitialize!) {
    transactionInitialize(id: $id, amount: $amount, idempotencyKey: $key, paymentGateway: $gateway) {
      transaction { id chargedAmount { amount } pspReference }
      transactionEvent { type amount { amount } message }
      errors { field code message }
    }
  }
`;

async function initialize(id: string, token: string, extra: { amount?: number; key?: string; app?: string } = {}) {
  const data = await graphqlData<{ transactionInitialize: Initialized }>(url, INITIALIZE, {
    id,
    amount: extra.amount,
    key: extra.key,
    gateway: { id: extra.app ?? DUMMY_PAYMENT_APP_ID, data: { token } },
  });
  return data.transactionInitialize;
}

/** A checkout with everything checkoutComplete needs; answers its id and total. */
async function readyCheckout(quantity = 1): Promise<{ id: string; total: number }> {
  const created = await create({
    channel: 'feria-cuida',
    email: 'pago@cuida.pe',
    lines: [{ variantId: variantId(plentiful()), quantity }],
    shippingAddress: LIMA_ADDRESS,
    billingAddress: LIMA_ADDRESS,
  });
  const checkout = created.checkout as CheckoutShape;
  const delivered = await mutate(
    'checkoutDeliveryMethodUpdate',
    '$id: ID, $deliveryMethodId: ID',
    `checkout { ${CHECKOUT_FIELDS} }`,
    {
      id: checkout.id,
      deliveryMethodId: checkout.shippingMethods[0]?.id,
    },
  );
  return { id: checkout.id, total: delivered.checkout?.totalPrice.gross.amount ?? 0 };
}

const PAYMENT_STATE = 'chargeStatus authorizeStatus';

describe('transactionInitialize with the dummy payment app', () => {
  it('charges an approved test card; the paid checkout completes into a paid order that keeps the transaction', async () => {
    const { id, total } = await readyCheckout(2);
    const charged = await initialize(id, 'tok_visa', { amount: total, key: 'k-approved' });
    expect(charged.errors).toEqual([]);
    expect(charged.transactionEvent).toMatchObject({ type: 'CHARGE_SUCCESS', amount: { amount: total } });
    expect(charged.transaction?.chargedAmount.amount).toBe(total);
    expect(charged.transaction?.pspReference).toMatch(/^dummy_/);

    const state = await asApp<{ checkout: { chargeStatus: string; authorizeStatus: string; transactions: unknown[] } }>(
      `query ($id: ID) { checkout(id: $id) { ${PAYMENT_STATE} transactions { id events { type idempotencyKey } } } }`,
      { id },
    );
    expect(state.data?.checkout).toMatchObject({ chargeStatus: 'FULL', authorizeStatus: 'FULL' });
    expect(state.data?.checkout.transactions).toEqual([
      {
        id: charged.transaction?.id,
        events: [
          { type: 'CHARGE_REQUEST', idempotencyKey: 'k-approved' },
          { type: 'CHARGE_SUCCESS', idempotencyKey: null },
        ],
      },
    ]);

    const completed = await mutate('checkoutComplete', '$id: ID', 'order { id }', { id });
    const orderId = (completed.order as { id: string }).id;
    const order = await asApp<{
      order: {
        isPaid: boolean;
        chargeStatus: string;
        paymentStatus: string;
        totalCharged: { amount: number };
        transactions: { id: string }[];
      };
    }>(
      'query ($id: ID) { order(id: $id) { isPaid chargeStatus paymentStatus totalCharged { amount } transactions { id } } }',
      { id: orderId },
    );
    expect(order.data?.order).toEqual({
      isPaid: true,
      chargeStatus: 'FULL',
      paymentStatus: 'FULLY_CHARGED',
      totalCharged: { amount: total },
      transactions: [{ id: charged.transaction?.id }],
    });
  });

  it('declines a declining test card: a failure event, nothing charged', async () => {
    const { id, total } = await readyCheckout();
    const declined = await initialize(id, 'tok_chargeDeclined', { amount: total });
    expect(declined.errors).toEqual([]);
    expect(declined.transactionEvent).toMatchObject({ type: 'CHARGE_FAILURE', message: 'Your card was declined.' });
    expect(declined.transaction?.chargedAmount.amount).toBe(0);
    const unknown = await initialize(id, 'tok_nonsense', { amount: total });
    expect(unknown.transactionEvent?.type).toBe('CHARGE_FAILURE');
    const state = await graphqlData<{ checkout: { chargeStatus: string } }>(
      url,
      `query ($id: ID) { checkout(id: $id) { ${PAYMENT_STATE} } }`,
      { id },
    );
    expect(state.checkout.chargeStatus).toBe('NONE');
  });

  it('an idempotency key charges once, however many times and however concurrently it is sent', async () => {
    const { id, total } = await readyCheckout();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => initialize(id, 'tok_visa', { amount: total, key: 'k-once' })),
    );
    expect(new Set(answers.map((answer) => answer.transaction?.id)).size).toBe(1);
    expect(answers.every((answer) => answer.transactionEvent?.type === 'CHARGE_SUCCESS')).toBe(true);
    const state = await asApp<{ checkout: { chargeStatus: string; transactions: unknown[] } }>(
      'query ($id: ID) { checkout(id: $id) { chargeStatus transactions { id } } }',
      { id },
    );
    expect(state.data?.checkout.transactions).toHaveLength(1);
    expect(state.data?.checkout.chargeStatus).toBe('FULL');

    const otherAmount = await initialize(id, 'tok_visa', { amount: total + 1, key: 'k-once' });
    expect(otherAmount.errors).toEqual([expect.objectContaining({ field: 'idempotencyKey', code: 'UNIQUE' })]);
    expect((await initialize(id, 'tok_visa', { key: '' })).errors).toEqual([
      expect.objectContaining({ field: 'idempotencyKey', code: 'INVALID' }),
    ]);
    expect((await initialize(id, 'tok_visa', { app: 'app.saleor.adyen' })).errors).toEqual([
      expect.objectContaining({ field: 'paymentGateway', code: 'NOT_FOUND' }),
    ]);
    expect(
      (await initialize(toGlobalId('Checkout', '00000000-0000-4000-8000-000000000000'), 'tok_visa')).errors,
    ).toEqual([expect.objectContaining({ field: 'id', code: 'NOT_FOUND' })]);
  });

  it('without allowUnpaidOrders, only a checkout its transactions cover completes (CHECKOUT_NOT_FULLY_PAID)', async () => {
    const channel = sandbox.catalog.channel('feria-cuida');
    if (!channel) throw new Error('no storefront channel');
    const { id, total } = await readyCheckout();
    channel.allowUnpaidOrders = false;
    try {
      const unpaid = await mutate('checkoutComplete', '$id: ID', 'order { id }', { id });
      expect(unpaid.errors).toEqual([expect.objectContaining({ code: 'CHECKOUT_NOT_FULLY_PAID' })]);
      expect(unpaid.order).toBeNull();
      await initialize(id, 'tok_visa', { amount: total / 2, key: 'half' });
      expect(codes((await mutate('checkoutComplete', '$id: ID', 'order { id }', { id })).errors)).toEqual([
        'CHECKOUT_NOT_FULLY_PAID',
      ]);
      // Without an amount the app is asked for what is left to pay.
      const rest = await initialize(id, 'tok_visa', { key: 'rest' });
      expect(rest.transactionEvent?.amount.amount).toBeCloseTo(total - Math.round((total / 2) * 100) / 100, 2);
      const paid = await mutate('checkoutComplete', '$id: ID', 'order { id isPaid }', { id });
      expect(paid.errors).toEqual([]);
      expect(paid.order).toMatchObject({ isPaid: true });
    } finally {
      channel.allowUnpaidOrders = true;
    }
    const settings = await asApp<{ channel: unknown }>(
      'query ($id: ID) { checkout(id: $id) { channel { orderSettings { allowUnpaidOrders } } } }',
      { id: (await readyCheckout()).id },
    );
    expect(JSON.stringify(settings.data)).toContain('"allowUnpaidOrders":true');
  });

  it('transactionRequestAction REFUND gives the charge back (apps only)', async () => {
    const { id, total } = await readyCheckout();
    const charged = await initialize(id, 'tok_visa', { amount: total });
    const REFUND =
      'mutation ($id: ID) { transactionRequestAction(id: $id, actionType: REFUND) { transaction { chargedAmount { amount } refundedAmount { amount } events { type } } errors { field code } } }';
    const anonymous = await graphql(url, REFUND, { id: charged.transaction?.id });
    expect(anonymous.errors?.[0]?.message).toMatch(/HANDLE_PAYMENTS/);
    const refunded = await asApp<{
      transactionRequestAction: {
        transaction: {
          chargedAmount: { amount: number };
          refundedAmount: { amount: number };
          events: { type: string }[];
        };
        errors: unknown[];
      };
    }>(REFUND, { id: charged.transaction?.id });
    expect(refunded.data?.transactionRequestAction.errors).toEqual([]);
    expect(refunded.data?.transactionRequestAction.transaction).toMatchObject({
      chargedAmount: { amount: 0 },
      refundedAmount: { amount: total },
    });
    expect(refunded.data?.transactionRequestAction.transaction.events.map((event) => event.type)).toEqual([
      'CHARGE_REQUEST',
      'CHARGE_SUCCESS',
      'REFUND_REQUEST',
      'REFUND_SUCCESS',
    ]);
    const again = await asApp<{ transactionRequestAction: { errors: { code: string }[] } }>(REFUND, {
      id: charged.transaction?.id,
    });
    expect(again.data?.transactionRequestAction.errors).toEqual([expect.objectContaining({ code: 'INVALID' })]);
    const state = await graphqlData<{ checkout: { chargeStatus: string } }>(
      url,
      'query ($id: ID) { checkout(id: $id) { chargeStatus } }',
      {
        id,
      },
    );
    expect(state.checkout.chargeStatus).toBe('NONE');
  });

  it('payment data and private metadata need the app token', async () => {
    const { id } = await readyCheckout();
    const transactions = await graphql(url, 'query ($id: ID) { checkout(id: $id) { transactions { id } } }', { id });
    expect(transactions.errors?.[0]?.message).toMatch(/permissions/);
    const WRITE =
      'mutation ($id: ID!, $input: [MetadataInput!]!) { updatePrivateMetadata(id: $id, input: $input) { item { ... on Order { id } ... on Checkout { id } } errors { field code } } }';
    const input = [{ key: 'cuida.redencion', value: '{"estado":"PENDIENTE"}' }];
    expect((await graphql(url, WRITE, { id, input })).errors?.[0]?.message).toMatch(/MANAGE_CHECKOUTS/);
    const onCheckout = await asApp<{ updatePrivateMetadata: { item: { id: string }; errors: unknown[] } }>(WRITE, {
      id,
      input,
    });
    expect(onCheckout.data?.updatePrivateMetadata).toEqual({ item: { id }, errors: [] });
    // Copied to the order at completion; the order's own private metadata is written the same way.
    const order = (await mutate('checkoutComplete', '$id: ID', 'order { id }', { id })).order as { id: string };
    const READ = 'query ($id: ID) { order(id: $id) { value: privateMetafield(key: "cuida.redencion") } }';
    expect((await asApp<{ order: { value: string } }>(READ, { id: order.id })).data?.order.value).toBe(
      '{"estado":"PENDIENTE"}',
    );
    const onOrder = await asApp<{ updatePrivateMetadata: { item: { id: string }; errors: unknown[] } }>(WRITE, {
      id: order.id,
      input: [{ key: 'cuida.redencion', value: '{"estado":"REGISTRADA"}' }],
    });
    expect(onOrder.data?.updatePrivateMetadata).toEqual({ item: { id: order.id }, errors: [] });
    expect((await asApp<{ order: { value: string } }>(READ, { id: order.id })).data?.order.value).toBe(
      '{"estado":"REGISTRADA"}',
    );
    const unknown = await asApp<{ updatePrivateMetadata: { errors: { code: string }[] } }>(WRITE, {
      id: toGlobalId('Order', '00000000-0000-4000-8000-000000000000'),
      input,
    });
    expect(unknown.data?.updatePrivateMetadata.errors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
  });
});

describe('orders (Saleor: MANAGE_ORDERS)', () => {
  const ORDERS = /* GraphQL */ `
    query ($where: OrderWhereInput, $sortBy: OrderSortingInput, $first: Int, $after: String) {
      orders(where: $where, sortBy: $sortBy, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { id number metafield(key: "indice") } }
      }
    }
  `;
  interface Orders {
    orders: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: { id: string; number: string; metafield: string | null } }[];
    };
  }

  /** Completes a ready checkout carrying the public metadata item indice=<value>; answers the order's id. */
  async function orderIndexed(value: string): Promise<string> {
    const { id } = await readyCheckout();
    const metadata = await graphqlData<{ updateMetadata: { errors: unknown[] } }>(
      url,
      'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { errors { code } } }',
      { id, input: [{ key: 'indice', value }] },
    );
    expect(metadata.updateMetadata.errors).toEqual([]);
    const completed = await mutate('checkoutComplete', '$id: ID', 'order { id }', { id });
    return (completed.order as { id: string }).id;
  }

  it('filters by a public metadata value, newest first by default, paginated with a cursor', async () => {
    const value = `cliente-${Date.now()}`;
    const first = await orderIndexed(value);
    const second = await orderIndexed(value);
    const third = await orderIndexed(value);
    await orderIndexed(`${value}-otro`);
    const where = { metadata: { key: 'indice', value: { eq: value } } };
    const page = await asApp<Orders>(ORDERS, { where, first: 2 });
    expect(page.errors).toBeUndefined();
    expect(page.data?.orders.totalCount).toBe(3);
    expect(page.data?.orders.edges.map((edge) => edge.node.id)).toEqual([third, second]);
    expect(page.data?.orders.pageInfo.hasNextPage).toBe(true);
    const next = await asApp<Orders>(ORDERS, { where, first: 2, after: page.data?.orders.pageInfo.endCursor });
    expect(next.data?.orders.edges.map((edge) => edge.node.id)).toEqual([first]);
    expect(next.data?.orders.pageInfo.hasNextPage).toBe(false);
    const oldestFirst = await asApp<Orders>(ORDERS, {
      where: { metadata: { key: 'indice', value: { oneOf: [value, `${value}-otro`] } } },
      sortBy: { field: 'CREATED_AT', direction: 'ASC' },
      first: 10,
    });
    expect(oldestFirst.data?.orders.edges.map((edge) => edge.node.metafield)).toEqual([
      value,
      value,
      value,
      `${value}-otro`,
    ]);
  });

  it('needs the app token and a bounded page', async () => {
    const anonymous = await graphql(url, ORDERS, { first: 1 });
    expect(anonymous.errors?.[0]?.message).toMatch(/MANAGE_ORDERS/);
    const tooMany = await asApp<Orders>(ORDERS, { first: 101 });
    expect(tooMany.errors?.[0]?.message).toMatch(/limit of 100/);
    const unsupported = await asApp<Orders>(ORDERS, { first: 1, sortBy: { field: 'CUSTOMER', direction: 'ASC' } });
    expect(unsupported.errors?.[0]?.message).toMatch(/NUMBER or CREATED_AT/);
  });
});
