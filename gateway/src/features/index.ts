import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../context';
import { scalarResolvers, scalarTypeDefs } from '../schema/scalars';
import { catalogResolvers } from './catalog/resolvers';
import { catalogTypeDefs } from './catalog/type-defs';
import { checkoutResolvers } from './checkout/resolvers';
import { checkoutTypeDefs } from './checkout/type-defs';
import { pricingResolvers } from './pricing/resolvers';
import { pricingTypeDefs } from './pricing/type-defs';
import { promotionsResolvers } from './promotions/resolvers';
import { promotionsTypeDefs } from './promotions/type-defs';

/** Every feature's schema and resolvers; each feature folder owns one slice of the domain. */
export function features(commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>) {
  return {
    typeDefs: [scalarTypeDefs, catalogTypeDefs, pricingTypeDefs, checkoutTypeDefs, promotionsTypeDefs],
    resolvers: [
      scalarResolvers,
      catalogResolvers,
      pricingResolvers,
      checkoutResolvers(commerce),
      promotionsResolvers(commerce),
    ] as IResolvers<unknown, GatewayContext>[],
  };
}
