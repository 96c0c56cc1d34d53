import { stitchSchemas } from '@graphql-tools/stitch';
import type { GraphQLSchema } from 'graphql';
import type { GatewayConfig } from '../config';
import type { GatewayContext } from '../context';
import { features } from '../features';
import { commerceSubschema } from '../subschemas/commerce';
import { withDescriptions } from './descriptions';

/**
 * The gateway's unified schema: the commerce API stitched with the storefront's domain. The REST services are not
 * subschemas here: they stay internal, reached through the domain resolvers (see upstreams/rest).
 */
export function buildGatewaySchema(
  config: Pick<GatewayConfig, 'commerceUrl' | 'upstreamTimeoutMs' | 'autoLoginKey'>,
): GraphQLSchema {
  const commerce = commerceSubschema<GatewayContext>({
    endpoint: config.commerceUrl,
    timeoutMs: config.upstreamTimeoutMs,
  });
  const { typeDefs, resolvers } = features(commerce, config);
  return withDescriptions(stitchSchemas<GatewayContext>({ subschemas: [commerce], typeDefs, resolvers }));
}
