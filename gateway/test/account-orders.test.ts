/**
 * Order history (`me { orders }`, Saleor's shape) over real HTTP: sandbox → counting proxy → gateway. Orders are
 * placed as the storefront places them (checkoutCreate signed in, delivery, placeOrder), then listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import {
  authHeaders,
  codesOf,
  type GraphQLAnswer,
  gql,
  type Session,
  signIn,
  startTestStack,
  type TestStack,
} from './support/stack';

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
}, 60_000);
afterAll(() => stack?.close());

const LIMA = {
  firstName: 'María',
  lastName: 'Quispe',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

/** A purchasable variant with stock to spare; `offset` picks another product. */
function variantInStock(offset = 0): string {
  const variants = stack.sandbox.catalog.products
    .filter(
      (product) =>
        product.isAvailableForPurchase &&
        stack.sandbox.catalog.isProductInChannel(product, 'feria-cuida') &&
        (product.variants[0]?.stock ?? 0) > 20 &&
        product.variants[0]?.quantityLimitPerCustomer === null,
    )
    .map((product) => product.variants[0]);
  return toGlobalId('ProductVariant', variants[offset]?.id ?? 0);
}

/** Straight at the sandbox's commerce API, as the gateway's app or (`app: false`) as anyone reaching Saleor. */
async function commerceDirect<T>(query: string, variables: Record<string, unknown>, app = true) {
  const response = await fetch(`${stack.sandbox.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(app ? { authorization: 'Bearer cuida-sandbox-commerce-app-token' } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/**
 * The storefront's way to an order: checkoutCreate (with the customer's token when signed in), the delivery method,
 * placeOrder cash on delivery. Answers the order's id and number.
 */
async function placeOrder(
  headers: Record<string, string>,
  options: {
    email?: string;
    offset?: number;
    quantity?: number;
    beforePlacing?: (checkoutId: string) => Promise<void>;
  } = {},
): Promise<{ id: string; number: string; checkoutId: string }> {
  const created = await gql<{ checkoutCreate: { checkout: { id: string } | null; errors: unknown[] } }>(
    stack,
    'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } errors { code } } }',
    {
      input: {
        channel: 'feria-cuida',
        email: options.email ?? 'maria.quispe@cuida.pe',
        lines: [{ variantId: variantInStock(options.offset ?? 0), quantity: options.quantity ?? 1 }],
        shippingAddress: LIMA,
        billingAddress: LIMA,
      },
    },
    headers,
  );
  expect(created.errors).toBeUndefined();
  const checkoutId = created.data?.checkoutCreate.checkout?.id;
  if (!checkoutId) throw new Error('checkout not created');
  const methods = await gql<{ checkout: { shippingMethods: { id: string }[] } }>(
    stack,
    'query ($id: ID) { checkout(id: $id) { shippingMethods { id } } }',
    { id: checkoutId },
    headers,
  );
  const chosen = await gql<{ checkoutDeliveryMethodUpdate: { errors: unknown[] } }>(
    stack,
    'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
    { id: checkoutId, m: methods.data?.checkout.shippingMethods[0]?.id },
    headers,
  );
  expect(chosen.data?.checkoutDeliveryMethodUpdate.errors).toEqual([]);
  await options.beforePlacing?.(checkoutId);
  const placed = await gql<{
    placeOrder: { order: { id: string; number: string } | null; errors: unknown[] };
  }>(
    stack,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } errors { code message } } }',
    { input: { checkoutId, paymentMethod: 'CASH_ON_DELIVERY' } },
    headers,
  );
  expect(placed.errors).toBeUndefined();
  expect(placed.data?.placeOrder.errors).toEqual([]);
  const order = placed.data?.placeOrder.order;
  if (!order) throw new Error('order not placed');
  return { ...order, checkoutId };
}

/** The storefront's order-history query, in Saleor's shape (docs/operations.md, Ownership; ADR 7). */
const HISTORY = /* GraphQL */ `
  query ($first: Int, $after: String) {
    me {
      orders(first: $first, after: $after) {
        edges {
          node {
            id number created status
            total { gross { amount currency } }
            lines { productName variantName productSku quantity
                    thumbnail(size: 120) { url } unitPrice { gross { amount } } totalPrice { gross { amount } } }
          }
        }
        pageInfo { hasNextPage endCursor }
        totalCount
      }
    }
  }
`;

interface HistoryNode {
  id: string;
  number: string;
  created: string;
  status: string;
  total: { gross: { amount: number; currency: string } };
  lines: {
    productName: string;
    productSku: string;
    quantity: number;
    thumbnail: { url: string } | null;
    totalPrice: { gross: { amount: number } };
  }[];
}

interface History {
  me: {
    orders: {
      edges: { node: HistoryNode }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      totalCount: number;
    };
  };
}

async function history(session: Session, variables: Record<string, unknown> = { first: 10 }) {
  const answer = await gql<History>(stack, HISTORY, variables, authHeaders(session));
  expect(answer.errors).toBeUndefined();
  const orders = answer.data?.me.orders;
  if (!orders) throw new Error('no orders connection');
  return orders;
}

const idsOf = (orders: { edges: { node: { id: string } }[] }) => orders.edges.map((edge) => edge.node.id);

/** The `sub` of a session's ID token. */
const subOf = (session: Session) =>
  (JSON.parse(Buffer.from(session.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

describe('me { orders }: the orders placed from checkouts the customer created signed in', () => {
  let first: { id: string; number: string; checkoutId: string };
  let second: { id: string; number: string; checkoutId: string };
  let guestSameEmail: { id: string };
  let jorges: { id: string };

  beforeAll(async () => {
    first = await placeOrder(authHeaders(maria), { offset: 0, quantity: 2 });
    // A guest order with María's e-mail, and Jorge's own order: neither is María's.
    guestSameEmail = await placeOrder({}, { offset: 1 });
    jorges = await placeOrder(authHeaders(jorge), { email: 'jorge.ramirez@cuida.pe', offset: 2 });
    second = await placeOrder(authHeaders(maria), { offset: 3 });
  }, 60_000);

  it('lists them newest first in Saleor shape, with totals and lines', async () => {
    const orders = await history(maria);
    expect(idsOf(orders)).toEqual([second.id, first.id]);
    expect(orders.totalCount).toBe(2);
    expect(orders.pageInfo.hasNextPage).toBe(false);
    const [newest, oldest] = orders.edges.map((edge) => edge.node);
    expect(newest?.number).toBe(second.number);
    expect(Number(newest?.number)).toBeGreaterThan(Number(oldest?.number));
    expect(oldest).toMatchObject({ status: 'UNFULFILLED', total: { gross: { currency: 'PEN' } } });
    expect(Date.parse(oldest?.created ?? '')).not.toBeNaN();
    expect(oldest?.lines).toHaveLength(1);
    expect(oldest?.lines[0]?.quantity).toBe(2);
    expect(oldest?.lines[0]?.productName).toBeTruthy();
    expect(oldest?.total.gross.amount).toBeGreaterThanOrEqual(oldest?.lines[0]?.totalPrice.gross.amount ?? Infinity);
  });

  it('never lists a guest order with the same e-mail, nor another customer’s', async () => {
    const mine = idsOf(await history(maria));
    expect(mine).not.toContain(guestSameEmail.id);
    expect(mine).not.toContain(jorges.id);
    expect(idsOf(await history(jorge))).toEqual([jorges.id]);
    // Staff are not customers of these orders: their own history is their own (empty).
    expect(idsOf(await history(staff))).toEqual([]);
  });

  it('pages with first and after (pageInfo.endCursor)', async () => {
    const page = await history(maria, { first: 1 });
    expect(idsOf(page)).toEqual([second.id]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.totalCount).toBe(2);
    const next = await history(maria, { first: 1, after: page.pageInfo.endCursor });
    expect(idsOf(next)).toEqual([first.id]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    // No `first`: the default page (20) holds both.
    expect(idsOf(await history(maria, {}))).toEqual([second.id, first.id]);
  });

  it('bounds the page size: 1 to 100, else BAD_USER_INPUT before any commerce call', async () => {
    for (const size of [0, -1, 101, 1000]) {
      stack.proxy.reset();
      const answer = await gql(stack, HISTORY, { first: size }, authHeaders(maria));
      expect(codesOf(answer), String(size)).toEqual(['BAD_USER_INPUT']);
      expect(stack.proxy.count('/graphql'), String(size)).toBe(0);
    }
    const max = await history(maria, { first: 100 });
    expect(max.edges).toHaveLength(2);
  });

  it('a cursor the list did not issue is BAD_USER_INPUT naming after', async () => {
    for (const after of ['garbage', Buffer.from('cursor:x').toString('base64')]) {
      const answer = await gql(stack, HISTORY, { first: 5, after }, authHeaders(maria));
      expect(codesOf(answer), after).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors?.[0]?.extensions?.field, after).toBe('after');
    }
  });

  it('each order’s detail is read by its owner through order(id); by nobody else', async () => {
    const DETAIL =
      'query ($id: ID!) { order(id: $id) { id number userEmail shippingAddress { streetAddress1 } lines { productSku quantity } total { gross { amount } } } }';
    for (const order of [first, second]) {
      const own = await gql<{ order: { id: string; number: string } }>(
        stack,
        DETAIL,
        { id: order.id },
        authHeaders(maria),
      );
      expect(own.errors).toBeUndefined();
      expect(own.data?.order).toMatchObject({ id: order.id, number: order.number });
      expect(codesOf(await gql(stack, DETAIL, { id: order.id }, authHeaders(jorge)))).toEqual(['NOT_FOUND']);
      expect(codesOf(await gql(stack, DETAIL, { id: order.id }))).toEqual(['UNAUTHENTICATED']);
    }
    expect(codesOf(await gql(stack, DETAIL, { id: jorges.id }, authHeaders(maria)))).toEqual(['NOT_FOUND']);
  });

  it('the signed-in checkout records the owner (private) and its index (public), copied to the order', async () => {
    const answer = await commerceDirect<{
      order: { owner: string | null; index: string | null };
      guest: { owner: string | null; index: string | null };
    }>(
      `query ($id: ID, $guest: ID) {
        order(id: $id) { owner: privateMetafield(key: "cuida.owner") index: metafield(key: "cuida.cuenta") }
        guest: order(id: $guest) { owner: privateMetafield(key: "cuida.owner") index: metafield(key: "cuida.cuenta") }
      }`,
      { id: first.id, guest: guestSameEmail.id },
    );
    expect(answer.data?.order).toEqual({ owner: subOf(maria), index: subOf(maria) });
    expect(answer.data?.guest).toEqual({ owner: null, index: null });
  });

  it('an index planted on a guest checkout (straight at Saleor) does not make the order hers: the private owner decides', async () => {
    // Saleor lets whoever holds a checkout write its public metadata; the gateway refuses the key, Saleor would not.
    const planted = await placeOrder(
      {},
      {
        offset: 4,
        beforePlacing: async (checkoutId) => {
          const written = await commerceDirect<{ updateMetadata: { errors: unknown[] } }>(
            'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { errors { code } } }',
            { id: checkoutId, input: [{ key: 'cuida.cuenta', value: subOf(maria) }] },
            false,
          );
          expect(written.data?.updateMetadata.errors).toEqual([]);
        },
      },
    );
    const indexed = await commerceDirect<{ orders: { edges: { node: { id: string } }[] } }>(
      'query ($sub: String) { orders(first: 10, where: { metadata: { key: "cuida.cuenta", value: { eq: $sub } } }) { edges { node { id } } } }',
      { sub: subOf(maria) },
    );
    // The index alone would list it (the test is meaningful only if it does)…
    expect(indexed.data?.orders.edges.map((edge) => edge.node.id)).toContain(planted.id);
    // …the gateway does not, in every `edges` selection of the answer, aliased or not.
    const answer = await gql<{
      me: { orders: { mine: { node: { id: string } }[]; edges: { cursor: string }[]; totalCount: number } };
    }>(
      stack,
      '{ me { orders(first: 10) { mine: edges { node { id } } edges { cursor } totalCount } } }',
      {},
      authHeaders(maria),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me.orders.mine.map((edge) => edge.node.id)).toEqual([second.id, first.id]);
    expect(answer.data?.me.orders.edges).toHaveLength(2);
  });
});

describe('the commerce orders list is not offered to clients', () => {
  it('Query.orders is not in the gateway schema, for anyone', async () => {
    for (const headers of [{}, authHeaders(maria), authHeaders(staff)]) {
      const answer = await gql(
        stack,
        '{ orders(first: 5) { totalCount edges { node { id userEmail } } } }',
        {},
        headers,
      );
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "orders" on type "Query"/);
    }
  });

  it('the index key cannot be written by clients', async () => {
    const created = await gql<{ checkoutCreate: { checkout: { id: string } } }>(
      stack,
      'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }',
      {
        input: {
          channel: 'feria-cuida',
          lines: [{ variantId: variantInStock(), quantity: 1 }],
          metadata: [{ key: 'cuida.cuenta', value: subOf(maria) }],
        },
      },
    );
    expect(codesOf(created)).toEqual(['BAD_USER_INPUT']);
  });
});
