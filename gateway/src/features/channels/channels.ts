import { DEFAULT_CHANNEL } from '@cuida/domain';
import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { type GraphQLResolveInfo, getNamedType, isObjectType, OperationTypeNode } from 'graphql';
import type { GatewayContext } from '../../context';

/**
 * The sales channels a storefront may pick (Saleor's `Query.channels`, which Saleor reserves for apps and staff):
 * answered by the gateway with what is public of each channel (the commerce schema offers a channel's name, state,
 * currency and default country, nothing else), one commerce `channel(slug:)` read per channel.
 */
export const SALES_CHANNELS: readonly string[] = [DEFAULT_CHANNEL];

export const channelsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    List of all channels a storefront may sell in, with their public fields (name, state, currency, default country).
    Answered by the gateway: Saleor reserves this list for apps and staff.
    """
    channels: [Channel!]
  }
`;

type Commerce = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;

export function channelsResolvers(commerce: Commerce) {
  return {
    Query: {
      channels: async (_root: unknown, _args: unknown, context: GatewayContext, info: GraphQLResolveInfo) => {
        const channelType = getNamedType(info.returnType);
        if (!isObjectType(channelType)) return [];
        const found = await Promise.all(
          SALES_CHANNELS.map((slug) =>
            delegateToSchema({
              schema: commerce,
              operation: OperationTypeNode.QUERY,
              fieldName: 'channel',
              args: { slug },
              returnType: channelType,
              context,
              info,
            }),
          ),
        );
        return found.filter((channel) => channel != null);
      },
    },
  };
}
