import { createSchema } from 'graphql-yoga';
import { markUpstreamFailure } from '../../src/scope/request-scope';

/**
 * A small catalogue schema whose resolvers count their calls, for the response-cache tests: public products, a
 * private checkout, a shop, a product answered while an upstream failed (`degradeNext`), and a mutation that returns
 * a product (invalidation).
 */
export function countingCatalog() {
  const calls = { product: 0, shop: 0, checkout: 0, flaky: 0 };
  let failNext = false;
  const schema = createSchema({
    typeDefs: /* GraphQL */ `
      type Product { id: ID! name: String! }
      type Shop { name: String! }
      type Checkout { id: ID! total: Float! }
      type Query {
        product(id: ID!): Product
        shop: Shop!
        checkout(id: ID!): Checkout
        flaky: Product
      }
      type Mutation { renameProduct(id: ID!, name: String!): Product! }
    `,
    resolvers: {
      Query: {
        product: (_: unknown, { id }: { id: string }) => {
          calls.product++;
          return { id, name: `Producto ${id}` };
        },
        shop: () => {
          calls.shop++;
          return { name: 'Cuida' };
        },
        checkout: (_: unknown, { id }: { id: string }) => {
          calls.checkout++;
          return { id, total: 10 };
        },
        flaky: () => {
          calls.flaky++;
          if (failNext) {
            failNext = false;
            // A resolver that answers while an upstream failed (e.g. products without their promotions).
            markUpstreamFailure('sales');
          }
          return { id: 'flaky', name: 'degradado' };
        },
      },
      Mutation: {
        renameProduct: (_: unknown, { id, name }: { id: string; name: string }) => ({ id, name }),
      },
    },
  });
  return {
    schema,
    calls,
    /** The next `flaky` answer is produced while an upstream fails (a degraded answer). */
    degradeNext: () => {
      failNext = true;
    },
    reset: () => {
      for (const key of Object.keys(calls) as (keyof typeof calls)[]) calls[key] = 0;
    },
  };
}
