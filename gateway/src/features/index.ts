import { catalogResolvers } from './catalog/resolvers';
import { catalogTypeDefs } from './catalog/type-defs';
import { pricingResolvers } from './pricing/resolvers';
import { pricingTypeDefs } from './pricing/type-defs';

/** Every feature's schema and resolvers; each feature folder owns one slice of the domain. */
export const featureTypeDefs = [catalogTypeDefs, pricingTypeDefs];
export const featureResolvers = [catalogResolvers, pricingResolvers];
