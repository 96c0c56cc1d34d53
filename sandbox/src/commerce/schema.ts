import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import { withUnplayedFieldsCoded } from './not-played';
import { catalogResolvers } from './resolvers/catalog';
import { checkoutResolvers } from './resolvers/checkout';
import type { CommerceContext } from './resolvers/context';
import { STOREFRONT_RECORD_TYPES, storefrontResolvers } from './resolvers/storefront';

const SDL = readFileSync(new URL('../../../schema/commerce.graphql', import.meta.url), 'utf8');

/**
 * The commerce service's executable schema: Saleor's storefront-facing API (schema/commerce.graphql) with the
 * sandbox's resolvers; a field they do not play answers NOT_PLAYED_BY_SANDBOX (not-played.ts).
 */
export function createCommerceSchema() {
  return withUnplayedFieldsCoded(
    createSchema<CommerceContext>({
      typeDefs: SDL,
      resolvers: [catalogResolvers, checkoutResolvers, storefrontResolvers],
    }),
    undefined,
    new Set(STOREFRONT_RECORD_TYPES),
  );
}
