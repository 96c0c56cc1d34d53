/**
 * Unpublished products, as Saleor shows them: invisible to shoppers (no token) in every catalogue query, visible to the
 * commerce API's app, and never addable to a checkout by anyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/app';
import type { ProductRecord } from '../src/catalog/model';
import { toGlobalId } from '../src/commerce/global-id';
import { commerceAs, startTestSandbox } from './support/sandbox';

let sandbox: RunningSandbox;
let hidden: ProductRecord;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const found = sandbox.catalog.products.find((product) => !product.isPublished);
  if (!found) throw new Error('the seed holds no unpublished product');
  hidden = found;
});
afterAll(() => sandbox?.close());

const commerce = <T>(query: string, variables: Record<string, unknown>, asApp: boolean) =>
  commerceAs<T>(sandbox, query, variables, asApp);

type Ids = { edges: { node: { id: string } }[] };

const READS = /* GraphQL */ `
  query ($id: ID!, $variant: ID!, $search: String!, $category: ID!) {
    product(id: $id, channel: "feria-cuida") { id }
    productVariant(id: $variant, channel: "feria-cuida") { id }
    search: products(first: 100, channel: "feria-cuida", search: $search) { edges { node { id } } }
    variants: productVariants(first: 100, channel: "feria-cuida", ids: [$variant]) { edges { node { id } } }
    category(id: $category) { products(first: 100, channel: "feria-cuida") { edges { node { id } } } }
  }
`;

interface Reads {
  product: { id: string } | null;
  productVariant: { id: string } | null;
  search: Ids;
  variants: Ids;
  category: { products: Ids } | null;
}

function readsOf(product: ProductRecord) {
  return {
    id: toGlobalId('Product', product.id),
    variant: toGlobalId('ProductVariant', product.variants[0]?.id ?? 0),
    search: product.name,
    category: toGlobalId('Category', product.categoryId),
  };
}

const ids = (connection: Ids | undefined) => connection?.edges.map((edge) => edge.node.id) ?? [];

describe('an unpublished product', () => {
  it('is in no catalogue answer to a shopper', async () => {
    const answer = await commerce<Reads>(READS, readsOf(hidden), false);
    expect(answer.errors).toBeUndefined();
    const productId = toGlobalId('Product', hidden.id);
    expect(answer.data?.product).toBeNull();
    expect(answer.data?.productVariant).toBeNull();
    expect(ids(answer.data?.search)).not.toContain(productId);
    expect(ids(answer.data?.variants)).toEqual([]);
    expect(ids(answer.data?.category?.products)).not.toContain(productId);
    expect(ids(answer.data?.category?.products).length).toBeGreaterThan(0);
  });

  it("is in the app's answers (a product or order permission includes unpublished items)", async () => {
    const answer = await commerce<Reads>(READS, readsOf(hidden), true);
    expect(answer.errors).toBeUndefined();
    const productId = toGlobalId('Product', hidden.id);
    expect(answer.data?.product?.id).toBe(productId);
    expect(answer.data?.productVariant).not.toBeNull();
    expect(ids(answer.data?.search)).toContain(productId);
    expect(ids(answer.data?.category?.products)).toContain(productId);
  });

  it('is refused in a checkout, to shoppers and apps alike', async () => {
    const create = /* GraphQL */ `
      mutation ($variant: ID!) {
        checkoutCreate(input: { channel: "feria-cuida", lines: [{ variantId: $variant, quantity: 1 }] }) {
          checkout { id }
          errors { code }
        }
      }
    `;
    for (const asApp of [false, true]) {
      const answer = await commerce<{ checkoutCreate: { checkout: unknown; errors: { code: string }[] } }>(
        create,
        { variant: readsOf(hidden).variant },
        asApp,
      );
      expect(answer.data?.checkoutCreate.errors.map((error) => error.code)).toEqual(['PRODUCT_NOT_PUBLISHED']);
      expect(answer.data?.checkoutCreate.checkout).toBeNull();
    }
  });

  it('is in no collection and sets no category price', () => {
    for (const collection of sandbox.catalog.collections) expect(collection.productIds).not.toContain(hidden.id);
    const category = sandbox.catalog.category(hidden.categoryId);
    const published = sandbox.catalog.products.filter((p) => p.isPublished && p.categoryId === hidden.categoryId);
    const cheapest = Math.min(...published.flatMap((p) => p.variants.map((v) => v.price)));
    expect(category?.metafields.priceFrom).toBe(cheapest.toFixed(2));
  });
});
