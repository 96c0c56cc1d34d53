import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import type { GatewayConfig } from './config';
import { createContext, type GatewayServices } from './context';
import { degradedExtensionPlugin } from './degraded';
import { listShippingMethods, SHIPPING_WEBHOOK_PATH } from './features/delivery/shipping-methods';
import { createGateway, type Gateway, type GatewayOptions } from './gateway';
import { buildGateway } from './gateway-schema';
import { graphiqlAssets } from './graphiql/assets';
import { GRAPHIQL_EXAMPLES } from './graphiql/examples';
import { graphiqlPage } from './graphiql/page';
import { graphiqlPlugin } from './graphiql/plugin';
import { graceful } from './http/graceful-close';
import { createInternalHandler, createRequestHandler, handlerOptionsFor } from './http/handler';
import { corsFor, hardeningPlugins, maskUnexpectedError } from './plugins';
import { passThroughPlugin } from './schema/pass-through';

/**
 * The gateway on HTTP: the instance `createGateway` builds (gateway.ts), its Yoga, the public listener and the internal
 * one. Stopping is the instance's `close()`, which closes the listeners first (they were opened last).
 */
export interface RunningGateway {
  url: string;
  server: Server;
  /** Everything the instance is made of (gateway.ts): its services, metrics, circuits, stores and readiness. */
  services: Gateway;
  /** The internal listener's base URL (GATEWAY_INTERNAL_PORT: /healthz, /readyz with details, /metrics), if any. */
  internalUrl: string | undefined;
  close(): Promise<void>;
}

export interface YogaOptions {
  /** Commerce-only queries skip stitching (schema/pass-through.ts); off only to compare with stitching (tests, bench). */
  passThrough?: boolean;
}

export function createGatewayYoga(services: Gateway, options: YogaOptions = {}) {
  const { config } = services;
  const gateway = buildGateway(config);
  return createYoga({
    schema: gateway.schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL (and introspection, plugins/limits.ts): outside production, or for a partner's X-Api-Key.
    graphiql: (request) =>
      !config.production || services.partners.isPartner(request)
        ? {
            title: 'Cuida · GraphQL',
            defaultQuery: GRAPHIQL_EXAMPLES,
            // The partner key goes in the headers editor; customers add their tokens there too.
            headers: JSON.stringify({ 'X-Api-Key': '' }, null, 2),
            defaultEditorToolsVisibility: 'headers',
          }
        : false,
    // GraphiQL's page and files come from the gateway itself (graphiql/), never from a CDN.
    renderGraphiQL: async (options) => graphiqlPage(options, await graphiqlAssets()),
    // The socket's address (Node's request in the server context) feeds per-client allowances (fileComplaint).
    context: (initial) =>
      createContext(
        services,
        initial.request,
        (initial as { req?: { socket?: { remoteAddress?: string } } }).req?.socket?.remoteAddress,
      ),
    // Unexpected errors reach clients as "Unexpected error." with no stack, whatever NODE_ENV (logged); coded
    // errors pass through, each with extensions.requestId (plugins/errors.ts).
    maskedErrors: { maskError: maskUnexpectedError(services.log) },
    logging: false,
    cors: corsFor(config.corsOrigins),
    batching: { limit: config.limits.batchLimit },
    // The HTTP layer reads every body within REQUEST_BODY_LIMIT_BYTES (http/handler.ts).
    maxRequestBodySize: false,
    extraParamNames: ['documentId'],
    plugins: [
      // First, so that the response cache (later) wraps it and hands it the document with its added fields.
      ...(options.passThrough === false
        ? []
        : [
            passThroughPlugin({
              planner: gateway.passThrough,
              executor: gateway.passThroughExecutor,
              commerceSchema: gateway.commerce.schema,
              onPassThrough: () => services.metrics.passThrough.inc(),
              onSpliceFallback: () => services.metrics.passThroughFallback.inc(),
            }),
          ]),
      ...hardeningPlugins(services, config),
      graphiqlPlugin(),
      // `extensions.degraded` on answers that went without some decorations (degraded.ts).
      degradedExtensionPlugin(),
    ],
  });
}

/** The commerce API's calls on the gateway as its shipping app. */
export function commerceWebhooks(services: GatewayServices) {
  return {
    [SHIPPING_WEBHOOK_PATH]: async (body: unknown) =>
      listShippingMethods(
        await createContext(services, new Request('http://gateway.internal/webhooks', { method: 'POST' })),
        body,
      ),
  };
}

export async function startGateway(
  config: GatewayConfig,
  options: GatewayOptions & YogaOptions = {},
): Promise<RunningGateway> {
  const { passThrough, ...gatewayOptions } = options;
  const gateway = await createGateway(config, gatewayOptions);
  try {
    const yoga = createGatewayYoga(gateway, passThrough === undefined ? {} : { passThrough });
    // /healthz, the webhooks and bodies within their limit, then Yoga and its plugins (http/handler.ts).
    const server = createServer(
      createRequestHandler(yoga, gateway, handlerOptionsFor(config, commerceWebhooks(gateway))),
    );
    // /healthz, /readyz with details and /metrics for the internal network (GATEWAY_INTERNAL_PORT), when configured.
    const internal = config.internalEndpoints ? createServer(createInternalHandler(gateway)) : undefined;
    // Stop accepting, let the requests in flight finish, then close (http/graceful-close.ts): before anything else.
    const stops = [graceful(server), ...(internal ? [graceful(internal)] : [])];
    gateway.closeFirst(async () => {
      await Promise.all(stops.map((stop) => stop.close(config.shutdownTimeoutMs)));
    });
    await listen(server, config.port);
    if (internal && config.internalEndpoints) {
      await listen(internal, config.internalEndpoints.port, config.internalEndpoints.host);
    }
    const { port } = server.address() as AddressInfo;
    const internalAddress = internal?.address() as AddressInfo | undefined;
    return {
      url: `http://localhost:${port}/graphql`,
      server,
      services: gateway,
      internalUrl: internalAddress
        ? `http://${internalAddress.family === 'IPv6' ? `[${internalAddress.address}]` : internalAddress.address}:${internalAddress.port}`
        : undefined,
      close: () => gateway.close(),
    };
  } catch (error) {
    await gateway.close();
    throw error;
  }
}

function listen(server: Server, port: number, host?: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
