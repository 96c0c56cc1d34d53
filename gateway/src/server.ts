import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga, maskError } from 'graphql-yoga';
import { IdentityClient } from './auth/identity-client';
import { ServiceIdentity } from './auth/service-identity';
import { createIdTokenVerifier } from './auth/token-verifier';
import { SessionChecker } from './auth/viewer';
import type { GatewayConfig } from './config';
import { createContext, type GatewayServices } from './context';
import { GRAPHIQL_EXAMPLES } from './graphiql-examples';
import { buildGatewaySchema } from './schema/build';
import { CommerceClient } from './upstreams/commerce-client';
import { RestClient } from './upstreams/rest/client';
import { loadRestSchemas } from './upstreams/rest/services';

export interface RunningGateway {
  url: string;
  server: Server;
  services: GatewayServices;
  close(): Promise<void>;
}

export async function createGatewayServices(
  config: GatewayConfig,
  log: (entry: Record<string, unknown>) => void = (entry) => console.log(JSON.stringify(entry)),
): Promise<GatewayServices> {
  const identity = new IdentityClient(config.identity.url, config.upstreamTimeoutMs);
  const restSchemas = await loadRestSchemas({ endpoints: config.restEndpoints, timeoutMs: config.upstreamTimeoutMs });
  return {
    config,
    commerce: new CommerceClient(config.commerceUrl, config.upstreamTimeoutMs),
    rest: new RestClient(restSchemas, log),
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
      timeoutMs: config.upstreamTimeoutMs,
    }),
    log,
  };
}

export function createGatewayYoga(services: GatewayServices) {
  const { config } = services;
  return createYoga({
    schema: buildGatewaySchema(config),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.production ? false : { title: 'Cuida · GraphQL', defaultQuery: GRAPHIQL_EXAMPLES },
    context: ({ request }) => createContext(services, request),
    // Unexpected errors reach clients as "Unexpected error." with no stack (logged here); coded errors pass through.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const masked = maskError(error, message, isDev);
        // Coded errors come back unchanged; only what gets masked is unexpected, and worth a log line.
        if (masked !== error) {
          services.log({
            level: 'error',
            msg: 'unexpected error',
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        }
        return masked;
      },
    },
    logging: false,
  });
}

export async function startGateway(
  config: GatewayConfig,
  options: { log?: (entry: Record<string, unknown>) => void } = {},
): Promise<RunningGateway> {
  const services = await createGatewayServices(config, options.log);
  const yoga = createGatewayYoga(services);
  const server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    void yoga(req, res);
  });
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/graphql`,
    server,
    services,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
