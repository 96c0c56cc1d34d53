import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import { IdentityClient } from './auth/identity-client';
import { ServiceIdentity } from './auth/service-identity';
import { createIdTokenVerifier } from './auth/token-verifier';
import { SessionChecker } from './auth/viewer';
import type { GatewayConfig } from './config';
import { createContext, type GatewayServices } from './context';
import { degradedExtensionPlugin } from './degraded';
import { listShippingMethods, SHIPPING_WEBHOOK_PATH } from './features/delivery/shipping-methods';
import { stopPlaceOrders } from './features/place-order/flow';
import { DIRECT_JSON_OPERATIONS } from './features/promotions/voucher-contract';
import { graphiqlAssets } from './graphiql/assets';
import { GRAPHIQL_EXAMPLES } from './graphiql/examples';
import { graphiqlPage } from './graphiql/page';
import { graphiqlPlugin } from './graphiql/plugin';
import { graceful } from './http/graceful-close';
import { createInternalHandler, createRequestHandler, handlerOptionsFor } from './http/handler';
import { currentRequestScope } from './http/request-scope';
import {
  attachRuntime,
  createGatewayRuntime,
  type GatewayRuntime,
  type RuntimeOptions,
  runtimeOf,
} from './http/runtime';
import { createLogger, type LogFn } from './observability/logger';
import { corsFor, hardeningPlugins, maskUnexpectedError } from './plugins';
import { buildGateway } from './schema/build';
import { passThroughPlugin } from './schema/pass-through';
import { CommerceClient } from './upstreams/commerce-client';
import { createRestFetch } from './upstreams/resilience/rest-routing';
import { RestClient } from './upstreams/rest/client';
import { restRoutes } from './upstreams/rest/routes';
import { loadRestSchemas } from './upstreams/rest/services';

export interface RunningGateway {
  url: string;
  server: Server;
  services: GatewayServices;
  /** Metrics, circuit breakers, shared stores, readiness (http/runtime.ts). */
  runtime: GatewayRuntime;
  /** The internal listener's base URL (GATEWAY_INTERNAL_PORT: /healthz, /readyz with details, /metrics), if any. */
  internalUrl: string | undefined;
  close(): Promise<void>;
}

/** JSON logs with pino, masked (observability/redact.ts), tagged with the current request's id. */
export function defaultGatewayLog(config: GatewayConfig): LogFn {
  return createLogger({
    level: config.logLevel,
    service: config.telemetry.serviceName,
    requestId: () => currentRequestScope()?.requestId,
  });
}

export async function createGatewayServices(
  config: GatewayConfig,
  log: (entry: Record<string, unknown>) => void = defaultGatewayLog(config),
  runtimeOptions: Omit<RuntimeOptions, 'log'> = {},
): Promise<GatewayServices> {
  const runtime = createGatewayRuntime(config, { log, ...runtimeOptions });
  // The gateway's own identity calls (session checks, its service account, the JWKS) share one circuit.
  const identityCircuit = runtime.resilience.circuit('identity');
  const identity = new IdentityClient(config.identity.url, config.upstreams.timeoutsMs.identity, identityCircuit);
  const restSchemas = await loadRestSchemas({
    endpoints: config.restEndpoints,
    timeoutMs: config.upstreamTimeoutMs,
    fetch: (service) => runtime.resilience.fetchFor(service),
  });
  const services: GatewayServices = {
    config,
    commerce: new CommerceClient(
      config.commerceUrl,
      config.upstreamTimeoutMs,
      runtime.resilience.fetchFor('commerce'),
      config.commerceAppToken,
    ),
    // Each REST call through its service's resilient fetch, retried only when its operationId is idempotent.
    rest: new RestClient(
      restSchemas,
      log,
      createRestFetch(config.restEndpoints, (service) => runtime.resilience.fetchFor(service)),
      { operations: DIRECT_JSON_OPERATIONS, routes: restRoutes(config.restEndpoints) },
    ),
    identity,
    sessions: new SessionChecker(identity),
    serviceIdentity: new ServiceIdentity(
      identity,
      config.identity.gatewayClientId,
      config.identity.serviceAccount.username,
      config.identity.serviceAccount.password,
    ),
    verifyIdToken: createIdTokenVerifier({
      issuer: config.identity.issuer,
      jwksUri: config.identity.jwksUri,
      audience: config.identity.clientIds,
      timeoutMs: config.upstreams.timeoutsMs.identity,
      breaker: identityCircuit,
    }),
    log,
    clock: config.testNow ? () => new Date(config.testNow as string) : () => new Date(),
  };
  attachRuntime(services, runtime);
  await runtime.ready();
  return services;
}

export interface YogaOptions {
  /** Commerce-only queries skip stitching (schema/pass-through.ts); off only to compare with stitching (tests, bench). */
  passThrough?: boolean;
}

export function createGatewayYoga(services: GatewayServices, options: YogaOptions = {}) {
  const { config } = services;
  const runtime = runtimeOf(services);
  const gateway = buildGateway(config);
  return createYoga({
    schema: gateway.schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL (and introspection, plugins/limits.ts): outside production, or for a partner's X-Api-Key.
    graphiql: (request) =>
      !config.production || runtime.partners.isPartner(request)
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
              onPassThrough: () => runtime.metrics.passThrough.inc(),
              onSpliceFallback: () => runtime.metrics.passThroughFallback.inc(),
            }),
          ]),
      ...hardeningPlugins(runtime, config),
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
  options: { log?: (entry: Record<string, unknown>) => void } & Omit<RuntimeOptions, 'log'> & YogaOptions = {},
): Promise<RunningGateway> {
  const { log, passThrough, ...runtimeOptions } = options;
  const services = await createGatewayServices(config, log, runtimeOptions);
  const yoga = createGatewayYoga(services, passThrough === undefined ? {} : { passThrough });
  const runtime = runtimeOf(services);
  // /healthz, /readyz, /metrics, request ids and the request scope, then Yoga (http/handler.ts).
  const server = createServer(
    createRequestHandler(yoga, runtime, {
      ...handlerOptionsFor(runtime, config),
      webhooks: commerceWebhooks(services),
    }),
  );
  const publicStop = graceful(server);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const { port } = server.address() as AddressInfo;
  // /healthz, /readyz with details and /metrics for the internal network (GATEWAY_INTERNAL_PORT), when configured.
  const internal = config.internalEndpoints ? createServer(createInternalHandler(runtime)) : undefined;
  const internalStop = internal ? graceful(internal) : undefined;
  if (internal && config.internalEndpoints) {
    const { port: internalPort, host } = config.internalEndpoints;
    await new Promise<void>((resolve, reject) => {
      internal.once('error', reject);
      internal.listen(internalPort, host, () => {
        internal.off('error', reject);
        resolve();
      });
    }).catch(async (error: unknown) => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
      throw error;
    });
  }
  const internalAddress = internal?.address() as AddressInfo | undefined;
  return {
    url: `http://localhost:${port}/graphql`,
    server,
    services,
    runtime,
    internalUrl: internalAddress
      ? `http://${internalAddress.family === 'IPv6' ? `[${internalAddress.address}]` : internalAddress.address}:${internalAddress.port}`
      : undefined,
    close: async () => {
      // Stop accepting, let the requests in flight finish, then close (http/graceful-close.ts).
      await Promise.all(
        [publicStop, ...(internalStop ? [internalStop] : [])].map((s) => s.close(config.shutdownTimeoutMs)),
      );
      stopPlaceOrders(services);
      await runtime.close();
    },
  };
}
