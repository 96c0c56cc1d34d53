import type { SubschemaConfig } from '@graphql-tools/delegate';
import { stitchSchemas } from '@graphql-tools/stitch';
import { type IResolvers, MapperKind, mapSchema, pruneSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { features } from './features';
import { commerceAccess } from './schema/commerce-access';
import { withDescriptions } from './schema/descriptions';
import { parentOnlyFields } from './schema/extension-splice';
import { PassThroughPlanner, resolvedCoordinates } from './schema/pass-through';
import { commerceExecutor, commerceSubschema } from './subschemas/commerce';

type GatewaySchemaConfig = Pick<
  GatewayConfig,
  'commerceUrl' | 'upstreamTimeoutMs' | 'autoLoginKey' | 'orderAccessKey' | 'commerceAppToken'
>;

export interface GatewaySchema {
  schema: GraphQLSchema;
  /** The commerce subschema (its executor runs commerce-only queries directly, see pass-through.ts). */
  commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>;
  passThrough: PassThroughPlanner;
  /** The commerce executor of the pass-through path (it shares calls in flight itself: pass-through.ts). */
  passThroughExecutor: NonNullable<SubschemaConfig['executor']>;
}

/**
 * Drops the commerce fields the gateway uses for itself but never offers (schema/commerce-access.json's
 * `gatewayOnly`: `orders` lists every shop order to the gateway's app token, private metadata, transactions' refunds,
 * a channel's order settings; customers read their orders through `me { orders }`), and the types only they took.
 */
const withoutGatewayOnly = (schema: GraphQLSchema) => {
  const { gatewayOnly } = commerceAccess();
  return pruneSchema(
    mapSchema(schema, {
      [MapperKind.COMPOSITE_FIELD]: (field, fieldName, typeName) =>
        gatewayOnly.has(`${typeName}.${fieldName}`) ? null : field,
    }),
  );
};

/**
 * The gateway's unified schema: the commerce API stitched with the storefront's domain. The REST services are not
 * subschemas here: they stay internal, reached through the domain resolvers (see upstreams/rest).
 */
export function buildGateway(config: GatewaySchemaConfig): GatewaySchema {
  const commerceOptions = {
    endpoint: config.commerceUrl,
    timeoutMs: config.upstreamTimeoutMs,
    appToken: config.commerceAppToken,
    gatewayOnly: commerceAccess().gatewayOnly,
    reservedInputs: [...commerceAccess().reservedInputs.keys()],
  };
  const commerce = commerceSubschema<GatewayContext>(commerceOptions);
  const { typeDefs, resolvers } = features(commerce, config);
  const schema = withoutGatewayOnly(
    withDescriptions(stitchSchemas<GatewayContext>({ subschemas: [commerce], typeDefs, resolvers })),
  );
  const maps = resolvers as IResolvers<unknown, unknown>[];
  const owned = resolvedCoordinates(maps);
  const extensions = parentOnlyFields(maps, commerce.schema);
  return {
    schema,
    commerce,
    passThrough: new PassThroughPlanner(schema, commerce.schema, owned, extensions),
    passThroughExecutor: commerceExecutor(commerceOptions, false, commerce.schema),
  };
}

export function buildGatewaySchema(config: GatewaySchemaConfig): GraphQLSchema {
  return buildGateway(config).schema;
}
