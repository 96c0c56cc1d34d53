/**
 * Customer data tied to its owner. One case per row of the access table (requirements: "Checkout access"), per kind
 * of caller (none, another customer, the owner, staff where the table names staff).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { authHeaders, codesOf, gql, type Session, signIn, startTestStack, type TestStack } from './support/stack';
import { claimsOf, signIdToken, tampered } from './support/tokens';

let stack: TestStack;
let maria: Session;
let jorge: Session;
let staff: Session;

beforeAll(async () => {
  stack = await startTestStack();
  [maria, jorge, staff] = await Promise.all([
    signIn(stack, 'maria.quispe@cuida.pe'),
    signIn(stack, 'jorge.ramirez@cuida.pe'),
    signIn(stack, 'farmacia@cuida.pe'),
  ]);
});
afterAll(() => stack?.close());

const LIMA_ADDRESS = {
  firstName: 'María',
  lastName: 'Quispe',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

function variantInStock(offset = 0): string {
  const variants = stack.sandbox.catalog.products
    .filter((product) => product.isAvailableForPurchase && (product.variants[0]?.stock ?? 0) > 20)
    .map((product) => product.variants[0]);
  return toGlobalId('ProductVariant', variants[offset]?.id ?? 0);
}

async function createCheckout(headers: Record<string, string> = {}): Promise<string> {
  const created = await gql<{ checkoutCreate: { checkout: { id: string } | null; errors: unknown[] } }>(
    stack,
    'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } errors { code } } }',
    {
      input: {
        channel: 'feria-cuida',
        email: 'comprador@example.pe',
        lines: [{ variantId: variantInStock(), quantity: 1 }],
        shippingAddress: LIMA_ADDRESS,
        billingAddress: LIMA_ADDRESS,
      },
    },
    headers,
  );
  expect(created.errors).toBeUndefined();
  const id = created.data?.checkoutCreate.checkout?.id;
  if (!id) throw new Error('checkout not created');
  return id;
}

/** Takes a checkout to an order as its holder would; answers the order id and the guest access token. */
async function placeOrder(headers: Record<string, string> = {}) {
  const id = await createCheckout(headers);
  const methods = await gql<{ checkout: { shippingMethods: { id: string }[] } }>(
    stack,
    'query ($id: ID) { checkout(id: $id) { shippingMethods { id } } }',
    { id },
    headers,
  );
  const methodId = methods.data?.checkout.shippingMethods[0]?.id;
  await gql(
    stack,
    'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
    { id, m: methodId },
    headers,
  );
  // Paid in full as a Saleor client pays (the gateway completes only fully paid checkouts here; placeOrder the rest).
  const paid = await gql<{ transactionInitialize: { errors: unknown[] } }>(
    stack,
    'mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { token: "tok_visa" } }) { errors { code } } }',
    { id },
    headers,
  );
  expect(paid.data?.transactionInitialize.errors).toEqual([]);
  const completed = await gql<{
    checkoutComplete: { order: { id: string; number: string } | null; orderAccessToken: string | null; errors: [] };
  }>(
    stack,
    'mutation ($id: ID) { checkoutComplete(id: $id) { order { id number } orderAccessToken errors { code message } } }',
    { id },
    headers,
  );
  expect(completed.errors).toBeUndefined();
  const result = completed.data?.checkoutComplete;
  expect(result?.errors).toEqual([]);
  if (!result?.order || !result.orderAccessToken) throw new Error('order not placed');
  return { orderId: result.order.id, accessToken: result.orderAccessToken };
}

const READ_CHECKOUT = 'query ($id: ID) { checkout(id: $id) { id email shippingAddress { streetAddress1 phone } } }';
const READ_ORDER = 'query ($id: ID) { order(id: $id) { id userEmail shippingAddress { streetAddress1 phone } } }';
const EMAIL_UPDATE =
  'mutation ($id: ID, $email: String!) { checkoutEmailUpdate(id: $id, email: $email) { checkout { email } errors { code } } }';
const UPDATE_METADATA =
  'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { errors { code } } }';
const ADD_PROMO_CODE =
  'mutation ($id: ID!) { checkoutAddPromoCode(id: $id, promoCode: "SALUD10") { checkout { voucherCode } errors { code } } }';
const REMOVE_PROMO_CODE =
  'mutation ($id: ID!) { checkoutRemovePromoCode(id: $id) { checkout { voucherCode } errors { code } } }';

describe("a customer's checkout: only that customer", () => {
  let id: string;
  beforeAll(async () => {
    id = await createCheckout(authHeaders(maria));
  });

  it('the owner reads and changes it', async () => {
    const read = await gql<{ checkout: { id: string } }>(stack, READ_CHECKOUT, { id }, authHeaders(maria));
    expect(read.errors).toBeUndefined();
    expect(read.data?.checkout.id).toBe(id);
    const changed = await gql<{ checkoutEmailUpdate: { checkout: { email: string } } }>(
      stack,
      EMAIL_UPDATE,
      { id, email: 'maria.quispe@cuida.pe' },
      authHeaders(maria),
    );
    expect(changed.data?.checkoutEmailUpdate.checkout.email).toBe('maria.quispe@cuida.pe');
  });

  it('nobody (no token) can read, restore, change it or write its metadata', async () => {
    expect(codesOf(await gql(stack, READ_CHECKOUT, { id }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(stack, 'query ($id: ID!) { restoreCheckout(id: $id) { couponCode } }', { id }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(codesOf(await gql(stack, EMAIL_UPDATE, { id, email: 'attacker@example.com' }))).toEqual(['UNAUTHENTICATED']);
    expect(
      codesOf(await gql(stack, UPDATE_METADATA, { id, input: [{ key: 'cliente.nombre', value: 'Atacante' }] })),
    ).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(stack, ADD_PROMO_CODE, { id }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(stack, REMOVE_PROMO_CODE, { id }))).toEqual(['UNAUTHENTICATED']);
  });

  it('another customer gets FORBIDDEN for every read and write, and nothing changed', async () => {
    const headers = authHeaders(jorge);
    expect(codesOf(await gql(stack, READ_CHECKOUT, { id }, headers))).toEqual(['FORBIDDEN']);
    expect(
      codesOf(await gql(stack, 'query ($id: ID!) { restoreCheckout(id: $id) { couponCode } }', { id }, headers)),
    ).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(stack, EMAIL_UPDATE, { id, email: 'jorge@example.com' }, headers))).toEqual(['FORBIDDEN']);
    expect(
      codesOf(await gql(stack, UPDATE_METADATA, { id, input: [{ key: 'cliente.nombre', value: 'Jorge' }] }, headers)),
    ).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(stack, ADD_PROMO_CODE, { id }, headers))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(stack, REMOVE_PROMO_CODE, { id }, headers))).toEqual(['FORBIDDEN']);
    const read = await gql<{ checkout: { email: string } }>(stack, READ_CHECKOUT, { id }, authHeaders(maria));
    expect(read.data?.checkout.email).toBe('maria.quispe@cuida.pe');
  });

  it('the token form of the reference is guarded the same way', async () => {
    const token = Buffer.from(id, 'base64').toString('utf8').split(':')[1];
    const answer = await gql(stack, 'query ($t: UUID) { checkout(token: $t) { email } }', { t: token });
    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
  });

  it('a signed-in customer cannot plant another owner through privateMetadata, nor read it', async () => {
    const planted = await gql(
      stack,
      'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }',
      {
        input: {
          channel: 'feria-cuida',
          lines: [{ variantId: variantInStock(), quantity: 1 }],
          privateMetadata: [{ key: 'cuida.owner', value: 'someone-else' }],
        },
      },
      authHeaders(jorge),
    );
    // Saleor's app-only input, refused with its permission error before anything reaches commerce.
    expect(codesOf(planted)).toEqual(['FORBIDDEN']);
    expect(planted.errors?.[0]?.extensions?.exception).toEqual({ code: 'PermissionDenied' });
    // Private metadata is not part of the gateway's schema at all.
    const read = await gql(
      stack,
      'query ($id: ID) { checkout(id: $id) { privateMetafield(key: "cuida.owner") } }',
      { id },
      authHeaders(maria),
    );
    expect(read.errors?.[0]?.message).toMatch(/Cannot query field "privateMetafield"/);
  });

  it('an invalid token does not silently create a guest checkout', async () => {
    const answer = await gql(
      stack,
      'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }',
      { input: { channel: 'feria-cuida', lines: [{ variantId: variantInStock(), quantity: 1 }] } },
      { authorization: 'Bearer not-a-token' },
    );
    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
  });
});

describe("a guest's checkout: the holder of its token", () => {
  it('the holder reads and changes it, signed in or not', async () => {
    const id = await createCheckout();
    const read = await gql<{ checkout: { id: string } }>(stack, READ_CHECKOUT, { id });
    expect(read.data?.checkout.id).toBe(id);
    const changed = await gql(stack, EMAIL_UPDATE, { id, email: 'otro@example.pe' }, authHeaders(jorge));
    expect(changed.errors).toBeUndefined();
  });

  it('unknown or malformed references are NOT_FOUND, never INTERNAL_SERVER_ERROR', async () => {
    const unknown = toGlobalId('Checkout', '00000000-0000-4000-8000-000000000000');
    for (const id of [unknown, 'garbage', toGlobalId('Checkout', 'not-a-uuid'), '', '%%%']) {
      expect(codesOf(await gql(stack, READ_CHECKOUT, { id })), id).toEqual(['NOT_FOUND']);
      expect(codesOf(await gql(stack, EMAIL_UPDATE, { id, email: 'a@b.pe' })), id).toEqual(['NOT_FOUND']);
      expect(
        codesOf(await gql(stack, 'query ($id: ID!) { restoreCheckout(id: $id) { couponCode } }', { id })),
        id,
      ).toEqual(['NOT_FOUND']);
    }
    expect(codesOf(await gql(stack, 'query { checkout(token: "nope") { id } }'))).toEqual(['NOT_FOUND']);
  });
});

describe('metadata writes', () => {
  it('only the keys the storefront uses', async () => {
    const id = await createCheckout();
    const planted = await gql(stack, UPDATE_METADATA, { id, input: [{ key: 'precio.override', value: '0' }] });
    expect(codesOf(planted)).toEqual(['BAD_USER_INPUT']);
    expect(planted.errors?.[0]?.extensions?.field).toBe('input');
    const owner = await gql(stack, UPDATE_METADATA, { id, input: [{ key: 'cuida.owner', value: 'x' }] });
    expect(codesOf(owner)).toEqual(['BAD_USER_INPUT']);
    const fine = await gql<{ updateMetadata: { errors: unknown[] } }>(stack, UPDATE_METADATA, {
      id,
      input: [{ key: 'cliente.nombre', value: 'Rosa' }],
    });
    expect(fine.data?.updateMetadata.errors).toEqual([]);
  });

  it('never on other objects (an order, a product)', async () => {
    const { orderId } = await placeOrder();
    const onOrder = await gql(stack, UPDATE_METADATA, {
      id: orderId,
      input: [{ key: 'cliente.nombre', value: 'x' }],
    });
    expect(codesOf(onOrder)).toEqual(['FORBIDDEN']);
    const onProduct = await gql(stack, UPDATE_METADATA, {
      id: toGlobalId('Product', 1),
      input: [{ key: 'cliente.nombre', value: 'x' }],
    });
    expect(codesOf(onProduct)).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(stack, UPDATE_METADATA, { id: 'garbage', input: [] }))).toEqual(['NOT_FOUND']);
  });
});

describe('an order: its customer, staff, or a guest holding the capability issued at placement', () => {
  it("a customer's order: the customer and staff read it; nobody else, and the id is not a capability", async () => {
    const { orderId } = await placeOrder(authHeaders(maria));
    const own = await gql<{ order: { id: string; userEmail: string } }>(
      stack,
      READ_ORDER,
      { id: orderId },
      authHeaders(maria),
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.order.id).toBe(orderId);
    const byStaff = await gql<{ order: { id: string } }>(stack, READ_ORDER, { id: orderId }, authHeaders(staff));
    expect(byStaff.data?.order.id).toBe(orderId);

    const anonymous = await gql<{ order: unknown }>(stack, READ_ORDER, { id: orderId });
    expect(codesOf(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(anonymous.data?.order ?? null).toBeNull();
    const other = await gql<{ order: unknown }>(stack, READ_ORDER, { id: orderId }, authHeaders(jorge));
    expect(codesOf(other)).toEqual(['NOT_FOUND']);
    expect(JSON.stringify(other)).not.toContain('Larco');
  });

  it("a guest's order: only with the access token from checkoutComplete", async () => {
    const { orderId, accessToken } = await placeOrder();
    const withToken = await gql<{ guestOrder: { id: string; shippingAddress: { streetAddress1: string } } }>(
      stack,
      'query ($t: String!) { guestOrder(accessToken: $t) { id shippingAddress { streetAddress1 } } }',
      { t: accessToken },
    );
    expect(withToken.errors).toBeUndefined();
    expect(withToken.data?.guestOrder).toEqual({
      id: orderId,
      shippingAddress: { streetAddress1: 'Av. José Larco 345' },
    });

    expect(codesOf(await gql(stack, READ_ORDER, { id: orderId }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(stack, READ_ORDER, { id: orderId }, authHeaders(jorge)))).toEqual(['NOT_FOUND']);
    const [uuid] = accessToken.split('.');
    const forged = [`${uuid}.${'A'.repeat(43)}`, uuid ?? '', orderId, `${accessToken}x`, ''];
    for (const t of forged) {
      const answer = await gql(stack, 'query ($t: String!) { guestOrder(accessToken: $t) { id } }', { t });
      expect(codesOf(answer), t).toEqual(['NOT_FOUND']);
    }
  });

  it('unknown or malformed order ids are NOT_FOUND for a signed-in caller', async () => {
    for (const id of [
      toGlobalId('Order', '00000000-0000-4000-8000-000000000000'),
      'garbage',
      toGlobalId('Order', '1'),
    ]) {
      expect(codesOf(await gql(stack, READ_ORDER, { id }, authHeaders(staff))), id).toEqual(['NOT_FOUND']);
    }
  });
});

describe('the account (me, subscriptions, orders): only with a valid session of its customer', () => {
  const READS = {
    account: '{ me { email documentNumber isStaff } }',
    subscriptions: '{ me { subscriptions { id status } } }',
    orders: '{ me { orders(first: 5) { totalCount edges { node { id number } } } } }',
  };

  it('a valid token reads each of them', async () => {
    for (const [name, query] of Object.entries(READS)) {
      const answer = await gql<{ me: Record<string, unknown> }>(stack, query, {}, authHeaders(maria));
      expect(answer.errors, name).toBeUndefined();
      expect(answer.data?.me, name).toBeTruthy();
    }
  });

  it('refuses (UNAUTHENTICATED, nothing read upstream) no token, an expired one, another pool’s, another issuer’s, a wrong audience, a tampered signature', async () => {
    const { sub, email } = claimsOf(maria.idToken);
    const hers = { sub, email };
    const otherPool = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_OtherPool';
    const tokens: Record<string, string | null> = {
      none: null,
      expired: await signIdToken(stack, hers, { expiresIn: -120 }),
      'another pool (its own key and issuer)': await signIdToken(stack, hers, {
        foreignKey: true,
        issuer: otherPool,
        kid: 'other-pool-key',
      }),
      'another issuer': await signIdToken(stack, hers, { issuer: otherPool }),
      'wrong audience': await signIdToken(stack, { ...hers, aud: 'another-app-client' }),
      'tampered signature': tampered(maria.idToken),
      // Her real claims under a key the provider never published, with the provider's key id.
      'forged with another key': await signIdToken(stack, hers, { foreignKey: true }),
    };
    for (const [kind, token] of Object.entries(tokens)) {
      // Her live access token beside it: the ID token alone must decide.
      const headers = {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-access-token': maria.accessToken,
      };
      for (const [name, query] of Object.entries(READS)) {
        stack.proxy.reset();
        const answer = await gql<{ me: unknown }>(stack, query, {}, headers);
        // Without any token `me` is null, as Saleor answers an anonymous caller; a bad token is refused.
        expect(codesOf(answer), `${kind}: ${name}`).toEqual(token ? ['UNAUTHENTICATED'] : []);
        expect(answer.data?.me ?? null, `${kind}: ${name}`).toBeNull();
        expect(JSON.stringify(answer), `${kind}: ${name}`).not.toContain('45871236');
        for (const upstream of ['/graphql', '/pharmacy', '/sales']) {
          expect(stack.proxy.count(upstream), `${kind}: ${name} ${upstream}`).toBe(0);
        }
      }
    }
  });

  it("one customer never reads another's account, orders or checkout", async () => {
    const { orderId } = await placeOrder(authHeaders(maria));
    const checkoutId = await createCheckout(authHeaders(maria));
    const ALL =
      'query ($id: ID) { me { email documentNumber subscriptions { id } orders(first: 100) { edges { node { id } } } } checkout(id: $id) { id } }';
    const hers = await gql<{ me: { email: string; orders: { edges: { node: { id: string } }[] } } }>(
      stack,
      '{ me { email orders(first: 100) { edges { node { id } } } } }',
      {},
      authHeaders(maria),
    );
    expect(hers.data?.me.email).toBe('maria.quispe@cuida.pe');
    expect(hers.data?.me.orders.edges.map((edge) => edge.node.id)).toContain(orderId);

    const his = await gql<{
      me: {
        email: string;
        documentNumber: string;
        subscriptions: unknown[];
        orders: { edges: { node: { id: string } }[] };
      };
      checkout: unknown;
    }>(stack, ALL, { id: checkoutId }, authHeaders(jorge));
    // The checkout is refused; his own account answers, with nothing of hers.
    expect(codesOf(his)).toEqual(['FORBIDDEN']);
    expect(his.data?.me.email).toBe('jorge.ramirez@cuida.pe');
    expect(his.data?.me.documentNumber).not.toBe('45871236');
    expect(his.data?.me.subscriptions).toEqual([]);
    expect(his.data?.me.orders.edges.map((edge) => edge.node.id)).not.toContain(orderId);
    expect(JSON.stringify(his)).not.toMatch(/maria|Larco|45871236/i);
    expect(codesOf(await gql(stack, READ_ORDER, { id: orderId }, authHeaders(jorge)))).toEqual(['NOT_FOUND']);
  });
});

describe("Saleor's account operations: the customer's own, whatever token form", () => {
  it("a checkout's and an order's user is its owner for the owner, null for staff, never someone else's", async () => {
    const { orderId } = await placeOrder(authHeaders(maria));
    const ORDER_USER = 'query ($id: ID) { order(id: $id) { id user { email } } }';
    const own = await gql<{ order: { user: { email: string } | null } }>(
      stack,
      ORDER_USER,
      { id: orderId },
      authHeaders(maria),
    );
    expect(own.data?.order.user).toEqual({ email: 'maria.quispe@cuida.pe' });
    // Staff read the order, but the customer's account is not theirs to read through it.
    const byStaff = await gql<{ order: { user: unknown } }>(stack, ORDER_USER, { id: orderId }, authHeaders(staff));
    expect(byStaff.errors).toBeUndefined();
    expect(byStaff.data?.order.user).toBeNull();
    const other = await gql(stack, ORDER_USER, { id: orderId }, authHeaders(jorge));
    expect(codesOf(other)).toEqual(['NOT_FOUND']);
    expect(JSON.stringify(other)).not.toContain('maria');
  });

  it("the token tokenCreate answers reads only its own customer's me, checkouts and orders", async () => {
    const created = await gql<{ tokenCreate: { token: string } }>(
      stack,
      'mutation { tokenCreate(email: "jorge.ramirez@cuida.pe", password: "Cuida2026!") { token } }',
    );
    const token = created.data?.tokenCreate.token as string;
    const headers = { authorization: `Bearer ${token}` };
    const checkoutId = await createCheckout(authHeaders(maria));
    const { orderId } = await placeOrder(authHeaders(maria));
    expect(codesOf(await gql(stack, READ_CHECKOUT, { id: checkoutId }, headers))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(stack, READ_ORDER, { id: orderId }, headers))).toEqual(['NOT_FOUND']);
    const attach = await gql(
      stack,
      'mutation ($id: ID!) { checkoutCustomerAttach(id: $id) { checkout { id } } }',
      { id: checkoutId },
      headers,
    );
    expect(codesOf(attach)).toEqual(['FORBIDDEN']);
    const me = await gql<{ me: { email: string; orders: { edges: { node: { id: string } }[] } } }>(
      stack,
      '{ me { email orders(first: 100) { edges { node { id } } } } }',
      {},
      headers,
    );
    expect(me.data?.me.email).toBe('jorge.ramirez@cuida.pe');
    expect(me.data?.me.orders.edges.map((edge) => edge.node.id)).not.toContain(orderId);
    // Still María's, unchanged.
    const hers = await gql<{ checkout: { id: string } }>(stack, READ_CHECKOUT, { id: checkoutId }, authHeaders(maria));
    expect(hers.data?.checkout.id).toBe(checkoutId);
  });
});

describe('the sandbox, as Saleor', () => {
  it('refuses private metadata without the app token', async () => {
    const id = await createCheckout(authHeaders(maria));
    const direct = await fetch(`${stack.sandbox.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ checkout(id: "${id}") { privateMetafield(key: "cuida.owner") } }` }),
    });
    const body = (await direct.json()) as { errors?: { extensions?: { exception?: { code?: string } } }[] };
    expect(body.errors?.[0]?.extensions?.exception?.code).toBe('PermissionDenied');
    const planted = await fetch(`${stack.sandbox.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { checkoutCreate(input: { channel: "feria-cuida", privateMetadata: [{ key: "cuida.owner", value: "x" }] }) { checkout { id } } }',
      }),
    });
    const plantedBody = (await planted.json()) as { errors?: { extensions?: { exception?: { code?: string } } }[] };
    expect(plantedBody.errors?.[0]?.extensions?.exception?.code).toBe('PermissionDenied');
  });
});

describe('abandoned carts: tied to the caller', () => {
  const SAVE = 'mutation ($input: AbandonedCartInput!) { saveAbandonedCart(input: $input) { saved } }';
  const cart = (documentNumber: string, extra: Record<string, unknown> = {}) => ({
    documentType: 2,
    documentNumber,
    name: 'Rosa Mendoza',
    phone: '+51912345678',
    email: 'rosa@example.pe',
    products: [
      { sku: stack.sandbox.catalog.products[0]?.variants[0]?.sku, name: 'Paracetamol', quantity: 1, unitPrice: 5 },
    ],
    firstProductAddedAt: '2026-11-22T10:00:00-05:00',
    lastProductAddedAt: '2026-11-22T10:04:00-05:00',
    ...extra,
  });
  const stored = (documentNumber: string) =>
    stack.sandbox.db.query<{ name: string; email: string; phone: string }>(
      'SELECT name, email, phone FROM abandoned_cart WHERE document_number = $1',
      [documentNumber],
    );
  async function guestCheckoutWithDocument(documentNumber: string) {
    const id = await createCheckout();
    await gql(stack, UPDATE_METADATA, {
      id,
      input: [
        { key: 'cliente.tipoDocumento', value: '2' },
        { key: 'cliente.numeroDocumento', value: documentNumber },
      ],
    });
    return id;
  }

  it("without a token nobody overwrites a customer's saved cart", async () => {
    const own = await gql(stack, SAVE, { input: cart('45871236', { name: 'María Quispe' }) }, authHeaders(maria));
    expect(own.errors).toBeUndefined();
    // No checkout at all, then a checkout of the attacker's carrying María's document.
    expect(codesOf(await gql(stack, SAVE, { input: cart('45871236', { name: 'Atacante' }) }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    const checkoutId = await guestCheckoutWithDocument('45871236');
    const attack = await gql(stack, SAVE, { input: cart('45871236', { name: 'Atacante', checkoutId }) });
    expect(codesOf(attack)).toEqual(['UPSTREAM_REJECTED']);
    expect(attack.errors?.[0]?.extensions?.upstreamCode).toBe('DOCUMENTO_DE_CLIENTE');
    expect((await stored('45871236')).map((row) => row.name)).toEqual(['María Quispe']);
  });

  it("a customer saves only their own document's cart", async () => {
    const answer = await gql(stack, SAVE, { input: cart('45871236') }, authHeaders(jorge));
    expect(codesOf(answer)).toEqual(['FORBIDDEN']);
  });

  it("an anonymous shopper saves the cart of the guest checkout they hold, with that checkout's document", async () => {
    const checkoutId = await guestCheckoutWithDocument('41234567');
    const saved = await gql<{ saveAbandonedCart: { saved: boolean } }>(stack, SAVE, {
      input: cart('41234567', { checkoutId }),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveAbandonedCart.saved).toBe(true);

    // Another document than the checkout's: an unknown document is refused before the service is called.
    stack.proxy.reset();
    expect(codesOf(await gql(stack, SAVE, { input: cart('49999999', { checkoutId }) }))).toEqual(['BAD_USER_INPUT']);
    // A checkout without client data: no known document.
    const bare = await createCheckout();
    expect(codesOf(await gql(stack, SAVE, { input: cart('41234567', { checkoutId: bare }) }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(stack.proxy.count('/sales2')).toBe(0);

    // Someone holding another checkout with the same document cannot replace the first shopper's cart.
    const other = await guestCheckoutWithDocument('41234567');
    const replaced = await gql(stack, SAVE, { input: cart('41234567', { checkoutId: other, name: 'Otro' }) });
    expect(codesOf(replaced)).toEqual(['UPSTREAM_REJECTED']);
    expect(replaced.errors?.[0]?.extensions?.upstreamCode).toBe('CARRO_AJENO');
    expect((await stored('41234567')).map((row) => row.name)).toEqual(['Rosa Mendoza']);
  });

  it("a customer's checkout does not bind an anonymous cart", async () => {
    const checkoutId = await createCheckout(authHeaders(maria));
    expect(codesOf(await gql(stack, SAVE, { input: cart('41234567', { checkoutId }) }))).toEqual(['UNAUTHENTICATED']);
  });
});
