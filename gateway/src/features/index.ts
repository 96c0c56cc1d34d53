import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayConfig } from '../config';
import type { GatewayContext } from '../context';
import { AutoLoginSealer } from './account/auto-login';
import { accountResolvers } from './account/resolvers';
import { DeletionTokens } from './account/saleor/deletion-token';
import { saleorAccountTypeDefs } from './account/saleor/schema';
import { accountTypeDefs } from './account/type-defs';
import { agreementsResolvers } from './agreements/resolvers';
import { agreementsTypeDefs } from './agreements/type-defs';
import { catalogResolvers } from './catalog/resolvers';
import { catalogTypeDefs } from './catalog/type-defs';
import { channelsResolvers, channelsTypeDefs } from './channels/channels';
import { commerceGuardResolvers } from './checkout/commerce-guards';
import { guardedCommerceResolvers } from './checkout/guarded-operations';
import { OrderAccessTokens } from './checkout/order-access';
import { checkoutResolvers } from './checkout/resolvers';
import { checkoutTypeDefs } from './checkout/type-defs';
import { complaintsResolvers } from './complaints/resolvers';
import { complaintsTypeDefs } from './complaints/type-defs';
import { deliveryResolvers } from './delivery/resolvers';
import { deliveryTypeDefs } from './delivery/type-defs';
import { engagementResolvers } from './engagement/resolvers';
import { engagementTypeDefs } from './engagement/type-defs';
import { ordersResolvers } from './orders/resolvers';
import { ordersTypeDefs } from './orders/type-defs';
import { placeOrderResolvers } from './place-order/resolvers';
import { saleorCheckoutPricing, saleorCheckoutResolvers } from './place-order/saleor-checkout';
import { placeOrderTypeDefs } from './place-order/type-defs';
import { pricingResolvers } from './pricing/resolvers';
import { pricingTypeDefs } from './pricing/type-defs';
import { promotionsResolvers } from './promotions/resolvers';
import { promotionsTypeDefs } from './promotions/type-defs';
import { scalarResolvers, scalarTypeDefs } from './scalars';

type Commerce = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;

/** Every feature's schema and resolvers; each feature folder owns one slice of the domain. */
export function features(commerce: Commerce, config: Pick<GatewayConfig, 'autoLoginKey' | 'orderAccessKey'>) {
  const sealer = new AutoLoginSealer(config.autoLoginKey);
  const orderAccess = new OrderAccessTokens(config.orderAccessKey);
  return {
    typeDefs: [
      scalarTypeDefs,
      catalogTypeDefs,
      channelsTypeDefs,
      pricingTypeDefs,
      promotionsTypeDefs,
      deliveryTypeDefs,
      engagementTypeDefs,
      saleorAccountTypeDefs,
      accountTypeDefs,
      checkoutTypeDefs,
      placeOrderTypeDefs,
      complaintsTypeDefs,
      ordersTypeDefs,
      agreementsTypeDefs,
    ],
    resolvers: [
      scalarResolvers,
      catalogResolvers,
      channelsResolvers(commerce),
      pricingResolvers,
      promotionsResolvers(commerce),
      deliveryResolvers,
      engagementResolvers(commerce),
      accountResolvers(commerce, sealer, new DeletionTokens(config.orderAccessKey)),
      checkoutResolvers(commerce),
      guardedCommerceResolvers(commerce, orderAccess, saleorCheckoutPricing),
      saleorCheckoutResolvers(commerce, orderAccess),
      commerceGuardResolvers(commerce),
      placeOrderResolvers(commerce, orderAccess),
      complaintsResolvers,
      ordersResolvers(commerce, orderAccess),
      agreementsResolvers,
    ] as IResolvers<unknown, GatewayContext>[],
  };
}
