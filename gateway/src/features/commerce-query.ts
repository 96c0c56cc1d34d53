import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { type GraphQLResolveInfo, OperationTypeNode } from 'graphql';
import type { GatewayContext } from '../context';

export type CommerceSubschema = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;

/**
 * A gateway type's link to a commerce query field (`checkout(id:)`, `order(id:)`, `product(slug:)`), answered with
 * the client's own selection of that field. The commerce subschema is batched: links resolved in one tick of a
 * request share one upstream call.
 */
export function commerceQuery(
  commerce: CommerceSubschema,
  fieldName: string,
  args: Record<string, unknown>,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) {
  return delegateToSchema({ schema: commerce, operation: OperationTypeNode.QUERY, fieldName, args, context, info });
}

/** A domain type's link to the full commerce Product, by slug, with the client's own selection. */
export function productBySlug(
  commerce: CommerceSubschema,
  slug: string,
  context: GatewayContext,
  info: GraphQLResolveInfo,
  channel = 'feria-cuida',
) {
  return commerceQuery(commerce, 'product', { slug, channel }, context, info);
}
