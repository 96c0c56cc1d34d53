import { stitchSchemas } from '@graphql-tools/stitch';
import type { GraphQLSchema } from 'graphql';
import type { GatewayConfig } from '../config';
import { commerceSubschema } from '../subschemas/commerce';

/** The gateway's unified schema: every upstream stitched together. */
export function buildGatewaySchema(config: Pick<GatewayConfig, 'commerceUrl' | 'upstreamTimeoutMs'>): GraphQLSchema {
  return stitchSchemas({
    subschemas: [commerceSubschema({ endpoint: config.commerceUrl, timeoutMs: config.upstreamTimeoutMs })],
  });
}
