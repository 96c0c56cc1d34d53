import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/src/app';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { graphqlData } from '../../sandbox/test/support/sandbox';
import type { RunningGateway } from '../src/server';
import type { CountingProxy } from './support/counting-proxy';
import { startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
let sandbox: RunningSandbox;
let proxy: CountingProxy;
let gateway: RunningGateway;

beforeAll(async () => {
  stack = await startTestStack();
  ({ sandbox, proxy, gateway } = stack);
});
afterAll(() => stack?.close());

interface ListedProduct {
  slug: string;
  purchaseOptions: { once: boolean; subscription: boolean; subscriptionOnly: boolean };
  presentation: string | null;
  brandOrLaboratory: { kind: string; name: string } | null;
  requiresPrescription: boolean;
  priceValue: number;
}

describe('commerce types extended with storefront facts', () => {
  it('derives purchase options, presentation, brand or laboratory, prescription and price with one commerce request', async () => {
    const feria = sandbox.catalog.categoryBySlug('feria');
    proxy.reset();
    const data = await graphqlData<{ products: { edges: { node: ListedProduct }[] } }>(
      gateway.url,
      `query ($category: ID!) { products(first: 24, channel: "feria-cuida", filter: { categories: [$category] }) {
        edges { node { slug purchaseOptions { once subscription subscriptionOnly } presentation brandOrLaboratory { kind name } requiresPrescription priceValue } }
      } }`,
      { category: toGlobalId('Category', feria?.id ?? 0) },
    );
    expect(data.products.edges).toHaveLength(24);
    expect(proxy.count('/graphql')).toBe(1);
    for (const { node } of data.products.edges) {
      const record = sandbox.catalog.productBySlug(node.slug);
      const value = (slug: string) => record?.attributes.find((attribute) => attribute.attributeSlug === slug);
      expect(node.priceValue).toBe(Math.min(...(record?.variants.map((variant) => variant.price) ?? [])));
      expect(node.presentation).toBe(value('presentation')?.name ?? null);
      expect(node.requiresPrescription).toBe(value('requiresPrescription')?.boolean === true);
      const typePurchase = value('typePurchase')?.slug;
      expect(node.purchaseOptions.subscriptionOnly).toBe(typePurchase === 'subscription-only');
      expect(node.purchaseOptions.once).toBe(typePurchase !== 'subscription-only');
      const flag = value('flagBrandOrLaboratory')?.slug;
      if (node.brandOrLaboratory && flag === 'laboratory' && value('laboratory')) {
        expect(node.brandOrLaboratory).toEqual({ kind: 'LABORATORY', name: value('laboratory')?.name });
      }
    }
  });

  it('finds subscription-only products and prescription medicines in the seed', async () => {
    const data = await graphqlData<{ products: { edges: { node: ListedProduct }[] } }>(
      gateway.url,
      '{ products(first: 100, channel: "feria-cuida", search: "pack mensual") { edges { node { slug purchaseOptions { subscriptionOnly } requiresPrescription } } } }',
    );
    expect(data.products.edges.some((edge) => edge.node.purchaseOptions.subscriptionOnly)).toBe(true);
  });

  it('gives collections their promotion window and whether it is open now', async () => {
    const data = await graphqlData<{
      collections: {
        edges: {
          node: {
            slug: string;
            promotionWindow: {
              startsAt: string;
              endsAt: string;
              isActive: boolean;
              discountPercent: number | null;
            } | null;
          };
        }[];
      };
    }>(
      gateway.url,
      '{ collections(first: 100, channel: "feria-cuida") { edges { node { slug promotionWindow { startsAt endsAt isActive discountPercent } } } } }',
    );
    const windows = data.collections.edges.filter((edge) => edge.node.promotionWindow);
    const now = Date.now();
    expect(windows.length).toBeGreaterThanOrEqual(3);
    for (const { node } of windows) {
      const window = node.promotionWindow;
      if (!window) continue;
      expect(window.isActive).toBe(Date.parse(window.startsAt) <= now && now <= Date.parse(window.endsAt));
    }
    expect(windows.map((edge) => edge.node.promotionWindow?.isActive)).toEqual(expect.arrayContaining([true, false]));
    expect(data.collections.edges.find((edge) => edge.node.slug === 'lo-mas-vendido')?.node.promotionWindow).toBeNull();
  });

  it('gives categories their priceFrom', async () => {
    const data = await graphqlData<{ category: { priceFrom: number } }>(
      gateway.url,
      '{ category(slug: "farmacia") { priceFrom } }',
    );
    const subtree = sandbox.catalog.subtreeIds(sandbox.catalog.categoryBySlug('farmacia')?.id ?? 0);
    const cheapest = Math.min(
      ...sandbox.catalog.products
        .filter((product) => subtree.has(product.categoryId))
        .flatMap((product) => product.variants.map((variant) => variant.price)),
    );
    expect(data.category.priceFrom).toBe(cheapest);
  });
});
