/**
 * placeOrder over real HTTP: sandbox (in-memory store) → counting proxy → gateway. Orders, charges and redemptions
 * are counted in the sandbox's own store; faults come from its /__admin/faults; line availability and channel
 * settings are changed in the running sandbox's catalogue (restored after each case).
 */
import { isWindowActive, parsePromotionWindow, roundMoney } from '@cuida/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord, VariantRecord } from '../../sandbox/src/catalog/model';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { loadGatewayConfig } from '../src/config';
import { startGateway } from '../src/server';
import { promotedProducts } from './support/orders';
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

beforeAll(async () => {
  // Circuits that do not open while the voucher service is made to fail, and quick redemption retries.
  const tuned = loadGatewayConfig({
    CIRCUIT_FAILURE_THRESHOLD: '1000',
    CIRCUIT_MIN_CALLS: '100000',
    REDEMPTION_RETRY_ATTEMPTS: '3',
    REDEMPTION_RETRY_BASE_MS: '100',
  });
  stack = await startTestStack({ upstreams: tuned.upstreams, placeOrder: tuned.placeOrder });
  [maria, jorge] = await Promise.all([signIn(stack, 'maria.quispe@cuida.pe'), signIn(stack, 'jorge.ramirez@cuida.pe')]);
}, 60_000);
afterAll(() => stack?.close());
afterEach(async () => {
  await fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });
});

// ---------------------------------------------------------------------------------------------------------------
// Fixtures

const LIMA = {
  firstName: 'Ana',
  lastName: 'Rojas',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

/** Variants handed out so far: each case works on its own, so stock taken by one never moves another's. */
const used = new Set<number>();

const openWindow = (product: ProductRecord) =>
  stack.sandbox.catalog.collectionsOf(product.id).some((collection) => {
    const window = parsePromotionWindow(collection.metadata.voucherify);
    return window !== null && isWindowActive(window, new Date());
  });

function variant(condition: (product: ProductRecord, variant: VariantRecord) => boolean, minStock = 20): VariantRecord {
  const { catalog } = stack.sandbox;
  for (const product of catalog.products) {
    if (!product.isAvailableForPurchase || !catalog.isProductInChannel(product, 'feria-cuida')) continue;
    for (const candidate of product.variants) {
      if (used.has(candidate.id) || candidate.quantityLimitPerCustomer !== null) continue;
      if (candidate.stock < minStock || candidate.price <= 0 || !condition(product, candidate)) continue;
      used.add(candidate.id);
      return candidate;
    }
  }
  throw new Error('no variant in the seed matches');
}

const productOf = (found: VariantRecord): ProductRecord => {
  const product = stack.sandbox.catalog.variant(found.id)?.product;
  if (!product) throw new Error('unknown variant');
  return product;
};

/** Products some seeded promotion names by SKU or category (support/orders.ts). */
let promoted: (product: ProductRecord, found: VariantRecord) => boolean = () => true;
beforeAll(async () => {
  promoted = await promotedProducts(stack);
});

/** Outside every collection with an open promotion window and every promotion's products, under S/ 50. */
const plain = (minStock = 20) =>
  variant((product, found) => !openWindow(product) && !promoted(product, found) && found.price < 50, minStock);

/** At most 50 units left (all of them fit one line), outside promotions. */
const scarce = () =>
  variant((product, found) => !openWindow(product) && !promoted(product, found) && found.stock <= 50, 2);

/** Units of a Farmacia line worth at least S/ 80 (SALUD10 needs S/ 50 after promotions). */
const unitsFor80 = (found: VariantRecord) => Math.max(1, Math.ceil(80 / found.price));

/**
 * In Farmacia under the open Cyber Salud window (the all-channel 10 % promotion applies), with stock for three
 * checkouts of S/ 80.
 */
function farmacia() {
  const subtree = stack.sandbox.catalog.subtreeIds(stack.sandbox.catalog.categoryBySlug('farmacia')?.id ?? 0);
  return variant(
    (product, found) =>
      subtree.has(product.categoryId) &&
      openWindow(product) &&
      unitsFor80(found) <= 50 &&
      found.stock >= 3 * unitsFor80(found),
  );
}

const gid = (found: VariantRecord) => toGlobalId('ProductVariant', found.id);

interface CheckoutOptions {
  headers?: Record<string, string>;
  email?: string | null;
  shipping?: boolean;
  billing?: boolean;
  method?: boolean;
  /** The delivery type chosen (the gateway lists one commerce method per type); default: Delivery regular. */
  delivery?: string;
  /** The shipping address's district (its city area). */
  district?: string;
  /** Written straight at the commerce API (the storefront writes them through updateMetadata). */
  metadata?: { key: string; value: string }[];
}

/** A checkout made through the gateway as the storefront makes it; answers its id and token. */
async function checkout(
  lines: { variant: VariantRecord; quantity: number }[],
  options: CheckoutOptions = {},
): Promise<{ id: string; token: string }> {
  const headers = options.headers ?? {};
  const created = await gql<{ checkoutCreate: { checkout: { id: string; token: string } | null; errors: unknown[] } }>(
    stack,
    'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id token } errors { code field message } } }',
    {
      input: {
        channel: 'feria-cuida',
        ...(options.email === null ? {} : { email: options.email ?? 'ana.rojas@example.pe' }),
        lines: lines.map((line) => ({ variantId: gid(line.variant), quantity: line.quantity })),
        ...(options.shipping === false
          ? {}
          : { shippingAddress: { ...LIMA, cityArea: options.district ?? 'Miraflores' } }),
        ...(options.billing === false ? {} : { billingAddress: LIMA }),
      },
    },
    headers,
  );
  expect(created.errors).toBeUndefined();
  expect(created.data?.checkoutCreate.errors).toEqual([]);
  const made = created.data?.checkoutCreate.checkout;
  if (!made) throw new Error('checkout not created');
  if (options.method !== false && options.shipping !== false) {
    const methods = await gql<{ checkout: { shippingMethods: { id: string }[] } }>(
      stack,
      'query ($id: ID) { checkout(id: $id) { shippingMethods { id } } }',
      { id: made.id },
      headers,
    );
    const chosen = await gql<{ checkoutDeliveryMethodUpdate: { errors: unknown[] } }>(
      stack,
      'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
      { id: made.id, m: methodId(options.delivery ?? 'default', methods.data?.checkout.shippingMethods ?? []) },
      headers,
    );
    expect(chosen.data?.checkoutDeliveryMethodUpdate.errors).toEqual([]);
  }
  if (options.metadata?.length)
    await commerce(
      'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { errors { code } } }',
      { id: made.id, input: options.metadata },
    );
  return made;
}

/** The commerce method the gateway lists for a delivery type (its global id wraps `app:cuida-gateway:<type>`). */
const methodId = (type: string, methods: { id: string }[]) =>
  methods.find((method) => Buffer.from(method.id, 'base64').toString() === `app:cuida-gateway:${type}`)?.id ?? null;

/** Straight at the sandbox's commerce API, as the gateway's app. */
async function commerce<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${stack.sandbox.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer cuida-sandbox-commerce-app-token' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

interface Payload {
  order: {
    id: string;
    number: string;
    isPaid: boolean;
    chargeStatus: string;
    paymentStatus: string;
    totalCharged: { amount: number };
    total: { gross: { amount: number } };
    metafields: Record<string, string>;
  } | null;
  orderAccessToken: string | null;
  subtotal: number;
  promoDiscount: number;
  couponDiscount: number;
  delivery: number;
  totalToPay: number;
  paid: boolean;
  redemption: string;
  errors: { code: string; message: string; field: string | null; variants: string[] | null }[];
}

const PLACE = /* GraphQL */ `
  mutation ($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id number isPaid chargeStatus paymentStatus totalCharged { amount } total { gross { amount } }
        metafields(keys: ["pago.metodo", "total.subtotal", "total.entrega", "total.pagar", "descuento.promocion", "descuento.cupon", "descuento.cuponMonto"])
      }
      orderAccessToken subtotal promoDiscount couponDiscount delivery totalToPay paid redemption
      errors { code message field variants }
    }
  }
`;

const CARD = { paymentMethod: 'CARD', paymentData: { token: 'tok_visa' } };
const CASH = { paymentMethod: 'CASH_ON_DELIVERY' };

async function place(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  return gql<{ placeOrder: Payload }>(stack, PLACE, { input }, headers);
}

async function placed(input: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Payload> {
  const answer = await place(input, headers);
  expect(answer.errors).toBeUndefined();
  const payload = answer.data?.placeOrder as Payload;
  expect(payload.errors).toEqual([]);
  return payload;
}

const count = async (sql: string, params: unknown[]) =>
  (await stack.sandbox.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
const ordersOf = (token: string) => count('SELECT count(*)::int AS n FROM orders WHERE checkout_id = $1', [token]);
const redemptionsOf = (token: string) =>
  count('SELECT count(*)::int AS n FROM voucher_redemption WHERE session_key = $1', [token]);
const chargedOn = async (token: string) =>
  roundMoney(
    (
      await stack.sandbox.db.query<{ data: { chargedAmount: number } | string }>(
        'SELECT data FROM payment_transaction WHERE checkout_id = $1',
        [token],
      )
    )
      .map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as { chargedAmount: number })
      .reduce((sum, transaction) => sum + transaction.chargedAmount, 0),
  );
const transactionsOf = (token: string) =>
  count('SELECT count(*)::int AS n FROM payment_transaction WHERE checkout_id = $1', [token]);

async function redemptionRecord(orderId: string): Promise<Record<string, unknown> | null> {
  const answer = await commerce<{ order: { value: string | null } }>(
    'query ($id: ID) { order(id: $id) { value: privateMetafield(key: "cuida.redencion") } }',
    { id: orderId },
  );
  const value = answer.data?.order.value;
  return value ? (JSON.parse(value) as Record<string, unknown>) : null;
}

async function until(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ---------------------------------------------------------------------------------------------------------------

describe('an order end to end', () => {
  it('a guest pays by card: charged the total, one paid order, opened with its access token', async () => {
    const line = plain();
    const { id, token } = await checkout([{ variant: line, quantity: 2 }]);
    const payload = await placed({ checkoutId: id, ...CARD });
    const subtotal = roundMoney(line.price * 2);
    expect(payload).toMatchObject({
      subtotal,
      promoDiscount: 0,
      couponDiscount: 0,
      delivery: 9, // Delivery regular to Miraflores: the coverage data's default tier, as the commerce method is priced
      totalToPay: roundMoney(subtotal + 9),
      paid: true,
      redemption: 'NONE',
    });
    expect(payload.order).toMatchObject({
      isPaid: true,
      chargeStatus: 'FULL',
      paymentStatus: 'FULLY_CHARGED',
      totalCharged: { amount: payload.totalToPay },
    });
    expect(payload.order?.metafields).toEqual({
      'pago.metodo': 'CARD',
      'total.subtotal': subtotal.toFixed(2),
      'total.entrega': '9.00',
      'total.pagar': payload.totalToPay.toFixed(2),
      'descuento.promocion': '0.00',
      'descuento.cupon': '',
      'descuento.cuponMonto': '0.00',
    });
    expect(await ordersOf(token)).toBe(1);
    expect(await chargedOn(token)).toBe(payload.totalToPay);

    const opened = await gql<{ guestOrder: { id: string } }>(
      stack,
      'query ($t: String!) { guestOrder(accessToken: $t) { id } }',
      {
        t: payload.orderAccessToken,
      },
    );
    expect(opened.data?.guestOrder.id).toBe(payload.order?.id);
  });

  it('a signed-in customer pays cash on delivery: an unpaid order that order(id) shows to her only', async () => {
    const line = plain();
    const headers = authHeaders(maria);
    const { id, token } = await checkout([{ variant: line, quantity: 1 }], {
      headers,
      // Delivery regular to Miraflores: the commerce method, priced by the coverage tiers (S/ 9.00 by default).
      metadata: [{ key: 'cliente.numeroDocumento', value: '45871236' }],
    });
    const payload = await placed({ checkoutId: id, ...CASH }, headers);
    expect(payload).toMatchObject({ delivery: 9, paid: false, redemption: 'NONE' });
    expect(payload.totalToPay).toBe(roundMoney(line.price + 9));
    expect(payload.order).toMatchObject({ isPaid: false, chargeStatus: 'NONE', paymentStatus: 'NOT_CHARGED' });
    expect(payload.order?.metafields['pago.metodo']).toBe('CASH_ON_DELIVERY');
    expect(await transactionsOf(token)).toBe(0);

    const READ = 'query ($id: ID!) { order(id: $id) { id number } }';
    const own = await gql<{ order: { id: string; number: string } }>(stack, READ, { id: payload.order?.id }, headers);
    expect(own.data?.order).toEqual({ id: payload.order?.id, number: payload.order?.number });
    expect(codesOf(await gql(stack, READ, { id: payload.order?.id }, authHeaders(jorge)))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(stack, READ, { id: payload.order?.id }))).toEqual(['UNAUTHENTICATED']);
  });

  it('promotions and the coupon are re-validated, recorded on the order and redeemed once (hundredths, PAID, LOCK)', async () => {
    const line = farmacia();
    const quantity = unitsFor80(line);
    const { id, token } = await checkout([{ variant: line, quantity }], {
      metadata: [{ key: 'cliente.numeroDocumento', value: '70125489' }],
    });
    // What the cart was shown: the same operations the storefront calls.
    const window = stack.sandbox.catalog
      .collectionsOf(productOf(line).id)
      .find((collection) => collection.slug === 'cyber-salud')?.metadata.voucherify;
    const lines = [{ variantId: gid(line), sku: line.sku, quantity, voucherWindow: window }];
    const cart = await gql<{
      evaluatePromotions: { promoDiscount: number; appliedVouchers: { id: string }[] };
      validateCoupon: { valid: boolean; discount: number };
    }>(
      stack,
      'query ($lines: [PromotionLineInput!]!) { evaluatePromotions(lines: $lines) { promoDiscount appliedVouchers { id } } validateCoupon(code: "SALUD10", lines: $lines) { valid discount } }',
      { lines },
    );
    const shown = cart.data;
    expect(shown?.evaluatePromotions.appliedVouchers.map((voucher) => voucher.id)).toContain('promo_tier_farmacia_10');
    expect(shown?.validateCoupon.valid).toBe(true);
    const subtotal = roundMoney(line.price * quantity);
    const expected = roundMoney(
      subtotal - (shown?.validateCoupon.discount ?? 0) + 9 - (shown?.evaluatePromotions.promoDiscount ?? 0),
    );

    const payload = await placed({ checkoutId: id, ...CARD, couponCode: 'salud10', expectedTotal: expected });
    expect(payload).toMatchObject({
      subtotal,
      promoDiscount: shown?.evaluatePromotions.promoDiscount,
      couponDiscount: shown?.validateCoupon.discount,
      delivery: 9,
      totalToPay: expected,
      paid: true,
      redemption: 'REGISTERED',
    });
    expect(payload.order?.metafields).toMatchObject({
      'total.pagar': expected.toFixed(2),
      'descuento.cupon': 'SALUD10',
      'descuento.cuponMonto': (shown?.validateCoupon.discount ?? 0).toFixed(2),
      'descuento.promocion': (shown?.evaluatePromotions.promoDiscount ?? 0).toFixed(2),
    });
    // The discounts are in the commerce order's own line prices: its total is what the card paid, fully charged.
    expect(payload.order?.totalCharged.amount).toBe(expected);
    expect(payload.order?.total.gross.amount).toBe(expected);
    expect(payload.order?.chargeStatus).toBe('FULL');
    expect(payload.order?.isPaid).toBe(true);

    const rows = await stack.sandbox.db.query<{
      redeemables: unknown;
      order_items: unknown;
      status: string;
      session_type: string;
      document_number: string | null;
    }>(
      'SELECT redeemables, order_items, status, session_type, document_number FROM voucher_redemption WHERE session_key = $1',
      [token],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0];
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(row?.status).toBe('PAID');
    expect(row?.session_type).toBe('LOCK');
    expect(row?.document_number).toBe('70125489');
    expect(parse(row?.redeemables)).toEqual(
      expect.arrayContaining([
        { object: 'promotion_tier', id: 'promo_tier_farmacia_10' },
        { object: 'voucher', id: 'SALUD10' },
      ]),
    );
    expect(parse(row?.order_items)).toEqual([
      { source_id: line.sku, quantity, price: Math.round(line.price * 100), related_object: 'product' },
    ]);
    expect(await redemptionRecord(payload.order?.id ?? '')).toMatchObject({ estado: 'REGISTRADA', sesion: token });
  });
});

describe('payment', () => {
  it('a declined card: PAYMENT_ERROR in Spanish, nothing charged, no order; another card then pays', async () => {
    const { id, token } = await checkout([{ variant: plain(), quantity: 1 }]);
    const declined = await place({
      checkoutId: id,
      paymentMethod: 'CARD',
      paymentData: { token: 'tok_chargeDeclined' },
    });
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.placeOrder).toMatchObject({ order: null, orderAccessToken: null, paid: false });
    expect(declined.data?.placeOrder.errors).toEqual([
      {
        code: 'PAYMENT_ERROR',
        message: expect.stringMatching(/tarjeta fue rechazada/),
        field: 'paymentData',
        variants: null,
      },
    ]);
    expect(await ordersOf(token)).toBe(0);
    expect(await chargedOn(token)).toBe(0);

    const missing = await place({ checkoutId: id, paymentMethod: 'CARD' });
    expect(missing.data?.placeOrder.errors.map((error) => [error.code, error.field])).toEqual([
      ['PAYMENT_ERROR', 'paymentData'],
    ]);

    const paid = await placed({ checkoutId: id, ...CARD });
    expect(paid.paid).toBe(true);
    expect(await ordersOf(token)).toBe(1);
    expect(await chargedOn(token)).toBe(paid.totalToPay);
  });
});

describe('idempotency, keyed on the checkout', () => {
  it('the same request twice, then ten at once on two gateway replicas sharing Redis: one order, one charge, one redemption', async () => {
    const line = farmacia();
    const quantity = unitsFor80(line);
    const { id, token } = await checkout([{ variant: line, quantity }], {
      metadata: [{ key: 'cliente.numeroDocumento', value: '45871236' }],
    });
    const input = { checkoutId: id, ...CARD, couponCode: 'SALUD10' };
    const first = await placed(input);
    const second = await placed(input);
    expect(second.order?.id).toBe(first.order?.id);
    expect(second).toMatchObject({ totalToPay: first.totalToPay, paid: true, redemption: 'REGISTERED' });

    const { id: id2, token: token2 } = await checkout([{ variant: line, quantity }], {
      metadata: [{ key: 'cliente.numeroDocumento', value: '45871236' }],
    });
    // Two replicas as production runs them: sharing Redis (production refuses replicas without it), so the
    // checkout lock spans both.
    const replicated = {
      ...stack.gateway.services.config,
      redis: { url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', keyPrefix: `cuida-test-${token2}:` },
    };
    const [one, replica] = await Promise.all([
      startGateway(replicated, { log: () => undefined }),
      startGateway(replicated, { log: () => undefined }),
    ]);
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          fetch(index % 2 === 0 ? one.url : replica.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: PLACE, variables: { input: { ...input, checkoutId: id2 } } }),
          }).then((response) => response.json() as Promise<GraphQLAnswer<{ placeOrder: Payload }>>),
        ),
      );
      for (const answer of answers) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.placeOrder.errors).toEqual([]);
      }
      expect(new Set(answers.map((answer) => answer.data?.placeOrder.order?.id)).size).toBe(1);
    } finally {
      await Promise.all([one.close(), replica.close()]);
    }
    for (const key of [token, token2]) {
      expect(await ordersOf(key)).toBe(1);
      expect(await redemptionsOf(key)).toBe(1);
      expect(await transactionsOf(key)).toBe(1);
    }
    expect(await chargedOn(token2)).toBe(first.totalToPay);
  });

  it('a stock race: of two checkouts wanting the last units, one gets the order, the other INSUFFICIENT_STOCK naming the variant and no charge', async () => {
    const last = scarce();
    const units = last.stock;
    const a = await checkout([{ variant: last, quantity: units }]);
    const b = await checkout([{ variant: last, quantity: units }]);
    const [first, second] = await Promise.all([
      place({ checkoutId: a.id, ...CARD }),
      place({ checkoutId: b.id, ...CARD }),
    ]);
    const outcomes = [first, second].map((answer) => answer.data?.placeOrder);
    const won = outcomes.filter((payload) => payload?.order);
    const lost = outcomes.filter((payload) => !payload?.order);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.errors).toEqual([
      expect.objectContaining({ code: 'INSUFFICIENT_STOCK', variants: [gid(last)], field: 'lines' }),
    ]);
    expect(lost[0]?.errors[0]?.message).toContain(productOf(last).name);
    const loser = lost[0] === outcomes[0] ? a : b;
    expect(await ordersOf(loser.token)).toBe(0);
    expect(await chargedOn(loser.token)).toBe(0);
  });
});

describe('a line sold out between the checks and the completion', () => {
  it('the card is charged, the commerce API refuses INSUFFICIENT_STOCK, and the charge is given back', async () => {
    const last = scarce();
    const mine = await checkout([{ variant: last, quantity: last.stock }]);
    const theirs = await checkout([{ variant: last, quantity: 1 }]);
    // Right after the gateway's checks, as its charge goes out, another shopper's order takes a unit.
    stack.proxy.intercept = async (_path, body) => {
      if (!body.includes('PlaceOrderCharge')) return;
      stack.proxy.intercept = undefined;
      const other = await commerce<{ checkoutComplete: { order: { id: string } | null } }>(
        'mutation ($id: ID) { checkoutComplete(id: $id) { order { id } errors { code } } }',
        { id: theirs.id },
      );
      expect(other.data?.checkoutComplete.order).not.toBeNull();
    };
    try {
      const answer = await place({ checkoutId: mine.id, ...CARD });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.placeOrder.order).toBeNull();
      expect(answer.data?.placeOrder.errors).toEqual([
        {
          code: 'INSUFFICIENT_STOCK',
          field: 'lines',
          variants: [gid(last)],
          message: expect.stringMatching(/stock suficiente de .*Devolvimos el cobro de tu tarjeta\./),
        },
      ]);
    } finally {
      stack.proxy.intercept = undefined;
    }
    expect(await ordersOf(mine.token)).toBe(0);
    expect(await transactionsOf(mine.token)).toBe(1);
    expect(await chargedOn(mine.token)).toBe(0);
  });
});

describe('each reachable checkout error arrives coded, with a Spanish message', () => {
  const codes = (answer: GraphQLAnswer<{ placeOrder: Payload }>) => {
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.placeOrder.order).toBeNull();
    for (const error of answer.data?.placeOrder.errors ?? [])
      expect(error.message).toMatch(/[áéíóúñ]|\b(el|la|tu|de)\b/i);
    return answer.data?.placeOrder.errors.map((error) => error.code);
  };

  it('the checkout itself: NO_LINES, EMAIL_NOT_SET, SHIPPING_ADDRESS_NOT_SET, BILLING_ADDRESS_NOT_SET, SHIPPING_METHOD_NOT_SET', async () => {
    const line = plain();
    const empty = await checkout([], {});
    expect(codes(await place({ checkoutId: empty.id, ...CASH }))).toEqual(['NO_LINES']);
    const noEmail = await checkout([{ variant: line, quantity: 1 }], { email: null });
    expect(codes(await place({ checkoutId: noEmail.id, ...CASH }))).toEqual(['EMAIL_NOT_SET']);
    const noShipping = await checkout([{ variant: line, quantity: 1 }], { shipping: false });
    expect(codes(await place({ checkoutId: noShipping.id, ...CASH }))).toEqual(['SHIPPING_ADDRESS_NOT_SET']);
    const noBilling = await checkout([{ variant: line, quantity: 1 }], { billing: false });
    expect(codes(await place({ checkoutId: noBilling.id, ...CARD }))).toEqual(['BILLING_ADDRESS_NOT_SET']);
    const noMethod = await checkout([{ variant: line, quantity: 1 }], { method: false });
    expect(codes(await place({ checkoutId: noMethod.id, ...CARD }))).toEqual(['SHIPPING_METHOD_NOT_SET']);
    for (const made of [noBilling, noMethod]) expect(await transactionsOf(made.token)).toBe(0);
  });

  it('DELIVERY_METHOD_NOT_APPLICABLE: a district not served has no delivered method, rimac only in the insurer app', async () => {
    const line = plain();
    // Ancón is not served: the commerce checkout lists only the pickups there, so no delivery can be chosen.
    const ancon = await checkout([{ variant: line, quantity: 1 }], { district: 'Ancón', method: false });
    const listed = await gql<{ checkout: { shippingMethods: { id: string }[] } }>(
      stack,
      'query ($id: ID) { checkout(id: $id) { shippingMethods { id } } }',
      { id: ancon.id },
    );
    const types = (listed.data?.checkout.shippingMethods ?? []).map((method) =>
      Buffer.from(method.id, 'base64').toString().replace('app:cuida-gateway:', ''),
    );
    expect(types.sort()).toEqual(['pickup_for_me', 'pickup_for_someone_else']);
    const rimac = await checkout([{ variant: line, quantity: 1 }], { delivery: 'rimac' });
    const outside = await place({ checkoutId: rimac.id, ...CASH });
    expect(codes(outside)).toEqual(['DELIVERY_METHOD_NOT_APPLICABLE']);
    expect(outside.data?.placeOrder.errors[0]?.message).toMatch(/app de Rímac/);
    // Inside the insurer's app the same checkout is delivered.
    const inApp = await placed({ checkoutId: rimac.id, ...CASH, context: { appRimac: true } });
    expect(inApp.delivery).toBe(9);
  });

  it('lines: PRODUCT_UNAVAILABLE_FOR_PURCHASE, QUANTITY_GREATER_THAN_LIMIT, UNAVAILABLE_VARIANT_IN_CHANNEL (named variants)', async () => {
    const { catalog } = stack.sandbox;
    const withdrawn = plain();
    const limited = plain();
    const moved = plain();
    const a = await checkout([{ variant: withdrawn, quantity: 1 }]);
    const b = await checkout([{ variant: limited, quantity: 3 }]);
    const c = await checkout([{ variant: moved, quantity: 1 }]);
    const outside = catalog.products.find((product) => !catalog.isProductInChannel(product, 'feria-cuida'));
    if (!outside) throw new Error('the seed has no product outside the channel');
    const categoryId = productOf(moved).categoryId;
    productOf(withdrawn).isAvailableForPurchase = false;
    limited.quantityLimitPerCustomer = 2;
    productOf(moved).categoryId = outside.categoryId;
    try {
      const first = await place({ checkoutId: a.id, ...CARD });
      expect(codes(first)).toEqual(['PRODUCT_UNAVAILABLE_FOR_PURCHASE']);
      expect(first.data?.placeOrder.errors[0]?.variants).toEqual([gid(withdrawn)]);
      const second = await place({ checkoutId: b.id, ...CARD });
      expect(codes(second)).toEqual(['QUANTITY_GREATER_THAN_LIMIT']);
      expect(second.data?.placeOrder.errors[0]?.variants).toEqual([gid(limited)]);
      // Seen by the commerce API when it completes (cash on delivery: nothing to give back).
      const third = await place({ checkoutId: c.id, ...CASH });
      expect(codes(third)).toEqual(['UNAVAILABLE_VARIANT_IN_CHANNEL']);
      expect(third.data?.placeOrder.errors[0]?.variants).toEqual([gid(moved)]);
    } finally {
      productOf(withdrawn).isAvailableForPurchase = true;
      limited.quantityLimitPerCustomer = null;
      productOf(moved).categoryId = categoryId;
    }
    for (const made of [a, b]) expect(await transactionsOf(made.token)).toBe(0);
  });

  it('INSUFFICIENT_STOCK when the stock went to another order first', async () => {
    const last = scarce();
    const late = await checkout([{ variant: last, quantity: last.stock }]);
    const early = await checkout([{ variant: last, quantity: 1 }]);
    await placed({ checkoutId: early.id, ...CASH });
    const answer = await place({ checkoutId: late.id, ...CARD });
    expect(codes(answer)).toEqual(['INSUFFICIENT_STOCK']);
    expect(answer.data?.placeOrder.errors[0]?.variants).toEqual([gid(last)]);
    expect(await transactionsOf(late.token)).toBe(0);
  });

  it('VOUCHER_NOT_APPLICABLE, CHECKOUT_NOT_FULLY_PAID', async () => {
    const line = plain();
    const made = await checkout([{ variant: line, quantity: 1 }]);
    const expired = await place({ checkoutId: made.id, ...CARD, couponCode: 'VERANO2025' });
    expect(codes(expired)).toEqual(['VOUCHER_NOT_APPLICABLE']);
    expect(expired.data?.placeOrder.errors[0]).toMatchObject({
      field: 'couponCode',
      message: expect.stringMatching(/VERANO2025/),
    });
    expect(codes(await place({ checkoutId: made.id, ...CARD, couponCode: 'NOEXISTE' }))).toEqual([
      'VOUCHER_NOT_APPLICABLE',
    ]);

    const channel = stack.sandbox.catalog.channel('feria-cuida');
    if (!channel) throw new Error('no channel');
    channel.allowUnpaidOrders = false;
    try {
      const cash = await place({ checkoutId: made.id, ...CASH });
      expect(codes(cash)).toEqual(['CHECKOUT_NOT_FULLY_PAID']);
      // A card paying the full price still works there.
      expect((await placed({ checkoutId: made.id, ...CARD })).paid).toBe(true);
    } finally {
      channel.allowUnpaidOrders = true;
    }
    expect(await transactionsOf(made.token)).toBe(1);
  });
});

describe('PRICE_CHANGED', () => {
  it('a total other than the one the shopper saw: the new total, nothing charged, no order; confirmed, it is placed', async () => {
    const line = plain();
    const { id, token } = await checkout([{ variant: line, quantity: 1 }]);
    const total = roundMoney(line.price + 9);
    const changed = await place({ checkoutId: id, ...CARD, expectedTotal: roundMoney(total - 1) });
    expect(changed.data?.placeOrder).toMatchObject({ order: null, totalToPay: total, paid: false });
    expect(changed.data?.placeOrder.errors).toEqual([
      expect.objectContaining({
        code: 'PRICE_CHANGED',
        message: expect.stringContaining(`S/\u00a0${total.toFixed(2)}`),
      }),
    ]);
    expect(await transactionsOf(token)).toBe(0);
    const confirmed = await placed({ checkoutId: id, ...CARD, expectedTotal: total });
    expect(confirmed.totalToPay).toBe(total);
  });
});

describe('the promotions kept for catalogue badges (promotions-cache.ts)', () => {
  it('never price an order: placeOrder asks the voucher service even for a payload a listing just kept', async () => {
    const line = farmacia();
    const product = stack.sandbox.catalog.products.find((candidate) =>
      candidate.variants.some((found) => found.id === line.id),
    );
    // A listing of that one product: its call sends the order's very items (the SKU, quantity 1), now kept.
    const listed = await gql<{ products: { edges: { node: { promotions: { id: string }[] } }[] } }>(
      stack,
      'query ($slugs: [String!]) { products(first: 1, channel: "feria-cuida", filter: { slugs: $slugs }) { edges { node { promotions { id } } } } }',
      { slugs: [product?.slug] },
    );
    expect(listed.data?.products.edges[0]?.node.promotions.length).toBeGreaterThan(0);
    expect(stack.gateway.services.promotionsCache.size).toBeGreaterThan(0);
    const { id } = await checkout([{ variant: line, quantity: 1 }]);
    stack.proxy.reset();
    const payload = await placed({ checkoutId: id, ...CASH });
    expect(payload.order).not.toBeNull();
    expect(payload.promoDiscount).toBeGreaterThan(0);
    expect(stack.proxy.count('/sales/pbi-v2/api/v1/voucherify/promociones')).toBeGreaterThanOrEqual(1);
    expect(stack.proxy.count('/sales/pbi-v2/api/v1/voucherify/validaciones')).toBeGreaterThanOrEqual(1);
    expect(stack.proxy.count('/sales/pbi-v2/api/v1/voucherify/redenciones')).toBe(1);
  });
});

describe('the voucher service down at redemption', () => {
  const redemptionsDown = () =>
    fetch(`${stack.sandbox.url}/__admin/faults/sales`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorEvery: 1, paths: ['/voucherify/redenciones'] }),
    });

  it('keeps the order, records the redemption as pending and retries it in the background', async () => {
    const line = farmacia();
    const { id, token } = await checkout([{ variant: line, quantity: 2 }]);
    await redemptionsDown();
    const payload = await placed({ checkoutId: id, ...CASH });
    expect(payload.order).not.toBeNull();
    expect(payload.redemption).toBe('PENDING');
    expect(await redemptionsOf(token)).toBe(0);
    expect(await redemptionRecord(payload.order?.id ?? '')).toMatchObject({ estado: 'PENDIENTE', sesion: token });

    await fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });
    await until(async () => (await redemptionsOf(token)) === 1);
    await until(async () => (await redemptionRecord(payload.order?.id ?? ''))?.estado === 'REGISTRADA');
    expect(await ordersOf(token)).toBe(1);
  });

  it('after the background retries give up, the next placeOrder of the checkout redeems it', async () => {
    const line = farmacia();
    const { id, token } = await checkout([{ variant: line, quantity: 2 }]);
    await redemptionsDown();
    const payload = await placed({ checkoutId: id, ...CASH });
    expect(payload.redemption).toBe('PENDING');
    // 3 attempts, 100 ms × 2ⁿ apart: all spent within a second.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await redemptionsOf(token)).toBe(0);
    await fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });
    const again = await placed({ checkoutId: id, ...CASH });
    expect(again).toMatchObject({ redemption: 'REGISTERED', totalToPay: payload.totalToPay });
    expect(again.order?.id).toBe(payload.order?.id);
    expect(await redemptionsOf(token)).toBe(1);
    expect(await ordersOf(token)).toBe(1);
  });
});

describe('who may place an order (the checkout mutations rule)', () => {
  it("another customer and an anonymous caller are refused on a customer's checkout, before and after it is placed", async () => {
    const { id, token } = await checkout([{ variant: plain(), quantity: 1 }], { headers: authHeaders(maria) });
    expect(codesOf(await place({ checkoutId: id, ...CASH }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await place({ checkoutId: id, ...CASH }, authHeaders(jorge)))).toEqual(['FORBIDDEN']);
    expect(await ordersOf(token)).toBe(0);
    const own = await placed({ checkoutId: id, ...CASH }, authHeaders(maria));
    expect(codesOf(await place({ checkoutId: id, ...CASH }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await place({ checkoutId: id, ...CASH }, authHeaders(jorge)))).toEqual(['FORBIDDEN']);
    const again = await placed({ checkoutId: id, ...CASH }, authHeaders(maria));
    expect(again.order?.id).toBe(own.order?.id);
  });

  it('an unknown or malformed checkout is NOT_FOUND; bad input is BAD_USER_INPUT naming the field', async () => {
    const unknown = toGlobalId('Checkout', '00000000-0000-4000-8000-000000000000');
    expect(codesOf(await place({ checkoutId: unknown, ...CASH }))).toEqual(['NOT_FOUND']);
    expect(codesOf(await place({ checkoutId: 'garbage', ...CASH }))).toEqual(['NOT_FOUND']);
    const { id } = await checkout([{ variant: plain(), quantity: 1 }]);
    const big = await place({ checkoutId: id, paymentMethod: 'CARD', paymentData: { token: 'x'.repeat(5000) } });
    expect(codesOf(big)).toEqual(['BAD_USER_INPUT']);
    expect(big.errors?.[0]?.extensions?.field).toBe('input.paymentData');
    const negative = await place({ checkoutId: id, ...CASH, expectedTotal: -1 });
    expect(negative.errors?.[0]?.extensions?.field).toBe('input.expectedTotal');
  });

  it('the commerce payment and private-metadata mutations are guarded for API clients', async () => {
    const { id } = await checkout([{ variant: plain(), quantity: 1 }], { headers: authHeaders(maria) });
    const INIT =
      'mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { token: "tok_visa" } }) { transaction { id } errors { code } } }';
    expect(codesOf(await gql(stack, INIT, { id }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(stack, INIT, { id }, authHeaders(jorge)))).toEqual(['FORBIDDEN']);
    const own = await gql<{ transactionInitialize: { errors: unknown[] } }>(stack, INIT, { id }, authHeaders(maria));
    expect(own.data?.transactionInitialize.errors).toEqual([]);
    const PRIVATE =
      'mutation ($id: ID!) { updatePrivateMetadata(id: $id, input: [{ key: "cuida.owner", value: "x" }]) { errors { code } } }';
    // Only the gateway (an app) asks these: they are not part of its schema.
    expect((await gql(stack, PRIVATE, { id }, authHeaders(maria))).errors?.[0]?.message).toMatch(/Cannot query field/);
    const REFUND = 'mutation ($id: ID) { transactionRequestAction(id: $id, actionType: REFUND) { errors { code } } }';
    expect((await gql(stack, REFUND, { id }, authHeaders(maria))).errors?.[0]?.message).toMatch(/Cannot query field/);
  });
});
