import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { type GraphQLResolveInfo, OperationTypeNode } from 'graphql';
import type { GatewayContext } from '../context';

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
  return delegateToSchema({
    schema: commerce,
    operation: OperationTypeNode.QUERY,
    fieldName: 'product',
    args: { slug, channel },
    context,
    info,
  });
}
