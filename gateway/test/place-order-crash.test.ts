/**
 * A gateway worker killed (SIGKILL) at each step of placeOrder, then the same placeOrder sent again as the storefront
 * sends it (same checkout, same input; the storefront sends no idempotency key of its own): one order, one charge
 * and one redemption in the sandbox's stored state every time, with the checkout lock in the cluster primary's
 * leases (no Redis) and in Redis. The gateway runs as in production, a cluster of two workers in a child process
 * (`gateway/src/main.ts`), against the sandbox over HTTP; the crash is its test-only GATEWAY_TEST_CRASH_FILE.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { roundMoney } from '@cuida/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/src/app';
import type { VariantRecord } from '../../sandbox/src/catalog/model';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { readOutbox } from '../../sandbox/src/outbox/outbox';
import { VoucherRepository } from '../../sandbox/src/vouchers/repository';
import { startTestSandbox } from '../../sandbox/test/support/sandbox';
import { loadGatewayConfig } from '../src/config';
import { CRASH_STEPS, type CrashStep } from '../src/features/place-order/crash-points';
import { type GatewayCluster, gqlOnNewConnection, startGatewayCluster } from './support/gateway-cluster';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let sandbox: RunningSandbox;
let dir: string;
/** SKUs and categories some seeded promotion names: kept out of the fixtures (no gifts, one redeemable). */
let promoted: (categoryId: number, sku: string) => boolean = () => true;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dir = mkdtempSync(join(tmpdir(), 'cuida-crash-'));
  const promotions = await new VoucherRepository(sandbox.db).promociones();
  const { catalog } = sandbox;
  const skus = new Set(promotions.flatMap((promotion) => promotion.reglas.skus ?? []));
  const categories = new Set(
    promotions
      .flatMap((promotion) => promotion.reglas.categorias ?? [])
      .flatMap((slug) => [...catalog.subtreeIds(catalog.categoryBySlug(slug)?.id ?? 0)]),
  );
  promoted = (categoryId, sku) => skus.has(sku) || categories.has(categoryId);
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const used = new Set<number>();

/** A variant of its own per case, outside every promotion and collection window, with stock to spare. */
function variant(): VariantRecord {
  const { catalog } = sandbox;
  for (const product of catalog.products) {
    if (!product.isAvailableForPurchase || !catalog.isProductInChannel(product, 'feria-cuida')) continue;
    if (catalog.collectionsOf(product.id).some((collection) => collection.metadata.voucherify)) continue;
    for (const candidate of product.variants) {
      if (used.has(candidate.id) || candidate.quantityLimitPerCustomer !== null) continue;
      if (candidate.stock < 20 || candidate.price < 10 || candidate.price > 60) continue;
      if (promoted(product.categoryId, candidate.sku)) continue;
      used.add(candidate.id);
      return candidate;
    }
  }
  throw new Error('no variant in the seed fits');
}

const LIMA = {
  firstName: 'Ana',
  lastName: 'Rojas',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

const PLACE = /* GraphQL */ `
  mutation ($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id total { gross { amount } } totalCharged { amount } }
      orderAccessToken totalToPay couponDiscount paid redemption
      errors { code message }
    }
  }
`;

interface Placed {
  placeOrder: {
    order: { id: string; total: { gross: { amount: number } }; totalCharged: { amount: number } } | null;
    orderAccessToken: string | null;
    totalToPay: number;
    couponDiscount: number;
    paid: boolean;
    redemption: string;
    errors: { code: string; message: string }[];
  };
}

/** A guest checkout made through the gateway as the storefront makes it, worth over S/ 50 (SALUD10 applies). */
async function checkout(cluster: GatewayCluster): Promise<{ id: string; token: string }> {
  const line = variant();
  const created = await gqlOnNewConnection<{
    checkoutCreate: { checkout: { id: string; token: string; shippingMethods: { id: string }[] } | null };
  }>(
    cluster.port,
    'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id token shippingMethods { id } } errors { code } } }',
    {
      input: {
        channel: 'feria-cuida',
        email: 'ana.rojas@example.pe',
        lines: [{ variantId: toGlobalId('ProductVariant', line.id), quantity: Math.ceil(80 / line.price) }],
        shippingAddress: LIMA,
        billingAddress: LIMA,
      },
    },
  );
  const made = created.body.data?.checkoutCreate.checkout;
  if (!made) throw new Error(`checkoutCreate failed: ${JSON.stringify(created.body)}`);
  const method = made.shippingMethods.find(
    (candidate) => Buffer.from(candidate.id, 'base64').toString() === 'app:cuida-gateway:default',
  );
  const chosen = await gqlOnNewConnection<{ checkoutDeliveryMethodUpdate: { errors: unknown[] } }>(
    cluster.port,
    'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
    { id: made.id, m: method?.id ?? null },
  );
  expect(chosen.body.data?.checkoutDeliveryMethodUpdate.errors).toEqual([]);
  return { id: made.id, token: made.token };
}

/** What the sandbox stored for a checkout: its orders, its card transactions and the voucher service's redemptions. */
async function stored(token: string) {
  const count = async (sql: string) => (await sandbox.db.query<{ n: number }>(sql, [token]))[0]?.n ?? -1;
  const transactions = await sandbox.db.query<{ data: { chargedAmount: number } | string }>(
    'SELECT data FROM payment_transaction WHERE checkout_id = $1',
    [token],
  );
  const charges = transactions
    .map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as { chargedAmount: number })
    .filter((transaction) => transaction.chargedAmount > 0);
  return {
    orders: await count('SELECT count(*)::int AS n FROM orders WHERE checkout_id = $1'),
    charges: charges.length,
    charged: roundMoney(charges.reduce((sum, transaction) => sum + transaction.chargedAmount, 0)),
    redemptions: await count('SELECT count(*)::int AS n FROM voucher_redemption WHERE session_key = $1'),
  };
}

const LOCK_STORES = [
  { name: 'without Redis: the checkout lock is a lease of the cluster primary', redis: false },
  { name: 'with Redis: the checkout lock is a Redis lock', redis: true },
] as const;

describe.each(LOCK_STORES)('a worker killed while placing an order, $name', ({ redis }) => {
  let cluster: GatewayCluster;
  const crashFile = () => join(dir, redis ? 'crash-redis' : 'crash-leases');
  const prefix = `cuida:test:crash:${process.pid}:${Date.now()}:`;
  const killed = () => cluster.logged('worker ').filter((line) => line.signal === 'SIGKILL');

  beforeAll(async () => {
    cluster = await startGatewayCluster({
      // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
      SANDBOX_URL: sandbox.url,
      IDENTITY_URL: sandbox.identityUrl,
      GATEWAY_TEST_CRASH_FILE: crashFile(),
      REDEMPTION_RETRY_BASE_MS: '200',
      ...(redis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
    });
    sandbox.useShippingApp(`http://127.0.0.1:${cluster.port}/webhooks/commerce/shipping-methods`);
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    if (redis) {
      const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await client.connect();
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    }
  });

  it.each(CRASH_STEPS)(
    'killed %s: the retry answers the order; one order, one charge, one redemption stored',
    {
      timeout: 120_000,
    },
    async (step: CrashStep) => {
      // Both workers up (the one killed by the previous case restarted): a crash never leaves the port without one.
      const live = () => cluster.logged('Gateway worker ready').length - killed().length;
      await cluster.waitFor('two live workers', () => (live() >= 2 ? true : undefined), 60_000);
      const { id, token } = await checkout(cluster);
      const input = {
        checkoutId: id,
        paymentMethod: 'CARD',
        paymentData: { token: 'tok_visa' },
        couponCode: 'SALUD10',
      };
      const deaths = killed().length;

      // The worker that reaches the step dies: the storefront's request gets no answer.
      writeFileSync(crashFile(), step);
      await expect(gqlOnNewConnection<Placed>(cluster.port, PLACE, { input })).rejects.toThrow();
      await cluster.waitFor(
        'the primary to see the worker die',
        () => (killed().length > deaths ? true : undefined),
        10_000,
      );

      // The shopper presses "Pagar" again: the same input, on whichever worker takes the connection.
      const retried = await gqlOnNewConnection<Placed>(cluster.port, PLACE, { input });
      expect(retried.status).toBe(200);
      expect(retried.body.errors).toBeUndefined();
      const answer = retried.body.data?.placeOrder;
      expect(answer?.errors).toEqual([]);
      expect(answer).toMatchObject({ paid: true, redemption: 'REGISTERED' });
      expect(answer?.couponDiscount).toBeGreaterThan(0);
      expect(answer?.order?.total.gross.amount).toBe(answer?.totalToPay);
      expect(answer?.order?.totalCharged.amount).toBe(answer?.totalToPay);

      const after = await stored(token);
      expect(after).toEqual({ orders: 1, charges: 1, charged: answer?.totalToPay, redemptions: 1 });

      // Once more: the same order, nothing new stored.
      const again = await gqlOnNewConnection<Placed>(cluster.port, PLACE, { input });
      expect(again.body.data?.placeOrder.order?.id).toBe(answer?.order?.id);
      expect(again.body.data?.placeOrder.orderAccessToken).toBe(answer?.orderAccessToken);
      expect(await stored(token)).toEqual(after);
    },
  );

  it('killed after-complete and never retried: the worker started in its place redeems the order and e-mails it', {
    timeout: 120_000,
  }, async () => {
    const live = () => cluster.logged('Gateway worker ready').length - killed().length;
    await cluster.waitFor('two live workers', () => (live() >= 2 ? true : undefined), 60_000);
    const { id, token } = await checkout(cluster);
    const input = { checkoutId: id, paymentMethod: 'CARD', paymentData: { token: 'tok_visa' }, couponCode: 'SALUD10' };
    const started = cluster.logged('Gateway worker ready').length;

    writeFileSync(crashFile(), 'after-complete');
    await expect(gqlOnNewConnection<Placed>(cluster.port, PLACE, { input })).rejects.toThrow();
    // The shopper never comes back. The primary starts a worker in place of the dead one, which finds the order's
    // redemption pending and retries it in the background.
    await cluster.waitFor(
      'the replacement worker',
      () => (cluster.logged('Gateway worker ready').length > started ? true : undefined),
      60_000,
    );
    const estado = async () =>
      (
        await sandbox.db.query<{ estado: string | null }>(
          "SELECT (data->'privateMetadata'->>'cuida.redencion')::jsonb->>'estado' AS estado FROM orders WHERE checkout_id = $1",
          [token],
        )
      )[0]?.estado;
    const deadline = Date.now() + 60_000;
    while ((await estado()) !== 'REGISTRADA' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await estado()).toBe('REGISTRADA');
    const [order] = await sandbox.db.query<{ total: number }>(
      "SELECT (data->>'total')::float AS total FROM orders WHERE checkout_id = $1",
      [token],
    );
    expect(await stored(token)).toEqual({ orders: 1, charges: 1, charged: order?.total, redemptions: 1 });
    expect(cluster.logged('pending voucher redemptions found at start').length).toBeGreaterThan(0);

    // The worker died before the confirmation e-mail too: the replacement sends it, once, and marks the order.
    const [buyer] = await sandbox.db.query<{ email: string; number: string }>(
      "SELECT data->>'userEmail' AS email, data->>'number' AS number FROM orders WHERE checkout_id = $1",
      [token],
    );
    const confirmations = async () =>
      (await readOutbox(sandbox.db, { to: buyer?.email ?? '', kind: 'CONFIRMACION_PEDIDO' })).filter((mail) =>
        mail.subject.includes(buyer?.number ?? '?'),
      );
    const confirmation = async () =>
      (
        await sandbox.db.query<{ state: string | null }>(
          "SELECT data->'metadata'->>'correo.confirmacion' AS state FROM orders WHERE checkout_id = $1",
          [token],
        )
      )[0]?.state;
    while ((await confirmation()) !== 'ENVIADA' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await confirmation()).toBe('ENVIADA');
    expect(await confirmations()).toHaveLength(1);

    // When the shopper does come back: the same order, redeemed, nothing new stored, no second e-mail.
    const later = await gqlOnNewConnection<Placed>(cluster.port, PLACE, { input });
    expect(later.body.data?.placeOrder).toMatchObject({ paid: true, redemption: 'REGISTERED', errors: [] });
    expect(await stored(token)).toEqual({ orders: 1, charges: 1, charged: order?.total, redemptions: 1 });
    expect(await confirmations()).toHaveLength(1);
  });
});

describe('the crash points are for tests only', () => {
  it('production refuses GATEWAY_TEST_CRASH_FILE; elsewhere it is read as given', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', GATEWAY_TEST_CRASH_FILE: '/tmp/crash' })).toThrow(
      /GATEWAY_TEST_CRASH_FILE must not be set in production/,
    );
    expect(loadGatewayConfig({ GATEWAY_TEST_CRASH_FILE: '/tmp/crash' }).testCrashFile).toBe('/tmp/crash');
    expect(loadGatewayConfig({}).testCrashFile).toBeUndefined();
  });
});
