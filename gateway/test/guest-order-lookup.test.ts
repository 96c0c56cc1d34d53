/**
 * After buying (requirements: "Order confirmation e-mail", "Finding a guest order"): the confirmation e-mail with the
 * guest's link, sent once per order, and the lookup of a guest order by number and document — one answer for every
 * miss, a few tries an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VariantRecord } from '../../sandbox/src/catalog/model';
import { readOutbox } from '../../sandbox/src/outbox/outbox';
import { loadGatewayConfig } from '../src/config';
import { LOOKUPS_PER_HOUR } from '../src/features/orders/lookup';
import { resumePendingConfirmations } from '../src/features/place-order/confirmation';
import { commerceAsApp, placeOrder, shopperCheckout } from './support/orders';
import { authHeaders, codesOf, gql, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  const { upstreams } = loadGatewayConfig({});
  // One attempt per call and no circuit opening: the failed confirmations below are counted exactly.
  stack = await startTestStack({
    upstreams: {
      ...upstreams,
      decorationBudgetMs: 2_000,
      retry: { ...upstreams.retry, retries: 0 },
      circuit: { ...upstreams.circuit, failureThreshold: 1_000, minCalls: 1_000 },
    },
  });
}, 60_000);
afterAll(() => stack?.close());

const used = new Set<number>();
function anyVariant(): VariantRecord {
  const { catalog } = stack.sandbox;
  for (const product of catalog.products) {
    if (!product.isAvailableForPurchase || !catalog.isProductInChannel(product, 'feria-cuida')) continue;
    for (const variant of product.variants) {
      if (used.has(variant.id) || variant.stock < 10 || variant.price <= 0 || variant.quantityLimitPerCustomer !== null)
        continue;
      used.add(variant.id);
      return variant;
    }
  }
  throw new Error('no variant');
}

const DOCUMENT = '41234567';
const FIND =
  'mutation ($input: FindGuestOrderInput!) { findGuestOrder(input: $input) { accessToken order { id number } } }';
type Found = { findGuestOrder: { accessToken: string; order: { id: string; number: string } } | null };

async function guestOrder(document: string, headers: Record<string, string> = {}) {
  const checkout = await shopperCheckout(stack, [{ variant: anyVariant(), quantity: 1 }], {
    deliveryType: 'pickup_for_me',
    metadata: [{ key: 'cliente.numeroDocumento', value: document }],
    headers,
  });
  const placed = await placeOrder(stack, { checkoutId: checkout.id, paymentMethod: 'CASH_ON_DELIVERY' }, headers);
  expect(placed.errors).toEqual([]);
  const stored = await commerceAsApp<{ order: { number: string } }>(
    stack,
    'query ($id: ID!) { order(id: $id) { number } }',
    {
      id: placed.order?.id,
    },
  );
  return { id: placed.order?.id ?? '', checkoutId: checkout.id, number: stored.data?.order.number ?? '' };
}

async function confirmations(email: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const sent = await readOutbox(stack.sandbox.db, { to: email, kind: 'CONFIRMACION_PEDIDO' });
    if (sent.length > 0) return sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

describe('after buying', () => {
  let order: { id: string; checkoutId: string; number: string };

  it("e-mails the order's confirmation once, with the link that opens it", async () => {
    order = await guestOrderWithoutSession();
    const [mail, ...more] = await confirmations('ana.rojas@example.pe');
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(order.number);
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/mi-pedido');
    expect(link.search).toBe('');
    const token = link.hash.slice(1);
    const opened = await gql<{ guestOrder: { id: string } }>(
      stack,
      'query ($t: String!) { guestOrder(accessToken: $t) { id } }',
      {
        t: token,
      },
    );
    expect(opened.data?.guestOrder.id).toBe(order.id);

    // placeOrder again on the same checkout answers the same order, and sends nothing more.
    const again = await placeOrder(stack, { checkoutId: order.checkoutId, paymentMethod: 'CASH_ON_DELIVERY' });
    expect(again.order?.id).toBe(order.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      await readOutbox(stack.sandbox.db, { to: 'ana.rojas@example.pe', kind: 'CONFIRMACION_PEDIDO' }),
    ).toHaveLength(1);
  });

  it('keeps a confirmation the service failed to take pending, and sends it on the next placeOrder or start', async () => {
    const state = async (id: string) =>
      (
        await commerceAsApp<{ order: { state: string | null } }>(
          stack,
          'query ($id: ID!) { order(id: $id) { state: metafield(key: "correo.confirmacion") } }',
          { id },
        )
      ).data?.order.state;
    const until = async (id: string, wanted: string) => {
      for (let attempt = 0; attempt < 50 && (await state(id)) !== wanted; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return state(id);
    };
    const mailsFor = async (number: string) =>
      (await readOutbox(stack.sandbox.db, { kind: 'CONFIRMACION_PEDIDO' })).filter((mail) =>
        mail.subject.includes(`N.° ${number}`),
      );
    const failing = { paths: ['/enviar/confirmacion/pedido'], errorRate: 1, errorStatus: 503 };

    // The service fails while two orders are placed: each says PENDIENTE, and no e-mail went out.
    const asked = () => stack.proxy.count('/sales2/notificaciones/api/v1/enviar/confirmacion/pedido');
    const before = asked();
    stack.sandbox.faults.set('sales2', failing);
    const first = await guestOrder('41234567');
    const second = await guestOrder('41234567');
    // Both calls (one attempt each here) have failed before the service recovers.
    for (const deadline = Date.now() + 20_000; asked() - before < 2 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stack.sandbox.faults.clear();
    expect(await state(first.id)).toBe('PENDIENTE');
    expect(await state(second.id)).toBe('PENDIENTE');
    expect(await mailsFor(first.number)).toEqual([]);

    // The shopper places the first again: the same order, and its e-mail now.
    const again = await placeOrder(stack, { checkoutId: first.checkoutId, paymentMethod: 'CASH_ON_DELIVERY' });
    expect(again.order?.id).toBe(first.id);
    expect(await until(first.id, 'ENVIADA')).toBe('ENVIADA');
    expect(await mailsFor(first.number)).toHaveLength(1);

    // Nobody comes back for the second: the next gateway process to start sends it (and nothing twice).
    const sent = await resumePendingConfirmations(stack.gateway.services);
    expect(sent).toContain(second.id);
    expect(sent).not.toContain(first.id);
    expect(await state(second.id)).toBe('ENVIADA');
    expect(await mailsFor(second.number)).toHaveLength(1);
    expect(await resumePendingConfirmations(stack.gateway.services)).toEqual([]);
  });

  it('finds a guest order by number and document, however the document was typed', async () => {
    const found = await gql<Found>(stack, FIND, {
      input: { number: `#${order.number}`, documentNumber: '41-234 567' },
    });
    expect(found.errors).toBeUndefined();
    expect(found.data?.findGuestOrder?.order).toEqual({ id: order.id, number: order.number });
    const opened = await gql<{ guestOrder: { id: string } }>(
      stack,
      'query ($t: String!) { guestOrder(accessToken: $t) { id } }',
      {
        t: found.data?.findGuestOrder?.accessToken,
      },
    );
    expect(opened.data?.guestOrder.id).toBe(order.id);
  });

  it('answers null alike for another document, an unknown number and a customer order', async () => {
    const session = await signIn(stack, 'jorge.ramirez@cuida.pe');
    const customers = await guestOrder('70125489', authHeaders(session));
    const misses = await Promise.all([
      gql<Found>(stack, FIND, { input: { number: order.number, documentNumber: '41234568' } }),
      gql<Found>(stack, FIND, { input: { number: '99999999', documentNumber: DOCUMENT } }),
      gql<Found>(stack, FIND, { input: { number: customers.number, documentNumber: '70125489' } }),
    ]);
    for (const miss of misses) expect(miss).toEqual({ data: { findGuestOrder: null } });
    expect(codesOf(await gql(stack, FIND, { input: { number: 'abc', documentNumber: DOCUMENT } }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });

  it('allows a few tries an hour per client, then RATE_LIMITED', async () => {
    const answers = [];
    for (let attempt = 0; attempt <= LOOKUPS_PER_HOUR; attempt++) {
      answers.push(await gql(stack, FIND, { input: { number: String(1000 + attempt), documentNumber: DOCUMENT } }));
    }
    const limited = answers.filter((answer) => codesOf(answer).includes('RATE_LIMITED'));
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
  });
});

function guestOrderWithoutSession() {
  return guestOrder(DOCUMENT);
}
