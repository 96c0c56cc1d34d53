/**
 * What a client reads of the commerce API through the gateway is what a shopper may read there, never what the
 * gateway's app token would show: an unpublished product (which the app sees) is in no answer, in either execution
 * path (passed through as written, or stitched with the gateway's own fields), nor when a client's document mixes a
 * catalogue read with an order read that the gateway makes as the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../sandbox/src/catalog/model';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
let hidden: ProductRecord;

beforeAll(async () => {
  stack = await startTestStack();
  const found = stack.sandbox.catalog.products.find((product) => !product.isPublished);
  if (!found) throw new Error('the sandbox seed holds no unpublished product');
  hidden = found;
});
afterAll(() => stack?.close());

type Ids = { edges: { node: { id: string } }[] };
const ids = (connection: Ids | null | undefined) => connection?.edges.map((edge) => edge.node.id) ?? [];

const variables = () => ({
  id: toGlobalId('Product', hidden.id),
  variant: toGlobalId('ProductVariant', hidden.variants[0]?.id ?? 0),
  search: hidden.name,
  category: toGlobalId('Category', hidden.categoryId),
});

/** Commerce fields only: the gateway sends it to the commerce API as written. */
const PASSED_THROUGH = /* GraphQL */ `
  query ($id: ID!, $variant: ID!, $search: String!, $category: ID!) {
    product(id: $id, channel: "feria-cuida") { id name }
    productVariant(id: $variant, channel: "feria-cuida") { id }
    search: products(first: 100, channel: "feria-cuida", search: $search) { edges { node { id } } }
    variants: productVariants(first: 100, channel: "feria-cuida", ids: [$variant]) { edges { node { id } } }
    category(id: $category) { products(first: 100, channel: "feria-cuida") { edges { node { id } } } }
  }
`;

/** The same reads with the gateway's own product fields: executed by stitching, through delegation. */
const STITCHED = /* GraphQL */ `
  query ($id: ID!, $variant: ID!, $search: String!, $category: ID!) {
    product(id: $id, channel: "feria-cuida") { id presentation requiresPrescription }
    productVariant(id: $variant, channel: "feria-cuida") { id }
    search: products(first: 100, channel: "feria-cuida", search: $search) {
      edges { node { id presentation } }
    }
    variants: productVariants(first: 100, channel: "feria-cuida", ids: [$variant]) { edges { node { id } } }
    category(id: $category) {
      products(first: 100, channel: "feria-cuida") { edges { node { id requiresPrescription } } }
    }
  }
`;

interface Reads {
  product: { id: string } | null;
  productVariant: { id: string } | null;
  search: Ids;
  variants: Ids;
  category: { products: Ids } | null;
}

describe('an unpublished product, which the gateway’s app token would show', () => {
  for (const [form, document] of [
    ['passed through', PASSED_THROUGH],
    ['stitched with the gateway’s fields', STITCHED],
  ] as const) {
    it(`is in no answer to a client (${form})`, async () => {
      const answer = await gql<Reads>(stack, document, variables());
      expect(answer.errors).toBeUndefined();
      const productId = toGlobalId('Product', hidden.id);
      expect(answer.data?.product).toBeNull();
      expect(answer.data?.productVariant).toBeNull();
      expect(ids(answer.data?.search)).not.toContain(productId);
      expect(ids(answer.data?.variants)).toEqual([]);
      const listed = ids(answer.data?.category?.products);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed).not.toContain(productId);
    });
  }

  it('is in no answer when the same document also reads an order, which the gateway reads as the app', async () => {
    const answer = await gql<Reads & { order: unknown }>(
      stack,
      /* GraphQL */ `
        query ($id: ID!, $search: String!, $order: ID!) {
          product(id: $id, channel: "feria-cuida") { id presentation }
          search: products(first: 100, channel: "feria-cuida", search: $search) { edges { node { id presentation } } }
          order(id: $order) { id }
        }
      `,
      { id: variables().id, search: hidden.name, order: toGlobalId('Order', '00000000-0000-4000-8000-000000000000') },
    );
    expect(answer.data?.product).toBeNull();
    expect(ids(answer.data?.search)).not.toContain(toGlobalId('Product', hidden.id));
    // Nobody is signed in: the order is refused, the catalogue reads still answered.
    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
  });

  it('cannot be put in a checkout through the gateway', async () => {
    const answer = await gql<{ checkoutCreate: { checkout: unknown; errors: { code: string }[] } }>(
      stack,
      /* GraphQL */ `
        mutation ($variant: ID!) {
          checkoutCreate(input: { channel: "feria-cuida", lines: [{ variantId: $variant, quantity: 1 }] }) {
            checkout { id }
            errors { code }
          }
        }
      `,
      { variant: variables().variant },
    );
    expect(answer.data?.checkoutCreate.checkout).toBeNull();
    expect(answer.data?.checkoutCreate.errors.map((error) => error.code)).toEqual(['PRODUCT_NOT_PUBLISHED']);
  });
});
