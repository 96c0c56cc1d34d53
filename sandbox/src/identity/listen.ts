import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIdentityHandler, type IdentityHandler, type IdentityHandlerOptions, identityIssuer } from './server';

export interface IdentityServerOptions extends Omit<IdentityHandlerOptions, 'issuerBaseUrl'> {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Default: the `url` below (http://localhost:<port actually bound>, or the host when it is a specific one). */
  issuerBaseUrl?: string;
}

export interface RunningIdentityServer {
  server: Server;
  /** Where the server listens, e.g. http://localhost:9229. */
  url: string;
  issuer: string;
  close(): Promise<void>;
}

/**
 * Listens first and builds the handler then, so that with port 0 the issuer still names the real port. Requests
 * that arrive in between get a 503.
 */
export async function startIdentityServer(options: IdentityServerOptions): Promise<RunningIdentityServer> {
  const { port, host, issuerBaseUrl, ...handlerOptions } = options;
  let handler: IdentityHandler | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"Starting."}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const specificHost = host && host !== '0.0.0.0' && host !== '::' ? host : undefined;
  const urlHost = specificHost ? (specificHost.includes(':') ? `[${specificHost}]` : specificHost) : 'localhost';
  const url = `http://${urlHost}:${bound}`;
  const base = issuerBaseUrl ?? url;
  try {
    handler = await createIdentityHandler({ ...handlerOptions, issuerBaseUrl: base });
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    server,
    url,
    issuer: identityIssuer(base, handlerOptions.userPoolId),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
