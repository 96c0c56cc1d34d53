import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/app';
import { toGlobalId } from '../src/commerce/global-id';
import { readCatalog } from '../src/store/catalog-store';
import { openDb } from '../src/store/db';
import { dropAll } from '../src/store/migrate';
import { graphqlData, type StoreKind, startTestSandbox, testStore } from './support/sandbox';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each<StoreKind>(['pglite', 'postgres'])('the %s store', (kind) => {
  const store = testStore(kind);
  cleanups.push(store.cleanup);
  if (kind === 'postgres') {
    cleanups.push(async () => {
      const db = await openDb({ databaseUrl: store.databaseUrl, pgSchema: 'public' });
      await db.exec(`DROP SCHEMA IF EXISTS ${store.pgSchema} CASCADE`);
      await db.close();
    });
  }

  it('keeps a checkout across a restart and seeds only once', async () => {
    const first = await startTestSandbox(store);
    const variant = first.catalog.products.find(
      (product) => product.isAvailableForPurchase && (product.variants[0]?.stock ?? 0) > 5,
    )?.variants[0];
    const created = await graphqlData<{ checkoutCreate: { checkout: { id: string } } }>(
      `${first.url}/graphql`,
      'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }',
      {
        input: {
          channel: 'feria-cuida',
          email: 'persistencia@cuida.pe',
          lines: [{ variantId: toGlobalId('ProductVariant', variant?.id ?? 0), quantity: 2 }],
        },
      },
    );
    const productCount = first.catalog.products.length;
    await first.close();

    const second = await startTestSandbox(store);
    try {
      expect(second.db.kind).toBe(kind);
      expect(second.catalog.products.length).toBe(productCount);
      const restored = await graphqlData<{ checkout: { email: string; lines: { quantity: number }[] } }>(
        `${second.url}/graphql`,
        'query ($id: ID) { checkout(id: $id) { email lines { quantity } } }',
        { id: created.checkoutCreate.checkout.id },
      );
      expect(restored.checkout).toEqual({ email: 'persistencia@cuida.pe', lines: [{ quantity: 2 }] });
    } finally {
      await second.close();
    }
  });

  it('resets to a freshly seeded store', async () => {
    const db = await openDb(store);
    await dropAll(db);
    await db.close();
    const fresh = await openStore(store, () => {});
    try {
      const rows = await fresh.query<{ count: string | number }>('SELECT count(*) AS count FROM checkout');
      expect(Number(rows[0]?.count)).toBe(0);
      const catalog = await readCatalog(fresh);
      expect(catalog.products.length).toBeGreaterThanOrEqual(400);
    } finally {
      await fresh.close();
    }
  });
});
