import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import { catalogResolvers } from './resolvers/catalog';
import { checkoutResolvers } from './resolvers/checkout';
import type { CommerceContext } from './resolvers/context';

const SDL = readFileSync(new URL('../../../schema/commerce.graphql', import.meta.url), 'utf8');

/** The commerce service's executable schema: our Saleor-compatible contract with the sandbox's resolvers. */
export function createCommerceSchema() {
  return createSchema<CommerceContext>({
    typeDefs: SDL,
    resolvers: [catalogResolvers, checkoutResolvers],
  });
}
