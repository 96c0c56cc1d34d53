import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { commerceQuery } from './commerce-query';

export type CommerceSubschema = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;

/**
 * A domain type's link to the full commerce Product, by slug, with the client's own selection. The commerce
 * subschema is batched, so every such link resolved in one tick of a request shares one upstream call.
 */
export function productBySlug(
  commerce: CommerceSubschema,
  slug: string,
  context: GatewayContext,
  info: GraphQLResolveInfo,
  channel = 'feria-cuida',
) {
  return commerceQuery(commerce, 'product', { slug, channel }, context, info);
}
