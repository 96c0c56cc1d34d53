import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import type { GatewayConfig } from './config';
import { GRAPHIQL_EXAMPLES } from './graphiql-examples';
import { buildGatewaySchema } from './schema/build';

export interface RunningGateway {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export function createGatewayYoga(config: GatewayConfig) {
  return createYoga({
    schema: buildGatewaySchema(config),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.production ? false : { title: 'Cuida · GraphQL', defaultQuery: GRAPHIQL_EXAMPLES },
    // Unexpected errors reach clients as "Unexpected error." with no stack; coded GraphQL errors pass through.
    maskedErrors: true,
  });
}

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const yoga = createGatewayYoga(config);
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
